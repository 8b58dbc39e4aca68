import {
  CATALOG_DEFAULT_LIMIT,
  CATALOG_MAX_LIMIT,
  type CatalogPageQuery,
  EVENT_GROUP_NOT_FOUND,
  type EventCategory,
  type EventGroup,
  type JobType,
} from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import {
  countGroups,
  countVisibleCategories,
  selectGroup,
  selectGroups,
  selectJobTypes,
  selectVisibleCategories,
} from './catalog.repo.ts';

const pageOf = (q: CatalogPageQuery) =>
  toPage(q, { defaultLimit: CATALOG_DEFAULT_LIMIT, maxLimit: CATALOG_MAX_LIMIT });

/**
 * GET /event-category: the categories not hidden, in the committee's order ('Konten'), each with its count of visible events
 * (PUBLISH/EXPIRED, not deleted) from one grouped join.
 */
export async function listCategories(db: Executor, q: CatalogPageQuery) {
  const page = pageOf(q);
  const [countRow, rows] = await Promise.all([countVisibleCategories(db), selectVisibleCategories(db, page)]);
  const datas: EventCategory[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    displayName: r.display_name,
    iconUrl: r.icon_url,
    eventCount: Number(r.event_count),
  }));
  return { total: Number(countRow?.total ?? 0), datas };
}

const toGroup = (r: {
  id: number;
  name: string;
  display_name: string;
  image_url: string | null;
}): EventGroup => ({
  id: r.id,
  name: r.name,
  displayName: r.display_name,
  imageUrl: r.image_url,
});

/** GET /event-group: in the committee's order, then alphabetical by display name (the admin form's picker). */
export async function listGroups(db: Executor, q: CatalogPageQuery) {
  const page = pageOf(q);
  const [countRow, rows] = await Promise.all([countGroups(db), selectGroups(db, page)]);
  return { total: Number(countRow?.total ?? 0), datas: rows.map(toGroup) };
}

/** GET /event-group/{id}: the event list banner when filtering by group. */
export async function getGroup(db: Executor, id: number): Promise<EventGroup> {
  const row = await selectGroup(db, id);
  if (!row) throw notFound(EVENT_GROUP_NOT_FOUND, 'EVENT_GROUP_NOT_FOUND');
  return toGroup(row);
}

/** GET /job: every job type, in the committee's order, then by name (a short list). */
export async function listJobTypes(db: Executor): Promise<JobType[]> {
  return selectJobTypes(db);
}

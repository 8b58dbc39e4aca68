import {
  CATALOG_DEFAULT_LIMIT,
  CATALOG_MAX_LIMIT,
  type CatalogPageQuery,
  EVENT_GROUP_NOT_FOUND,
  type EventCategory,
  type EventGroup,
  type JobType,
  PUBLIC_EVENT_STATUSES,
} from '@alumni/contract';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';

const pageOf = (q: CatalogPageQuery) =>
  toPage(q, { defaultLimit: CATALOG_DEFAULT_LIMIT, maxLimit: CATALOG_MAX_LIMIT });

/**
 * GET /event-category: the categories not hidden, in the committee's order ('Konten'), each with its count of visible events
 * (PUBLISH/EXPIRED, not deleted) from one grouped join.
 */
export async function listCategories(db: Executor, q: CatalogPageQuery) {
  const page = pageOf(q);
  const [countRow, rows] = await Promise.all([
    db
      .selectFrom('event_categories')
      .where('hidden', '=', 0)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    db
      .selectFrom('event_categories as c')
      .leftJoin('events as e', (j) =>
        j
          .onRef('e.event_category_id', '=', 'c.id')
          .on('e.deleted', '=', 0)
          .on('e.status', 'in', PUBLIC_EVENT_STATUSES),
      )
      .select([
        'c.id',
        'c.name',
        'c.display_name',
        'c.icon_url',
        (eb) => eb.fn.count<number>('e.id').as('event_count'),
      ])
      .where('c.hidden', '=', 0)
      .groupBy(['c.id', 'c.name', 'c.display_name', 'c.icon_url', 'c.sort_order'])
      .orderBy('c.sort_order')
      .orderBy('c.id')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
  ]);
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
  const [countRow, rows] = await Promise.all([
    db
      .selectFrom('event_groups')
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirst(),
    db
      .selectFrom('event_groups')
      .select(['id', 'name', 'display_name', 'image_url'])
      .orderBy('sort_order')
      .orderBy(sql`lower(display_name)`)
      .orderBy('id')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
  ]);
  return { total: Number(countRow?.total ?? 0), datas: rows.map(toGroup) };
}

/** GET /event-group/{id}: the event list banner when filtering by group. */
export async function getGroup(db: Executor, id: number): Promise<EventGroup> {
  const row = await db
    .selectFrom('event_groups')
    .select(['id', 'name', 'display_name', 'image_url'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound(EVENT_GROUP_NOT_FOUND, 'EVENT_GROUP_NOT_FOUND');
  return toGroup(row);
}

/** GET /job: every job type, in the committee's order, then by name (a short list). */
export async function listJobTypes(db: Executor): Promise<JobType[]> {
  return db
    .selectFrom('job_types')
    .select(['id', 'name'])
    .orderBy('sort_order')
    .orderBy('name')
    .orderBy('id')
    .execute();
}

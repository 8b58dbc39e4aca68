import {
  CONTENT_MSG,
  type Content,
  type ContentBanner,
  type ContentCategory,
  type ContentGroup,
  type ContentJob,
  type CreateBannerBody,
  type CreateCategoryBody,
  type CreateGroupBody,
  type CreateJobBody,
  type UpdateBannerBody,
  type UpdateCategoryBody,
  type UpdateGroupBody,
  type UpdateJobBody,
} from '@alumni/contract';
import { sql } from 'kysely';
import type { Db, Executor, Tx } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import type { ImageStore } from '../uploads/storage.ts';
import { isOurUpload } from '../uploads/uploads.service.ts';

/**
 * Back office 'Konten' (docs/decisions/021): the committee's event categories, event groups, banners and job
 * types. Every write runs in one transaction with its 'Konten' activity row; a refusal changes nothing.
 * Lists keep `sort_order` (1..n once the committee ordered them; equal orders fall back to the old order:
 * categories by id, groups and job types by name, banners by id).
 */
export interface ContentDeps {
  db: Db;
  images: ImageStore;
  now: () => Date;
  timeZone: string;
}

/** Today in the community's time zone, YYYY-MM-DD (a banner's period is in whole days). */
export function communityToday(now: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const invalid = (path: string, message: string) =>
  badRequest(message, 'VALIDATION_ERROR', [{ path, message }]);

async function assertPicture(images: ImageStore, path: string | null | undefined, field: string) {
  if (typeof path === 'string' && !(await isOurUpload(path, images)))
    throw invalid(field, CONTENT_MSG.pictureInvalid);
}

type Ordered = 'event_categories' | 'event_groups' | 'job_types' | 'banners';

/** The rows of a list in their shown order (banners: one placement). */
async function orderedIds(tx: Executor, table: Ordered, placement?: string): Promise<number[]> {
  let q = tx.selectFrom(table).select(['id']).orderBy('sort_order');
  if (table === 'event_groups') q = q.orderBy(sql`lower(display_name)`);
  if (table === 'job_types') q = q.orderBy(sql`lower(name)`);
  if (table === 'banners' && placement) q = q.where('placement' as never, '=', placement as never);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** Puts `id` at `position` (1-based; past the end = last) and renumbers the list 1..n. */
async function placeAt(tx: Tx, table: Ordered, id: number, position: number | undefined, placement?: string) {
  const ids = (await orderedIds(tx, table, placement)).filter((x) => x !== id);
  const at = position === undefined ? ids.length : Math.min(Math.max(position - 1, 0), ids.length);
  ids.splice(at, 0, id);
  for (const [i, rowId] of ids.entries())
    await tx
      .updateTable(table)
      .set({ sort_order: i + 1 })
      .where('id', '=', rowId)
      .execute();
}

/** Its position in the shown order (1-based). */
async function positionOf(tx: Executor, table: Ordered, id: number, placement?: string): Promise<number> {
  return (await orderedIds(tx, table, placement)).indexOf(id) + 1;
}

// --- Reads ---------------------------------------------------------------------------------------

export async function categoryUsage(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_category_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
export async function groupUsage(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_group_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
export async function jobUsage(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('working_experiences')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('job_type_id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

async function readCategory(db: Executor, id: number): Promise<ContentCategory | null> {
  const r = await db.selectFrom('event_categories').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    name: r.name,
    displayName: r.display_name,
    iconUrl: r.icon_url,
    hidden: r.hidden === 1,
    sortOrder: await positionOf(db, 'event_categories', id),
    usedBy: await categoryUsage(db, id),
  };
}
async function readGroup(db: Executor, id: number): Promise<ContentGroup | null> {
  const r = await db.selectFrom('event_groups').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    name: r.name,
    displayName: r.display_name,
    imageUrl: r.image_url,
    sortOrder: await positionOf(db, 'event_groups', id),
    usedBy: await groupUsage(db, id),
  };
}
async function readJob(db: Executor, id: number): Promise<ContentJob | null> {
  const r = await db.selectFrom('job_types').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  return {
    id: r.id,
    name: r.name,
    sortOrder: await positionOf(db, 'job_types', id),
    usedBy: await jobUsage(db, id),
  };
}
type BannerRow = {
  id: number;
  placement: string;
  banner_type: string;
  banner_url: string;
  name: string | null;
  description: string | null;
  location: string | null;
  date_text: string | null;
  redirect_url: string | null;
  shown_from: string | null;
  shown_until: string | null;
};
const isShown = (r: Pick<BannerRow, 'shown_from' | 'shown_until'>, today: string) =>
  (!r.shown_from || r.shown_from <= today) && (!r.shown_until || r.shown_until >= today);
function toBanner(r: BannerRow, sortOrder: number, today: string): ContentBanner {
  return {
    id: r.id,
    placement: r.placement as ContentBanner['placement'],
    bannerType: r.banner_type as ContentBanner['bannerType'],
    bannerUrl: r.banner_url,
    name: r.name,
    description: r.description,
    location: r.location,
    dateText: r.date_text,
    redirectUrl: r.redirect_url,
    shownFrom: r.shown_from,
    shownUntil: r.shown_until,
    sortOrder,
    shownNow: isShown(r, today),
  };
}
async function readBanner(db: Executor, id: number, today: string): Promise<ContentBanner | null> {
  const r = await db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
  if (!r) return null;
  return toBanner(r, await positionOf(db, 'banners', id, r.placement), today);
}

/** GET /admin/content: every list of the 'Konten' page, in its order, with what uses each item. */
export async function readContent(db: Executor, now: Date, timeZone: string): Promise<Content> {
  const today = communityToday(now, timeZone);
  const [categories, groups, jobs, banners, catUse, groupUse, jobUse] = await Promise.all([
    db.selectFrom('event_categories').selectAll().orderBy('sort_order').orderBy('id').execute(),
    db
      .selectFrom('event_groups')
      .selectAll()
      .orderBy('sort_order')
      .orderBy(sql`lower(display_name)`)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('job_types')
      .selectAll()
      .orderBy('sort_order')
      .orderBy(sql`lower(name)`)
      .orderBy('id')
      .execute(),
    db
      .selectFrom('banners')
      .selectAll()
      .orderBy('placement', 'desc')
      .orderBy('sort_order')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('events')
      .select(['event_category_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('event_category_id')
      .execute(),
    db
      .selectFrom('events')
      .select(['event_group_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('event_group_id', 'is not', null)
      .groupBy('event_group_id')
      .execute(),
    db
      .selectFrom('working_experiences')
      .select(['job_type_id as id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('deleted', '=', 0)
      .where('job_type_id', 'is not', null)
      .groupBy('job_type_id')
      .execute(),
  ]);
  const uses = (rows: { id: number | null; n: number }[]) => new Map(rows.map((r) => [r.id, Number(r.n)]));
  const cu = uses(catUse);
  const gu = uses(groupUse);
  const ju = uses(jobUse);
  const position = new Map<string, number>();
  return {
    categories: categories.map((r, i) => ({
      id: r.id,
      name: r.name,
      displayName: r.display_name,
      iconUrl: r.icon_url,
      hidden: r.hidden === 1,
      sortOrder: i + 1,
      usedBy: cu.get(r.id) ?? 0,
    })),
    groups: groups.map((r, i) => ({
      id: r.id,
      name: r.name,
      displayName: r.display_name,
      imageUrl: r.image_url,
      sortOrder: i + 1,
      usedBy: gu.get(r.id) ?? 0,
    })),
    banners: banners.map((r) => {
      const n = (position.get(r.placement) ?? 0) + 1;
      position.set(r.placement, n);
      return toBanner(r, n, today);
    }),
    jobTypes: jobs.map((r, i) => ({ id: r.id, name: r.name, sortOrder: i + 1, usedBy: ju.get(r.id) ?? 0 })),
  };
}

// --- Kategori Acara ------------------------------------------------------------------------------------

/** 'Sosial & Amal' → 'sosial-amal' (the category's `name`; unique, a number added when taken). */
function slugOf(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50);
  return slug || 'kategori';
}

async function assertCategoryNameFree(tx: Executor, displayName: string, exceptId?: number) {
  let q = tx
    .selectFrom('event_categories')
    .select('id')
    .where(sql`lower(display_name)`, '=', displayName.toLowerCase());
  if (exceptId) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw invalid('displayName', CONTENT_MSG.categoryTaken);
}

export async function createCategory(deps: ContentDeps, actor: AuthUser, body: CreateCategoryBody) {
  await assertPicture(deps.images, body.iconUrl, 'iconUrl');
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      await assertCategoryNameFree(tx, body.displayName);
      const base = slugOf(body.displayName);
      const taken = new Set(
        (
          await tx.selectFrom('event_categories').select('name').where('name', 'like', `${base}%`).execute()
        ).map((r) => r.name),
      );
      let name = base;
      for (let i = 2; taken.has(name); i++) name = `${base}-${i}`;
      const { id } = await tx
        .insertInto('event_categories')
        .values({
          name,
          display_name: body.displayName,
          icon_url: body.iconUrl ?? null,
          hidden: body.hidden ? 1 : 0,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await placeAt(tx, 'event_categories', id, body.sortOrder);
      const result = (await readCategory(tx, id)) as ContentCategory;
      return {
        result,
        activity: {
          module: 'Konten',
          action: 'Tambah',
          activityInfo: `Menambah kategori acara ${body.displayName}`,
          newValue: { displayName: body.displayName, iconUrl: result.iconUrl, hidden: result.hidden },
        },
      };
    },
    actor,
    now,
  );
}

export async function updateCategory(deps: ContentDeps, actor: AuthUser, body: UpdateCategoryBody) {
  await assertPicture(deps.images, body.iconUrl, 'iconUrl');
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const before = await readCategory(tx, body.id);
      if (!before) throw badRequest(CONTENT_MSG.categoryNotFound, 'CATEGORY_NOT_FOUND');
      await assertCategoryNameFree(tx, body.displayName, body.id);
      await tx
        .updateTable('event_categories')
        .set({
          display_name: body.displayName,
          icon_url: body.iconUrl === undefined ? before.iconUrl : body.iconUrl,
          hidden: body.hidden === undefined ? (before.hidden ? 1 : 0) : body.hidden ? 1 : 0,
        })
        .where('id', '=', body.id)
        .execute();
      if (body.sortOrder !== undefined) await placeAt(tx, 'event_categories', body.id, body.sortOrder);
      const result = (await readCategory(tx, body.id)) as ContentCategory;
      const pick = (c: ContentCategory) => ({
        displayName: c.displayName,
        iconUrl: c.iconUrl,
        hidden: c.hidden,
        sortOrder: c.sortOrder,
      });
      return {
        result,
        activity: {
          module: 'Konten',
          action: 'Ubah',
          activityInfo: `Mengubah kategori acara ${result.displayName}`,
          oldValue: pick(before),
          newValue: pick(result),
        },
      };
    },
    actor,
    now,
  );
}

// --- Grup Acara -------------------------------------------------------------------------------------------

async function assertGroupNameFree(tx: Executor, name: string, exceptId?: number) {
  let q = tx.selectFrom('event_groups').select('id').where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw invalid('name', CONTENT_MSG.groupTaken);
}

export async function createGroup(deps: ContentDeps, actor: AuthUser, body: CreateGroupBody) {
  await assertPicture(deps.images, body.imageUrl, 'imageUrl');
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      await assertGroupNameFree(tx, body.name);
      const { id } = await tx
        .insertInto('event_groups')
        .values({
          name: body.name,
          display_name: body.displayName,
          image_url: body.imageUrl ?? null,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (body.sortOrder !== undefined) await placeAt(tx, 'event_groups', id, body.sortOrder);
      const result = (await readGroup(tx, id)) as ContentGroup;
      return {
        result,
        activity: {
          module: 'Konten',
          action: 'Tambah',
          activityInfo: `Menambah grup acara ${body.displayName}`,
          newValue: { name: body.name, displayName: body.displayName, imageUrl: result.imageUrl },
        },
      };
    },
    actor,
    now,
  );
}

export async function updateGroup(deps: ContentDeps, actor: AuthUser, body: UpdateGroupBody) {
  await assertPicture(deps.images, body.imageUrl, 'imageUrl');
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const before = await readGroup(tx, body.id);
      if (!before) throw badRequest(CONTENT_MSG.groupNotFound, 'GROUP_NOT_FOUND');
      await assertGroupNameFree(tx, body.name, body.id);
      await tx
        .updateTable('event_groups')
        .set({
          name: body.name,
          display_name: body.displayName,
          image_url: body.imageUrl === undefined ? before.imageUrl : body.imageUrl,
        })
        .where('id', '=', body.id)
        .execute();
      if (body.sortOrder !== undefined) await placeAt(tx, 'event_groups', body.id, body.sortOrder);
      const result = (await readGroup(tx, body.id)) as ContentGroup;
      const pick = (g: ContentGroup) => ({
        name: g.name,
        displayName: g.displayName,
        imageUrl: g.imageUrl,
        sortOrder: g.sortOrder,
      });
      return {
        result,
        activity: {
          module: 'Konten',
          action: 'Ubah',
          activityInfo: `Mengubah grup acara ${result.displayName}`,
          oldValue: pick(before),
          newValue: pick(result),
        },
      };
    },
    actor,
    now,
  );
}

// --- Jenis Pekerjaan ------------------------------------------------------------------------------------

async function assertJobNameFree(tx: Executor, name: string, exceptId?: number) {
  let q = tx.selectFrom('job_types').select('id').where(sql`lower(name)`, '=', name.toLowerCase());
  if (exceptId) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw invalid('name', CONTENT_MSG.jobTaken);
}

export async function createJob(deps: ContentDeps, actor: AuthUser, body: CreateJobBody) {
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      await assertJobNameFree(tx, body.name);
      const { id } = await tx
        .insertInto('job_types')
        .values({ name: body.name })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (body.sortOrder !== undefined) await placeAt(tx, 'job_types', id, body.sortOrder);
      const result = (await readJob(tx, id)) as ContentJob;
      return {
        result,
        activity: {
          module: 'Konten',
          action: 'Tambah',
          activityInfo: `Menambah jenis pekerjaan ${body.name}`,
          newValue: { name: body.name },
        },
      };
    },
    actor,
    now,
  );
}

export async function updateJob(deps: ContentDeps, actor: AuthUser, body: UpdateJobBody) {
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const before = await readJob(tx, body.id);
      if (!before) throw badRequest(CONTENT_MSG.jobNotFound, 'NOT_FOUND');
      await assertJobNameFree(tx, body.name, body.id);
      await tx.updateTable('job_types').set({ name: body.name }).where('id', '=', body.id).execute();
      if (body.sortOrder !== undefined) await placeAt(tx, 'job_types', body.id, body.sortOrder);
      const result = (await readJob(tx, body.id)) as ContentJob;
      return {
        result,
        activity: {
          module: 'Konten',
          action: 'Ubah',
          activityInfo: `Mengubah jenis pekerjaan ${result.name}`,
          oldValue: { name: before.name, sortOrder: before.sortOrder },
          newValue: { name: result.name, sortOrder: result.sortOrder },
        },
      };
    },
    actor,
    now,
  );
}

// --- Banner ------------------------------------------------------------------------------------------------

async function checkBanner(tx: Executor, body: CreateBannerBody) {
  if (body.shownFrom && body.shownUntil && body.shownUntil < body.shownFrom)
    throw invalid('shownUntil', CONTENT_MSG.periodInvalid);
  if (body.redirectUrl && /^\d+$/.test(body.redirectUrl)) {
    const event = await tx
      .selectFrom('events')
      .select('id')
      .where('id', '=', Number(body.redirectUrl))
      .where('deleted', '=', 0)
      .executeTakeFirst();
    if (!event) throw invalid('redirectUrl', CONTENT_MSG.linkEventNotFound);
  }
}

const bannerValues = (body: CreateBannerBody) => ({
  placement: body.placement,
  banner_type: body.bannerType,
  banner_url: body.bannerUrl,
  name: body.name ?? null,
  description: body.description ?? null,
  location: body.location ?? null,
  date_text: body.dateText ?? null,
  redirect_url: body.redirectUrl ?? null,
  shown_from: body.shownFrom ?? null,
  shown_until: body.shownUntil ?? null,
});
const bannerLabel = (b: { name: string | null; placement: string }) =>
  b.name ?? (b.placement === 'HEROES' ? 'beranda' : 'galeri');
const auditBanner = (b: ContentBanner) => {
  const { shownNow: _shown, ...rest } = b;
  return rest;
};

export async function createBanner(deps: ContentDeps, actor: AuthUser, body: CreateBannerBody) {
  await assertPicture(deps.images, body.bannerUrl, 'bannerUrl');
  const now = deps.now();
  const today = communityToday(now, deps.timeZone);
  return withAdminActivity(
    deps.db,
    async (tx) => {
      await checkBanner(tx, body);
      const { id } = await tx
        .insertInto('banners')
        .values({ ...bannerValues(body), created_at: now.toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow();
      await placeAt(tx, 'banners', id, body.sortOrder, body.placement);
      const result = (await readBanner(tx, id, today)) as ContentBanner;
      return {
        result,
        activity: {
          module: 'Konten',
          action: 'Tambah',
          activityInfo: `Menambah banner ${bannerLabel(result)}`,
          newValue: auditBanner(result),
        },
      };
    },
    actor,
    now,
  );
}

export async function updateBanner(deps: ContentDeps, actor: AuthUser, body: UpdateBannerBody) {
  await assertPicture(deps.images, body.bannerUrl, 'bannerUrl');
  const now = deps.now();
  const today = communityToday(now, deps.timeZone);
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const before = await readBanner(tx, body.id, today);
      if (!before) throw badRequest(CONTENT_MSG.bannerNotFound, 'NOT_FOUND');
      await checkBanner(tx, body);
      await tx.updateTable('banners').set(bannerValues(body)).where('id', '=', body.id).execute();
      if (body.sortOrder !== undefined || body.placement !== before.placement) {
        await placeAt(tx, 'banners', body.id, body.sortOrder, body.placement);
        if (body.placement !== before.placement)
          await placeAt(tx, 'banners', -1, undefined, before.placement);
      }
      const result = (await readBanner(tx, body.id, today)) as ContentBanner;
      return {
        result,
        activity: {
          module: 'Konten',
          action: 'Ubah',
          activityInfo: `Mengubah banner ${bannerLabel(result)}`,
          oldValue: auditBanner(before),
          newValue: auditBanner(result),
        },
      };
    },
    actor,
    now,
  );
}

// --- DELETE ------------------------------------------------------------------------------------------------

export type ContentKind = 'category' | 'group' | 'job' | 'banner';

/**
 * DELETE /<kind>/{id}[?moveTo=]: refused while anything uses it, with how many, unless `moveTo` names another
 * item of the same kind: then what used it moves there first, in the same transaction.
 */
export async function deleteContent(
  deps: ContentDeps,
  actor: AuthUser,
  kind: ContentKind,
  id: number,
  moveTo: number | undefined,
): Promise<{ id: number; moved: number }> {
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      if (kind === 'banner') {
        const row = await tx.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) throw badRequest(CONTENT_MSG.bannerNotFound, 'NOT_FOUND');
        await tx.deleteFrom('banners').where('id', '=', id).execute();
        await placeAt(tx, 'banners', -1, undefined, row.placement);
        return {
          result: { id, moved: 0 },
          activity: {
            module: 'Konten',
            action: 'Hapus',
            activityInfo: `Menghapus banner ${bannerLabel(row)}`,
            oldValue: { ...row },
          },
        };
      }
      const spec = {
        category: {
          table: 'event_categories',
          missing: CONTENT_MSG.categoryNotFound,
          inUse: CONTENT_MSG.categoryInUse,
          label: 'kategori acara',
          usage: categoryUsage,
        },
        group: {
          table: 'event_groups',
          missing: CONTENT_MSG.groupNotFound,
          inUse: CONTENT_MSG.groupInUse,
          label: 'grup acara',
          usage: groupUsage,
        },
        job: {
          table: 'job_types',
          missing: CONTENT_MSG.jobNotFound,
          inUse: CONTENT_MSG.jobInUse,
          label: 'jenis pekerjaan',
          usage: jobUsage,
        },
      }[kind];
      const table = spec.table as 'event_categories';
      const row = await tx.selectFrom(table).selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) throw badRequest(spec.missing, 'NOT_FOUND');
      const name = 'display_name' in row ? row.display_name : (row as { name: string }).name;
      let moved = 0;
      if (moveTo !== undefined) {
        if (moveTo === id) throw invalid('moveTo', CONTENT_MSG.moveTargetSame);
        const target = await tx.selectFrom(table).select('id').where('id', '=', moveTo).executeTakeFirst();
        if (!target) throw invalid('moveTo', CONTENT_MSG.moveTargetInvalid);
        const res =
          kind === 'category'
            ? await tx
                .updateTable('events')
                .set({ event_category_id: moveTo })
                .where('event_category_id', '=', id)
                .executeTakeFirst()
            : kind === 'group'
              ? await tx
                  .updateTable('events')
                  .set({ event_group_id: moveTo })
                  .where('event_group_id', '=', id)
                  .executeTakeFirst()
              : await tx
                  .updateTable('working_experiences')
                  .set({ job_type_id: moveTo })
                  .where('job_type_id', '=', id)
                  .executeTakeFirst();
        moved = Number(res.numUpdatedRows);
      } else {
        const used = await spec.usage(tx, id);
        // A job type used only by deleted work experiences: those keep no type (the column allows null).
        if (used > 0)
          throw badRequest(spec.inUse(used), 'CONFLICT', [{ path: 'id', message: spec.inUse(used) }]);
        if (kind === 'job')
          await tx
            .updateTable('working_experiences')
            .set({ job_type_id: null })
            .where('job_type_id', '=', id)
            .execute();
      }
      await tx.deleteFrom(table).where('id', '=', id).execute();
      return {
        result: { id, moved },
        activity: {
          module: 'Konten',
          action: 'Hapus',
          activityInfo:
            moved > 0
              ? `Menghapus ${spec.label} ${name} (${moved} dipindahkan ke ID ${moveTo})`
              : `Menghapus ${spec.label} ${name}`,
          oldValue: { ...row },
        },
      };
    },
    actor,
    now,
  );
}

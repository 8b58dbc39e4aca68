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
import type { Db, Executor, Tx } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { dayIn } from '../../lib/dates.ts';
import { badRequest } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import type { ImageStore } from '../uploads/image-store.service.ts';
import { isOurUpload } from '../uploads/uploads.service.ts';
import type { Ordered } from './content.repo.ts';
import * as repo from './content.repo.ts';

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
  const { year, month, day } = dayIn(now, timeZone);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

const invalid = (path: string, message: string) =>
  badRequest(message, 'VALIDATION_ERROR', [{ path, message }]);

async function assertPicture(images: ImageStore, path: string | null | undefined, field: string) {
  if (typeof path === 'string' && !(await isOurUpload(path, images)))
    throw invalid(field, CONTENT_MSG.pictureInvalid);
}

/** Puts `id` at `position` (1-based; past the end = last) and renumbers the list 1..n. */
async function placeAt(tx: Tx, table: Ordered, id: number, position: number | undefined, placement?: string) {
  const ids = (await repo.selectOrderedIds(tx, table, placement)).filter((x) => x !== id);
  const at = position === undefined ? ids.length : Math.min(Math.max(position - 1, 0), ids.length);
  ids.splice(at, 0, id);
  for (const [i, rowId] of ids.entries()) await repo.setSortOrder(tx, table, rowId, i + 1);
}

/** Its position in the shown order (1-based). */
async function positionOf(tx: Executor, table: Ordered, id: number, placement?: string): Promise<number> {
  return (await repo.selectOrderedIds(tx, table, placement)).indexOf(id) + 1;
}

// --- Reads ---------------------------------------------------------------------------------------

const categoryUsage = repo.countCategoryUse;
const groupUsage = repo.countGroupUse;
const jobUsage = repo.countJobUse;

async function readCategory(db: Executor, id: number): Promise<ContentCategory | null> {
  const r = await repo.selectCategory(db, id);
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
  const r = await repo.selectGroup(db, id);
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
  const r = await repo.selectJob(db, id);
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
  const r = await repo.selectBanner(db, id);
  if (!r) return null;
  return toBanner(r, await positionOf(db, 'banners', id, r.placement), today);
}

/** GET /admin/content: every list of the 'Konten' page, in its order, with what uses each item. */
export async function readContent(db: Executor, now: Date, timeZone: string): Promise<Content> {
  const today = communityToday(now, timeZone);
  const [categories, groups, jobs, banners, catUse, groupUse, jobUse] = await repo.selectContentLists(db);
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
  if (await repo.nameTaken(tx, 'event_categories', 'display_name', displayName, exceptId))
    throw invalid('displayName', CONTENT_MSG.categoryTaken);
}

export async function createCategory(deps: ContentDeps, actor: AuthUser, body: CreateCategoryBody) {
  await assertPicture(deps.images, body.iconUrl, 'iconUrl');
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      await assertCategoryNameFree(tx, body.displayName);
      const base = slugOf(body.displayName);
      const taken = new Set(await repo.selectCategoryNamesLike(tx, base));
      let name = base;
      for (let i = 2; taken.has(name); i++) name = `${base}-${i}`;
      const id = await repo.insertCategory(tx, {
        name,
        display_name: body.displayName,
        icon_url: body.iconUrl ?? null,
        hidden: body.hidden ? 1 : 0,
        created_at: now.toISOString(),
      });
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
      await repo.updateCategoryRow(tx, body.id, {
        display_name: body.displayName,
        icon_url: body.iconUrl === undefined ? before.iconUrl : body.iconUrl,
        hidden: body.hidden === undefined ? (before.hidden ? 1 : 0) : body.hidden ? 1 : 0,
      });
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
  if (await repo.nameTaken(tx, 'event_groups', 'name', name, exceptId))
    throw invalid('name', CONTENT_MSG.groupTaken);
}

export async function createGroup(deps: ContentDeps, actor: AuthUser, body: CreateGroupBody) {
  await assertPicture(deps.images, body.imageUrl, 'imageUrl');
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      await assertGroupNameFree(tx, body.name);
      const id = await repo.insertGroup(tx, {
        name: body.name,
        display_name: body.displayName,
        image_url: body.imageUrl ?? null,
        created_at: now.toISOString(),
      });
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
      await repo.updateGroupRow(tx, body.id, {
        name: body.name,
        display_name: body.displayName,
        image_url: body.imageUrl === undefined ? before.imageUrl : body.imageUrl,
      });
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
  if (await repo.nameTaken(tx, 'job_types', 'name', name, exceptId))
    throw invalid('name', CONTENT_MSG.jobTaken);
}

export async function createJob(deps: ContentDeps, actor: AuthUser, body: CreateJobBody) {
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      await assertJobNameFree(tx, body.name);
      const id = await repo.insertJob(tx, body.name);
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
      await repo.renameJob(tx, body.id, body.name);
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
    if (!(await repo.liveEventExists(tx, Number(body.redirectUrl))))
      throw invalid('redirectUrl', CONTENT_MSG.linkEventNotFound);
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
      const id = await repo.insertBanner(tx, { ...bannerValues(body), created_at: now.toISOString() });
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
      await repo.updateBannerRow(tx, body.id, bannerValues(body));
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
        const row = await repo.selectBanner(tx, id);
        if (!row) throw badRequest(CONTENT_MSG.bannerNotFound, 'NOT_FOUND');
        await repo.deleteBannerRow(tx, id);
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
      const table = spec.table as repo.Used;
      const row = await repo.selectUsedRow(tx, table, id);
      if (!row) throw badRequest(spec.missing, 'NOT_FOUND');
      const name = 'display_name' in row ? row.display_name : (row as { name: string }).name;
      let moved = 0;
      if (moveTo !== undefined) {
        if (moveTo === id) throw invalid('moveTo', CONTENT_MSG.moveTargetSame);
        if (!(await repo.usedRowExists(tx, table, moveTo)))
          throw invalid('moveTo', CONTENT_MSG.moveTargetInvalid);
        moved = await repo.moveUses(tx, table, id, moveTo);
      } else {
        const used = await spec.usage(tx, id);
        // A job type used only by deleted work experiences: those keep no type (the column allows null).
        if (used > 0)
          throw badRequest(spec.inUse(used), 'CONFLICT', [{ path: 'id', message: spec.inUse(used) }]);
        if (kind === 'job') await repo.clearJobType(tx, id);
      }
      await repo.deleteUsedRow(tx, table, id);
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

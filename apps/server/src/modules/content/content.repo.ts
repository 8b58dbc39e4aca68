import type { Insertable, Updateable } from 'kysely';
import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { BannersTable, EventCategoriesTable, EventGroupsTable } from '../../db/types.ts';

// The 'Konten' lists (docs/decisions/021): event_categories, job_types and banners, and the event_groups the events
// module shares; what uses an item is counted in events and working_experiences, and moved there when an item is
// deleted (reads and writes of those tables allowed in architecture.test.ts).

export type Ordered = 'event_categories' | 'event_groups' | 'job_types' | 'banners';
/** The lists whose items something else uses (the delete's `moveTo`). */
export type Used = 'event_categories' | 'event_groups' | 'job_types';

/** The rows of a list in their shown order (banners: one placement). */
export async function selectOrderedIds(db: Executor, table: Ordered, placement?: string): Promise<number[]> {
  let q = db.selectFrom(table).select(['id']).orderBy('sort_order');
  if (table === 'event_groups') q = q.orderBy(sql`lower(display_name)`);
  if (table === 'job_types') q = q.orderBy(sql`lower(name)`);
  if (table === 'banners' && placement) q = q.where('placement' as never, '=', placement as never);
  const rows = await q.orderBy('id').execute();
  return rows.map((r) => r.id);
}

export async function setSortOrder(tx: Executor, table: Ordered, id: number, sortOrder: number) {
  await tx.updateTable(table).set({ sort_order: sortOrder }).where('id', '=', id).execute();
}

// --- What uses an item ---------------------------------------------------------------------------

export async function countCategoryUse(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_category_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

export async function countGroupUse(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_group_id', '=', id)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Work experiences not deleted that name the job type. */
export async function countJobUse(db: Executor, id: number): Promise<number> {
  const row = await db
    .selectFrom('working_experiences')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('job_type_id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Every list of the 'Konten' page in its order, and how many use each item. */
export function selectContentLists(db: Executor) {
  return Promise.all([
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
}

// --- Rows ----------------------------------------------------------------------------------------

export function selectCategory(db: Executor, id: number) {
  return db.selectFrom('event_categories').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectGroup(db: Executor, id: number) {
  return db.selectFrom('event_groups').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectJob(db: Executor, id: number) {
  return db.selectFrom('job_types').selectAll().where('id', '=', id).executeTakeFirst();
}

export function selectBanner(db: Executor, id: number) {
  return db.selectFrom('banners').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A category, group or job type row (every column). */
export function selectUsedRow(db: Executor, table: Used, id: number) {
  return db
    .selectFrom(table as 'event_categories')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function usedRowExists(db: Executor, table: Used, id: number): Promise<boolean> {
  const row = await db
    .selectFrom(table as 'event_categories')
    .select('id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether another row of the list than `exceptId` already has this name (without case). */
export async function nameTaken(
  db: Executor,
  table: 'event_categories' | 'event_groups' | 'job_types',
  column: 'display_name' | 'name',
  name: string,
  exceptId?: number,
): Promise<boolean> {
  let q = db
    .selectFrom(table as 'event_categories')
    .select('id')
    .where(sql`lower(${sql.ref(column)})`, '=', name.toLowerCase());
  if (exceptId) q = q.where('id', '<>', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The category names (slugs) that start with `base`. */
export async function selectCategoryNamesLike(db: Executor, base: string): Promise<string[]> {
  const rows = await db
    .selectFrom('event_categories')
    .select('name')
    .where('name', 'like', `${base}%`)
    .execute();
  return rows.map((r) => r.name);
}

export async function insertCategory(tx: Executor, row: Insertable<EventCategoriesTable>): Promise<number> {
  return (await tx.insertInto('event_categories').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateCategoryRow(tx: Executor, id: number, changes: Updateable<EventCategoriesTable>) {
  await tx.updateTable('event_categories').set(changes).where('id', '=', id).execute();
}

export async function insertGroup(tx: Executor, row: Insertable<EventGroupsTable>): Promise<number> {
  return (await tx.insertInto('event_groups').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateGroupRow(tx: Executor, id: number, changes: Updateable<EventGroupsTable>) {
  await tx.updateTable('event_groups').set(changes).where('id', '=', id).execute();
}

export async function insertJob(tx: Executor, name: string): Promise<number> {
  return (await tx.insertInto('job_types').values({ name }).returning('id').executeTakeFirstOrThrow()).id;
}

export async function renameJob(tx: Executor, id: number, name: string) {
  await tx.updateTable('job_types').set({ name }).where('id', '=', id).execute();
}

export async function insertBanner(tx: Executor, row: Insertable<BannersTable>): Promise<number> {
  return (await tx.insertInto('banners').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateBannerRow(tx: Executor, id: number, changes: Updateable<BannersTable>) {
  await tx.updateTable('banners').set(changes).where('id', '=', id).execute();
}

export async function deleteBannerRow(tx: Executor, id: number) {
  await tx.deleteFrom('banners').where('id', '=', id).execute();
}

export async function deleteUsedRow(tx: Executor, table: Used, id: number) {
  await tx
    .deleteFrom(table as 'event_categories')
    .where('id', '=', id)
    .execute();
}

/** Whether a banner's event link names an event not deleted. */
export async function liveEventExists(db: Executor, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('events')
    .select('id')
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}

// --- Moving what uses a deleted item (docs/decisions/021) ----------------------------------------

/** Moves what uses item `id` of the list to `moveTo`; answers how many rows moved. */
export async function moveUses(tx: Executor, table: Used, id: number, moveTo: number): Promise<number> {
  const res =
    table === 'event_categories'
      ? await tx
          .updateTable('events')
          .set({ event_category_id: moveTo })
          .where('event_category_id', '=', id)
          .executeTakeFirst()
      : table === 'event_groups'
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
  return Number(res.numUpdatedRows);
}

/** Deleted work experiences that still name the job type keep no type (the column allows null). */
export async function clearJobType(tx: Executor, id: number) {
  await tx
    .updateTable('working_experiences')
    .set({ job_type_id: null })
    .where('job_type_id', '=', id)
    .execute();
}

import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/index.ts';
import type { DeathNoticesTable } from '../../db/types.ts';

// The death_notices table, with the submitter's and confirmer's names joined from users, and the members a
// published notice goes to (reads of users allowed in architecture.test.ts).

function baseQuery(db: Executor) {
  return db
    .selectFrom('death_notices as d')
    .leftJoin('users as s', 's.id', 'd.submitted_by')
    .leftJoin('users as c', 'c.id', 'd.confirmed_by')
    .select([
      'd.id',
      'd.deceased_name',
      'd.relation',
      'd.died_on',
      'd.funeral_home',
      'd.burial_time',
      'd.burial_place',
      'd.map_url',
      'd.note',
      'd.status',
      'd.wording',
      'd.submitted_by',
      'd.created_at',
      's.name as submitter_name',
      's.username as submitter_username',
      'c.name as confirmer_name',
    ]);
}
export type NoticeRow = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

export function selectNotice(db: Executor, id: number) {
  return baseQuery(db).where('d.id', '=', id).executeTakeFirst();
}

/** Who sees what: `readerId` null (an admin) every notice, else the published ones and the reader's own. */
interface NoticeFilter {
  readerId: number | null;
  status: string | undefined;
}

export function selectNoticePage(db: Executor, filter: NoticeFilter, page: { limit: number; skip: number }) {
  return baseQuery(db)
    .$if(filter.readerId !== null, (q) =>
      q.where((eb) => eb.or([eb('d.status', '=', 'PUBLISHED'), eb('d.submitted_by', '=', filter.readerId)])),
    )
    .$if(filter.status !== undefined, (q) => q.where('d.status', '=', filter.status as string))
    .orderBy('d.id', 'desc')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}

export async function countNotices(db: Executor, filter: NoticeFilter): Promise<number> {
  const row = await db
    .selectFrom('death_notices as d')
    .$if(filter.readerId !== null, (q) =>
      q.where((eb) => eb.or([eb('d.status', '=', 'PUBLISHED'), eb('d.submitted_by', '=', filter.readerId)])),
    )
    .$if(filter.status !== undefined, (q) => q.where('d.status', '=', filter.status as string))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function insertNotice(tx: Executor, row: Insertable<DeathNoticesTable>) {
  return tx.insertInto('death_notices').values(row).returning('id').executeTakeFirstOrThrow();
}

/** Decides a notice still pending; false when it was decided already (or is missing). */
export async function decidePending(
  tx: Executor,
  id: number,
  changes: Updateable<DeathNoticesTable>,
): Promise<boolean> {
  const res = await tx
    .updateTable('death_notices')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The admins (ROLE_ADMIN, ROLE_ADMINS), told of a notice waiting for confirmation. */
export async function selectAdminIds(tx: Executor): Promise<number[]> {
  const rows = await tx
    .selectFrom('users')
    .select('id')
    .where('role', 'in', ['ROLE_ADMIN', 'ROLE_ADMINS'])
    .execute();
  return rows.map((r) => r.id);
}

/** Every living member but one (the confirming admin), with what the notice mail needs. */
export function selectLivingMembersBut(tx: Executor, exceptId: number) {
  return tx
    .selectFrom('users')
    .select(['id', 'name', 'email', 'death_notice_email'])
    .where('deceased', '=', 0)
    .where('id', '!=', exceptId)
    .orderBy('id')
    .execute();
}

import { formatCalendarDate, type RosterItem, type RosterQuery, type RosterStatus } from '@alumni/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { containsInsensitive } from '../../db/index.ts';
import type { RosterEntriesTable, RosterTipsTable } from '../../db/types.ts';
import type { Page } from '../../lib/pagination.ts';

/** The columns a roster row is answered with (the linked account's username is public anyway). */
export async function findRosterPage(
  db: Executor,
  query: RosterQuery,
  page: Page,
  admin: boolean,
): Promise<{ total: number; datas: RosterItem[] }> {
  const filtered = db
    .selectFrom('roster_entries as r')
    .$if(query.search !== undefined, (qb) =>
      qb.where((eb) =>
        eb.or([
          containsInsensitive('r.name', query.search as string),
          containsInsensitive('r.nickname', query.search as string),
        ]),
      ),
    )
    .$if(query.className !== undefined, (qb) => qb.where('r.class_name', '=', query.className as string))
    .$if(query.status !== undefined, (qb) => qb.where('r.status', '=', query.status as string));
  const [rows, count] = await Promise.all([
    filtered
      .leftJoin('users as u', 'u.id', 'r.user_id')
      .select([
        'r.id',
        'r.name',
        'r.nickname',
        'r.class_name',
        'r.school',
        'r.status',
        'r.deceased_on',
        'r.user_id',
        'u.username',
      ])
      .select((eb) =>
        eb
          .selectFrom('roster_tips as t')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('t.roster_id', '=', 'r.id')
          .as('tips'),
      )
      .orderBy('r.class_name')
      .orderBy((eb) => eb.fn('lower', ['r.name']))
      .orderBy('r.id')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
    filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    total: Number(count.n),
    datas: rows.map((r) => ({
      id: r.id,
      name: r.name,
      nickname: r.nickname,
      className: r.class_name,
      school: r.school,
      status: r.status as RosterStatus,
      deceasedDate: formatCalendarDate(r.deceased_on),
      username: r.username ?? null,
      ...(admin ? { userId: r.user_id, tips: Number(r.tips ?? 0) } : {}),
    })),
  };
}

export async function listClasses(db: Executor): Promise<string[]> {
  const rows = await db
    .selectFrom('roster_entries')
    .select('class_name')
    .distinct()
    .where('class_name', 'is not', null)
    .orderBy('class_name')
    .execute();
  return rows.flatMap((r) => (r.class_name ? [r.class_name] : []));
}

export async function findRosterRow(db: Executor, id: number) {
  return db.selectFrom('roster_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

/** One row as a roster item: its columns and the linked account's username. */
export function selectRosterItem(db: Executor, id: number) {
  return db
    .selectFrom('roster_entries as r')
    .leftJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.name',
      'r.nickname',
      'r.class_name',
      'r.school',
      'r.status',
      'r.deceased_on',
      'r.user_id',
      'u.username',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export async function insertRosterRow(tx: Executor, row: Insertable<RosterEntriesTable>): Promise<number> {
  return (await tx.insertInto('roster_entries').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function insertRosterRows(tx: Executor, rows: Insertable<RosterEntriesTable>[]) {
  await tx.insertInto('roster_entries').values(rows).execute();
}

export async function updateRosterRow(tx: Executor, id: number, changes: Updateable<RosterEntriesTable>) {
  await tx.updateTable('roster_entries').set(changes).where('id', '=', id).execute();
}

export async function deleteRosterRow(tx: Executor, id: number) {
  await tx.deleteFrom('roster_entries').where('id', '=', id).execute();
}

/** Every row's name and class (the import's duplicate check). */
export function selectRosterKeys(db: Executor) {
  return db.selectFrom('roster_entries').select(['name', 'class_name']).execute();
}

/** The row linked to `userId` other than `exceptId`, if any. */
export function selectOtherLinkedRow(db: Executor, userId: number, exceptId: number) {
  return db
    .selectFrom('roster_entries')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '!=', exceptId)
    .executeTakeFirst();
}

/** The row linked to the account follows its 'In Memoriam' flag. */
export async function updateLinkedRow(tx: Executor, userId: number, changes: Updateable<RosterEntriesTable>) {
  await tx.updateTable('roster_entries').set(changes).where('user_id', '=', userId).execute();
}

/** Rows per class and status. */
export function countByClassAndStatus(db: Executor) {
  return db
    .selectFrom('roster_entries')
    .select(['class_name', 'status'])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .groupBy(['class_name', 'status'])
    .execute();
}

/** Unlinked rows not marked 'Wafat' (one row's, when `rosterId` is given), for link suggestions. */
export function selectUnlinkedRows(db: Executor, rosterId: number | undefined) {
  return db
    .selectFrom('roster_entries')
    .select(['id', 'name', 'nickname', 'class_name'])
    .where('user_id', 'is', null)
    .where('status', '!=', 'DECEASED')
    .$if(rosterId !== undefined, (qb) => qb.where('id', '=', rosterId as number))
    .orderBy('id')
    .execute();
}

/** Living accounts no roster row links to yet (read of users allowed in architecture.test.ts). */
export function selectUnlinkedUsers(db: Executor) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'nickname', 'username'])
    .where('deceased', '=', 0)
    .where((eb) =>
      eb.not(
        eb.exists(eb.selectFrom('roster_entries as l').select('l.id').whereRef('l.user_id', '=', 'users.id')),
      ),
    )
    .execute();
}

/** The account a row is linked to: its username and 'In Memoriam' flag. */
export function selectLinkableUser(db: Executor, userId: number) {
  return db
    .selectFrom('users')
    .select(['id', 'username', 'deceased', 'deceased_on'])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** The admins (told of a tip). */
export function selectAdminIds(db: Executor) {
  return db.selectFrom('users').select('id').where('role', 'in', ['ROLE_ADMIN', 'ROLE_ADMINS']).execute();
}

export async function insertTip(tx: Executor, row: Insertable<RosterTipsTable>) {
  await tx.insertInto('roster_tips').values(row).execute();
}

/** A page of tips, newest first, with the row's name and the sender's, and the count of all. */
export function selectTipPage(db: Executor, page: Page) {
  return Promise.all([
    db
      .selectFrom('roster_tips as t')
      .innerJoin('roster_entries as r', 'r.id', 't.roster_id')
      .leftJoin('users as u', 'u.id', 't.user_id')
      .select([
        't.id',
        't.roster_id',
        'r.name as roster_name',
        't.note',
        't.phone',
        't.created_at',
        'u.name as from_name',
        'u.username as from_username',
      ])
      .orderBy('t.id', 'desc')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
    db
      .selectFrom('roster_tips')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow(),
  ]);
}

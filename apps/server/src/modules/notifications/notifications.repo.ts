import { type Insertable, type QueryCreator, sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { DB, NotificationsTable } from '../../db/types.ts';

export async function insertNotifications(
  tx: Executor,
  rows: readonly Insertable<NotificationsTable>[],
): Promise<void> {
  await tx
    .insertInto('notifications')
    .values([...rows])
    .execute();
}

/**
 * Writes one notification unless its receiver has passed away ('In Memoriam', docs/decisions/024): one statement,
 * the receiver's row read by the insert itself. Whether it was written.
 */
export async function insertNotificationForLiving(
  tx: Executor,
  row: Insertable<NotificationsTable> & { actor_id: number | null },
): Promise<boolean> {
  const res = await tx
    .insertInto('notifications')
    .columns(['user_id', 'actor_id', 'content', 'redirect_url', 'created_at'])
    .expression(
      tx
        .selectFrom('users as u')
        .select([
          'u.id',
          // Typed for PostgreSQL: a bare parameter in an INSERT's SELECT would be text.
          sql<number | null>`cast(${row.actor_id} as integer)`.as('actor_id'),
          sql<string>`${row.content}`.as('content'),
          sql<string | null>`${row.redirect_url ?? null}`.as('redirect_url'),
          sql<string>`${row.created_at}`.as('created_at'),
        ])
        .where('u.id', '=', row.user_id)
        .where('u.deceased', '=', 0),
    )
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
}

export async function countUnread(db: Executor, userId: number): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * A page of a member's notices, newest first, with the actor's name and picture (a join of users), and both of
 * the member's counts (all, unread) on every row: one statement, built and compiled once (db/reusable-query.ts).
 * The app asks it on every screen (the bell), so Kysely building it cost more than the database answering, and
 * on PostgreSQL every statement is a round trip (docs/decisions/050, 051). The counts are one pass over the
 * member's rows of `notifications_unread` (user_id, read), made once for the statement (a CTE joined to the
 * page).
 */
const noticePageQuery = reusableQuery(
  { userId: 'number', limit: 'limit', skip: 'offset' },
  (db: Executor, p: { userId: number; limit: number; skip: number }) =>
    db
      .with('c', (w) => countsOf(w, p.userId))
      .selectFrom('notifications as n')
      .innerJoin('c', (join) => join.onTrue())
      .leftJoin('users as a', 'a.id', 'n.actor_id')
      .where('n.user_id', '=', p.userId)
      .select([
        'n.id',
        'n.read',
        'n.content',
        'n.redirect_url',
        'n.created_at',
        'a.name as actor_name',
        'a.picture as actor_picture',
        'c.total',
        'c.unread',
      ])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(p.limit)
      .offset(p.skip),
);
export function selectNotificationPage(db: Executor, userId: number, page: { limit: number; skip: number }) {
  return noticePageQuery(db, 'page', { userId, limit: page.limit, skip: page.skip });
}

/** All and unread notifications of a member, in one pass. */
const countsOf = (db: QueryCreator<DB>, userId: number) =>
  db
    .selectFrom('notifications')
    .where('user_id', '=', userId)
    .select((eb) => [
      eb.fn.countAll<number | string>().as('total'),
      eb.fn
        .coalesce(eb.fn.sum<number | string>(eb.case().when('read', '=', 0).then(1).else(0).end()), eb.lit(0))
        .as('unread'),
    ]);
const noticeCountsQuery = reusableQuery({ userId: 'number' }, (db: Executor, p: { userId: number }) =>
  countsOf(db, p.userId),
);
/** Both counts alone: for a page past the last notice, which has no row to carry them. */
export async function selectCounts(db: Executor, userId: number) {
  return (await noticeCountsQuery(db, 'counts', { userId }))[0];
}

/** Marks one of the member's notifications read; answers how many rows changed (0: not theirs or missing). */
export async function markOneRead(db: Executor, userId: number, id: number): Promise<number> {
  const res = await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export async function markAllRead(db: Executor, userId: number): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ read: 1 })
    .where('user_id', '=', userId)
    .where('read', '=', 0)
    .execute();
}

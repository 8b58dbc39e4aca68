import { type Insertable, sql } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { NotificationsTable } from '../../db/types.ts';

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

/** One page of a member's notifications, newest first, with the actor's name and picture (a join of users). */
/**
 * A page of a member's notices, newest first: built and compiled once (db/reusable-query.ts), as the count below.
 * The app asks both on every screen (the bell), so Kysely building them cost more than the database answering
 * (docs/decisions/050).
 */
const noticePageQuery = reusableQuery(
  { userId: 'number', limit: 'limit', skip: 'offset' },
  (db: Executor, p: { userId: number; limit: number; skip: number }) =>
    db
      .selectFrom('notifications as n')
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
      ])
      .orderBy('n.created_at', 'desc')
      .orderBy('n.id', 'desc')
      .limit(p.limit)
      .offset(p.skip),
);
export function selectNotificationPage(db: Executor, userId: number, page: { limit: number; skip: number }) {
  return noticePageQuery(db, 'page', { userId, limit: page.limit, skip: page.skip });
}

/** All and unread notifications of a member, in one query. */
const noticeCountsQuery = reusableQuery({ userId: 'number' }, (db: Executor, p: { userId: number }) =>
  db
    .selectFrom('notifications')
    .where('user_id', '=', p.userId)
    .select((eb) => [
      eb.fn.countAll<number>().as('total'),
      eb.fn
        .coalesce(eb.fn.sum<number>(eb.case().when('read', '=', 0).then(1).else(0).end()), eb.lit(0))
        .as('unread'),
    ]),
);
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

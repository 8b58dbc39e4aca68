import { sql } from 'kysely';
import type { Executor } from '../../db/index.ts';

/** Comments with their author's name and picture (left join: the author may have been deleted). */
function withAuthor(db: Executor) {
  return db
    .selectFrom('comments as c')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .select([
      'c.id',
      'c.event_id',
      'c.user_id',
      'c.parent_comment_id',
      'c.content',
      'c.edited',
      'c.deleted',
      'c.created_at',
      'u.name as author_name',
      'u.username as author_username',
      'u.picture as author_picture',
    ]);
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof withAuthor>['executeTakeFirstOrThrow']>>;

/**
 * One page of an event's top-level comments, newest first, and how many there are. The total rides on
 * the page's rows (`count(*) over ()`); only a page past the end needs the separate count.
 */
export async function findThreadPage(
  db: Executor,
  eventId: number,
  page: { limit: number; skip: number },
): Promise<{ total: number; rows: CommentRow[] }> {
  const rows = await withAuthor(db)
    .where('c.event_id', '=', eventId)
    .where('c.parent_comment_id', 'is', null)
    .select(sql<number>`count(*) over ()`.as('total'))
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
  if (rows.length > 0) return { total: Number(rows[0]?.total ?? 0), rows };
  if (page.skip === 0) return { total: 0, rows };
  const c = await db
    .selectFrom('comments')
    .where('event_id', '=', eventId)
    .where('parent_comment_id', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return { total: Number(c?.n ?? 0), rows };
}

/** The replies of the given top-level comments, oldest first, in one query. */
export async function findReplies(db: Executor, parentIds: readonly number[]): Promise<CommentRow[]> {
  if (parentIds.length === 0) return [];
  return withAuthor(db)
    .where('c.parent_comment_id', 'in', parentIds)
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc')
    .execute();
}

/** One comment of the event, or undefined (a comment of another event is not found either). */
export async function findComment(
  db: Executor,
  eventId: number,
  id: number,
): Promise<CommentRow | undefined> {
  return withAuthor(db).where('c.id', '=', id).where('c.event_id', '=', eventId).executeTakeFirst();
}

/** Users whose username is one of `lowered` (already lowercased), through the lower(username) index. */
export async function findUserIdsByUsernames(db: Executor, lowered: readonly string[]): Promise<number[]> {
  if (lowered.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn<string>('lower', ['username']), 'in', lowered))
    .execute();
  return rows.map((r) => r.id);
}

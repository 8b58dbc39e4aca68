import { sql } from 'kysely';
import type { Dialect, Executor } from '../../db/index.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import { type Viewer, visibleEventQuery } from '../events/events.service.ts';

/** A comment's columns with its author's (withAuthor, and the thread page that joins them itself). */
const AUTHOR_COLUMNS = [
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
  'u.deceased as author_deceased',
] as const;

/** Comments with their author's name and picture (left join: the author may have been deleted). */
function withAuthor(db: Executor) {
  return db.selectFrom('comments as c').leftJoin('users as u', 'u.id', 'c.user_id').select(AUTHOR_COLUMNS);
}

export type CommentRow = Awaited<ReturnType<ReturnType<typeof withAuthor>['executeTakeFirstOrThrow']>>;

/**
 * One page of an event's top-level comments, newest first, with how many there are, if `viewer` may see the event
 * (the events module's visibleEventQuery): one statement, built and compiled once per kind of viewer
 * (db/reusable-query.ts). The total is a scalar subquery on the event's id, which SQLite runs once; written as
 * `count(*) over ()` it made SQLite collect and sort the page's rows itself (about 110 against 78 µs for the large
 * seed's 41 threads of an event, docs/decisions/050). The comments come in the order of their index
 * (`comments_event`: event, time, then the row id).
 */
export function threadPage(
  db: Executor,
  p: { eventId: number; limit: number; skip: number },
  variant: string,
) {
  // The variant is the kind of viewer: 'guest', 'member' or 'admin' (findVisibleThreadPage).
  const viewer: Viewer = { userId: variant === 'guest' ? null : -1, isAdmin: variant === 'admin' };
  return visibleEventQuery(db, viewer, p.eventId)
    .innerJoin('comments as c', 'c.event_id', 'e.id')
    .leftJoin('users as u', 'u.id', 'c.user_id')
    .where('c.parent_comment_id', 'is', null)
    .select(AUTHOR_COLUMNS)
    .select((eb) =>
      eb
        .selectFrom('comments as k')
        .select((k) => k.fn.countAll<number>().as('n'))
        .where('k.event_id', '=', p.eventId)
        .where('k.parent_comment_id', 'is', null)
        .as('total'),
    )
    .orderBy('c.created_at', 'desc')
    .orderBy('c.id', 'desc')
    .limit(p.limit)
    .offset(p.skip);
}
const threadPageQuery = reusableQuery({ eventId: 'number', limit: 'limit', skip: 'offset' }, threadPage);

/**
 * One page of the event's top-level comments, newest first, and how many there are; null when no row came back
 * (the event is not `viewer`'s to see, it has no comments, or the page is past the end): the caller then asks
 * the event on its own.
 */
export async function findVisibleThreadPage(
  db: Executor,
  viewer: Viewer,
  eventId: number,
  page: { limit: number; skip: number },
): Promise<{ total: number; rows: CommentRow[] } | null> {
  const variant = viewer.isAdmin ? 'admin' : viewer.userId === null ? 'guest' : 'member';
  const rows = await threadPageQuery(db, variant, { eventId, limit: page.limit, skip: page.skip });
  const first = rows[0];
  if (!first) return null;
  return { total: Number(first.total ?? 0), rows };
}

/** How many top-level comments the event has. */
export async function countThreads(db: Executor, eventId: number): Promise<number> {
  const c = await db
    .selectFrom('comments')
    .where('event_id', '=', eventId)
    .where('parent_comment_id', 'is', null)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  return Number(c?.n ?? 0);
}

/**
 * Every reply of the event, oldest first: what a page holding all of the event's threads needs (the app asks for
 * them all at once), in one statement compiled once, instead of the replies of a list of ids.
 */
const eventRepliesQuery = reusableQuery({ eventId: 'number' }, (db: Executor, p: { eventId: number }) =>
  withAuthor(db)
    .where('c.event_id', '=', p.eventId)
    .where('c.parent_comment_id', 'is not', null)
    .orderBy('c.created_at', 'asc')
    .orderBy('c.id', 'asc'),
);
export const findEventReplies = (db: Executor, eventId: number): Promise<CommentRow[]> =>
  eventRepliesQuery(db, 'all', { eventId });

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

/**
 * Ids of the users whose username is one of `lowered` (already lowercased), in the order of `lowered`,
 * each once, through the lower(username) index.
 */
export async function findUserIdsByUsernames(db: Executor, lowered: readonly string[]): Promise<number[]> {
  if (lowered.length === 0) return [];
  const rows = await db
    .selectFrom('users')
    .select(['id', (eb) => eb.fn<string>('lower', ['username']).as('key')])
    .where((eb) => eb(eb.fn<string>('lower', ['username']), 'in', lowered))
    .execute();
  const byKey = new Map(rows.map((r) => [r.key, r.id]));
  const ids = new Set<number>();
  for (const key of lowered) {
    const id = byKey.get(key);
    if (id !== undefined) ids.add(id);
  }
  return [...ids];
}

/**
 * Serialises one member's comment posts until the transaction ends, so two identical posts arriving
 * together (a double tap) cannot both miss each other in the duplicate check. SQLite needs nothing:
 * its single connection runs one transaction at a time. On PostgreSQL a transaction-scoped advisory
 * lock in a namespace of its own (no row lock, so nothing else about the member waits on it).
 */
const COMMENT_POST_LOCK = 86_001;
export async function lockMemberPosts(tx: Executor, dialect: Dialect, userId: number): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(${COMMENT_POST_LOCK}, ${userId})`.execute(tx);
}

/** The member's live comment with this text under the same event and parent posted at or after `since`. */
export async function findRecentTwin(
  db: Executor,
  q: { userId: number; eventId: number; parentId: number | null; content: string; since: string },
): Promise<number | undefined> {
  const row = await db
    .selectFrom('comments')
    .select('id')
    .where('user_id', '=', q.userId)
    .where('event_id', '=', q.eventId)
    .where((eb) =>
      q.parentId === null ? eb('parent_comment_id', 'is', null) : eb('parent_comment_id', '=', q.parentId),
    )
    .where('content', '=', q.content)
    .where('deleted', '=', 0)
    .where('created_at', '>=', q.since)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id;
}

/** Members already notified about the comment. */
export async function findRecipients(db: Executor, commentId: number): Promise<Set<number>> {
  const rows = await db
    .selectFrom('comment_recipients')
    .select('user_id')
    .where('comment_id', '=', commentId)
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/**
 * Records that these members are being notified about the comment and returns those not recorded
 * before (the only ones to notify): a concurrent writer that recorded a member first wins.
 */
export async function addRecipients(
  db: Executor,
  commentId: number,
  userIds: readonly number[],
): Promise<Set<number>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .insertInto('comment_recipients')
    .values(userIds.map((user_id) => ({ comment_id: commentId, user_id })))
    .onConflict((oc) => oc.columns(['comment_id', 'user_id']).doNothing())
    .returning('user_id')
    .execute();
  return new Set(rows.map((r) => r.user_id));
}

/** The parent of a reply being written: its event, whether it is itself a reply, its author, whether deleted. */
export function findParent(tx: Executor, parentId: number) {
  return tx
    .selectFrom('comments')
    .select(['id', 'event_id', 'parent_comment_id', 'user_id', 'deleted'])
    .where('id', '=', parentId)
    .executeTakeFirst();
}

export function insertComment(
  tx: Executor,
  row: { event_id: number; user_id: number; parent_comment_id: number | null; content: string; now: string },
) {
  return tx
    .insertInto('comments')
    .values({
      event_id: row.event_id,
      user_id: row.user_id,
      parent_comment_id: row.parent_comment_id,
      content: row.content,
      created_at: row.now,
      updated_at: row.now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

export async function updateCommentRow(
  tx: Executor,
  id: number,
  changes: { content?: string; edited?: number; deleted?: number; updated_at: string },
): Promise<void> {
  await tx.updateTable('comments').set(changes).where('id', '=', id).execute();
}

export async function parentAuthor(tx: Executor, parentId: number): Promise<number | null> {
  const row = await tx.selectFrom('comments').select('user_id').where('id', '=', parentId).executeTakeFirst();
  return row?.user_id ?? null;
}

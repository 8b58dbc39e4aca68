import {
  COMMENT_DUPLICATE_WINDOW_MS,
  COMMENT_LIST_DEFAULT_LIMIT,
  COMMENT_LIST_MAX_LIMIT,
  COMMENT_MENTION_NOTIFY_MAX,
  COMMENT_MESSAGES,
  COMMENT_TEXT,
  type CommentItem,
  type CommentListQuery,
  type CommentThread,
  type CreateCommentBody,
  mentionCandidates,
  type UpdateCommentBody,
} from '@alumni/contract';
import type { Db, Dialect, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { recordActivity } from '../activity-log/activity-log.service.ts';
import { requireVisibleEvent, type Viewer } from '../events/events.service.ts';
import {
  commentUrl,
  type NewNotification,
  notificationText,
  notifyMany,
} from '../notifications/notifications.service.ts';
import {
  addRecipients,
  type CommentRow,
  countThreads,
  findComment,
  findEventReplies,
  findParent,
  findRecentTwin,
  findRecipients,
  findReplies,
  findUserIdsByUsernames,
  findVisibleThreadPage,
  insertComment,
  lockMemberPosts,
  parentAuthor,
  updateCommentRow,
} from './comments.repo.ts';

export interface CommentsDeps {
  db: Db;
  dialect: Dialect;
  now: () => Date;
}

/** Row -> API. A deleted comment keeps its place with empty content; a deleted author shows a placeholder. */
function toComment(r: CommentRow): CommentItem {
  const deleted = r.deleted === 1;
  const author = r.user_id !== null && r.author_name !== null ? r : null;
  return {
    id: r.id,
    eventId: r.event_id,
    content: deleted ? '' : r.content,
    time: r.created_at,
    edited: r.edited === 1,
    deleted,
    name: author?.author_name ?? COMMENT_TEXT.deletedAuthor,
    username: author?.author_username ?? null,
    userImageUrl: author?.author_picture ?? null,
    deceased: author?.author_deceased === 1,
    parentCommentId: r.parent_comment_id,
  };
}

const commentNotFound = () => notFound(COMMENT_MESSAGES.notFound, 'COMMENT_NOT_FOUND');

/** GET /comment: a page of threads (top-level newest first) with all their replies (oldest first). */
export async function listComments(
  db: Db,
  viewer: Viewer,
  q: CommentListQuery,
): Promise<{ total: number; datas: CommentThread[] }> {
  const page = toPage(q, { defaultLimit: COMMENT_LIST_DEFAULT_LIMIT, maxLimit: COMMENT_LIST_MAX_LIMIT });
  // The page and the event's visibility in one statement; no row: the event on its own (404 when not visible).
  let found = await findVisibleThreadPage(db, viewer, q.eventId, page);
  if (!found) {
    const event = await requireVisibleEvent(db, viewer, q.eventId);
    found = { total: page.skip === 0 ? 0 : await countThreads(db, event.id), rows: [] };
  }
  const { total, rows } = found;
  // A page holding every thread (what the app asks for) takes all of the event's replies, in a statement compiled
  // once; another page those of its threads (docs/decisions/050).
  const replies =
    rows.length === 0
      ? []
      : page.skip === 0 && rows.length === total
        ? await findEventReplies(db, q.eventId)
        : await findReplies(
            db,
            rows.map((r) => r.id),
          );
  const byParent = new Map<number, CommentItem[]>();
  for (const r of replies) {
    if (r.parent_comment_id === null) continue;
    const list = byParent.get(r.parent_comment_id) ?? [];
    list.push(toComment(r));
    byParent.set(r.parent_comment_id, list);
  }
  return {
    total,
    // Object.assign, not a spread and more fields (docs/conventions.md "Objects on hot paths").
    datas: rows.map((r) =>
      Object.assign(toComment(r), { parentCommentId: null, replies: byParent.get(r.id) ?? [] }),
    ),
  };
}

/**
 * The members a text mentions ('@username', case-insensitive) who may be notified: existing, in the
 * order the text names them, each once, never the author nor `skip` (already told), at most `room`.
 */
async function mentionsToNotify(
  tx: Executor,
  text: string,
  authorId: number,
  skip: (userId: number) => boolean,
  room: number,
): Promise<number[]> {
  const ids = await findUserIdsByUsernames(tx, mentionCandidates(text));
  return ids.filter((id) => id !== authorId && !skip(id)).slice(0, Math.max(0, room));
}

/**
 * POST /comment. The comment and every notification it causes (mentions, the reply to the parent's
 * author) commit together. One notification per member per comment: a parent author who is also
 * mentioned gets only the reply notification; nobody is notified of their own comment; at most
 * COMMENT_MENTION_NOTIFY_MAX mentioned members (the first named), the rest are not notified. Who was
 * notified is recorded (comment_recipients) so an edit never tells them again.
 *
 * The same text from the same member under the same event and parent within
 * COMMENT_DUPLICATE_WINDOW_MS is a double tap: the earlier comment is the answer and nothing is
 * written. Posts of one member run one at a time (lockMemberPosts), so two taps arriving together
 * see each other.
 */
export async function createComment(
  deps: CommentsDeps,
  me: AuthUser,
  viewer: Viewer,
  body: CreateCommentBody,
): Promise<CommentItem> {
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    await lockMemberPosts(tx, deps.dialect, me.id);
    const event = await requireVisibleEvent(tx, viewer, body.eventId);
    const parentId = body.parentCommentId ?? null;

    const twin = await findRecentTwin(tx, {
      userId: me.id,
      eventId: event.id,
      parentId,
      content: body.content,
      since: new Date(now.getTime() - COMMENT_DUPLICATE_WINDOW_MS).toISOString(),
    });
    const earlier = twin === undefined ? undefined : await findComment(tx, event.id, twin);
    if (earlier) return toComment(earlier);

    let parentAuthorId: number | null = null;
    if (parentId !== null) {
      const parent = await findParent(tx, parentId);
      if (!parent || parent.event_id !== event.id) {
        throw badRequest(COMMENT_MESSAGES.parentNotFound, 'PARENT_NOT_FOUND');
      }
      if (parent.parent_comment_id !== null)
        throw badRequest(COMMENT_MESSAGES.replyToTopLevelOnly, 'REPLY_TO_REPLY');
      if (parent.deleted === 1) throw badRequest(COMMENT_MESSAGES.parentDeleted, 'PARENT_DELETED');
      parentAuthorId = parent.user_id === me.id ? null : parent.user_id;
    }

    const inserted = await insertComment(tx, {
      event_id: event.id,
      user_id: me.id,
      parent_comment_id: parentId,
      content: body.content,
      now: now.toISOString(),
    });

    const link = commentUrl(event.id, inserted.id);
    const notes: NewNotification[] = [];
    if (parentAuthorId !== null) {
      notes.push({
        userId: parentAuthorId,
        actorId: me.id,
        content: notificationText.replied(me.name, event.name),
        push: 'replies',
        redirectUrl: link,
        now,
      });
    }
    const mentioned = await mentionsToNotify(
      tx,
      body.content,
      me.id,
      (id) => id === parentAuthorId,
      COMMENT_MENTION_NOTIFY_MAX,
    );
    for (const userId of mentioned) {
      notes.push({
        userId,
        actorId: me.id,
        content: notificationText.mentioned(me.name, event.name),
        push: 'replies',
        redirectUrl: link,
        now,
      });
    }
    await addRecipients(
      tx,
      inserted.id,
      notes.map((n) => n.userId),
    );
    await notifyMany(tx, notes);

    const row = await findComment(tx, event.id, inserted.id);
    if (!row) throw commentNotFound();
    return toComment(row);
  });
}

/**
 * PUT /comment. Edit: own comments only (an admin included), never a deleted one; members mentioned
 * who were never notified about this comment are, while the comment's
 * COMMENT_MENTION_NOTIFY_MAX mentions last. Delete (soft): own comments, or any comment by an admin,
 * whose deletion of another's comment is an admin mutation with its activity row in the same
 * transaction. Deleting a deleted comment changes nothing.
 */
export async function updateComment(
  deps: CommentsDeps,
  me: AuthUser,
  viewer: Viewer,
  body: UpdateCommentBody,
): Promise<CommentItem> {
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const event = await requireVisibleEvent(tx, viewer, body.eventId);
    const comment = await findComment(tx, event.id, body.id);
    if (!comment) throw commentNotFound();
    const own = comment.user_id === me.id;

    if (body.action === 'edit') {
      if (!own) throw forbidden(COMMENT_MESSAGES.editOwnOnly, 'NOT_COMMENT_OWNER');
      if (comment.deleted === 1) throw conflict(COMMENT_MESSAGES.editDeleted, 'COMMENT_DELETED');
      if (comment.content === body.content) return toComment(comment);

      await updateCommentRow(tx, comment.id, {
        content: body.content,
        edited: 1,
        updated_at: now.toISOString(),
      });

      // The update holds the comment's row until commit (PostgreSQL), so concurrent edits of one
      // comment read each other's recipients; the primary key of comment_recipients settles the rest.
      // A reply's parent author was told about the reply already.
      const parentAuthorId =
        comment.parent_comment_id === null ? null : await parentAuthor(tx, comment.parent_comment_id);
      const told = await findRecipients(tx, comment.id);
      const mentionsTold = [...told].filter((id) => id !== parentAuthorId).length;
      const fresh = await mentionsToNotify(
        tx,
        body.content,
        me.id,
        (id) => told.has(id) || id === parentAuthorId,
        COMMENT_MENTION_NOTIFY_MAX - mentionsTold,
      );
      const link = commentUrl(event.id, comment.id);
      const notes: NewNotification[] = [];
      for (const userId of await addRecipients(tx, comment.id, fresh)) {
        notes.push({
          userId,
          actorId: me.id,
          content: notificationText.mentioned(me.name, event.name),
          push: 'replies',
          redirectUrl: link,
          now,
        });
      }
      await notifyMany(tx, notes);
      return toComment({ ...comment, content: body.content, edited: 1 });
    }

    if (!own && !viewer.isAdmin) throw forbidden(COMMENT_MESSAGES.deleteOwnOnly, 'NOT_COMMENT_OWNER');
    if (comment.deleted === 1) return toComment(comment);
    await updateCommentRow(tx, comment.id, { deleted: 1, updated_at: now.toISOString() });
    if (!own) {
      const author = comment.author_username ?? COMMENT_TEXT.deletedAuthor;
      await recordActivity(tx, {
        admin: me,
        module: 'Komentar',
        action: 'Hapus',
        activityInfo: `Menghapus komentar ${author} pada acara ${event.name}`,
        oldValue: { content: comment.content, author },
        now,
      });
    }
    return toComment({ ...comment, deleted: 1 });
  });
}

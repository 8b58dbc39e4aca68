import {
  COMMENT_LIST_DEFAULT_LIMIT,
  COMMENT_LIST_MAX_LIMIT,
  COMMENT_MESSAGES,
  COMMENT_TEXT,
  type CommentItem,
  type CommentListQuery,
  type CommentThread,
  type CreateCommentBody,
  EVENT_NOT_FOUND,
  mentionCandidates,
  type UpdateCommentBody,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { recordActivity } from '../activity-log/activity-log.service.ts';
import { findEventDetail, type Viewer } from '../events/events.repo.ts';
import { requireVisibleEvent } from '../events/events.service.ts';
import { type NewNotification, notifyMany } from '../notifications/notifications.service.ts';
import { commentUrl, notificationText } from '../notifications/notifications.texts.ts';
import {
  type CommentRow,
  findComment,
  findReplies,
  findThreadPage,
  findUserIdsByUsernames,
} from './comments.repo.ts';

export interface CommentsDeps {
  db: Db;
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
    parentCommentId: r.parent_comment_id,
  };
}

/** The event, if the caller may see it (events module's rule: not deleted; DRAFT only for admins). */
async function visibleEvent(tx: Executor, viewer: Viewer, eventId: number) {
  const event = await findEventDetail(tx, viewer, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
  return event;
}

const commentNotFound = () => notFound(COMMENT_MESSAGES.notFound, 'COMMENT_NOT_FOUND');

/** GET /comment: a page of threads (top-level newest first) with all their replies (oldest first). */
export async function listComments(
  db: Db,
  viewer: Viewer,
  q: CommentListQuery,
): Promise<{ total: number; datas: CommentThread[] }> {
  const event = await requireVisibleEvent(db, viewer, q.eventId);
  const page = toPage(q, { defaultLimit: COMMENT_LIST_DEFAULT_LIMIT, maxLimit: COMMENT_LIST_MAX_LIMIT });
  const { total, rows } = await findThreadPage(db, event.id, page);
  const replies = await findReplies(
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
    datas: rows.map((r) => ({ ...toComment(r), parentCommentId: null, replies: byParent.get(r.id) ?? [] })),
  };
}

/** Ids of the existing users a text mentions ('@username', case-insensitive). */
async function mentionedUserIds(tx: Executor, text: string): Promise<Set<number>> {
  return new Set(await findUserIdsByUsernames(tx, mentionCandidates(text)));
}

/**
 * POST /comment. The comment and every notification it causes (mentions, the reply to the parent's
 * author) commit together. One notification per member per comment: a parent author who is also
 * mentioned gets only the reply notification; nobody is notified of their own comment.
 */
export async function createComment(
  deps: CommentsDeps,
  me: AuthUser,
  viewer: Viewer,
  body: CreateCommentBody,
): Promise<CommentItem> {
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const event = await visibleEvent(tx, viewer, body.eventId);

    let parentAuthorId: number | null = null;
    if (body.parentCommentId !== undefined) {
      const parent = await tx
        .selectFrom('comments')
        .select(['id', 'event_id', 'parent_comment_id', 'user_id', 'deleted'])
        .where('id', '=', body.parentCommentId)
        .executeTakeFirst();
      if (!parent || parent.event_id !== event.id) {
        throw badRequest(COMMENT_MESSAGES.parentNotFound, 'PARENT_NOT_FOUND');
      }
      if (parent.parent_comment_id !== null)
        throw badRequest(COMMENT_MESSAGES.replyToTopLevelOnly, 'REPLY_TO_REPLY');
      if (parent.deleted === 1) throw badRequest(COMMENT_MESSAGES.parentDeleted, 'PARENT_DELETED');
      parentAuthorId = parent.user_id;
    }

    const inserted = await tx
      .insertInto('comments')
      .values({
        event_id: event.id,
        user_id: me.id,
        parent_comment_id: body.parentCommentId ?? null,
        content: body.content,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const link = commentUrl(event.id, inserted.id);
    const notes: NewNotification[] = [];
    if (parentAuthorId !== null) {
      notes.push({
        userId: parentAuthorId,
        actorId: me.id,
        content: notificationText.replied(me.name, event.name),
        redirectUrl: link,
        now,
      });
    }
    for (const userId of await mentionedUserIds(tx, body.content)) {
      if (userId === parentAuthorId) continue;
      notes.push({
        userId,
        actorId: me.id,
        content: notificationText.mentioned(me.name, event.name),
        redirectUrl: link,
        now,
      });
    }
    await notifyMany(tx, notes);

    const row = await findComment(tx, event.id, inserted.id);
    if (!row) throw commentNotFound();
    return toComment(row);
  });
}

/**
 * PUT /comment. Edit: own comments only (an admin included), never a deleted one; members mentioned
 * for the first time by the edit are notified. Delete (soft): own comments, or any comment by an admin,
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
    const event = await visibleEvent(tx, viewer, body.eventId);
    const comment = await findComment(tx, event.id, body.id);
    if (!comment) throw commentNotFound();
    const own = comment.user_id === me.id;

    if (body.action === 'edit') {
      if (!own) throw forbidden(COMMENT_MESSAGES.editOwnOnly, 'NOT_COMMENT_OWNER');
      if (comment.deleted === 1) throw conflict(COMMENT_MESSAGES.editDeleted, 'COMMENT_DELETED');
      if (comment.content === body.content) return toComment(comment);

      await tx
        .updateTable('comments')
        .set({ content: body.content, edited: 1, updated_at: now.toISOString() })
        .where('id', '=', comment.id)
        .execute();

      const before = await mentionedUserIds(tx, comment.content);
      // A reply's parent author was told about the reply already.
      const parentAuthorId =
        comment.parent_comment_id === null ? null : await parentAuthor(tx, comment.parent_comment_id);
      const notes: NewNotification[] = [];
      for (const userId of await mentionedUserIds(tx, body.content)) {
        if (before.has(userId) || userId === parentAuthorId) continue;
        notes.push({
          userId,
          actorId: me.id,
          content: notificationText.mentioned(me.name, event.name),
          redirectUrl: commentUrl(event.id, comment.id),
          now,
        });
      }
      await notifyMany(tx, notes);
      return toComment({ ...comment, content: body.content, edited: 1 });
    }

    if (!own && !viewer.isAdmin) throw forbidden(COMMENT_MESSAGES.deleteOwnOnly, 'NOT_COMMENT_OWNER');
    if (comment.deleted === 1) return toComment(comment);
    await tx
      .updateTable('comments')
      .set({ deleted: 1, updated_at: now.toISOString() })
      .where('id', '=', comment.id)
      .execute();
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

async function parentAuthor(tx: Executor, parentId: number): Promise<number | null> {
  const row = await tx.selectFrom('comments').select('user_id').where('id', '=', parentId).executeTakeFirst();
  return row?.user_id ?? null;
}

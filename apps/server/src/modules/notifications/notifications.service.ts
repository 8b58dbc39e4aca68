import type { PushKind } from '@alumni/contract';
import {
  type MarkNotificationReadBody,
  NOTIFICATION_DEFAULT_LIMIT,
  NOTIFICATION_MAX_LIMIT,
  NOTIFICATION_MESSAGES,
  type NotificationItem,
  type NotificationListQuery,
} from '@alumni/contract';
import type { Insertable } from 'kysely';
import type { Db, Executor } from '../../db/index.ts';
import type { NotificationsTable } from '../../db/types.ts';
import { notFound } from '../../lib/errors.ts';
import { toPage } from '../../lib/pagination.ts';
import { queuePushes } from '../push/push.service.ts';
import { deceasedIds } from '../users/deceased.service.ts';
import {
  countUnread,
  insertNotificationForLiving,
  insertNotifications,
  markAllRead,
  markOneRead,
  selectCounts,
  selectNotificationPage,
} from './notifications.repo.ts';

/** One notification to write. */
/** The notification texts and links other modules write into their notices (notifications.texts.ts). */
export { commentUrl, eventUrl, notificationText } from './notifications.texts.ts';

export interface NewNotification {
  /** Who receives it. */
  userId: number;
  /** Who caused it (shown with their name and picture), or null for the system. */
  actorId: number | null;
  content: string;
  redirectUrl: string | null;
  now: Date;
  /** Also pushed to the receiver's devices as this kind, unless they turned it off (docs/decisions/030). */
  push?: PushKind;
}

/** The title of a pushed notification; its body is the notification's text. */
const PUSH_TITLE = 'Notifikasi baru';

/** Rows per INSERT: far below SQLite's 32766 and PostgreSQL's 65535 bound parameters (5 per row). */
const INSERT_CHUNK = 1000;

/**
 * Writes notifications with `tx`, the transaction of their cause (a registration, a comment, an admin's
 * change), so they commit or roll back with it. One multi-row insert (chunked only past 1000 rows).
 * Nobody is notified of their own action: rows whose receiver is the actor are dropped here, once for
 * every caller. Returns how many rows were written.
 */
export async function notifyMany(tx: Executor, items: readonly NewNotification[]): Promise<number> {
  const [only] = items;
  if (only && items.length === 1) return notifyOne(tx, only);
  // 'In Memoriam' (docs/decisions/024): the account of a classmate who has passed away receives nothing.
  const gone = await deceasedIds(
    tx,
    items.map((n) => n.userId),
  );
  const rows: Insertable<NotificationsTable>[] = items
    .filter((n) => n.userId !== n.actorId && !gone.has(n.userId))
    .map((n) => ({
      user_id: n.userId,
      actor_id: n.actorId,
      content: n.content,
      redirect_url: n.redirectUrl,
      created_at: n.now.toISOString(),
    }));
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    await insertNotifications(tx, rows.slice(i, i + INSERT_CHUNK));
  }
  // Web Push (docs/decisions/030): queued in the same transaction, sent by the push sender job.
  const pushed = items.filter((n) => n.push && n.userId !== n.actorId && !gone.has(n.userId));
  for (const kind of new Set(pushed.map((n) => n.push as PushKind))) {
    await queuePushes(
      tx,
      kind,
      pushed
        .filter((n) => n.push === kind)
        .map((n) => ({
          userId: n.userId,
          title: PUSH_TITLE,
          body: n.content,
          url: n.redirectUrl ?? '/notifications',
        })),
      items[0]?.now ?? new Date(),
    );
  }
  return rows.length;
}

/**
 * One notification (a registration's, a reply's): the same rules as notifyMany in one statement, the receiver's
 * 'In Memoriam' flag read by the insert (a write inside a seat's transaction is a round trip on PostgreSQL while the
 * event row is locked, docs/decisions/049).
 */
async function notifyOne(tx: Executor, n: NewNotification): Promise<number> {
  if (n.userId === n.actorId) return 0;
  const written = await insertNotificationForLiving(tx, {
    user_id: n.userId,
    actor_id: n.actorId,
    content: n.content,
    redirect_url: n.redirectUrl,
    created_at: n.now.toISOString(),
  });
  if (!written) return 0;
  if (n.push) {
    await queuePushes(
      tx,
      n.push,
      [{ userId: n.userId, title: PUSH_TITLE, body: n.content, url: n.redirectUrl ?? '/notifications' }],
      n.now,
    );
  }
  return 1;
}

/** Writes one notification with `tx` (see notifyMany). */
export async function notify(tx: Executor, item: NewNotification): Promise<number> {
  return notifyMany(tx, [item]);
}

/** GET /notification: the caller's own, newest first, paged in SQL, with both counts. */
export async function listNotifications(
  db: Db,
  userId: number,
  q: NotificationListQuery,
): Promise<{ datas: NotificationItem[]; total: number; totalUnread: number }> {
  const page = toPage(q, { defaultLimit: NOTIFICATION_DEFAULT_LIMIT, maxLimit: NOTIFICATION_MAX_LIMIT });
  const rows = await selectNotificationPage(db, userId, page);
  // Every row carries both counts; a first page without rows means no notice at all; past the last page the
  // counts are asked on their own.
  const counts = rows[0] ?? (page.skip === 0 ? { total: 0, unread: 0 } : await selectCounts(db, userId));
  return {
    total: Number(counts?.total ?? 0),
    totalUnread: Number(counts?.unread ?? 0),
    datas: rows.map((r) => ({
      id: r.id,
      read: r.read === 1,
      content: r.content,
      time: r.created_at,
      redirectUrl: r.redirect_url,
      user: r.actor_name !== null ? { name: r.actor_name, picture: r.actor_picture } : null,
    })),
  };
}

/**
 * POST /notification/read: one of the caller's notifications, or all of them. Another member's id
 * answers the same 404 as a missing one, so nobody learns which ids exist.
 */
export async function markNotificationsRead(
  db: Db,
  userId: number,
  body: MarkNotificationReadBody,
): Promise<{ totalUnread: number }> {
  if (body.id !== undefined) {
    if ((await markOneRead(db, userId, body.id)) === 0)
      throw notFound(NOTIFICATION_MESSAGES.notFound, 'NOTIFICATION_NOT_FOUND');
  } else {
    await markAllRead(db, userId);
  }
  return { totalUnread: await countUnread(db, userId) };
}

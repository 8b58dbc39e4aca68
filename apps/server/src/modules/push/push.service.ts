import { isIP } from 'node:net';
import {
  PUSH_MAX_SUBSCRIPTIONS,
  PUSH_MESSAGES,
  type PushKind,
  type PushPreferences,
  type PushSubscriptionBody,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import * as repo from './push.repo.ts';

/**
 * Web Push subscriptions and preferences (docs/decisions/030).
 * Endpoints must be https. In production the host must be a domain name: the push services of the browsers
 * all are, and the server never posts to an address a member typed in its own network (an IP address or
 * localhost). Outside production, plain http and https are also accepted for a loopback host (tests and
 * development run a local receiver).
 */
export function endpointAllowed(endpoint: string, env: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  const loopback = host === '127.0.0.1' || host === 'localhost' || host === '[::1]';
  if (env !== 'production') return url.protocol === 'https:' || (url.protocol === 'http:' && loopback);
  const ipLiteral = isIP(host.replace(/^\[|\]$/g, '')) !== 0;
  return url.protocol === 'https:' && !ipLiteral && host !== 'localhost' && !host.endsWith('.localhost');
}

export async function subscribe(
  db: Db,
  userId: number,
  body: PushSubscriptionBody,
  opts: { env: string; userAgent: string | null; now: Date },
): Promise<void> {
  if (!endpointAllowed(body.endpoint, opts.env)) throw badRequest(PUSH_MESSAGES.endpoint);
  const userAgent = opts.userAgent ? opts.userAgent.slice(0, 300) : null;
  await db.transaction().execute(async (tx) => {
    const existing = await repo.findSubscription(tx, body.endpoint);
    const row = { userId, p256dh: body.keys.p256dh, auth: body.keys.auth, userAgent };
    // The same browser signed in as someone else now belongs to them: one endpoint, one member.
    if (existing) await repo.updateSubscription(tx, existing.id, row);
    else await repo.insertSubscription(tx, { ...row, endpoint: body.endpoint, now: opts.now.toISOString() });
    const mine = await repo.subscriptionsOf(tx, userId);
    // Bounded per member: the oldest devices go first.
    const extra = mine.length - PUSH_MAX_SUBSCRIPTIONS;
    if (extra > 0)
      await repo.deleteSubscriptions(
        tx,
        mine.slice(0, extra).map((s) => s.id),
      );
  });
}

export async function unsubscribe(db: Db, userId: number, endpoint: string): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const existing = await repo.findSubscription(tx, endpoint);
    if (!existing || existing.user_id !== userId) throw notFound(PUSH_MESSAGES.notFound);
    await repo.deleteSubscriptions(tx, [existing.id]);
  });
}

/**
 * 'Keluar dari semua perangkat' (users/account.service.ts revokeEverySession): no device of the member keeps showing
 * their notifications (docs/decisions/030). A device signed in again turns it on again from its panel.
 */
export async function forgetDevices(tx: Executor, userId: number): Promise<void> {
  const ids = (await repo.subscriptionsOf(tx, userId)).map((s) => s.id);
  await repo.deleteSubscriptions(tx, ids);
}

export async function getPreferences(db: Db, userId: number): Promise<PushPreferences & { devices: number }> {
  const [row, devices] = await Promise.all([
    repo.readPreferences(db, userId),
    repo.subscriptionsOf(db, userId),
  ]);
  return {
    reminders: (row?.reminders ?? 1) === 1,
    seats: (row?.seats ?? 1) === 1,
    replies: (row?.replies ?? 1) === 1,
    announcements: (row?.announcements ?? 1) === 1,
    devices: devices.length,
  };
}

export async function putPreferences(db: Db, userId: number, prefs: PushPreferences) {
  await repo.writePreferences(db, userId, prefs);
  return getPreferences(db, userId);
}

/** What a pushed notification carries: only its text, a title and the page to open (docs/decisions/030). */
export interface PushMessage {
  userId: number;
  title: string;
  body: string;
  url: string;
}

/**
 * Queues pushes with `tx`, the transaction of the in-app notifications they mirror, one row per device of
 * each member who has not turned `kind` off. The push sender job sends them (push-sender.ts).
 */
export async function queuePushes(
  tx: Executor,
  kind: PushKind,
  messages: PushMessage[],
  now: Date,
): Promise<number> {
  if (messages.length === 0) return 0;
  const userIds = [...new Set(messages.map((m) => m.userId))];
  const devices: { id: number; user_id: number }[] = [];
  // Bounded IN lists (a kabar duka goes to every member).
  for (let i = 0; i < userIds.length; i += 500)
    devices.push(...(await repo.devicesFor(tx, userIds.slice(i, i + 500), kind)));
  if (devices.length === 0) return 0;
  const rows = messages.flatMap((m) =>
    devices
      .filter((d) => d.user_id === m.userId)
      .map((d) => ({
        subscription_id: d.id,
        title: m.title.slice(0, 200),
        body: m.body.slice(0, 1000),
        url: m.url,
        next_attempt_at: now.toISOString(),
        created_at: now.toISOString(),
      })),
  );
  for (let i = 0; i < rows.length; i += 500) {
    await repo.insertPushRows(tx, rows.slice(i, i + 500));
  }
  return rows.length;
}

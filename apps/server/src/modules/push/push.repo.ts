import type { PushKind } from '@alumni/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Dialect, Executor } from '../../db/index.ts';
import type { PushOutboxTable } from '../../db/types.ts';

/** Data access for Web Push (docs/decisions/030): subscriptions, preferences and the push outbox. */

export async function findSubscription(db: Executor, endpoint: string) {
  return db.selectFrom('push_subscriptions').selectAll().where('endpoint', '=', endpoint).executeTakeFirst();
}

export async function subscriptionsOf(db: Executor, userId: number) {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'endpoint'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export async function insertSubscription(
  db: Executor,
  row: {
    userId: number;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
    now: string;
  },
) {
  await db
    .insertInto('push_subscriptions')
    .values({
      user_id: row.userId,
      endpoint: row.endpoint,
      p256dh: row.p256dh,
      auth: row.auth,
      user_agent: row.userAgent,
      created_at: row.now,
    })
    .execute();
}

export async function updateSubscription(
  db: Executor,
  id: number,
  row: { userId: number; p256dh: string; auth: string; userAgent: string | null },
) {
  await db
    .updateTable('push_subscriptions')
    .set({ user_id: row.userId, p256dh: row.p256dh, auth: row.auth, user_agent: row.userAgent })
    .where('id', '=', id)
    .execute();
}

export async function deleteSubscriptions(db: Executor, ids: number[]) {
  if (ids.length === 0) return;
  await db.deleteFrom('push_outbox').where('subscription_id', 'in', ids).execute();
  await db.deleteFrom('push_subscriptions').where('id', 'in', ids).execute();
}

export async function readPreferences(db: Executor, userId: number) {
  return db.selectFrom('push_preferences').selectAll().where('user_id', '=', userId).executeTakeFirst();
}

export async function writePreferences(db: Executor, userId: number, prefs: Record<PushKind, boolean>) {
  const values = {
    reminders: prefs.reminders ? 1 : 0,
    seats: prefs.seats ? 1 : 0,
    replies: prefs.replies ? 1 : 0,
    announcements: prefs.announcements ? 1 : 0,
  };
  await db
    .insertInto('push_preferences')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/** The devices to push a notification of `kind` to: those of the members who did not turn that kind off. */
export async function devicesFor(db: Executor, userIds: number[], kind: PushKind) {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('push_subscriptions as s')
    .leftJoin('push_preferences as p', 'p.user_id', 's.user_id')
    .where('s.user_id', 'in', userIds)
    .where((eb) => eb.or([eb(`p.${kind}`, 'is', null), eb(`p.${kind}`, '=', 1)]))
    .select(['s.id', 's.user_id'])
    .execute();
}

export async function insertPushRows(
  tx: Executor,
  rows: readonly Insertable<PushOutboxTable>[],
): Promise<void> {
  await tx
    .insertInto('push_outbox')
    .values([...rows])
    .execute();
}

/**
 * Claims up to `limit` queued pushes due at `at` (one more attempt, leased until `leaseUntil`; FOR UPDATE SKIP
 * LOCKED on PostgreSQL) and answers them with their device's endpoint and keys.
 */
export async function claimDuePushes(
  tx: Executor,
  opts: { at: string; leaseUntil: string; limit: number; dialect: Dialect },
) {
  const due = await tx
    .selectFrom('push_outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where('next_attempt_at', '<=', opts.at)
    .orderBy('id')
    .limit(opts.limit)
    .$if(opts.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
    .execute();
  if (due.length === 0) return [];
  const ids = due.map((r) => r.id);
  await tx
    .updateTable('push_outbox')
    .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: opts.leaseUntil }))
    .where('id', 'in', ids)
    .execute();
  return tx
    .selectFrom('push_outbox as o')
    .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
    .where('o.id', 'in', ids)
    .select([
      'o.id',
      'o.attempts',
      'o.title',
      'o.body',
      'o.url',
      's.id as sub_id',
      's.endpoint',
      's.p256dh',
      's.auth',
    ])
    .orderBy('o.id')
    .execute();
}

export async function updatePushRow(
  db: Executor,
  id: number,
  changes: Updateable<PushOutboxTable>,
): Promise<void> {
  await db.updateTable('push_outbox').set(changes).where('id', '=', id).execute();
}

export async function markDeviceReached(db: Executor, subscriptionId: number, at: string): Promise<void> {
  await db
    .updateTable('push_subscriptions')
    .set({ last_success_at: at })
    .where('id', '=', subscriptionId)
    .execute();
}

/** A device its push service no longer knows (404/410): its queued pushes and the subscription go. */
export async function forgetDevice(tx: Executor, subscriptionId: number): Promise<void> {
  await tx.deleteFrom('push_outbox').where('subscription_id', '=', subscriptionId).execute();
  await tx.deleteFrom('push_subscriptions').where('id', '=', subscriptionId).execute();
}

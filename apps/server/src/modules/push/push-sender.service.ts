import type { FastifyBaseLogger } from 'fastify';
import webpush from 'web-push';
import type { Database } from '../../db/index.ts';
import { RETRY_DELAYS_MS } from '../mail/mail-sender.service.ts';
import { claimDuePushes, forgetDevice, markDeviceReached, updatePushRow } from './push.repo.ts';

/** A push waits at the push service for at most a day: a reminder older than that is no use. */
export const PUSH_TTL_SECONDS = 24 * 3600;
const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
const CLAIM_LEASE_MS = 5 * 60_000;
const BATCH_SIZE = 50;

export interface PushRun {
  sent: number;
  retrying: number;
  failed: number;
  /** Subscriptions removed because the push service answered 404 or 410 (the browser unsubscribed). */
  removed: number;
}

let generated: { publicKey: string; privateKey: string } | undefined;
/** The VAPID keys: the configured ones, or (hand-built test configs) one pair per process. */
export function vapidOf(config: {
  vapid?: { publicKey: string; privateKey: string; subject: string } | undefined;
}) {
  if (config.vapid) return config.vapid;
  generated ??= webpush.generateVAPIDKeys();
  return { ...generated, subject: 'mailto:admin@localhost.localdomain' };
}

const reasonOf = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim().slice(0, 500) || 'Kesalahan';

/**
 * The push outbox's sender (docs/decisions/030), shaped like the mail sender (docs/decisions/014): a claim
 * transaction bumps `attempts` and leases the rows (FOR UPDATE SKIP LOCKED on PostgreSQL), so each push goes
 * out once across instances; failures are retried with the mail sender's backoff; a 404/410 removes the
 * subscription with its queued pushes.
 */
export function createPushSender(deps: {
  database: Database;
  vapid: { publicKey: string; privateKey: string; subject: string };
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'warn'>;
}) {
  const { db, dialect } = deps.database;

  async function claim() {
    const at = deps.now();
    return db.transaction().execute((tx) =>
      claimDuePushes(tx, {
        at: at.toISOString(),
        leaseUntil: new Date(at.getTime() + CLAIM_LEASE_MS).toISOString(),
        limit: BATCH_SIZE,
        dialect,
      }),
    );
  }

  async function runOnce(): Promise<PushRun> {
    const result: PushRun = { sent: 0, retrying: 0, failed: 0, removed: 0 };
    const gone = new Set<number>();
    const rows = await claim();
    for (const row of rows) {
      if (gone.has(row.sub_id)) continue;
      const payload = JSON.stringify({ title: row.title, body: row.body, url: row.url });
      try {
        // web-push encrypts (aes128gcm) and signs (VAPID); the request goes out with fetch, which also reaches
        // the loopback http receivers of tests and development (push.service.ts endpointAllowed).
        const details = webpush.generateRequestDetails(
          { endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } },
          payload,
          { TTL: PUSH_TTL_SECONDS, vapidDetails: deps.vapid, contentEncoding: 'aes128gcm' },
        );
        const res = await fetch(details.endpoint, {
          method: details.method,
          headers: details.headers as Record<string, string>,
          body: details.body ?? null,
          redirect: 'error',
          signal: AbortSignal.timeout(10_000),
        });
        await res.body?.cancel();
        if (res.status < 200 || res.status > 299)
          throw Object.assign(new Error(`HTTP ${res.status}`), { statusCode: res.status });
        const now = deps.now().toISOString();
        await updatePushRow(db, row.id, {
          status: 'sent',
          sent_at: now,
          next_attempt_at: null,
          last_error: null,
        });
        await markDeviceReached(db, row.sub_id, now);
        result.sent += 1;
      } catch (err) {
        const status = (err as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) {
          gone.add(row.sub_id);
          await db.transaction().execute((tx) => forgetDevice(tx, row.sub_id));
          result.removed += 1;
          continue;
        }
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        const delay = RETRY_DELAYS_MS[Math.min(row.attempts, RETRY_DELAYS_MS.length) - 1] ?? 60_000;
        await updatePushRow(db, row.id, {
          status: giveUp ? 'failed' : 'queued',
          last_error: status ? `HTTP ${status}` : reasonOf(err),
          next_attempt_at: giveUp ? null : new Date(deps.now().getTime() + delay).toISOString(),
        });
        // The endpoint is a capability URL: it is never logged, only the outbox row's id.
        deps.log.warn({ pushId: row.id, status }, giveUp ? 'push failed' : 'push will be retried');
        if (giveUp) result.failed += 1;
        else result.retrying += 1;
      }
    }
    return result;
  }

  return { runOnce };
}

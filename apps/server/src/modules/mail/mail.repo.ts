import type { Insertable, Updateable } from 'kysely';
import type { Dialect, Executor } from '../../db/index.ts';
import type { OutboxTable } from '../../db/types.ts';

/**
 * The ids of up to `limit` queued mails due at `at` (and, once SMTP is configured, those parked without a time),
 * oldest first; on PostgreSQL locked FOR UPDATE SKIP LOCKED so two instances never claim the same row.
 */
export function selectDueIds(
  tx: Executor,
  opts: { at: string; configured: boolean; limit: number; dialect: Dialect },
) {
  return tx
    .selectFrom('outbox')
    .select('id')
    .where('status', '=', 'queued')
    .where((eb) =>
      opts.configured
        ? eb.or([eb('next_attempt_at', '<=', opts.at), eb('next_attempt_at', 'is', null)])
        : eb('next_attempt_at', '<=', opts.at),
    )
    .orderBy('id')
    .limit(opts.limit)
    .$if(opts.dialect === 'postgres', (qb) => qb.forUpdate().skipLocked())
    .execute();
}

/** Claims the rows: with SMTP one more attempt and a lease until `leaseUntil`; without, parked with `parkedWhy`. */
export function claimRows(
  tx: Executor,
  ids: readonly number[],
  opts: { configured: boolean; leaseUntil: string; parkedWhy: string },
) {
  return tx
    .updateTable('outbox')
    .set((eb) =>
      opts.configured
        ? { attempts: eb('attempts', '+', 1), next_attempt_at: opts.leaseUntil }
        : { next_attempt_at: null, last_error: opts.parkedWhy },
    )
    .where('id', 'in', [...ids])
    .returningAll()
    .execute();
}

export async function updateOutboxRow(
  db: Executor,
  id: number,
  changes: Updateable<OutboxTable>,
): Promise<void> {
  await db.updateTable('outbox').set(changes).where('id', '=', id).execute();
}

/** Queued mails of a member marked failed, with why; answers how many. */
export async function failQueuedOf(tx: Executor, userId: number, reason: string): Promise<number> {
  const res = await tx
    .updateTable('outbox')
    .set({ status: 'failed', next_attempt_at: null, last_error: reason })
    .where('user_id', '=', userId)
    .where('status', '=', 'queued')
    .executeTakeFirst();
  return Number(res.numUpdatedRows);
}

export function insertOutboxRows(tx: Executor, rows: readonly Insertable<OutboxTable>[]) {
  return tx
    .insertInto('outbox')
    .values([...rows])
    .returning('id')
    .execute();
}

/** The member's latest mails, newest first (their delivery status on the admin's member page). */
export function selectMailsOf(db: Executor, userId: number, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'kind', 'subject', 'status', 'attempts', 'last_error', 'created_at', 'sent_at'])
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

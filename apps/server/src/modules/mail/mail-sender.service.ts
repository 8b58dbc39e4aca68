import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/index.ts';
import type { OutboxTable } from '../../db/types.ts';
import { fillCommunity } from '../../lib/mail-layout.ts';
import type { MailAttachment, Mailer } from '../../lib/mailer.ts';
import { readCommunity } from '../community/community.service.ts';
import { claimRows, selectDueIds, updateOutboxRow } from './mail.repo.ts';

/** Waits after the 1st, 2nd, … failed attempt; after the last one the mail is 'failed' (gagal) with its reason. */
export const RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/**
 * A claimed row is not due again until this lease ends: longer than any SMTP exchange can take (lib/mailer.ts
 * timeouts), so only a process that died mid-send lets another instance send the mail once more.
 */
export const CLAIM_LEASE_MS = 10 * 60_000;
export const BATCH_SIZE = 20;
/** One run keeps claiming batches while they come full, up to this many mails (then the next tick goes on). */
export const MAX_PER_RUN = 1_000;
/** Recorded on mails that wait because no SMTP_URL is set (they are sent once it is). */
export const MAIL_NOT_CONFIGURED =
  'E-mail belum dikonfigurasi: surat disimpan dan dikirim otomatis setelah pengiriman e-mail diatur.';

export interface SenderRun {
  sent: number;
  retrying: number;
  failed: number;
  /** Written to the log and kept queued because no SMTP is configured. */
  parked: number;
}

type Row = {
  [K in keyof OutboxTable]: OutboxTable[K] extends import('kysely').Generated<infer T> ? T : OutboxTable[K];
};

const reasonOf = (err: unknown) =>
  (err instanceof Error ? err.message : String(err)).replace(/\s+/g, ' ').trim().slice(0, 500) ||
  'Kesalahan tidak dikenal';

/**
 * The outbox's sender (docs/decisions/014). One run claims up to
 * BATCH_SIZE due rows and hands them to the transport. The claim is one transaction that bumps `attempts` and
 * moves `next_attempt_at` to the end of a lease; on PostgreSQL it selects with FOR UPDATE SKIP LOCKED, so two
 * instances never claim the same row; SQLite has one writer and the job loop never overlaps runs in a process.
 * Without SMTP the due mails go to the log once for the operator and stay queued (next_attempt_at null) until
 * SMTP_URL is set.
 */
export function createMailSender(deps: {
  database: Database;
  mailer: Mailer;
  now: () => Date;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}) {
  const { db, dialect } = deps.database;

  async function claim(): Promise<Row[]> {
    const at = deps.now();
    const configured = deps.mailer.configured;
    return db.transaction().execute(async (tx) => {
      const due = await selectDueIds(tx, { at: at.toISOString(), configured, limit: BATCH_SIZE, dialect });
      if (due.length === 0) return [];
      return (await claimRows(
        tx,
        due.map((r) => r.id),
        {
          configured,
          leaseUntil: new Date(at.getTime() + CLAIM_LEASE_MS).toISOString(),
          parkedWhy: MAIL_NOT_CONFIGURED,
        },
      )) as Row[];
    });
  }

  async function runOnce(): Promise<SenderRun> {
    const result: SenderRun = { sent: 0, retrying: 0, failed: 0, parked: 0 };
    for (let handled = 0; handled < MAX_PER_RUN; ) {
      const rows = await claim();
      await sendClaimed(rows, result);
      handled += rows.length;
      if (rows.length < BATCH_SIZE) break;
    }
    return result;
  }

  async function sendClaimed(rows: Row[], result: SenderRun): Promise<void> {
    // The community's name and contact of this moment (mail-layout.ts COMMUNITY_NAME).
    const community = rows.length ? await readCommunity(db) : null;
    for (const row of rows) {
      const fill = (text: string, part: 'text' | 'html') =>
        community ? fillCommunity(text, community, part) : text;
      const mail = {
        to: row.to_address,
        subject: fill(row.subject, 'text'),
        text: fill(row.text, 'text'),
        html: fill(row.html, 'html'),
        attachments: JSON.parse(row.attachments) as MailAttachment[],
        // The sender's display name when MAIL_FROM gives none (lib/mailer.ts, docs/decisions/025).
        fromName: community?.name,
      };
      if (!deps.mailer.configured) {
        await deps.mailer.send(mail).catch(() => {});
        result.parked += 1;
        continue;
      }
      try {
        await deps.mailer.send(mail);
        const sentAt = deps.now().toISOString();
        await updateOutboxRow(db, row.id, {
          status: 'sent',
          sent_at: sentAt,
          next_attempt_at: null,
          last_error: null,
          ...(row.secret ? { html: '', text: '', attachments: '[]' } : {}),
        });
        result.sent += 1;
      } catch (err) {
        const reason = reasonOf(err);
        const giveUp = row.attempts >= MAX_ATTEMPTS;
        const delay = RETRY_DELAYS_MS[Math.min(row.attempts, RETRY_DELAYS_MS.length) - 1] ?? 60_000;
        await updateOutboxRow(db, row.id, {
          status: giveUp ? 'failed' : 'queued',
          last_error: reason,
          next_attempt_at: giveUp ? null : new Date(deps.now().getTime() + delay).toISOString(),
        });
        if (giveUp) {
          result.failed += 1;
          deps.log.error({ outboxId: row.id, kind: row.kind, reason }, 'mail failed for good');
        } else {
          result.retrying += 1;
          deps.log.warn(
            { outboxId: row.id, kind: row.kind, attempt: row.attempts, reason },
            'mail will be retried',
          );
        }
      }
    }
  }

  return { runOnce };
}

export type MailSender = ReturnType<typeof createMailSender>;

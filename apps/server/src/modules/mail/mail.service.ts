import type { Executor } from '../../db/index.ts';
import type { MailAttachment } from '../../lib/mailer.ts';
import { deceasedEmails, deceasedIds } from '../users/deceased.service.ts';
import { failQueuedOf, insertOutboxRows, selectMailsOf } from './mail.repo.ts';

export interface OutgoingMail {
  /** What the mail is about, e.g. 'password-reset', 'invitation'. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments?: MailAttachment[];
  /** The member it concerns (delivery status on their admin page); their unsent mail goes when they are deleted. */
  userId?: number | null;
  /** What caused it, e.g. 'invitation:12'. */
  ref?: string | null;
  /** The body holds a secret link (reset, activation): blanked once sent, like the hashed token tables. */
  secret?: boolean;
}

/**
 * Records a mail in the caller's transaction (docs/decisions/014): it is sent by the
 * sender loop (mail-sender.service.ts) only if the cause commits, and is never lost when SMTP is down. Call the
 * sender's `wake()` after the commit to send it promptly. Answers the outbox row's id.
 */
export async function enqueueMail(
  tx: Executor,
  mail: OutgoingMail,
  now: Date = new Date(),
): Promise<number | null> {
  const [id] = await enqueueMails(tx, [mail], now);
  return id ?? null;
}

/**
 * 'In Memoriam' (docs/decisions/024): no mail, from any sender, for the account of a classmate who has passed
 * away (by the member it concerns, or by its address when the caller names none).
 */
async function withoutDeceased(tx: Executor, mails: readonly OutgoingMail[]): Promise<OutgoingMail[]> {
  if (mails.length === 0) return [];
  const ids = mails.flatMap((m) => (m.userId ? [m.userId] : []));
  const [gone, goneAddresses] = await Promise.all([
    deceasedIds(tx, ids),
    deceasedEmails(
      tx,
      mails.map((m) => m.to),
    ),
  ]);
  if (gone.size === 0 && goneAddresses.size === 0) return [...mails];
  return mails.filter((m) => !(m.userId && gone.has(m.userId)) && !goneAddresses.has(m.to.toLowerCase()));
}

/** Mails still waiting for a member who has passed away are not sent any more (marked failed, with why). */
export async function stopMailsOf(tx: Executor, userId: number, reason: string): Promise<number> {
  return failQueuedOf(tx, userId, reason);
}

/** The member's latest `limit` mails, newest first, with their state (the admin's member page). */
export function mailsOf(db: Executor, userId: number, limit: number) {
  return selectMailsOf(db, userId, limit);
}

/** Rows per INSERT: 500 x 15 columns = 7,500 parameters, far below both databases' limits. */
const CHUNK = 500;

/** enqueueMail for many mails (one INSERT per 500); answers the ids of those written, in order. */
export async function enqueueMails(
  tx: Executor,
  all: readonly OutgoingMail[],
  now: Date = new Date(),
): Promise<number[]> {
  const mails = await withoutDeceased(tx, all);
  const ids: number[] = [];
  for (let i = 0; i < mails.length; i += CHUNK) {
    const rows = await insertOutboxRows(
      tx,
      mails.slice(i, i + CHUNK).map((mail) => toRow(mail, now)),
    );
    ids.push(...rows.map((r) => r.id));
  }
  return ids;
}

function toRow(mail: OutgoingMail, now: Date) {
  return {
    kind: mail.kind,
    to_address: mail.to,
    subject: mail.subject,
    html: mail.html,
    text: mail.text,
    attachments: JSON.stringify(mail.attachments ?? []),
    status: 'queued' as const,
    attempts: 0,
    next_attempt_at: now.toISOString(),
    last_error: null,
    secret: mail.secret ? 1 : 0,
    created_at: now.toISOString(),
    sent_at: null,
    user_id: mail.userId ?? null,
    ref: mail.ref ?? null,
  };
}

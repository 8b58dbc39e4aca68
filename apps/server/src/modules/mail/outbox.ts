import type { Executor } from '../../db/index.ts';
import type { MailAttachment } from '../../lib/mailer.ts';

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
 * Records a mail in the caller's transaction (docs/architecture.md "Second round": mail): it is sent by the
 * sender loop (mail-sender.ts) only if the cause commits, and is never lost when SMTP is down. Call the
 * sender's `wake()` after the commit to send it promptly. Answers the outbox row's id.
 */
export async function enqueueMail(tx: Executor, mail: OutgoingMail, now: Date = new Date()): Promise<number> {
  const [id] = await enqueueMails(tx, [mail], now);
  if (id === undefined) throw new Error('outbox insert returned no id');
  return id;
}

/** Rows per INSERT: 500 x 15 columns = 7,500 parameters, far below both databases' limits. */
const CHUNK = 500;

/** enqueueMail for many mails (one INSERT per 500); answers their ids in order. */
export async function enqueueMails(
  tx: Executor,
  mails: readonly OutgoingMail[],
  now: Date = new Date(),
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < mails.length; i += CHUNK) {
    const rows = await tx
      .insertInto('outbox')
      .values(mails.slice(i, i + CHUNK).map((mail) => toRow(mail, now)))
      .returning('id')
      .execute();
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

import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { maskUrlsInText } from './log-redaction.ts';

export interface MailAttachment {
  filename: string;
  contentType: string;
  /** base64 */
  content: string;
}

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** The community's name of this moment: the sender's display name when MAIL_FROM is a bare address. */
  fromName?: string;
}

/**
 * MAIL_FROM as the mail's From: as it is when it has a display name ('Panitia <no-reply@…>'), else the bare
 * address under the community's name (docs/decisions/025), so no community's name is a default in code.
 */
export function senderOf(
  from: string,
  fromName: string | undefined,
): string | { name: string; address: string } {
  const name = fromName?.replace(/[\p{Cc}<>"]/gu, '').trim();
  if (from.includes('<') || !name) return from;
  return { name, address: from.trim() };
}

/**
 * The transport the outbox's sender hands mails to (modules/mail/mail-sender.service.ts). `configured` is false when
 * no SMTP_URL is set: the mail is then written to the server log for the operator and stays queued in the
 * outbox, so it is sent once SMTP is configured. Tests supply a recorder.
 */
export interface Mailer {
  configured: boolean;
  send(mail: Mail): Promise<void>;
}

/** Timeouts well inside the outbox's claim lease (modules/mail/mail-sender.service.ts), so a hung server never leads to a double send. */
const SMTP_TIMEOUTS = { connectionTimeout: 20_000, greetingTimeout: 20_000, socketTimeout: 60_000 };

export function createMailer(opts: {
  smtpUrl?: string;
  from: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
}): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport({ url: opts.smtpUrl, ...SMTP_TIMEOUTS });
    return {
      configured: true,
      async send(mail) {
        await transport.sendMail({
          from: senderOf(opts.from, mail.fromName),
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          attachments: mail.attachments?.map((a) => ({
            filename: a.filename,
            contentType: a.contentType,
            content: Buffer.from(a.content, 'base64'),
          })),
        });
      },
    };
  }
  return {
    configured: false,
    async send(mail) {
      // The text with its links' secrets masked (docs/decisions/020, "Logs"): the operator learns that a mail
      // waits, for whom and what it says, never a usable reset or activation link. It stays queued and goes
      // out once SMTP_URL is set; meanwhile an admin's 'Reset sandi' gives a member a temporary password.
      opts.log.warn(
        { mailTo: mail.to, subject: mail.subject },
        `SMTP_URL not set; mail kept in the outbox (links' secrets withheld):\n${maskUrlsInText(mail.text)}`,
      );
    },
  };
}

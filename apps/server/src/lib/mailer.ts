import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise the mail (with its link) goes to the server log so the operator
 * can pass it on. Tests supply their own Mailer to read the link.
 */
export function createMailer(opts: { smtpUrl?: string; from: string; log: FastifyBaseLogger }): Mailer {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: opts.from, ...mail });
      },
    };
  }
  return {
    async send(mail) {
      opts.log.warn(
        { mailTo: mail.to, subject: mail.subject },
        `SMTP_URL not set; mail for the operator:\n${mail.text}`,
      );
    },
  };
}

import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SMTPServer } from 'smtp-server';

/**
 * The e2e suite's real SMTP server (npm smtp-server, docs/decisions/014): started by global-setup.ts in the Playwright
 * runner, it receives what the e2e server sends over SMTP_URL and writes each mail as one JSON line that the
 * specs read. One port and one file per E2E_PORT, so parallel suites never share a mailbox.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const e2ePort = Number(process.env.E2E_PORT ?? 3100);
export const SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? e2ePort + 1000);
export const MAILBOX_FILE = path.join(here, '.tmp', `mail-${e2ePort}.jsonl`);

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: boolean;
}

/** The decoded text/plain part of a raw mail (quoted-printable or base64, as nodemailer writes them). */
export function plainText(raw: string): string {
  for (const part of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const [head = '', ...body] = part.split(/\r?\n\r?\n/);
    if (!/content-type:\s*text\/plain/i.test(head)) continue;
    const content = body.join('\n\n').replace(/\r?\n--[^\r\n]+--\s*$/, '');
    if (/content-transfer-encoding:\s*base64/i.test(head))
      return Buffer.from(content.replace(/\s+/g, ''), 'base64').toString('utf8');
    if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
      const bytes = content
        .replace(/=\r?\n/g, '')
        .replace(/=([0-9A-F]{2})/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)));
      return Buffer.from(bytes, 'latin1').toString('utf8').replace(/\r\n/g, '\n');
    }
    return content.replace(/\r\n/g, '\n');
  }
  return '';
}

export async function startMailbox(): Promise<() => Promise<void>> {
  mkdirSync(path.dirname(MAILBOX_FILE), { recursive: true });
  writeFileSync(MAILBOX_FILE, '');
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: raw.match(/^Subject: (.*)$/im)?.[1]?.trim() ?? '',
          text: plainText(raw),
          html: /content-type:\s*text\/html/i.test(raw),
        };
        appendFileSync(MAILBOX_FILE, `${JSON.stringify(mail)}\n`);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Every mail received so far for this address, oldest first. */
export function mailsTo(address: string): ReceivedMail[] {
  if (!existsSync(MAILBOX_FILE)) return [];
  return readFileSync(MAILBOX_FILE, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as ReceivedMail)
    .filter((m) => m.to.includes(address.toLowerCase()));
}

/** The first link in the newest mail to `address` whose path is `pathname`, waiting for it to arrive. */
export async function waitForMailLink(
  address: string,
  pathname: string,
  timeoutMs = 15_000,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  const pattern = new RegExp(`https?://[^\\s"]+${pathname.replace(/\//g, '\\/')}\\?token=[\\w%-]+`);
  while (Date.now() < deadline) {
    for (const mail of mailsTo(address).reverse()) {
      const m = mail.text.match(pattern);
      if (m) return m[0];
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail with a ${pathname} link for ${address} in ${MAILBOX_FILE}`);
}

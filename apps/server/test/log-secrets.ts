import type { FastifyInstance } from 'fastify';
import type { Mail } from '../src/lib/mailer.ts';

/**
 * No secret in any log line (docs/decisions/020, "Logs"), checked over the whole server suite: every test
 * context (helpers.ts createTestContext) logs at `trace` into memory, collects every secret its requests
 * used and its answers and mails issued (bearer tokens, passwords, reset and activation tokens, check-in
 * codes, temporary passwords, device cookies, the JWT secret), and its close() fails the test file when one
 * of them is found in any log line. `findLeaks` is exported for the security test that proves the check bites.
 */

/** Field and parameter names whose string values are secrets. */
const SECRET_NAME = /pass|token|secret|code|device|jwt|otp/i;
/** Shorter values are too likely to occur by chance (and are no credential of this product). */
const MIN_SECRET_LENGTH = 8;
/** Machine codes of error answers (`SESSION_EXPIRED`) and enum-like values are not secrets. */
const NOT_SECRET = /^[A-Z0-9_]+$/;

export interface SecretWatch {
  /** Every log line the app wrote (pino JSON lines). */
  readonly lines: string[];
  /** Secret value -> where it was seen first (for the failure message). */
  readonly secrets: Map<string, string>;
  add(value: unknown, where: string): void;
  /** The stream buildApp writes its log to. */
  stream: { write(line: string): void };
  /** Hooks collecting the secrets of every request and answer (buildApp's `observe`). */
  observe(app: FastifyInstance): void;
  /** Collects the secrets of mails handed to the test transport (links' tokens, codes). */
  addMails(mails: readonly Mail[]): void;
}

function collect(watch: SecretWatch, value: unknown, where: string, depth = 0): void {
  if (depth > 32 || value === null || typeof value !== 'object') return;
  for (const [key, v] of Object.entries(value)) {
    if (typeof v === 'string' && SECRET_NAME.test(key)) watch.add(v, `${where}.${key}`);
    else if (typeof v === 'object') collect(watch, v, `${where}.${key}`, depth + 1);
  }
}

function collectQuery(watch: SecretWatch, url: string, where: string): void {
  const q = url.indexOf('?');
  if (q < 0) return;
  for (const [name, value] of new URLSearchParams(url.slice(q + 1)))
    if (SECRET_NAME.test(name)) watch.add(value, `${where} ?${name}`);
}

export function createSecretWatch(): SecretWatch {
  const lines: string[] = [];
  const secrets = new Map<string, string>();
  const watch: SecretWatch = {
    lines,
    secrets,
    add(value, where) {
      if (typeof value !== 'string' || value.length < MIN_SECRET_LENGTH || NOT_SECRET.test(value)) return;
      if (!secrets.has(value)) secrets.set(value, where);
    },
    stream: { write: (line) => void lines.push(line) },
    observe(app) {
      app.addHook('onRequest', async (req) => {
        const auth = req.headers.authorization;
        if (typeof auth === 'string') {
          const [, token] = auth.split(' ');
          watch.add(token, 'request authorization');
        }
        const cookie = req.headers.cookie;
        if (typeof cookie === 'string')
          for (const part of cookie.split(';'))
            watch.add(part.split('=').slice(1).join('='), 'request cookie');
        collectQuery(watch, req.url, 'request url');
      });
      app.addHook('preHandler', async (req) => {
        collect(watch, req.body, 'request body');
      });
      app.addHook('onSend', async (_req, reply, payload) => {
        const cookies = reply.getHeader('set-cookie');
        for (const c of Array.isArray(cookies) ? cookies : cookies ? [String(cookies)] : [])
          watch.add(c.split(';')[0]?.split('=').slice(1).join('='), 'answer set-cookie');
        if (typeof payload === 'string' && payload.startsWith('{')) {
          try {
            collect(watch, JSON.parse(payload), 'answer');
          } catch {
            // Not JSON after all.
          }
        }
        return payload;
      });
    },
    addMails(mails) {
      for (const mail of mails)
        for (const text of [mail.text, mail.html ?? ''])
          for (const url of text.match(/https?:\/\/[^\s"'<>]+/g) ?? [])
            collectQuery(watch, url.replace(/&amp;/g, '&'), `mail to ${mail.to}`);
    },
  };
  return watch;
}

/** The secrets found in the log, as `where: line` (the secret itself masked), or an empty list. */
export function findLeaks(watch: Pick<SecretWatch, 'lines' | 'secrets'>): string[] {
  const leaks: string[] = [];
  for (const [secret, where] of watch.secrets) {
    const forms = new Set([secret, JSON.stringify(secret).slice(1, -1), encodeURIComponent(secret)]);
    for (const line of watch.lines) {
      const form = [...forms].find((f) => line.includes(f));
      if (form) {
        leaks.push(
          `${where} (${secret.length} characters) in: ${line.split(form).join('«SECRET»').slice(0, 400)}`,
        );
        break;
      }
    }
  }
  return leaks;
}

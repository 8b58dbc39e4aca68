import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { z } from 'zod';
import { PRODUCTION_SCRYPT_LOGN } from './lib/password.ts';

/**
 * Repository root: the nearest folder above this file whose package.json declares the workspaces. Found by
 * walking up, so it is the same from the sources (apps/server/src) and from the build (apps/server/dist).
 */
function findRepoRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && 'workspaces' in JSON.parse(readFileSync(manifest, 'utf8'))) return dir;
    if (path.dirname(dir) === dir) return path.resolve(from, '../../..');
  }
}
export const REPO_ROOT = findRepoRoot(path.dirname(fileURLToPath(import.meta.url)));

const EnvSchema = z.object({
  NODE_ENV: z.string().default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ADMIN_USERNAME: z.string().default('admin'),
  ADMIN_EMAIL: z.string().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SMTP_URL: z.string().optional(),
  JOBS: z.enum(['on', 'off']).default('on'),
  MAIL_FROM: z.string().optional(),
  PUBLIC_URL: z.string().url().optional(),
  TZ_COMMUNITY: z.string().default('Asia/Jakarta'),
  REMINDER_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(24),
  TOKEN_TTL_HOURS: z.coerce.number().positive().default(12),
  SESSION_MAX_DAYS: z.coerce.number().positive().default(30),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  WEB_DIST: z.string().optional(),
  // Read answers kept per instance (lib/read-cache.ts, docs/decisions/017 and 033); 0 turns the cache off.
  READ_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(30_000),
  // Per-member upload budget over 24 hours, and when an unreferenced picture is removed (docs/decisions/020).
  UPLOAD_DAILY_MAX_COUNT: z.coerce.number().int().min(1).default(50),
  UPLOAD_DAILY_MAX_MB: z.coerce.number().positive().default(100),
  UPLOAD_ORPHAN_GRACE_HOURS: z.coerce.number().positive().default(48),
  // Web Push (docs/decisions/030): both keys or neither (then generated once into DATA_DIR).
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  VAPID_SUBJECT: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Beyond one machine (docs/decisions/016): all unset = one process, disk, memory.
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'REDIS_URL must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_BUCKET: z.string().optional(),
  S3_ENDPOINT: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false', '1', '0', ''])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  S3_PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
});

/** S3-compatible object storage for uploads (modules/uploads/image-store.service.ts); absent = DATA_DIR/uploads. */
export interface S3Config {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  /** A CDN or public bucket address: GET /uploads/<name> redirects to `<publicUrl>/<name>`. */
  publicUrl: string | undefined;
}

export type TrustProxy = false | number | string[];

const PROXY_KEYWORDS = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (PROXY_KEYWORDS.has(entry)) return true;
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const n = Number(bits);
  return /^\d{1,3}$/.test(bits) && n >= 0 && n <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset/`false`/`0` = no proxy (the socket address is the client); a hop count (`1` behind one
 * nginx); or a comma-separated list of proxy addresses, CIDRs or proxy-addr keywords (`loopback`,
 * `linklocal`, `uniquelocal`). `true` is refused: it would believe every X-Forwarded-For a client writes, so
 * anyone could pick a new address per request and escape the per-IP limits.
 */
export function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const value = raw.trim().toLowerCase();
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({
      code: 'custom',
      message:
        'TRUST_PROXY=true would trust any X-Forwarded-For a client sends (anyone could escape the per-IP limits). ' +
        'Set the number of proxies in front of the app (TRUST_PROXY=1 behind one nginx or Caddy) or their ' +
        'addresses (TRUST_PROXY=127.0.0.1 or TRUST_PROXY=10.0.0.0/8,loopback).',
    });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > 10)
      ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY hop count must be between 0 and 10' });
    return hops;
  }
  const entries = value
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  const bad = entries.filter((e) => !isAddressOrRange(e));
  if (entries.length === 0 || bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `TRUST_PROXY must be a hop count or a comma-separated list of IP addresses/CIDRs (not understood: ${bad.join(', ') || raw})`,
    });
    return z.NEVER;
  }
  return entries;
}

export interface Config {
  env: string;
  port: number;
  host: string;
  dataDir: string;
  uploadDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  admin: { username: string; email: string; password: string | undefined };
  seed: 'demo' | 'none';
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Background jobs (the outbox's mail sender) run in this process (`JOBS=on`, the default). */
  runJobs: boolean;
  publicUrl: string;
  tzCommunity: string;
  /** Participants are reminded once when their event is less than this many hours away (docs/decisions/013). */
  reminderHours: number;
  /** Life of one token; an active client trades it for a fresh one (POST /refresh-token) before it ends. */
  tokenTtlSeconds: number;
  /** How long refreshes may extend one sign-in before the password is asked again. */
  sessionMaxSeconds: number;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses/CIDRs (never `true`). */
  trustProxy: TrustProxy;
  logLevel: string;
  /** Built SPA served by the same process; absent in API-only tests. */
  webDist: string | undefined;
  /** scrypt memory exponent picking an OWASP row (lib/password.ts): 14 in production; tests lower it for speed. */
  scryptLogN: number;
  /** Shared rate limits and sign-in failure counters across instances (lib/shared-state.ts); unset = memory. */
  redisUrl?: string | undefined;
  /** Uploads in object storage instead of `uploadDir` (modules/uploads/image-store.service.ts). */
  s3?: S3Config | undefined;
  /**
   * How long a read answer may be served again on this instance while nothing was written
   * (lib/read-cache.ts, docs/decisions/017 and 033); 0 or unset = no cache. `READ_CACHE_TTL_MS`, default 30000.
   */
  readCacheTtlMs?: number;
  /** How often buffered event views are written (docs/decisions/033); unset = every second. Tests set it. */
  viewFlushMs?: number;
  /**
   * Uploads per member in any 24 hours: count and bytes received (`UPLOAD_DAILY_MAX_COUNT`, 50;
   * `UPLOAD_DAILY_MAX_MB`, 100). Unset = those defaults (docs/decisions/020, "Uploads").
   */
  uploadBudget?: { maxCount: number; maxBytes: number };
  /** A picture nothing references is removed this long after its upload (`UPLOAD_ORPHAN_GRACE_HOURS`, 48). */
  uploadOrphanGraceSeconds?: number;
  /** Web Push keys (docs/decisions/030); unset (hand-built test configs) = generated in memory once. */
  vapid?: { publicKey: string; privateKey: string; subject: string } | undefined;
}

export const DEFAULT_UPLOAD_BUDGET = { maxCount: 50, maxBytes: 100 * 1024 * 1024 } as const;
export const DEFAULT_ORPHAN_GRACE_SECONDS = 48 * 3600;

/** The JWT secret is generated once and kept in DATA_DIR so restarts keep sessions valid. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

/** VAPID keys for Web Push (docs/decisions/030): generated once and kept in DATA_DIR, like the JWT secret. */
function loadOrCreateVapid(dataDir: string): { publicKey: string; privateKey: string } {
  const file = path.join(dataDir, 'vapid-keys.json');
  if (existsSync(file))
    return JSON.parse(readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
  const keys = webpush.generateVAPIDKeys();
  writeFileSync(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/**
 * The domain of the default addresses (ADMIN_EMAIL, MAIL_FROM): PUBLIC_URL's host when it is a domain name,
 * else (localhost, an IP address) 'localhost.localdomain', which the e-mail checks still accept.
 */
export function defaultMailDomain(publicUrl: string): string {
  let host = '';
  try {
    host = new URL(publicUrl).hostname;
  } catch {}
  const domainName = host.includes('.') && !/^[\d.]+$/.test(host) && !host.startsWith('[');
  return domainName ? host : 'localhost.localdomain';
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(path.join(dataDir, 'uploads'), { recursive: true });
  const webDist = path.resolve(e.WEB_DIST || path.join(REPO_ROOT, 'apps/web/dist'));
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  // No community's name in a default (docs/decisions/025): the default addresses use the site's own host,
  // and the mails' display name comes from the community settings when MAIL_FROM has none.
  const host = defaultMailDomain(publicUrl);
  const adminEmail = e.ADMIN_EMAIL || `admin@${host}`;
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const vapidKeys =
    e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
      ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
      : loadOrCreateVapid(dataDir);
  return {
    vapid: { ...vapidKeys, subject: e.VAPID_SUBJECT || `mailto:${adminEmail}` },
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    admin: {
      username: e.ADMIN_USERNAME,
      email: adminEmail,
      password: e.ADMIN_PASSWORD,
    },
    seed: e.SEED,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM?.trim() || `no-reply@${host}`,
    runJobs: e.JOBS === 'on',
    publicUrl,
    tzCommunity: e.TZ_COMMUNITY,
    reminderHours: e.REMINDER_HOURS,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    sessionMaxSeconds: Math.round(e.SESSION_MAX_DAYS * 86_400),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    readCacheTtlMs: e.READ_CACHE_TTL_MS,
    uploadBudget: {
      maxCount: e.UPLOAD_DAILY_MAX_COUNT,
      maxBytes: Math.round(e.UPLOAD_DAILY_MAX_MB * 1024 * 1024),
    },
    uploadOrphanGraceSeconds: Math.round(e.UPLOAD_ORPHAN_GRACE_HOURS * 3600),
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    scryptLogN: PRODUCTION_SCRYPT_LOGN,
    redisUrl: e.REDIS_URL,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          endpoint: e.S3_ENDPOINT,
          region: e.S3_REGION,
          accessKeyId: e.S3_ACCESS_KEY_ID || undefined,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY || undefined,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
        }
      : undefined,
  };
}

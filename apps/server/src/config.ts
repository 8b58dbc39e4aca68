import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Repository root: apps/server/src -> ../../.. */
export const REPO_ROOT = path.resolve(here, '../../..');

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
  ADMIN_EMAIL: z.string().default('admin@alumni86.id'),
  ADMIN_PASSWORD: z.string().min(8, 'ADMIN_PASSWORD must be at least 8 characters').optional(),
  SEED: z.enum(['demo', 'none']).default('demo'),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Alumni 86 <no-reply@alumni86.id>'),
  PUBLIC_URL: z.string().url().optional(),
  TZ_COMMUNITY: z.string().default('Asia/Jakarta'),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .positive()
    .default(24 * 7),
  TRUST_PROXY: z
    .enum(['true', 'false', '1', '0'])
    .default('false')
    .transform((v) => v === 'true' || v === '1'),
  WEB_DIST: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

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
  publicUrl: string;
  tzCommunity: string;
  tokenTtlSeconds: number;
  trustProxy: boolean;
  logLevel: string;
  /** Built SPA served by the same process; absent in API-only tests. */
  webDist: string | undefined;
  /** scrypt cost exponent: 17 (N=2^17, OWASP) in production; tests lower it for speed. */
  scryptLogN: number;
}

/** The JWT secret is generated once and kept in DATA_DIR so restarts keep sessions valid. */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
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
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    uploadDir: path.join(dataDir, 'uploads'),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? loadOrCreateSecret(dataDir),
    admin: { username: e.ADMIN_USERNAME, email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD },
    seed: e.SEED,
    smtpUrl: e.SMTP_URL || undefined,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    tzCommunity: e.TZ_COMMUNITY,
    tokenTtlSeconds: Math.round(e.TOKEN_TTL_HOURS * 3600),
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: existsSync(path.join(webDist, 'index.html')) ? webDist : undefined,
    scryptLogN: 17,
  };
}

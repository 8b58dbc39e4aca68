import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@alumni/contract';
import { CompiledQuery } from 'kysely';
import pg from 'pg';
import { type App, buildApp } from '../src/app.ts';
import type { Config } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/index.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { NewUser, UserRow } from '../src/db/types.ts';
import type { Mail, Mailer } from '../src/lib/mailer.ts';
import { hashPassword } from '../src/lib/password.ts';
import { newUserRow } from '../src/modules/users/create-user.service.ts';
import { cityKeyOf, searchKeyOf } from '../src/modules/users/search-keys.service.ts';
import { createSecretWatch, findLeaks, type SecretWatch } from './log-secrets.ts';

/** Low scrypt cost in tests only (hashes are self-describing, so production verifies them too). */
export const TEST_SCRYPT_LOGN = 10;
export const DEFAULT_PASSWORD = 'rahasia-123';
let defaultHash: Promise<string> | undefined;

export interface TestContext {
  app: App;
  database: Database;
  db: Database['db'];
  config: Config;
  /** Mails the outbox's sender handed to the transport (forgot-password links, ...): see `deliverMail`. */
  outbox: Mail[];
  /** Runs the outbox's sender once (jobs do not run in tests) and answers every mail sent so far. */
  deliverMail(): Promise<Mail[]>;
  /**
   * Everything the server logged (at trace level) and every secret its requests, answers and mails carried;
   * close() fails the test file when one of those secrets is in a log line (test/log-secrets.ts).
   */
  logWatch: SecretWatch;
  close(): Promise<void>;
}

/** A fresh database for one test file: in-memory SQLite, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
async function freshDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = openDatabase(':memory:');
    return { database, drop: async () => {} };
  }
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString());
  return {
    database,
    drop: async () => {
      // Not WITH (FORCE): terminating backends that the pool is still closing makes pg emit an
      // unhandled 'terminating connection' error. Wait for them to go instead (55006 = still in use).
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      try {
        for (let attempt = 0; ; attempt += 1) {
          try {
            await c.query(`DROP DATABASE IF EXISTS ${name}`);
            break;
          } catch (e) {
            if ((e as { code?: string }).code !== '55006' || attempt >= 100) throw e;
            await new Promise((r) => setTimeout(r, 50));
          }
        }
      } finally {
        await c.end();
      }
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-test-'));
  return {
    env: 'test',
    port: 0,
    host: '127.0.0.1',
    dataDir,
    uploadDir: dataDir,
    databaseUrl: undefined,
    jwtSecret: randomBytes(32).toString('hex'),
    admin: { username: 'admin', email: 'admin@alumni86.id', password: undefined },
    seed: 'none',
    smtpUrl: undefined,
    mailFrom: 'test@alumni86.id',
    runJobs: false,
    publicUrl: 'http://localhost:3000',
    tzCommunity: 'Asia/Jakarta',
    reminderHours: 24,
    tokenTtlSeconds: 3600,
    sessionMaxSeconds: 30 * 86_400,
    trustProxy: false,
    logLevel: 'silent',
    webDist: undefined,
    scryptLogN: TEST_SCRYPT_LOGN,
    ...overrides,
  };
}

export async function createTestContext(
  opts: { config?: Partial<Config>; now?: () => Date; mailer?: Mailer } = {},
): Promise<TestContext> {
  const { database, drop } = await freshDatabase();
  await migrateToLatest(database.db);
  // Every line at every level is kept, so the whole suite shows that no secret reaches the log.
  const config = testConfig({ logLevel: 'trace', ...opts.config });
  const logWatch = createSecretWatch();
  logWatch.add(config.jwtSecret, 'JWT_SECRET');
  const outbox: Mail[] = [];
  const mailer: Mailer = opts.mailer ?? { configured: true, send: async (m) => void outbox.push(m) };
  const app = await buildApp({
    config,
    database,
    mailer,
    logStream: logWatch.stream,
    observe: (instance) => logWatch.observe(instance),
    now: opts.now,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    config,
    outbox,
    logWatch,
    async deliverMail() {
      await app.mailJob.runOnce();
      return outbox;
    },
    async close() {
      await app.close();
      logWatch.addMails(outbox);
      const leaks = findLeaks(logWatch);
      await database.destroy();
      await drop();
      rmSync(config.dataDir, { recursive: true, force: true });
      if (leaks.length > 0)
        throw new Error(`A secret reached the server log (docs/decisions/020):\n${leaks.join('\n')}`);
    },
  };
}

let userSeq = 0;
/** Inserts a user straight into the database; password is DEFAULT_PASSWORD unless `password` is given. */
export async function createUser(
  ctx: Pick<TestContext, 'db'>,
  overrides: Partial<NewUser> & { password?: string | null; role?: Role } = {},
): Promise<UserRow> {
  userSeq += 1;
  const tag = `${Date.now().toString(36)}${userSeq}`;
  const { password, ...rest } = overrides;
  defaultHash ??= hashPassword(DEFAULT_PASSWORD, TEST_SCRYPT_LOGN);
  const password_hash =
    password === null
      ? null
      : password === undefined
        ? await defaultHash
        : await hashPassword(password, TEST_SCRYPT_LOGN);
  const now = new Date().toISOString();
  // The row comes from the one builder (modules/users/create-user.service.ts); a test may still pin any column,
  // even is_profile_complete or the timestamps, to set up a state the builder would not produce.
  const row = {
    ...newUserRow(
      { name: `Anggota ${tag}`, username: `user_${tag}`, email: `user_${tag}@example.com`, password_hash },
      now,
    ),
    ...rest,
  };
  return ctx.db
    .insertInto('users')
    .values({
      ...row,
      // The directory keys follow the final name and city (search-keys.ts), unless the test pins them.
      search_key: rest.search_key ?? searchKeyOf(row),
      city_key: rest.city_key !== undefined ? rest.city_key : cityKeyOf(row.city),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A bearer header for the user, signed by the app exactly as a login would. */
export function authHeader(ctx: Pick<TestContext, 'app'>, user: Pick<UserRow, 'id' | 'token_version'>) {
  return { authorization: `Bearer ${ctx.app.signToken(user).token}` };
}

/** Creates a user of the role and returns it with its auth header. */
export async function loginAs(ctx: TestContext, role: Role = 'ROLE_USER', overrides: Partial<NewUser> = {}) {
  const user = await createUser(ctx, { ...overrides, role });
  return { user, headers: authHeader(ctx, user) };
}

/** Saves community settings straight into the database (docs/decisions/021), e.g. the demo's short name. */
export async function setCommunity(ctx: Pick<TestContext, 'db'>, values: Record<string, unknown>) {
  const row = await ctx.db
    .selectFrom('community_settings')
    .select('data')
    .where('id', '=', 1)
    .executeTakeFirst();
  const data = { ...(JSON.parse(row?.data ?? '{}') as object), ...values };
  await ctx.db
    .updateTable('community_settings')
    .set({ data: JSON.stringify(data), configured_at: new Date().toISOString() })
    .where('id', '=', 1)
    .execute();
}

/** The arguments of `callApi` after the context: method, path under /api/v1, headers, JSON body. */
export type ApiCallArgs = [
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers?: Record<string, string>,
  payload?: unknown,
];

/** One call of the API through `app.inject`: `url` is the path under /api/v1; `payload` is sent as JSON. */
export function callApi(ctx: Pick<TestContext, 'app'>, ...[method, url, headers = {}, payload]: ApiCallArgs) {
  return ctx.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** SQLite's EXPLAIN QUERY PLAN of a compiled statement, its parameters bound: the plan's lines joined by ' | '. */
export async function queryPlan(ctx: Pick<TestContext, 'db'>, compiled: CompiledQuery): Promise<string> {
  const result = await ctx.db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
  );
  return result.rows.map((r) => r.detail).join(' | ');
}

/**
 * `ctx.db` counting the statements it runs (each result Kysely hands back, compiled-once statements included;
 * BEGIN and COMMIT are the driver's, not counted): for tests that pin how many statements a call takes.
 */
export function countingStatements(ctx: Pick<TestContext, 'db'>) {
  const seen = { statements: 0 };
  const db = ctx.db.withPlugin({
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      seen.statements += 1;
      return args.result;
    },
  });
  return { db, seen };
}

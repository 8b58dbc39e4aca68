/**
 * What both benchmarks share: a temporary folder, the large data set seeded into a fresh database with the
 * server's own migrations, the real server started as a child process on a free 127.0.0.1 port — the built
 * JavaScript (dist/main.js) as `npm start` runs it — and the clean-up (server stopped, folder removed,
 * scratch PostgreSQL database dropped) even on failure or Ctrl-C.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readSync,
  rmSync,
  statSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import pg from 'pg';
import { type Config, loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedLarge } from '../apps/server/src/db/seed/large.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../apps/server');
export const HOST = '127.0.0.1';

/**
 * The server's environment in a benchmark: production, no demo seed, data in `dataDir`, and the log at the
 * level `npm start` has by default (`info`: a line per request, docs/decisions/046), written to a file as a
 * service manager would take it; BENCH_LOG_LEVEL=warn for the quiet server the figures before 2026-11-29 had.
 */
export const serverEnv = (dataDir: string, databaseUrl = '') => ({
  DATA_DIR: dataDir,
  SEED: 'none',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info',
  NODE_ENV: 'production',
  HOST,
  DATABASE_URL: databaseUrl,
  // No background jobs: the large seed has events within REMINDER_HOURS, so the reminder job would queue
  // thousands of mails mid-run (and with no SMTP keep them), measuring that instead of the requests. Event views
  // are written whatever JOBS says (docs/decisions/033).
  JOBS: 'off',
});

/** The last `bytes` of the file at `file` ('' when there is none). */
function tail(file: string, bytes: number): string {
  if (!existsSync(file)) return '';
  const size = statSync(file).size;
  const length = Math.min(size, bytes);
  const buf = Buffer.alloc(length);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, buf, 0, length, size - length);
  } finally {
    closeSync(fd);
  }
  return buf.toString('utf8');
}

/** A free TCP port on HOST (shared with the web bench). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, HOST, () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

/** Waits until the spawned server answers /healthz (throws with its output when it exits or times out). */
export async function waitForHealth(
  base: string,
  child: ChildProcess,
  output: () => string,
  timeoutMs = 60_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer /healthz within ${timeoutMs / 1000} s:\n${output()}`);
}

/** SIGTERM, then SIGKILL after 5 s; resolves when the process has exited. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Builds the server once per benchmark run (`npm run build -w @alumni/server`: esbuild, under a second), so
 * the run measures the code as it stands and as production runs it (docs/decisions/009), not through tsx.
 */
export function buildServer(): void {
  execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'inherit' });
  if (!existsSync(path.join(serverDir, 'dist', 'main.js')))
    throw new Error('server build left no dist/main.js');
}

/**
 * A scratch database on the PostgreSQL server of `url` (whose user may CREATE DATABASE): its URL and how to
 * drop it. The name is random, so parallel runs on one cluster do not meet.
 */
export async function scratchPg(
  url: string,
  prefix: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  const run = async (q: string) => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(q);
    } finally {
      await c.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return { url: u.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Migrates the database at `target` (a SQLite file or a postgres:// URL) and writes the large data set. */
export async function seedLargeInto(target: string, config: Config) {
  const database = openDatabase(target);
  try {
    await migrateToLatest(database.db);
    const seeded = await seedLarge(database.db, config, { info: () => {} });
    // What autovacuum does within a minute or two of a bulk load (planner statistics, visibility map), done
    // now so the measured minute does not depend on when it wakes up. SQLite has no such background step.
    if (database.dialect === 'postgres') await sql`vacuum analyze`.execute(database.db);
    return seeded;
  } finally {
    await database.destroy();
  }
}

export interface BenchRun {
  /** The temporary folder (removed at the end). */
  tmp: string;
  /** Runs `fn` at clean-up, before the folder is removed (a scratch database to drop...). */
  onCleanup(fn: () => Promise<void>): void;
  /** Starts the real server with `env` on a free port; it is stopped at clean-up (or by `stop`). */
  startServer(
    env: Record<string, string>,
  ): Promise<{ base: string; output: () => string; stop: () => Promise<void>; pid: number | undefined }>;
}

/**
 * Runs a benchmark: `body` gets a temporary folder and starts the server through the run; whatever it
 * started is stopped and removed afterwards, also on an error (exit code 1, the message printed) or on
 * SIGINT/SIGTERM (exit 130). Resolves to the exit code.
 */
export async function runBench(prefix: string, body: (run: BenchRun) => Promise<number>): Promise<number> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), prefix));
  const children: ChildProcess[] = [];
  const cleanups: (() => Promise<void>)[] = [];
  const cleanup = async () => {
    for (const child of children) await stopProcess(child);
    for (const fn of cleanups) await fn();
    rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    buildServer();
    return await body({
      tmp,
      onCleanup: (fn) => cleanups.push(fn),
      startServer: async (env) => {
        const port = await freePort();
        // Its output goes to a file, as a service manager takes it: the load generator, sharing the machine,
        // does not read the log. The file's end is shown when the server fails.
        const logFile = path.join(tmp, `server-${port}.log`);
        const log = openSync(logFile, 'a');
        const output = () => tail(logFile, 4000);
        // As `npm start` runs it (apps/server/package.json); BENCH_NODE_ARGS adds flags (e.g. --cpu-prof).
        const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
        const child = spawn(process.execPath, [...nodeArgs, '--enable-source-maps', 'dist/main.js'], {
          cwd: serverDir,
          env: { ...process.env, ...env, PORT: String(port) },
          stdio: ['ignore', log, log],
        });
        closeSync(log);
        children.push(child);
        const base = `http://${HOST}:${port}`;
        await waitForHealth(base, child, output);
        return { base, output, stop: () => stopProcess(child), pid: child.pid };
      },
    });
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

/**
 * CPU time (user + system, ms) the process `pid` has used so far, from /proc (Linux); undefined elsewhere.
 * Per request it is a cost that other load on the machine disturbs far less than throughput does.
 */
export function cpuMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS : undefined;
  } catch {
    return undefined;
  }
}
/** USER_HZ: 100 on every Linux this runs on (getconf CLK_TCK). */
const CLOCK_TICKS = 100;

/** Signs in through POST /api/v1/login; the token, or an error naming who could not sign in (and why). */
export async function signIn(
  base: string,
  identifier: string,
  password: string,
  serverOutput?: () => string,
): Promise<string> {
  const res = await fetch(`${base}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: identifier, password }),
  });
  const body = (await res.json().catch(() => null)) as { result?: { token?: unknown } } | null;
  const token = body?.result?.token;
  if (!res.ok || typeof token !== 'string') {
    throw new Error(
      `login as ${identifier} failed (${res.status})${serverOutput ? `:\n${serverOutput()}` : ''}`,
    );
  }
  return token;
}

/** The run's date and machine, printed under the results. */
export const machine = () =>
  `${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'}`;

/** `loadConfig` as the server will read `env` (port aside), for the seed's admin and settings. */
export const benchConfig = (env: Record<string, string>) => loadConfig({ ...env, PORT: '0' });

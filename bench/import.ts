/**
 * Excel import benchmark (`npm run bench:import`): seeds the large data set (20,000 members) into a
 * temporary SQLite database, starts the real server on 127.0.0.1, signs in as the first admin and times
 * POST /api/v1/user/imports with 5,000 new rows (as the import panel sends them), several times. Every
 * answer is checked (201 and `imported` = 5,000). The server and the temporary folder are removed even on
 * failure.
 *
 * Environment knobs: BENCH_IMPORT_ROWS (default 5000), BENCH_IMPORT_RUNS (default 3),
 * BENCH_PG_URL (a postgres:// URL of a server where a scratch database may be created and dropped:
 * run against PostgreSQL instead of SQLite).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/index.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedLarge } from '../apps/server/src/db/seed/large.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../apps/server');
const HOST = '127.0.0.1';
const count = (name: string, fallback: number, max: number) => {
  const n = Number(process.env[name] ?? fallback);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
};
const ROWS = count('BENCH_IMPORT_ROWS', 5000, 10_000);
const RUNS = count('BENCH_IMPORT_RUNS', 3, 20);
const PG_URL = process.env.BENCH_PG_URL;

function freePort(): Promise<number> {
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

async function waitForHealth(base: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}:\n${output()}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not answer /healthz within 60 s:\n${output()}`);
}

async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
  await exited;
  clearTimeout(timer);
}

/** A scratch PostgreSQL database on BENCH_PG_URL's server: its URL and how to drop it. */
async function scratchPg(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `bench_import_${randomBytes(4).toString('hex')}`;
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

/** The rows as the panel sends them: every column filled, accents and non-Latin names included. */
function sheet(run: number) {
  const names = ['Ñúñez Álvarez', '王小明', 'Ketut Ārya', 'Siti Nurhaliza', 'Budi Santoso'];
  return Array.from({ length: ROWS }, (_, i) => ({
    row: i + 2,
    name: `${names[i % names.length]} ${run}-${i}`,
    nickname: `Panggilan ${i}`,
    username: `bench${run}_${i}`,
    phoneNumber: `0812${String(i).padStart(8, '0')}`,
    address: `Jl. Merdeka No. ${i}, Bandung`,
    email: `bench${run}_${i}@example.com`,
    highSchool: 'SMA Negeri 3 Bandung',
  }));
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] ?? 0) : ((s[mid - 1] ?? 0) + (s[mid] ?? 0)) / 2;
};

async function main(): Promise<number> {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-import-'));
  let child: ChildProcess | undefined;
  let dropPg: (() => Promise<void>) | undefined;
  const cleanup = async () => {
    await stop(child);
    await dropPg?.().catch((e: unknown) => console.error('could not drop the scratch database', e));
    rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    let databaseUrl = '';
    let target = path.join(tmp, 'alumni.db');
    if (PG_URL) {
      const scratch = await scratchPg(PG_URL);
      dropPg = scratch.drop;
      databaseUrl = scratch.url;
      target = scratch.url;
    }
    const env = { DATA_DIR: tmp, SEED: 'none', LOG_LEVEL: 'warn', NODE_ENV: 'production', HOST };
    const config = loadConfig({ ...env, PORT: '0', DATABASE_URL: databaseUrl });
    const database = openDatabase(target);
    try {
      await migrateToLatest(database.db);
      const seeded = await seedLarge(database.db, config, { info: () => {} });
      console.log(`Seeded ${seeded.counts.users} users in ${(seeded.ms / 1000).toFixed(1)} s`);
    } finally {
      await database.destroy();
    }

    const port = await freePort();
    const adminPassword = randomBytes(18).toString('base64url');
    let output = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverDir,
      env: {
        ...process.env,
        ...env,
        DATABASE_URL: databaseUrl,
        PORT: String(port),
        ADMIN_PASSWORD: adminPassword,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    const base = `http://${HOST}:${port}`;
    await waitForHealth(base, child, () => output);

    const login = await fetch(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: config.admin.username, password: adminPassword }),
    });
    const session = (await login.json().catch(() => null)) as { result?: { token?: string } } | null;
    const token = session?.result?.token;
    if (!login.ok || !token) throw new Error(`admin login failed (${login.status}):\n${output}`);

    const times: number[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const body = JSON.stringify({ users: sheet(run) });
      const started = performance.now();
      const res = await fetch(`${base}/api/v1/user/imports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body,
      });
      const answer = (await res.json().catch(() => null)) as { result?: { imported?: number } } | null;
      const ms = performance.now() - started;
      if (res.status !== 201 || answer?.result?.imported !== ROWS)
        throw new Error(`run ${run}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
      times.push(ms);
      console.log(
        `run ${run}: ${ROWS} rows (${(body.length / 1024).toFixed(0)} KB of JSON) in ${ms.toFixed(0)} ms`,
      );
    }
    console.log(
      `\n${PG_URL ? 'PostgreSQL' : 'SQLite'}: median ${median(times).toFixed(0)} ms for ${ROWS} rows ` +
        `(${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${os.cpus().length} x ${os.cpus()[0]?.model ?? 'cpu'})`,
    );
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    await cleanup();
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}

process.exitCode = await main();

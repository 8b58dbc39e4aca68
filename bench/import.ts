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
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { benchConfig, machine, runBench, scratchPg, seedLargeInto, serverEnv, signIn } from './server.ts';

const count = (name: string, fallback: number, max: number) => {
  const n = Number(process.env[name] ?? fallback);
  return Number.isInteger(n) && n > 0 ? Math.min(n, max) : fallback;
};
const ROWS = count('BENCH_IMPORT_ROWS', 5000, 10_000);
const RUNS = count('BENCH_IMPORT_RUNS', 3, 20);
const PG_URL = process.env.BENCH_PG_URL;

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

function main(): Promise<number> {
  return runBench('alumni-bench-import-', async ({ tmp, onCleanup, startServer }) => {
    let databaseUrl = '';
    let target = path.join(tmp, 'alumni.db');
    if (PG_URL) {
      const scratch = await scratchPg(PG_URL, 'bench_import');
      onCleanup(() =>
        scratch.drop().catch((e: unknown) => console.error('could not drop the scratch database', e)),
      );
      databaseUrl = scratch.url;
      target = scratch.url;
    }
    const env = serverEnv(tmp, databaseUrl);
    const config = benchConfig(env);
    const seeded = await seedLargeInto(target, config);
    console.log(`Seeded ${seeded.counts.users} users in ${(seeded.ms / 1000).toFixed(1)} s`);

    const adminPassword = randomBytes(18).toString('base64url');
    const { base, output } = await startServer({ ...env, ADMIN_PASSWORD: adminPassword });
    const token = await signIn(base, config.admin.username, adminPassword, output);

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
      `\n${PG_URL ? 'PostgreSQL' : 'SQLite'}: median ${median(times).toFixed(0)} ms for ${ROWS} rows (${machine()})`,
    );
    return 0;
  });
}

process.exitCode = await main();

/**
 * Login-storm benchmark (`npm run bench:login-storm -w bench`, docs/decisions/008): how a static file and the event
 * list answer while 24 wrong-password sign-ins run at once, and what one sign-in costs.
 *
 * Starts the real server (production hash cost, empty database plus a few events) on 127.0.0.1, then:
 * 1. idle: 20 requests each of a static file (/uploads) and the event list, one after another;
 * 2. storm: 24 parallel wrong-password sign-ins (each from its own X-Forwarded-For, so the per-IP limit does not
 *    cut the storm short), and during it the same two requests in a loop until every sign-in has answered;
 * 3. one correct sign-in, 5 times, one after another (the hash cost a member waits for).
 * Prints latency p50 / p95 / max per phase. Nothing is timed in tests; this is where the figure comes from.
 * BENCH_TRUST_PROXY overrides the TRUST_PROXY given to the server (older builds only took `true`).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { machine, runBench, serverEnv } from './server.ts';

const STORM = 24;

const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))] ?? Number.NaN;
};
const row = (label: string, xs: number[]) =>
  `| ${label.padEnd(34)} | ${String(xs.length).padStart(4)} | ${pct(xs, 50).toFixed(0).padStart(6)} | ${pct(xs, 95).toFixed(0).padStart(6)} | ${Math.max(
    ...xs,
  )
    .toFixed(0)
    .padStart(6)} |`;

async function timed(url: string, init?: RequestInit): Promise<{ ms: number; status: number }> {
  const t = performance.now();
  const res = await fetch(url, init);
  await res.arrayBuffer();
  return { ms: performance.now() - t, status: res.status };
}

const code = await runBench('alumni-storm-', async (run) => {
  const adminPassword = randomBytes(12).toString('base64url');
  mkdirSync(path.join(run.tmp, 'uploads'), { recursive: true });
  writeFileSync(path.join(run.tmp, 'uploads', 'probe.txt'), 'x'.repeat(64 * 1024));
  const { base } = await run.startServer({
    ...serverEnv(run.tmp),
    ADMIN_USERNAME: 'admin',
    ADMIN_PASSWORD: adminPassword,
    TRUST_PROXY: process.env.BENCH_TRUST_PROXY ?? 'loopback',
  });
  const file = `${base}/uploads/probe.txt`;
  const list = `${base}/api/v1/event?offset=1&limit=9`;
  for (const url of [file, list]) {
    const r = await timed(url);
    if (r.status !== 200) throw new Error(`${url} answered ${r.status}`);
  }

  const idle = { file: [] as number[], list: [] as number[] };
  for (let i = 0; i < 20; i++) {
    idle.file.push((await timed(file)).ms);
    idle.list.push((await timed(list)).ms);
  }

  const storm = { file: [] as number[], list: [] as number[] };
  const statuses = new Map<number, number>();
  let open = STORM;
  const started = performance.now();
  const logins = Array.from({ length: STORM }, (_, i) =>
    timed(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
      body: JSON.stringify({ email: i % 2 ? 'admin' : `tidak_ada_${i}`, password: `salah-${i}` }),
    }).then((r) => {
      statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
      open -= 1;
      return r.ms;
    }),
  );
  while (open > 0) {
    storm.file.push((await timed(file)).ms);
    storm.list.push((await timed(list)).ms);
  }
  const loginMs = await Promise.all(logins);
  const stormMs = performance.now() - started;

  // The owner of the attacked account, from their own address, right after the storm.
  const signIn: number[] = [];
  const refused: number[] = [];
  for (let i = 0; i < 5; i++) {
    const r = await timed(`${base}/api/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.10' },
      body: JSON.stringify({ email: 'admin', password: adminPassword }),
    });
    (r.status === 200 ? signIn : refused).push(r.status === 200 ? r.ms : r.status);
  }

  console.log(
    `\nLogin storm: ${STORM} parallel wrong-password sign-ins, ${stormMs.toFixed(0)} ms until all answered`,
  );
  console.log(`answers: ${[...statuses].map(([s, n]) => `${n} x ${s}`).join(', ')}\n`);
  console.log('| request                            |    n | p50 ms | p95 ms | max ms |');
  console.log('| ---------------------------------- | ---: | -----: | -----: | -----: |');
  console.log(row('static file, idle', idle.file));
  console.log(row('event list, idle', idle.list));
  console.log(row('static file, during the storm', storm.file));
  console.log(row('event list, during the storm', storm.list));
  console.log(row('wrong sign-in, in the storm', loginMs));
  if (signIn.length) console.log(row('correct sign-in, alone', signIn));
  if (refused.length) console.log(`\nthe attacked account's owner was refused: ${refused.join(', ')}`);
  console.log(`\n${machine()}`);
  return 0;
});
process.exit(code);

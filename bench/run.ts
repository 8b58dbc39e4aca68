/**
 * API load benchmark (`npm run bench`): builds the server (dist/main.js, as `npm start` runs it), seeds the
 * large data set into a fresh SQLite database — and into a scratch PostgreSQL database when
 * BENCH_DATABASE_URL or `--pg URL` names a server — starts the real server on 127.0.0.1, loads five endpoints
 * with autocannon and prints one table per database. Fails (exit 1) on any non-2xx answer or socket error.
 * The server, the temporary folder and the scratch database are removed even on failure.
 *
 * Environment knobs: BENCH_DURATION (seconds per endpoint, default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_WARMUP (seconds, default 2), BENCH_ONLY (run /healthz and the endpoints whose label contains it),
 * BENCH_DATABASE_URL (postgres:// URL of a server where a scratch database may be created and dropped),
 * BENCH_SKIP_SQLITE=1 (PostgreSQL only), BENCH_NODE_ARGS (extra node flags for the server, e.g. --cpu-prof),
 * BENCH_READ_CACHE=off (the server runs with READ_CACHE_TTL_MS=0: the handlers' own cost, docs/decisions/017),
 * BENCH_PLAIN=1 (no `accept-encoding: gzip, deflate, br`, which every request sends otherwise, as a browser does),
 * BENCH_LOG_LEVEL (the server's LOG_LEVEL; default `info`, as `npm start` runs it; bench/server.ts).
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { BROWSER_ACCEPT_ENCODING, type CrowdKind, crowdRequests, prepareCrowd } from './crowd.ts';
import {
  type BenchRun,
  benchConfig,
  cpuMs,
  machine,
  runBench,
  scratchPg,
  seedLargeInto,
  serverEnv,
  signIn,
} from './server.ts';

const seconds = (name: string, fallback: number) => {
  const n = Number(process.env[name] ?? fallback);
  return Number.isFinite(n) && n > 0 ? Math.min(n, 120) : fallback;
};
const DURATION = seconds('BENCH_DURATION', 10);
const WARMUP = seconds('BENCH_WARMUP', 2);
const CONNECTIONS = Math.round(seconds('BENCH_CONNECTIONS', 50));
/** The bar of docs/decisions/017 for every endpoint but /healthz: this share of /healthz req/s, at most this p99. */
const TARGET_RATIO = 0.35;
const TARGET_P99_MS = 25;
/** A word in many seeded event names ('Reuni Akbar ...', 'Malam Keakraban Reuni ...'), any case. */
const SEARCH = 'reuni';
/** BENCH_READ_CACHE=off: no read cache in the server (READ_CACHE_TTL_MS=0), so every request runs its handler. */
const READ_CACHE_OFF = process.env.BENCH_READ_CACHE === 'off';
/** The crowd rows' size (bench/crowd.ts): distinct signed-in members and published events. */
const CROWD_MEMBERS = 60;
const CROWD_EVENTS = 306;

function pgUrlFromArgs(argv: string[]): string | undefined {
  const i = argv.indexOf('--pg');
  if (i >= 0) {
    const url = argv[i + 1];
    if (!url || !/^postgres(ql)?:\/\//.test(url)) throw new Error('--pg needs a postgres:// URL');
    return url;
  }
  return process.env.BENCH_DATABASE_URL || undefined;
}

interface Row {
  endpoint: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  /** Server CPU time per request (µs), when /proc tells it. */
  cpuUs: number | undefined;
  /** Share of one core the server used during the row (%), when /proc tells it. */
  serverCore: number | undefined;
  /**
   * Share of one core this process, the load generator, used during the row (%). Near 100 the row measures
   * autocannon, not the server: it sends and reads on one thread (bench/README.md "Reading the numbers").
   */
  loadCore: number;
}

async function load(
  url: string,
  headers: Record<string, string>,
  duration: number,
  requests?: autocannon.Request[],
) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    pipelining: 1,
    duration,
    // Like a phone's browser: answers above 1 KiB go out compressed (plugins/compression.ts).
    headers: { ...BROWSER_ACCEPT_ENCODING, ...headers },
    timeout: 10,
    ...(requests ? { requests } : {}),
    setupClient: skipBodies,
  });
}

/**
 * The load generator does not keep the answers' bodies. autocannon appends every chunk of every body to a string
 * (to hand it to a check this bench never asks of a load run: `probe` checks one answer first), decoding compressed
 * bytes as UTF-8: 57 % of its CPU on the server-rendered pages, where it used a whole core and the row measured
 * autocannon rather than the server (docs/decisions/033 "Eighteenth step"). Bytes and latencies are still counted.
 */
function skipBodies(client: autocannon.Client): void {
  const queue = (client as unknown as { pipelinedRequests?: { addBody?: (data: Buffer) => void } })
    .pipelinedRequests;
  if (queue && typeof queue.addBody === 'function') queue.addBody = () => {};
}

/** One request with a check of its body, so the benchmark measures real answers, not errors. */
async function probe(
  url: string,
  headers: Record<string, string>,
  check: (body: unknown) => boolean,
  what: string,
) {
  const res = await fetch(url, { headers: { ...BROWSER_ACCEPT_ENCODING, ...headers } });
  const text = await res.text();
  const body: unknown = (res.headers.get('content-type') ?? '').includes('json')
    ? (() => {
        try {
          return JSON.parse(text) as unknown;
        } catch {
          return null;
        }
      })()
    : text;
  if (!res.ok || !check(body)) {
    throw new Error(`${what}: unexpected answer ${res.status} ${JSON.stringify(body).slice(0, 300)}`);
  }
  return body;
}

const has = (v: unknown, key: string): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && key in v;
const result = (body: unknown): unknown => (has(body, 'result') ? body.result : undefined);

function printTable(title: string, rows: Row[]): void {
  const base = rows[0]?.reqPerSec ?? 1;
  const baseCpu = rows[0]?.cpuUs;
  const header = [
    'endpoint',
    'req/s',
    'vs /healthz',
    'p50 ms',
    'p99 ms',
    'non-2xx',
    'errors',
    'target',
    'server CPU µs/req',
    'server / load gen core %',
  ];
  const lines = rows.map((r, i) => [
    r.endpoint,
    r.reqPerSec.toFixed(0),
    `${((r.reqPerSec / base) * 100).toFixed(0)}%`,
    r.p50.toFixed(1),
    r.p99.toFixed(1),
    String(r.non2xx),
    String(r.errors),
    i === 0 ? '' : r.reqPerSec / base >= TARGET_RATIO && r.p99 <= TARGET_P99_MS ? 'met' : 'MISSED',
    r.cpuUs === undefined
      ? '-'
      : `${r.cpuUs.toFixed(0)}${baseCpu && i > 0 ? ` (${(r.cpuUs / baseCpu).toFixed(1)}x)` : ''}`,
    `${r.serverCore === undefined ? '-' : r.serverCore.toFixed(0)} / ${r.loadCore.toFixed(0)}`,
  ]);
  console.log(`\n${title}\n`);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const l of lines) console.log(fmt(l));
}

interface Target {
  endpoint: string;
  path: string;
  headers: Record<string, string>;
  check: (b: unknown) => boolean;
  /** A crowd row (bench/crowd.ts): every request picks its own URL and viewer; `path` is one sample. */
  requests?: autocannon.Request[];
}

/** Seeds one database, starts the server on it, loads every endpoint, stops the server; the table's rows. */
async function benchOne(
  run: BenchRun,
  label: string,
  dataDir: string,
  databaseUrl: string,
): Promise<{ rows: Row[]; title: string }> {
  mkdirSync(dataDir, { recursive: true });
  const env = { ...serverEnv(dataDir, databaseUrl), ...(READ_CACHE_OFF ? { READ_CACHE_TTL_MS: '0' } : {}) };
  const seeded = await seedLargeInto(databaseUrl || path.join(dataDir, 'alumni.db'), benchConfig(env));
  const { counts } = seeded;
  console.log(
    `${label}: seeded ${counts.users} users, ${counts.events} events, ${counts.participations} registrations, ` +
      `${counts.comments} comments in ${(seeded.ms / 1000).toFixed(1)} s`,
  );

  const server = await run.startServer({ ...env, ADMIN_PASSWORD: randomBytes(18).toString('base64url') });
  const { base } = server;
  // A member's session, as the detail and participant pages are read when signed in.
  const token = await signIn(base, 'anggota1', seeded.password);
  const member = { authorization: `Bearer ${token}` };
  const id = seeded.busiestEventId;
  const isPage = (size: number) => (b: unknown) => {
    const r = result(b);
    return has(r, 'datas') && Array.isArray(r.datas) && r.datas.length === size;
  };
  const targets: Target[] = [
    { endpoint: 'GET /healthz', path: '/healthz', headers: {}, check: (b) => has(b, 'status') },
    {
      endpoint: 'GET /api/v1/event?offset=1&limit=9 (guest)',
      path: '/api/v1/event?offset=1&limit=9',
      headers: {},
      check: isPage(9),
    },
    {
      endpoint: `GET /api/v1/event?offset=1&limit=9&search=${SEARCH} (guest)`,
      path: `/api/v1/event?offset=1&limit=9&search=${SEARCH}`,
      headers: {},
      check: isPage(9),
    },
    {
      endpoint: 'GET /api/v1/event/{id} (member)',
      path: `/api/v1/event/${id}`,
      headers: member,
      check: (b) => has(result(b), 'name'),
    },
    {
      endpoint: 'GET /api/v1/event-participant/get-current (member)',
      path: `/api/v1/event-participant/get-current?eventId=${id}&offset=1&limit=10`,
      headers: member,
      check: (b) => {
        const r = result(b);
        return has(r, 'participants') && Array.isArray(r.participants) && r.participants.length === 10;
      },
    },
    {
      // 'Cari Teman' (docs/decisions/027): several words over search_key plus a city over city_key.
      endpoint: 'GET /api/v1/directory?search=anggota 1&city=Bandung (member)',
      path: '/api/v1/directory?offset=1&limit=20&search=anggota%201&city=Bandung',
      headers: member,
      check: (b) => has(result(b), 'datas'),
    },
    {
      endpoint: 'GET /api/v1/directory?search=an&offset=5 (member)',
      path: '/api/v1/directory?offset=5&limit=20&search=an',
      headers: member,
      check: isPage(20),
    },
  ];
  // The crowd (bench/crowd.ts, docs/decisions/033): 60 members and 300 events, every request a fresh pick.
  const crowd = await prepareCrowd(base, seeded.password, { events: CROWD_EVENTS, members: CROWD_MEMBERS });
  const n = crowd.eventIds.length;
  const m = crowd.tokens.length;
  const sample = crowd.eventIds[0];
  const isHtml = (b: unknown) => typeof b === 'string' && b.includes('<html');
  const crowdRow = (
    endpoint: string,
    kinds: CrowdKind[] | undefined,
    path: string,
    check: Target['check'],
    opts: { withWrites?: boolean } = {},
  ) => ({
    endpoint,
    path,
    headers:
      path.startsWith('/api/v1/event/') ||
      path.includes('get-current') ||
      path.startsWith('/api/v2/comment') ||
      path.startsWith('/api/v1/fund')
        ? member
        : {},
    check,
    requests: crowdRequests(crowd, kinds, opts),
  });
  targets.push(
    crowdRow(
      `crowd mix (${m} members × ${n} events; 40/20/15/15/10 %)`,
      undefined,
      '/api/v1/event?offset=1&limit=9',
      isPage(9),
    ),
    crowdRow(
      `crowd mix with registrations (${crowd.openEventIds.length} open events; 40/18/15/15/10/2 %)`,
      undefined,
      '/api/v1/event?offset=1&limit=9',
      isPage(9),
      { withWrites: true },
    ),
    crowdRow(
      `member event answers, ${m} members × ${n} events`,
      ['member-event'],
      `/api/v1/event/${sample}`,
      (b) => has(result(b), 'name'),
    ),
    crowdRow(
      `participants, ${m} members × ${n} events`,
      ['participants'],
      `/api/v1/event-participant/get-current?eventId=${sample}&offset=1&limit=10`,
      (b) => has(result(b), 'participants'),
    ),
    crowdRow(
      `comments, ${m} members × ${n} events`,
      ['comments'],
      `/api/v2/comment?offset=1&limit=10000&eventId=${sample}`,
      (b) => has(result(b), 'datas'),
    ),
    crowdRow(
      `a member opening an event: the app's 8 calls, ${m} members × ${n} events`,
      ['visit'],
      `/api/v1/fund?eventId=${sample}`,
      (b) => result(b) !== undefined,
    ),
    crowdRow('list pages 1-50 (visitor)', ['list'], '/api/v1/event?offset=50&limit=9', isPage(9)),
    crowdRow(
      `search, ${crowd.words.length} words (visitor)`,
      ['search'],
      `/api/v1/event?offset=1&limit=9&search=${crowd.words[0]}`,
      (b) => has(result(b), 'datas'),
    ),
    crowdRow(
      `server-rendered /event/{id}, ${n} events (visitor)`,
      ['event-page'],
      `/event/${sample}`,
      isHtml,
    ),
    { endpoint: 'server-rendered / (visitor)', path: '/', headers: { accept: 'text/html' }, check: isHtml },
  );
  console.log(
    `${label}: server on ${base}; event ${id} has the most registrations. ${CONNECTIONS} connections, ${DURATION} s each.`,
  );

  const rows: Row[] = [];
  const only = process.env.BENCH_ONLY;
  for (const t of targets.filter((x, i) => i === 0 || !only || x.endpoint.includes(only))) {
    await probe(`${base}${t.path}`, t.headers, t.check, t.endpoint);
    await load(`${base}${t.path}`, t.headers, WARMUP, t.requests);
    const cpuBefore = cpuMs(server.pid);
    const loadBefore = process.cpuUsage();
    const wallBefore = performance.now();
    const r = await load(`${base}${t.path}`, t.headers, DURATION, t.requests);
    const cpuAfter = cpuMs(server.pid);
    const loadUsed = process.cpuUsage(loadBefore);
    const wallMs = performance.now() - wallBefore;
    rows.push({
      endpoint: t.endpoint,
      reqPerSec: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      non2xx: r.non2xx,
      errors: r.errors,
      cpuUs:
        cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0
          ? ((cpuAfter - cpuBefore) * 1000) / r.requests.total
          : undefined,
      serverCore:
        cpuBefore !== undefined && cpuAfter !== undefined
          ? ((cpuAfter - cpuBefore) / wallMs) * 100
          : undefined,
      loadCore: ((loadUsed.user + loadUsed.system) / 1000 / wallMs) * 100,
    });
    if (r.non2xx > 0 || r.errors > 0) {
      const codes = Object.entries(r.statusCodeStats ?? {})
        .map(([code, v]) => `${code}: ${v.count}`)
        .join(', ');
      console.error(
        `${t.endpoint}: status codes {${codes}}, errors ${r.errors} (of which timeouts ${r.timeouts})`,
      );
    }
  }
  // Stopped before the next database is seeded, so the two runs do not share the CPU.
  await server.stop();
  return {
    rows,
    title: `${label} (${counts.users} members, ${counts.events} events, ${CONNECTIONS} connections, read cache ${READ_CACHE_OFF ? 'off' : 'on'})`,
  };
}

function main(): Promise<number> {
  return runBench('alumni-bench-', async (run) => {
    const pgUrl = pgUrlFromArgs(process.argv.slice(2));
    const tables: { rows: Row[]; title: string }[] = [];
    if (process.env.BENCH_SKIP_SQLITE !== '1') {
      tables.push(await benchOne(run, 'SQLite', path.join(run.tmp, 'sqlite'), ''));
    }
    if (pgUrl) {
      const scratch = await scratchPg(pgUrl, 'bench_api');
      run.onCleanup(() =>
        scratch.drop().catch((e: unknown) => console.error('could not drop the scratch database', e)),
      );
      tables.push(await benchOne(run, 'PostgreSQL', path.join(run.tmp, 'pg'), scratch.url));
    } else {
      console.log('PostgreSQL skipped: set BENCH_DATABASE_URL or pass --pg postgres://... to bench it too.');
    }
    for (const t of tables) printTable(t.title, t.rows);
    const failed = tables.flatMap((t) => t.rows.filter((r) => r.non2xx > 0 || r.errors > 0));
    if (failed.length > 0) {
      console.error(
        `\nFAILED: non-2xx answers or socket errors on ${failed.map((f) => f.endpoint).join(', ')}`,
      );
      return 1;
    }
    console.log(`\n${machine()}`);
    return 0;
  });
}

process.exitCode = await main();

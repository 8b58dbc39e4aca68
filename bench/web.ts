/**
 * What a member's phone gets (docs/decisions/010): for `/`, `/event`, `/event/{id}` and `/about-us` at 390 px in
 * Debian's Chromium, the JavaScript, CSS and total bytes as transferred (compressed when the server
 * compresses) and Lighthouse 12's mobile performance and accessibility scores with LCP, TBT and CLS.
 *
 * Builds nothing: it runs the product exactly as `npm start` does after its build (`node dist/main.js`,
 * NODE_ENV=production) on a free 127.0.0.1 port with the demo seed in a temporary data folder, removed at
 * the end (also on failure or Ctrl-C). Run `npm run build` first. See bench/README.md.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort, HOST, stopProcess, waitForHealth } from './server.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const serverDir = path.resolve(here, '../apps/server');
const webDist = path.resolve(here, '../apps/web/dist');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** Lighthouse runs per page; the median run (by performance score) is printed. */
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
/** Where the full table goes as JSON too (optional). */
const JSON_OUT = process.env.BENCH_WEB_JSON;
/** A folder for Lighthouse's full JSON report of each measured run (optional; for finding what dominates). */
const REPORT_DIR = process.env.BENCH_WEB_REPORTS;

/** Lighthouse's mobile preset (simulated slow 4G, 4x CPU slow-down) on a 390 px wide phone screen. */
const SCREEN = { mobile: true, width: 390, height: 844, deviceScaleFactor: 2, disabled: false };

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  mimeType?: string;
}

export interface PageFigures {
  page: string;
  jsKiB: number;
  cssKiB: number;
  totalKiB: number;
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function measure(url: string, page: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
    {
      extends: 'lighthouse:default',
      settings: {
        formFactor: 'mobile',
        screenEmulation: SCREEN,
        // Every run starts from an empty cache, like a member's first visit.
        disableStorageReset: false,
      },
    },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (REPORT_DIR) {
    mkdirSync(REPORT_DIR, { recursive: true });
    const name = page === '/' ? 'home' : page.replace(/^\//, '').replace(/\//g, '-');
    writeFileSync(path.join(REPORT_DIR, `${name}-${Date.now()}.json`), JSON.stringify(lhr));
  }
  const items = ((lhr.audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ??
    []) as NetworkItem[];
  const sum = (pick: (i: NetworkItem) => boolean) =>
    items.filter(pick).reduce((n, i) => n + (i.transferSize ?? 0), 0);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    page,
    jsKiB: kib(sum((i) => i.resourceType === 'Script')),
    cssKiB: kib(sum((i) => i.resourceType === 'Stylesheet')),
    totalKiB: kib(sum(() => true)),
    performance: lhr.categories.performance?.score ?? Number.NaN,
    accessibility: lhr.categories.accessibility?.score ?? Number.NaN,
    lcpMs: Math.round(numeric('largest-contentful-paint')),
    tbtMs: Math.round(numeric('total-blocking-time')),
    cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
  };
}

function printTable(rows: PageFigures[]): void {
  const header = ['page', 'JS KiB', 'CSS KiB', 'total KiB', 'perf', 'a11y', 'LCP ms', 'TBT ms', 'CLS'];
  const lines = rows.map((r) => [
    r.page,
    r.jsKiB.toFixed(1),
    r.cssKiB.toFixed(1),
    r.totalKiB.toFixed(1),
    r.performance.toFixed(2),
    r.accessibility.toFixed(2),
    String(r.lcpMs),
    String(r.tbtMs),
    r.cls.toFixed(3),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => (l[i] ?? '').length)));
  const fmt = (cells: string[]) =>
    `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(fmt(header));
  console.log(`|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`);
  for (const l of lines) console.log(fmt(l));
}

/**
 * Lighthouse now and then fails to record a trace in headless Chromium (NO_NAVSTART, NO_FCP): such a run
 * measured nothing, so it is run again (at most twice more) rather than failing the whole bench.
 */
async function measureRetrying(url: string, page: string, port: number): Promise<PageFigures> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, page, port);
    } catch (err) {
      const traceLost = err instanceof Error && /NO_NAVSTART|NO_FCP|NO_TRACING_STARTED/.test(err.message);
      if (!traceLost || attempt === 3) throw err;
      console.log(
        `${url}: Lighthouse recorded no trace (${(err as Error).message.split(' ')[1]}), running it again`,
      );
    }
  }
}

async function main(): Promise<number> {
  const built = path.join(serverDir, 'dist', 'main.js');
  if (!existsSync(built) || !existsSync(path.join(webDist, 'index.html'))) {
    console.error('No build found: run `npm run build` first (bench:web measures what `npm start` serves).');
    return 1;
  }
  if (!existsSync(CHROMIUM)) {
    console.error(`No Chromium at ${CHROMIUM} (apt-get install chromium, or set CHROMIUM_PATH).`);
    return 1;
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'bench-web-'));
  let server: ChildProcess | undefined;
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  const cleanup = async () => {
    if (chrome) await chrome.kill();
    if (server) await stopProcess(server);
    rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = () => void cleanup().finally(() => process.exit(130));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);

  try {
    const port = await freePort();
    const base = `http://${HOST}:${port}`;
    let output = '';
    // Exactly what `npm start` runs after its build (apps/server/package.json "start").
    server = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
      cwd: serverDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATA_DIR: path.join(tmp, 'data'),
        SEED: 'demo',
        LOG_LEVEL: 'warn',
        HOST,
        PORT: String(port),
        DATABASE_URL: '',
        ADMIN_PASSWORD: randomBytes(18).toString('base64url'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const keep = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-4000);
    };
    server.stdout?.on('data', keep);
    server.stderr?.on('data', keep);
    await waitForHealth(base, server, () => output, 120_000);

    // A published event of the demo seed, as the landing page lists it.
    const list = (await (await fetch(`${base}/api/v1/event?offset=1&limit=1`)).json()) as {
      result?: { datas?: { id: number }[] };
    };
    const eventId = list.result?.datas?.[0]?.id;
    if (!eventId)
      throw new Error(`no published event in the demo seed: ${JSON.stringify(list).slice(0, 300)}`);

    chrome = await chromeLauncher.launch({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
    });

    const pages = ['/', '/event', `/event/${eventId}`, '/about-us'];
    console.log(
      `Server on ${base} (node dist/main.js, demo seed); Chromium ${CHROMIUM}; Lighthouse 12 mobile at ` +
        `${SCREEN.width} px; ${RUNS} run(s) per page, median by performance.\n`,
    );
    // One unmeasured visit first, so the server's first-request warm-up is not in the figures.
    await measureRetrying(`${base}/`, '/', chrome.port);
    const rows: PageFigures[] = [];
    for (const page of pages) {
      const runs: PageFigures[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await measureRetrying(`${base}${page}`, page, chrome.port));
      runs.sort((a, b) => a.performance - b.performance);
      const median = runs[Math.floor(runs.length / 2)];
      if (median) rows.push({ ...median, page: page.replace(String(eventId), '{id}') });
    }
    printTable(rows);
    if (JSON_OUT) writeFileSync(JSON_OUT, `${JSON.stringify(rows, null, 2)}\n`);
    return 0;
  } catch (err) {
    console.error(err instanceof Error ? err.message : err);
    return 1;
  } finally {
    process.removeListener('SIGINT', onSignal);
    process.removeListener('SIGTERM', onSignal);
    await cleanup();
  }
}

process.exitCode = await main();

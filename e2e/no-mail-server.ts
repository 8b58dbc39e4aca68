import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '..');

/**
 * A second real server for the specs about a fresh install without e-mail (docs/decisions/022): built
 * JavaScript as `npm start` runs it, its own data directory, no SMTP_URL, no PUBLIC_URL (so links point at
 * http://localhost:<port>), no ADMIN_PASSWORD (so the start log prints a generated one) and no demo. The
 * shared e2e server keeps its SMTP receiver and its settings; this one's settings changes touch nobody else.
 */
export interface NoMailServer {
  url: string;
  port: number;
  /** Everything the process wrote to stdout and stderr so far. */
  log: () => string;
  stop: () => Promise<void>;
}

export async function startNoMailServer(port: number): Promise<NoMailServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-e2e-nomail-'));
  let out = '';
  const child: ChildProcess = spawn(
    process.execPath,
    ['--enable-source-maps', path.join(repo, 'apps/server/dist/main.js')],
    {
      cwd: repo,
      env: {
        PATH: process.env.PATH ?? '',
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        SEED: 'none',
        LOG_LEVEL: 'info',
        TRUST_PROXY: 'loopback',
        WEB_DIST: process.env.WEB_DIST ?? '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (c) => {
    out += String(c);
  });
  child.stderr?.on('data', (c) => {
    out += String(c);
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  // Ready once the start banner is out (it follows listen), not merely when /healthz answers.
  while (!out.includes('Server siap di')) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}:\n${out}`);
    if (Date.now() > deadline) throw new Error(`server not ready:\n${out}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    port,
    log: () => out,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

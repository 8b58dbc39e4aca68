/** Runs the real server (src/main.ts under tsx) as a child process for the tests of several instances (docs/decisions/016). */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort, waitFor } from './services.ts';

export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  url: string;
  dataDir: string;
  adminPassword: string;
  /** Resolves with the exit code. */
  exited: Promise<number | null>;
  output(): string;
}

export async function startServer(env: Record<string, string> = {}): Promise<ServerProcess> {
  const port = await freePort();
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'alumni-proc-'));
  const adminPassword = `Admin-${randomBytes(6).toString('hex')}`;
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'none',
      ADMIN_PASSWORD: adminPassword,
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(dataDir, 'no-spa'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  await waitFor(
    async () => {
      if (gone) throw new Error(`server exited early:\n${log}`);
      return (await fetch(`${url}/healthz`)).ok;
    },
    'the server to answer /healthz',
    60_000,
  ).catch((err) => {
    child.kill('SIGKILL');
    throw new Error(`${err.message}\n${log}`);
  });
  return { child, port, url, dataDir, adminPassword, exited, output: () => log };
}

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, devices } from '@playwright/test';
import { LAUNCH_ARGS, resolveChromium } from './browser.ts';
import { SMTP_PORT } from './mailbox.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
// One data directory per port, so two suites on different E2E_PORTs never share a server or its log.
export const E2E_DATA_DIR = path.join(here, '.tmp', `data-${port}`);
/** A second server for the empty install (SEED=none, docs/decisions/021): its own port and data directory. */
export const EMPTY_PORT = port + 5;
const EMPTY_DATA_DIR = path.join(here, '.tmp', `data-${EMPTY_PORT}`);
const repo = path.resolve(here, '..');

/**
 * The real server as production runs it (the built SPA + the built server, apps/server/dist) on a throw-away data directory with the demo seed; every spec creates
 * its own members through the API. Chromium comes from Debian (/usr/bin/chromium), else Playwright's own when
 * `npx playwright install chromium` put one there, else the run stops with how to get one (browser.ts).
 */
export default defineConfig({
  testDir: './tests',
  // A real SMTP server (smtp-server) for the suite: every mail the e2e server sends lands in mailbox.ts's file.
  globalSetup: './global-setup.ts',
  fullyParallel: true,
  // Two workers on CI's 2 cores: the suite is bound by Chromium's CPU (renderers and the software compositor);
  // a third worker made every step slower and tests ran out of time. E2E_WORKERS overrides.
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : process.env.CI ? 2 : undefined,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Long flows (many pages, an axe scan on each) need room on a busy 2-core machine; waits are on states.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    // A failed test keeps its trace (actions, DOM snapshots, network) but not the screencast: filming every test
    // tripled the browser's CPU on CI's two cores. The failure screenshot below still shows the last screen.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // The service worker (docs/decisions/029) stays out of the way of specs that stub requests with page.route;
    // e2e/tests/installable.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: resolveChromium(),
      args: LAUNCH_ARGS,
    },
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /empty-install\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    // A fresh SEED=none install: the committee's first run (e2e/tests/empty-install.spec.ts).
    {
      name: 'empty-install',
      testMatch: /empty-install\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        baseURL: `http://127.0.0.1:${EMPTY_PORT}`,
      },
    },
  ],
  webServer: [
    {
      command: `rm -rf "${E2E_DATA_DIR}" && mkdir -p "${E2E_DATA_DIR}" && exec node --enable-source-maps "${repo}/apps/server/dist/main.js" > "${E2E_DATA_DIR}/server.log" 2>&1`,
      cwd: repo,
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: E2E_DATA_DIR,
        SEED: 'demo',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_USERNAME: 'admin',
        ADMIN_EMAIL: 'admin@alumni86.id',
        ADMIN_PASSWORD: 'admin-e2e-rahasia',
        DATABASE_URL: '',
        LOG_LEVEL: 'info',
        // Mail goes over SMTP to the suite's receiver (global-setup.ts, docs/decisions/014).
        SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
        // The built SPA to serve (default apps/web/dist); a separate build keeps parallel runs apart.
        WEB_DIST: process.env.WEB_DIST ?? '',
        // Each test sends its own X-Forwarded-For (fixtures.ts) so the per-IP limits count per test, not per suite.
        TRUST_PROXY: 'loopback',
      },
    },
    {
      command: `rm -rf "${EMPTY_DATA_DIR}" && mkdir -p "${EMPTY_DATA_DIR}" && exec node "${repo}/apps/server/dist/main.js" > "${EMPTY_DATA_DIR}/server.log" 2>&1`,
      cwd: repo,
      url: `http://127.0.0.1:${EMPTY_PORT}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        NODE_ENV: 'production',
        PORT: String(EMPTY_PORT),
        HOST: '127.0.0.1',
        DATA_DIR: EMPTY_DATA_DIR,
        SEED: 'none',
        PUBLIC_URL: `http://127.0.0.1:${EMPTY_PORT}`,
        ADMIN_USERNAME: 'admin',
        ADMIN_EMAIL: 'admin@alumni86.id',
        ADMIN_PASSWORD: 'admin-e2e-rahasia',
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        // No SMTP: mails stay parked in the outbox of this throw-away install.
        SMTP_URL: '',
        WEB_DIST: process.env.WEB_DIST ?? '',
        TRUST_PROXY: 'loopback',
      },
    },
  ],
});

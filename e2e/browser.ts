import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** Debian's Chromium, the browser CI installs (`apt-get install chromium`). */
export const SYSTEM_CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless build of the same Chromium (`apt-get install chromium-headless-shell`), what Playwright itself
 * runs headless tests in. The full browser's headless mode costs about three times its CPU per test (browser
 * and compositor processes), which on CI's two cores made the suite three times slower (docs/running.md).
 */
export const SYSTEM_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** What to do on a machine with no browser for the e2e suite (docs/running.md "Tests and the e2e browser"). */
export const NO_BROWSER_MESSAGE = [
  'Tidak ada Chromium untuk tes e2e (npm run test:e2e).',
  `Pasang salah satu: Chromium dari sistem (Debian/Ubuntu: sudo apt-get install chromium, lalu ${SYSTEM_CHROMIUM}),`,
  'atau browser milik Playwright (npx playwright install chromium), atau tunjuk yang lain dengan CHROMIUM_PATH=/path/ke/chrome.',
].join('\n');

/**
 * The browser the e2e suite drives: CHROMIUM_PATH when set, else the system's headless shell, else the system's
 * Chromium, else the one `npx playwright install chromium` downloaded. (`--headed` runs need a full browser:
 * CHROMIUM_PATH=/usr/bin/chromium.) With none, a plain instruction instead of Playwright's launch
 * error deep inside the first test.
 */
export function resolveChromium(
  env: Record<string, string | undefined> = process.env,
  exists: (file: string) => boolean = existsSync,
  playwrightOwn: () => string = () => chromium.executablePath(),
): string {
  const given = env.CHROMIUM_PATH;
  if (given) {
    if (exists(given)) return given;
    throw new Error(`CHROMIUM_PATH=${given} tidak ada.\n${NO_BROWSER_MESSAGE}`);
  }
  if (exists(SYSTEM_HEADLESS_SHELL)) return SYSTEM_HEADLESS_SHELL;
  if (exists(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  let own = '';
  try {
    own = playwrightOwn();
  } catch {
    own = '';
  }
  if (own && exists(own)) return own;
  throw new Error(NO_BROWSER_MESSAGE);
}

/**
 * A full Chromium, for the specs that need what the headless shell leaves out: its `Notification.permission`
 * is always 'denied', so no notification is ever shown (e2e/tests/web-push.spec.ts, docs/decisions/030).
 * The same order as resolveChromium without the headless shell.
 */
export function resolveFullChromium(
  env: Record<string, string | undefined> = process.env,
  exists: (file: string) => boolean = existsSync,
  playwrightOwn: () => string = () => chromium.executablePath(),
): string {
  return resolveChromium(env, (file) => file !== SYSTEM_HEADLESS_SHELL && exists(file), playwrightOwn);
}

/** The suite's Chromium flags (playwright.config.ts launchOptions), also for a spec's own launch options. */
export const LAUNCH_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

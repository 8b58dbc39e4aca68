import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { EventDetail } from '@alumni/contract';
import { type APIRequestContext, type Browser, test as base, expect, type Page } from '@playwright/test';
import axe from 'axe-core';
import { waitForMailLink } from './mailbox.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Screenshots for a person to look at (docs/conventions.md): E2E_SHOTS_DIR, else e2e/.tmp/shots (ignored by git). */
export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? path.join(here, '.tmp', 'shots');
export const SERVER_LOG = path.join(here, '.tmp', `data-${process.env.E2E_PORT ?? 3100}`, 'server.log');
export const SESSION_KEY = 'alumni86.session';
export const ADMIN = { username: 'admin', email: 'admin@alumni86.id', password: 'admin-e2e-rahasia' };

/** Unique, short, lowercase: every test makes its own data. */
export const uid = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export interface Member {
  id: number;
  username: string;
  name: string;
  email: string;
  password: string;
  token: string;
  expiresAt: string;
  // biome-ignore lint/suspicious/noExplicitAny: the CurrentUser object as the server sent it
  currentUser: any;
}

/** Registers a fresh member through the API. */
export async function createMember(
  request: APIRequestContext,
  overrides: Partial<Member> = {},
): Promise<Member> {
  const id = uid();
  const body = {
    username: overrides.username ?? `m${id}`,
    name: overrides.name ?? `Anggota ${id}`,
    email: overrides.email ?? `m${id}@example.com`,
    password: overrides.password ?? 'rahasia-e2e-123',
  };
  const res = await request.post('/api/v1/register', { data: body });
  expect(res.status(), await res.text()).toBe(201);
  const { result } = await res.json();
  return {
    ...body,
    id: result.currentUser.id,
    token: result.token,
    expiresAt: result.expiresAt,
    currentUser: result.currentUser,
  };
}

/** Logs in through the API and returns the login result. */
export async function apiLogin(request: APIRequestContext, identifier: string, password: string) {
  const res = await request.post('/api/v1/login', { data: { email: identifier, password } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result as {
    token: string;
    expiresAt: string;
    currentUser: Member['currentUser'];
  };
}

/**
 * Puts a signed-in session in the browser's storage before the first page load, once per tab: a sign-out later
 * in the test stays a sign-out (re-seeding on every load would hand the next page, e.g. /login after
 * 'Keluar dari semua perangkat', the ended session back, and its guest guard would move on to '/').
 */
export async function signInWithStorage(
  page: Page,
  session: { token: string; expiresAt: string; currentUser: unknown },
) {
  await page.addInitScript(
    ([key, value, marker]) => {
      if (window.sessionStorage.getItem(marker as string)) return;
      window.sessionStorage.setItem(marker as string, '1');
      if (!window.localStorage.getItem(key as string))
        window.localStorage.setItem(key as string, value as string);
    },
    [
      SESSION_KEY,
      JSON.stringify({ token: session.token, expiresAt: session.expiresAt, user: session.currentUser }),
      `e2e-seeded:${session.token}`,
    ],
  );
}

/** The two screens most specs look at: a member's phone at 390 px and the committee's desktop at 1280 px. */
export const PHONE = { width: 390, height: 844 };
export const DESK = { width: 1280, height: 900 };

/**
 * A page in a browser context of its own (Indonesian locale, Jakarta's zone), signed in as `session` when one is
 * given: for a test with several people at once (a member and the committee).
 */
export async function pageFor(
  browser: Browser,
  viewport: { width: number; height: number },
  session: Parameters<typeof signInWithStorage>[1] | null,
) {
  const context = await browser.newContext({
    viewport,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    baseURL: test.info().project.use.baseURL,
  });
  const page = settlesAfterLoads(await context.newPage());
  if (session) await signInWithStorage(page, session);
  return page;
}

/**
 * A visitor's page the server rendered sleeps until its first touch, then the app adopts it a section per task
 * (docs/decisions/036, 037): until then a tap on a button is held and replayed (its links work at once). `goto`
 * and `reload` of this page touch it (a key press, as a person's first touch would) and wait until `<html>` has
 * lost `data-hydrating` (main.tsx), so the tests act on the app. A page that never loads the app (an offline
 * page, a file) is not waited for beyond a few seconds. sleeping-page.spec.ts tests the page before it wakes.
 */
export function settlesAfterLoads(page: Page): Page {
  const settled = async () => {
    await page
      .evaluate(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Shift' })))
      .catch(() => undefined);
    await page
      .locator('html:not([data-hydrating])')
      .waitFor({ state: 'attached', timeout: 5_000 })
      .catch(() => undefined);
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await settled();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await settled();
    return response;
  };
  return page;
}

/** The newest forgot-password link mailed to this address (the suite's SMTP receiver, mailbox.ts). */
export async function readMailLink(email: string, timeoutMs = 10_000): Promise<string> {
  return waitForMailLink(email, '/forget-password/confirm', timeoutMs);
}

/**
 * Strips the server's first-screen answers (`<script type="application/json" id="initial-data">`,
 * docs/decisions/010) from every page this tab opens, so the SPA asks the API itself, as it does after an
 * in-app navigation: for tests of its loading and error states and of the answers it received.
 */
export async function withoutPageData(page: Page) {
  await page.route(
    (url) => !/^\/(api|assets|uploads)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.continue();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="initial-data">[\s\S]*?<\/script>/,
        '',
      );
      const headers = { ...response.headers() };
      delete headers['content-encoding'];
      delete headers['content-length'];
      await route.fulfill({ status: response.status(), headers, body });
    },
  );
}

/**
 * axe-core's minified build (the same version as the import): less than half the bytes of `axe.source`, so a
 * page parses it in about half the time, once per document.
 */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The axe-core rules that can fail a test: those enabled by default whose impact is serious or critical. Rules that
 * can only report minor or moderate findings never failed one, so they are not run (same verdicts, less work).
 */
const FAILING_RULES = (
  axe as unknown as {
    _audit: { rules: { id: string; impact?: string; enabled?: boolean; tags: string[] }[] };
  }
)._audit.rules
  .filter((r) => r.enabled !== false && !r.tags.includes('experimental'))
  .filter((r) => r.impact === 'serious' || r.impact === 'critical')
  .map((r) => r.id);

/**
 * Fails on serious or critical axe-core violations of the current page. axe runs inside the page itself (its
 * source injected once per document): @axe-core/playwright opened a helper page for every scan, which cost about
 * a second a scan on this 2-core machine; the app has no frames, so nothing else differs. Entrance animations (a dialog or an
 * alert fading in) are waited for first: half-transparent text mid-fade would read as low contrast. Endless
 * animations (spinners, skeleton pulses) are not waited for.
 */
export async function expectAccessible(page: Page) {
  await page.evaluate(async () => {
    // Entrance animations last well under a second; the cap only guards against one that never ends. The check
    // repeats until a frame starts none: a toast or dialog that begins while the first ones finish is waited for too.
    const deadline = Date.now() + 3000;
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    while (Date.now() < deadline) {
      await frame();
      await frame();
      const running = document
        .getAnimations()
        .filter((a) => a.playState === 'running')
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      // A list keeps its previous page dimmed (`opacity-60`) while the next one loads: axe would read its text
      // as faint. Scanned once the new page is in.
      const dimmed = document.querySelector('.opacity-60') !== null;
      if (running.length === 0 && !dimmed) return;
      if (running.length === 0) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        continue;
      }
      const cap = new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now())));
      await Promise.race([Promise.all(running.map((a) => a.finished.catch(() => undefined))), cap]);
    }
  });
  // The source goes in as an evaluated script (not eval() in the page, which the app's CSP forbids).
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (rules) => {
    const run = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: 'rule', values: rules },
      resultTypes: ['violations'],
    });
    return run.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.map(String) })),
    }));
  }, FAILING_RULES);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * A client address of its own for every test. The server limits sign-in, registration and password requests
 * per IP (login 20 a minute, forgot-password 5 per 15 minutes); with every parallel test coming from 127.0.0.1
 * the suite as a whole would trip them. The e2e server trusts X-Forwarded-For (TRUST_PROXY in
 * playwright.config.ts), so each test is one more member on their own phone, as in real life.
 */
const clientAddress = () => `10.${[...randomBytes(3)].join('.')}`;

/** Every test fails if the browser console logs an error or the page throws. */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page }, use) => {
    await use(settlesAfterLoads(page));
  },
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': clientAddress() });
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // Chromium reports every 4xx answer as a console error; expected refusals (wrong password, 404 page)
        // are part of the flows under test. 5xx answers are caught below instead.
        if (
          msg.type() === 'error' &&
          !/Failed to load resource: the server responded with a status of 4\d\d/.test(msg.text())
        )
          errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(err.message));
      page.on('response', (res) => {
        if (res.status() >= 500) errors.push(`${res.status()} ${res.url()}`);
      });
      await use(errors);
      expect(errors, 'browser console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

// ---------------------------------------------------------------------------------------------
// Admin and events through the API: specs create their own events with createEvent().
// ---------------------------------------------------------------------------------------------

type LoginResult = Awaited<ReturnType<typeof apiLogin>>;
/** One admin sign-in per worker (module state lives per worker process). */
let adminSessionCache: Promise<LoginResult> | undefined;

async function adminSession(request: APIRequestContext): Promise<LoginResult> {
  adminSessionCache ??= apiLogin(request, ADMIN.username, ADMIN.password).catch((err) => {
    adminSessionCache = undefined;
    throw err;
  });
  return adminSessionCache;
}

/** The admin's bearer token (signed in once per worker). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return (await adminSession(request)).token;
}

const JAKARTA = 'Asia/Jakarta';

/** An instant as the API's event date text: 'DD/MM/YYYY HH:mm' in Asia/Jakarta. */
export function eventDateText(at: Date | number): string {
  const parts: Record<string, string> = {};
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: JAKARTA,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  });
  for (const p of format.formatToParts(at)) parts[p.type] = p.value;
  return `${parts.day}/${parts.month}/${parts.year} ${parts.hour}:${parts.minute}`;
}

/** Tomorrow at 19:00 in Jakarta (UTC+7 all year: Indonesia has no daylight saving time). */
function tomorrowEvening(): number {
  const offset = 7 * 3_600_000;
  const wall = new Date(Date.now() + offset);
  return Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate() + 1, 19, 0) - offset;
}

let firstCategoryCache: Promise<number> | undefined;
async function firstCategoryId(request: APIRequestContext): Promise<number> {
  firstCategoryCache ??= (async () => {
    const res = await request.get('/api/v1/event-category?offset=1&limit=1');
    expect(res.status(), await res.text()).toBe(200);
    const id = (await res.json()).result.datas[0]?.id;
    if (typeof id !== 'number') throw new Error('no event category on the server (demo seed missing?)');
    return id;
  })().catch((err) => {
    firstCategoryCache = undefined;
    throw err;
  });
  return firstCategoryCache;
}

/** Fields of POST /api/v1/event a spec may set; anything not given gets a sensible default. */
export interface EventOverrides {
  eventCreationType?: 'NEW' | 'CONTINUED';
  name?: string;
  eventType?: 'OFFLINE' | 'ONLINE';
  location?: string;
  quota?: number | string | null;
  description?: string | null;
  eventCategoryId?: number;
  startDate?: string;
  endDate?: string | null;
  status?: 'DRAFT' | 'PUBLISH' | 'EXPIRED';
  imageUrl?: string | null;
  eventGroup?: { id: number } | { name: string; displayName: string; imageUrl?: string | null };
  eventUserId?: number;
  user?: {
    name: string;
    nickname?: string;
    username: string;
    email: string;
    password: string;
    repassword: string;
  };
}

/**
 * Creates an event through POST /api/v1/event as the admin and returns its EventDetail. Defaults:
 * PUBLISH, OFFLINE in a Jakarta hall, the first category, a NEW group with a unique name, the admin as
 * creator (unless `eventUserId` or `user` is given), tomorrow 19:00 to 22:00 (Jakarta), no quota.
 */
export async function createEvent(
  request: APIRequestContext,
  overrides: EventOverrides = {},
): Promise<EventDetail> {
  const id = uid();
  const start = tomorrowEvening();
  const session = await adminSession(request);
  const body: Record<string, unknown> = {
    eventCreationType: 'NEW',
    name: `Acara E2E ${id}`,
    eventType: 'OFFLINE',
    location: 'Gedung Serbaguna, Jl. Merdeka 86, Jakarta',
    quota: null,
    description: `Acara uji ${id}.`,
    eventCategoryId: overrides.eventCategoryId ?? (await firstCategoryId(request)),
    startDate: eventDateText(start),
    endDate: eventDateText(start + 3 * 3_600_000),
    status: 'PUBLISH',
    imageUrl: null,
    eventGroup: { name: `grup-e2e-${id}`, displayName: `Grup E2E ${id}`, imageUrl: null },
    ...(overrides.user ? {} : { eventUserId: session.currentUser.id }),
    ...overrides,
  };
  let token = session.token;
  const post = () =>
    request.post('/api/v1/event', { data: body, headers: { authorization: `Bearer ${token}` } });
  let res = await post();
  if (res.status() === 401) {
    // The cached token was revoked (a spec changed the admin's password): sign in again once.
    adminSessionCache = undefined;
    token = await adminToken(request);
    res = await post();
  }
  expect(res.status(), await res.text()).toBe(201);
  const created = (await res.json()).result as EventDetail;
  // POST /event always creates a DRAFT (docs/spec-resolutions.md); any other status is set by an edit, as an admin would.
  if (body.status === 'DRAFT') return created;
  const put = await request.put('/api/v1/event', {
    data: { id: created.id, status: body.status },
    headers: { authorization: `Bearer ${token}` },
  });
  expect(put.status(), await put.text()).toBe(200);
  return (await put.json()).result as EventDetail;
}

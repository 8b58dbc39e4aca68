import type { Browser, BrowserContext, Page, Worker } from '@playwright/test';
import { LAUNCH_ARGS, resolveFullChromium } from '../browser.ts';
import { apiLogin, createMember, expect, SHOTS_DIR, signInWithStorage, test, uid } from '../fixtures.ts';

/**
 * Web Push (docs/decisions/030): the service worker turns a push into a notification and a click on it opens
 * the page it names; 'Notifikasi di ponsel' subscribes this device on the server and removes it again, and
 * signing out on the device removes it too. Phones are 390 px wide. Every test owns its member, browser
 * context (so its own service worker and notifications) and waits for states, never for a time.
 */

// A full Chromium: the headless shell the suite runs in never grants notifications (e2e/browser.ts).
test.use({
  serviceWorkers: 'allow',
  launchOptions: { executablePath: resolveFullChromium(), args: LAUNCH_ARGS },
});

const PHONE = { width: 390, height: 844 };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    serviceWorkers: 'allow',
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.35.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  await context.grantPermissions(['notifications']);
  return context;
}

/** Console errors and uncaught exceptions of a page of our own context (the fixture watches only `page`). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    // Chromium logs every 4xx answer (the signed-out page's last calls), as the fixture allows too.
    if (msg.type() === 'error' && !/status of 4\d\d/.test(msg.text())) errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Waits until the service worker is active and controls the page. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/** The context's service worker, as Playwright sees it (to run code in it). */
async function serviceWorkerOf(context: BrowserContext): Promise<Worker> {
  return context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
}

/** The notifications the worker shows now. */
const shown = (page: Page) =>
  page.evaluate(async () => {
    const reg = await navigator.serviceWorker.ready;
    return (await reg.getNotifications()).map((n) => ({ title: n.title, body: n.body, url: n.data?.url }));
  });

test('a push becomes a notification, and its click opens the page it names', async ({ browser, request }) => {
  const member = await createMember(request);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await signInWithStorage(page, member);
  await page.goto('/notifications');
  await expect(page.getByRole('heading', { level: 1, name: 'Notifikasi' })).toBeVisible();
  await controlled(page);

  // No push service is reachable here: the push goes straight to the worker through the DevTools protocol.
  const cdp = await context.newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', (e) => {
      const reg = e.registrations.find((r) => !r.isDeleted && r.scopeURL === `${origin}/`);
      if (reg) resolve(reg.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  const push = async (payload: { title: string; body: string; url: string }) =>
    cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId,
      data: JSON.stringify(payload),
    });

  const body = `Budi membalas komentar Anda ${uid()}`;
  await push({ title: 'Notifikasi baru', body, url: '/about-us' });
  await expect.poll(() => shown(page)).toEqual([{ title: 'Notifikasi baru', body, url: '/about-us' }]);

  // No DevTools method clicks a notification: the worker's own 'notificationclick' handler gets the event
  // the browser would send, for the notification it showed.
  const worker = await serviceWorkerOf(context);
  const click = () =>
    worker.evaluate(async () => {
      // The worker's global scope (the e2e project has no WebWorker typings).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        dispatchEvent(event: Event): boolean;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('no notification');
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
  await click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The clicked notification is closed.
  await expect.poll(() => shown(page)).toEqual([]);

  // A page of another site is never opened: the site's own root instead.
  const foreign = `Tautan luar ${uid()}`;
  const foreignPush = { title: 'Notifikasi baru', body: foreign, url: 'https://contoh.example/phish' };
  await push(foreignPush);
  const bodies = async () => [...new Set((await shown(page)).map((n) => n.body))];
  // On a loaded CI machine a message DevTools handed to the worker right after the navigation was once never
  // shown: after 5 s it is handed again (the same text, so a late first one changes nothing below).
  await expect
    .poll(bodies, { timeout: 5_000 })
    .toEqual([foreign])
    .catch(async () => {
      await push(foreignPush);
      await expect.poll(bodies).toEqual([foreign]);
    });
  await click();
  await expect(page).toHaveURL(`${origin}/`);
  expect(errors).toEqual([]);
  await context.close();
});

/**
 * Headless Chromium here reaches no push service, so `pushManager.subscribe` cannot succeed (it fails, or
 * waits on the network). Only PushManager.prototype.subscribe/getSubscription are replaced, before the app
 * loads, with a subscription whose endpoint is an https address on a domain (e2e runs with
 * NODE_ENV=production, docs/decisions/030) and whose keys have the right lengths; everything else is real:
 * the permission, the worker, the VAPID key, the server's API.
 */
async function stubPushManager(page: Page) {
  await page.addInitScript(() => {
    // Like the browser's, the subscription outlives a reload (kept in this tab's sessionStorage).
    const KEY = 'e2e-push-endpoint';
    const bytes = (n: number, first?: number) => {
      const b = new Uint8Array(n).fill(7);
      if (first !== undefined) b[0] = first;
      return b.buffer;
    };
    const make = (endpoint: string) =>
      ({
        endpoint,
        getKey: (name: string) => (name === 'p256dh' ? bytes(65, 4) : bytes(16)),
        unsubscribe: async () => {
          current = null;
          sessionStorage.removeItem(KEY);
          return true;
        },
      }) as unknown as PushSubscription;
    const kept = sessionStorage.getItem(KEY);
    let current: PushSubscription | null = kept ? make(kept) : null;
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      if (
        !(options?.applicationServerKey instanceof Uint8Array) ||
        options.applicationServerKey.length !== 65
      )
        throw new Error('the VAPID public key is missing');
      if (!current) {
        const endpoint = `https://push.example.test/e2e/${Math.random().toString(36).slice(2)}`;
        sessionStorage.setItem(KEY, endpoint);
        current = make(endpoint);
      }
      return current;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      return current;
    };
  });
}

test("'Notifikasi di ponsel' subscribes this device and removes it; signing out removes it too", async ({
  browser,
  request,
}) => {
  const member = await createMember(request);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await stubPushManager(page);
  await signInWithStorage(page, member);
  await page.goto('/notifications');
  await controlled(page);

  const prefs = async (token = member.token) =>
    (await (await request.get('/api/v1/push/preferences', { headers: bearer(token) })).json()).result;
  const panel = page.getByRole('region', { name: 'Notifikasi di ponsel' });
  // One line on this page (docs/decisions/034): the per-kind choices open under 'Atur jenis'.
  const choices = panel.getByRole('button', { name: 'Atur jenis' });
  await expect(choices).toHaveAttribute('aria-expanded', 'false');
  expect((await panel.boundingBox())?.height).toBeLessThan(130);
  await choices.click();
  await expect(choices).toHaveAttribute('aria-expanded', 'true');
  await expect(panel.getByRole('checkbox', { name: 'Pengingat acara dan iuran' })).toBeChecked();
  const turnOn = panel.getByRole('button', { name: 'Aktifkan notifikasi' });
  // Enabled once the browser said whether this device is subscribed already.
  await expect(turnOn).toBeEnabled();
  await page.screenshot({ path: `${SHOTS_DIR}/web-push-390-off.png`, fullPage: true });
  await turnOn.click();
  await expect(panel.getByText('Aktif di perangkat ini.')).toBeVisible();
  await expect.poll(async () => (await prefs()).devices).toBe(1);
  const endpoint = await page.evaluate(() => sessionStorage.getItem('e2e-push-endpoint'));
  expect(endpoint).toMatch(/^https:\/\/push\.example\.test\/e2e\//);

  // Per kind, kept on the server; after a reload the device is still on (and told to the server again).
  await panel.getByRole('checkbox', { name: 'Balasan dan sebutan' }).uncheck();
  await expect.poll(async () => (await prefs()).replies).toBe(false);
  await page.reload();
  await choices.click();
  await expect(panel.getByRole('checkbox', { name: 'Balasan dan sebutan' })).not.toBeChecked();
  await expect(panel.getByText('Aktif di perangkat ini.')).toBeVisible();
  expect((await prefs()).devices).toBe(1);
  await page.screenshot({ path: `${SHOTS_DIR}/web-push-390-on.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `${SHOTS_DIR}/web-push-1280-on.png`, fullPage: true });
  await page.setViewportSize(PHONE);

  await panel.getByRole('button', { name: 'Matikan di perangkat ini' }).click();
  await expect(turnOn).toBeEnabled();
  await expect.poll(async () => (await prefs()).devices).toBe(0);

  // On again, then 'Keluar Akun' on this phone: the server forgets this device before the session ends.
  await turnOn.click();
  await expect(panel.getByText('Aktif di perangkat ini.')).toBeVisible();
  await expect.poll(async () => (await prefs()).devices).toBe(1);
  await page.getByRole('banner').getByRole('button', { name: 'Buka menu' }).click();
  await page
    .getByRole('menuitem', { name: 'Keluar Akun' })
    .or(page.getByRole('button', { name: 'Keluar Akun' }))
    .click();
  await page
    .getByRole('alertdialog')
    .or(page.getByRole('dialog'))
    .getByRole('button', { name: 'Keluar', exact: true })
    .click();
  await expect(page).toHaveURL(/\/$/);
  const again = await apiLogin(request, member.username, member.password);
  await expect.poll(async () => (await prefs(again.token)).devices).toBe(0);
  expect(errors).toEqual([]);
  await context.close();
});

test("the bell's 'Notifikasi di ponsel' turns push on and off for this phone, by keyboard too", async ({
  browser,
  request,
}) => {
  const member = await createMember(request);
  const context = await phoneContext(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await stubPushManager(page);
  await signInWithStorage(page, member);
  const pushChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/push-settings-[\w-]+\.js$/.test(r.url())) pushChunks.push(r.url());
  });
  await page.goto('/event');
  await controlled(page);
  const prefs = async () =>
    (await (await request.get('/api/v1/push/preferences', { headers: bearer(member.token) })).json()).result;

  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifikasi/ });
  await bell.click();
  const dropdown = page
    .getByRole('region', { name: /^Notifikasi/ })
    .filter({ has: page.getByRole('link', { name: 'Lihat Semua' }) });
  const entry = dropdown.getByRole('button', { name: 'Notifikasi di ponsel' });
  await expect(entry).toHaveAttribute('aria-expanded', 'false');
  // The push code loads only when the member opens it (docs/decisions/034).
  expect(pushChunks).toEqual([]);

  // By keyboard: focus the entry, Enter opens the settings inside the dropdown.
  await entry.focus();
  await page.keyboard.press('Enter');
  await expect(entry).toHaveAttribute('aria-expanded', 'true');
  const panel = dropdown.getByRole('region', { name: 'Notifikasi di ponsel' });
  const turnOn = panel.getByRole('button', { name: 'Aktifkan notifikasi' });
  await expect(turnOn).toBeEnabled();
  expect(pushChunks).toHaveLength(1);
  await page.screenshot({ path: `${SHOTS_DIR}/web-push-bell-390-off.png` });
  await turnOn.click();
  await expect(panel.getByText('Aktif di perangkat ini.')).toBeVisible();
  await expect.poll(async () => (await prefs()).devices).toBe(1);
  await panel.getByRole('button', { name: 'Atur jenis' }).click();
  await expect(panel.getByRole('checkbox', { name: 'Pengumuman acara dan kabar duka' })).toBeChecked();
  await page.screenshot({ path: `${SHOTS_DIR}/web-push-bell-390-on.png` });

  await panel.getByRole('button', { name: 'Matikan di perangkat ini' }).click();
  await expect(turnOn).toBeEnabled();
  await expect.poll(async () => (await prefs()).devices).toBe(0);

  // Escape closes the dropdown and gives focus back to the bell.
  await page.keyboard.press('Escape');
  await expect(bell).toBeFocused();
  await expect(bell).toHaveAttribute('aria-expanded', 'false');
  await page.setViewportSize({ width: 1280, height: 900 });
  await bell.click();
  await dropdown.getByRole('button', { name: 'Notifikasi di ponsel' }).click();
  await expect(dropdown.getByRole('button', { name: 'Aktifkan notifikasi' })).toBeEnabled();
  await page.screenshot({ path: `${SHOTS_DIR}/web-push-bell-1280.png` });
  expect(errors).toEqual([]);
  await context.close();
});

import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test';
import {
  createEvent,
  createMember,
  expect,
  type Member,
  SHOTS_DIR,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/**
 * Installable and offline (docs/decisions/029-installable-app-offline.md): the web app manifest carries the
 * community's name and real icons; the service worker registers, keeps the shell, opens 'Tiket Saya' with the
 * network off once it was seen online, and shows the Indonesian offline page for a page never opened.
 * Phones are 390 px wide. Every test makes its own member and event through the API.
 */

test.use({ serviceWorkers: 'allow' });

const PHONE = { width: 390, height: 844 };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    serviceWorkers: 'allow',
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.33.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
}

/** Console errors but the ones a page without a network is bound to log (its failed API calls). */
function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    if (/ERR_INTERNET_DISCONNECTED|Failed to fetch|status of 4\d\d/.test(text)) return;
    errors.push(text);
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return errors;
}

/** Waits until the service worker controls the page. */
async function controlled(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Whether the worker keeps a copy of `path` (any of its caches); null while the page is being replaced (a
 * navigation destroys the context the question runs in), so `expect.poll` simply asks again.
 */
const kept = (page: Page, path: string) =>
  page
    .evaluate(async (p) => Boolean(await caches.match(new URL(p, location.origin).href)), path)
    .catch((err: Error) => {
      if (/Execution context was destroyed|navigat/i.test(err.message)) return null;
      throw err;
    });

async function join(request: APIRequestContext, member: Member, eventId: number) {
  const res = await request.post('/api/v1/event-participant/register', {
    data: { eventId },
    headers: bearer(member.token),
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('the manifest names the community, its icons load, and every page links it', async ({
  page,
  request,
}) => {
  const res = await request.get('/manifest.webmanifest');
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/manifest+json');
  const manifest = await res.json();
  const community = (await (await request.get('/api/v1/community')).json()).result;
  expect(manifest).toMatchObject({
    name: community.name,
    short_name: community.shortName,
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'id',
    theme_color: '#1e2a5a',
  });
  const sizes = (manifest.icons as { sizes: string; purpose: string }[]).map(
    (i) => `${i.sizes} ${i.purpose}`,
  );
  expect(sizes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons as { src: string; type: string }[]) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toContain(icon.type);
  }
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1e2a5a');
});

test("the worker registers; 'Tiket Saya' opens with the network off once seen; a page never opened shows the offline page", async ({
  browser,
  request,
}) => {
  // Several page loads, a worker install and an offline reload: a slow test's time on a busy machine.
  test.slow();
  const id = uid();
  const member = await createMember(request, { name: `Sari Luring ${id}` });
  const event = await createEvent(request, { name: `Reuni Tanpa Sinyal ${id}` });
  await join(request, member, event.id);

  const context = await phoneContext(browser);
  const phone = await context.newPage();
  const errors = watchErrors(phone);
  await signInWithStorage(phone, member);

  // Online: the event page, then 'Tiket Saya' opened inside the app (no page load of its own).
  await phone.goto(`/event/${event.id}`);
  await controlled(phone);
  await phone.getByRole('region', { name: 'Pendaftaran' }).getByRole('link', { name: 'Tiket Saya' }).click();
  await expect(phone).toHaveURL(new RegExp(`/event/${event.id}/ticket$`));
  const qr = phone.getByRole('img', { name: `Kode QR tiket untuk ${event.name}` });
  await expect(qr).toBeVisible();
  const shortCode = (await phone.getByTestId('ticket-short-code').textContent()) ?? '';
  expect(shortCode).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}$/);
  await expect.poll(() => kept(phone, `/event/${event.id}/ticket`)).toBe(true);
  // The worker took over after the first page had loaded its files: those are kept as well.
  const entry = await phone.evaluate(
    () => (document.querySelector('script[type="module"][src^="/assets/"]') as HTMLScriptElement).src,
  );
  expect(await kept(phone, new URL(entry).pathname)).toBe(true);

  // At the door without signal: the page loads again, the QR and the short code are there.
  await context.setOffline(true);
  await phone.reload();
  await expect(qr).toBeVisible();
  await expect(phone.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(phone.locator('#main').getByText(member.name, { exact: true })).toBeVisible();
  await expect(phone.getByTestId('ticket-short-code')).toHaveText(shortCode);
  await expect(phone.getByText('Anda sedang offline.', { exact: false })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS_DIR}/ticket-offline-390.png`, fullPage: true });

  // A page never opened on this phone: the Indonesian offline page, with a way home.
  await phone.goto('/about-us');
  await expect(phone.getByRole('heading', { level: 1, name: 'Tidak ada koneksi internet' })).toBeVisible();
  await expect(phone.getByRole('link', { name: 'Coba Lagi' })).toBeVisible();
  await phone.screenshot({ path: `${SHOTS_DIR}/offline-page-390.png`, fullPage: true });
  await phone.setViewportSize({ width: 1280, height: 800 });
  await phone.screenshot({ path: `${SHOTS_DIR}/offline-page-1280.png`, fullPage: true });
  await phone.setViewportSize(PHONE);

  // Back online: the same address is the real page again (network first).
  await context.setOffline(false);
  await phone.getByRole('link', { name: 'Coba Lagi' }).click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Tidak ada koneksi internet' })).toHaveCount(0);
  await expect(phone).toHaveURL(/\/about-us\??$/);
  expect(errors).toEqual([]);
  await context.close();
});

test('signing out drops the pages the worker kept', async ({ browser, request }) => {
  test.slow();
  const member = await createMember(request);
  const context = await phoneContext(browser);
  const phone = await context.newPage();
  const errors = watchErrors(phone);
  await signInWithStorage(phone, member);
  await phone.goto('/profile');
  await controlled(phone);
  await expect.poll(() => kept(phone, '/profile')).toBe(true);
  await phone.getByRole('banner').getByRole('button', { name: 'Buka menu' }).click();
  await phone
    .getByRole('menuitem', { name: 'Keluar Akun' })
    .or(phone.getByRole('button', { name: 'Keluar Akun' }))
    .click();
  await phone
    .getByRole('alertdialog')
    .or(phone.getByRole('dialog'))
    .getByRole('button', { name: 'Keluar', exact: true })
    .click();
  // Signing out on a member-only page lands on the landing page (lib/use-session.ts logout): a full
  // navigation, so the worker is asked only once the new page has loaded.
  await expect(phone).toHaveURL(/\/$/);
  await phone.waitForLoadState('load');
  await expect(phone.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true })).toBeVisible();
  await expect.poll(() => kept(phone, '/profile')).toBe(false);
  expect(errors).toEqual([]);
  await context.close();
});

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/** A touch phone (coarse pointer), as the offer needs; `userAgent` for the iPhone case. */
async function touchPhone(browser: Browser, userAgent?: string): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    ...(userAgent ? { userAgent } : {}),
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    serviceWorkers: 'block',
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.34.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
}

test("'Pasang Aplikasi' is offered once on a phone; the member's answer is for good", async ({
  browser,
  request,
}) => {
  const member = await createMember(request);
  const context = await touchPhone(browser);
  const phone = await context.newPage();
  const errors = watchErrors(phone);
  await signInWithStorage(phone, member);
  await phone.goto('/event');
  const offer = phone.getByRole('region', { name: 'Pasang Aplikasi' });
  // Headless Chromium never decides on its own that the app may be installed: the browser's event, as it sends it.
  await phone.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    const seen = window as unknown as { prompted: number };
    seen.prompted = 0;
    event.prompt = async () => {
      seen.prompted += 1;
    };
    event.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(event);
  });
  await expect(offer).toBeVisible();
  await phone.screenshot({ path: `${SHOTS_DIR}/install-offer-390.png` });
  await offer.getByRole('button', { name: 'Pasang' }).click();
  await expect(offer).toHaveCount(0);
  expect(await phone.evaluate(() => (window as unknown as Record<string, number>).prompted)).toBe(1);

  // The browser offers again on the next visit: the member already answered, so nothing is shown.
  await phone.reload();
  await phone.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & Record<string, unknown>;
    event.prompt = async () => undefined;
    event.userChoice = Promise.resolve({ outcome: 'dismissed' });
    window.dispatchEvent(event);
  });
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(errors).toEqual([]);
  await context.close();
});

test("on an iPhone the offer explains 'Tambahkan ke Layar Utama'; closed, it never comes back; visitors never see it", async ({
  browser,
  request,
}) => {
  const member = await createMember(request);
  const context = await touchPhone(browser, IPHONE_UA);
  const phone = await context.newPage();
  const errors = watchErrors(phone);
  // A visitor: nothing.
  await phone.goto('/event');
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Tambahkan ke Layar Utama' })).toHaveCount(0);

  await signInWithStorage(phone, member);
  await phone.goto('/event');
  const offer = phone.getByRole('region', { name: 'Tambahkan ke Layar Utama' });
  await expect(offer).toBeVisible();
  await expect(offer).toContainText('ketuk tombol Bagikan');
  await phone.screenshot({ path: `${SHOTS_DIR}/install-ios-390.png` });
  await offer.getByRole('button', { name: 'Tutup' }).click();
  await expect(offer).toHaveCount(0);
  await phone.reload();
  await expect(phone.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(offer).toHaveCount(0);
  expect(await phone.evaluate(() => localStorage.getItem('alumni86.install-offer'))).toBe('dismissed');
  expect(errors).toEqual([]);
  await context.close();
});

test('no install offer on a computer (1280 px)', async ({ page, request }) => {
  const member = await createMember(request);
  await signInWithStorage(page, member);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/event');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pasang Aplikasi' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Tambahkan ke Layar Utama' })).toHaveCount(0);
});

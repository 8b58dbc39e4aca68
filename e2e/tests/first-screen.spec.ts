import type { Page, Request } from '@playwright/test';
import {
  createEvent,
  createMember,
  expect,
  expectAccessible,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/**
 * Fast on a phone (docs/decisions/010), at 390 px: a visitor's first screen needs no API round trip (the server put the
 * answers into the page, docs/decisions/010), the files come compressed and cached, and the page knows the
 * community's time zone (docs/decisions/012). A member still gets their own answers from the API.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Every API request the page makes from now on. */
function apiRequests(page: Page): Request[] {
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) seen.push(r);
  });
  return seen;
}

test('a visitor’s landing page, event list and about page show their data without asking the API', async ({
  page,
}) => {
  const requests = apiRequests(page);
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Sorotan Alumni 86' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Acara terbaru' }).getByTestId('event-card')).toHaveCount(9);
  await expect(page.getByRole('region', { name: 'Kategori Acara' })).toBeVisible();

  await page.goto('/event');
  await expect(page.getByTestId('event-card').first()).toBeVisible();

  await page.goto('/about-us');
  await expect(page.getByTestId('stat-members').getByTestId('stat-value')).not.toBeEmpty();

  expect(requests.map((r) => r.url())).toEqual([]);
  await expectAccessible(page);
});

test('a visitor’s event page shows the event at once and still counts the view', async ({
  page,
  request,
}) => {
  // Hostile text in the name stays text: it can neither end the page's data element nor run.
  const name = `</script><script>window.__pwned=1</script> Reuni ${uid()}`;
  const event = await createEvent(request, { name });
  const requests = apiRequests(page);
  const ping = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/event/${event.id}`);
  await page.goto(`/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  expect((await ping).status()).toBe(200);
  expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
  // The only call: the event itself, sent after painting so the view counts (docs/spec.md §5).
  expect(requests.map((r) => new URL(r.url()).pathname)).toEqual([`/api/v1/event/${event.id}`]);
  await expectAccessible(page);
});

test('files come brotli-compressed and cached for a year; the page is revalidated and names the zone', async ({
  page,
}) => {
  const scripts: { encoding?: string; cache?: string }[] = [];
  page.on('response', (r) => {
    if (r.request().resourceType() === 'script')
      scripts.push({ encoding: r.headers()['content-encoding'], cache: r.headers()['cache-control'] });
  });
  const doc = await page.goto('/');
  expect(doc?.headers()['cache-control']).toBe('no-cache');
  expect(doc?.headers()['content-encoding']).toBe('br');
  await expect(page.locator('meta[name="alumni:time-zone"]')).toHaveAttribute('content', 'Asia/Jakarta');
  await expect(page.getByRole('region', { name: 'Sorotan Alumni 86' })).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) {
    expect(s.encoding).toBe('br');
    expect(s.cache).toBe('public, max-age=31536000, immutable');
  }
});

test('a signed-in member’s pages still ask the API with their token', async ({ page, request }) => {
  const member = await createMember(request);
  await signInWithStorage(page, member);
  const eventsCall = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/api/v1/event' && r.method() === 'GET',
  );
  await page.goto('/');
  expect((await eventsCall).headers().authorization).toBe(`Bearer ${member.token}`);
  await expect(page.getByRole('list', { name: 'Acara terbaru' }).getByTestId('event-card')).toHaveCount(9);
});

test('the first screens are in the HTML: a visitor sees them before any JavaScript runs', async ({
  browser,
  request,
  baseURL,
}) => {
  // docs/decisions/019: the server renders the page with the web's own components.
  const name = `Temu Kangen <b>${uid()}</b>`;
  const event = await createEvent(request, { name });
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Sorotan Alumni 86' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Acara terbaru' }).getByTestId('event-card')).toHaveCount(9);
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);

    await page.goto('/event');
    await expect(page.getByTestId('event-card').first()).toBeVisible();

    await page.goto(`/event/${event.id}`);
    // User text stays text in the server's markup too.
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.locator('h1 b')).toHaveCount(0);

    await page.goto('/about-us');
    await expect(page.getByTestId('stat-members').getByTestId('stat-value')).not.toBeEmpty();
  } finally {
    await context.close();
  }
});

test('the app takes over the server’s page without a flash: the same elements stay', async ({ page }) => {
  await page.goto('/');
  const hero = page.locator('img[fetchpriority="high"]');
  await expect(hero).toHaveCount(1);
  // Mark the server's element; once the app runs (pointing at the carousel pauses it: a script's doing), it is
  // still that element: the app rendered over the server's page instead of replacing it.
  await hero.evaluate((img) => img.setAttribute('data-from-server', 'yes'));
  const carousel = page.getByRole('region', { name: 'Sorotan Alumni 86' });
  await carousel.hover();
  await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  await expect(page.locator('img[data-from-server="yes"]')).toHaveCount(1);
});

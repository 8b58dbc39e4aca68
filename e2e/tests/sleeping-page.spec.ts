import type { BrowserContext, Page } from '@playwright/test';
import { createEvent, createMember, expect, signInWithStorage, test, uid } from '../fixtures.ts';

/**
 * A visitor's server-rendered page sleeps until its first touch (docs/decisions/037-pages-wake-on-touch.md), at
 * 390 px: it runs only its small entry script while it loads; its links work; a tap on a button, or a search sent
 * before the app is there, is held and done once the app has adopted the page; the event page's view counts
 * without the app; the landing page's carousel turns while it sleeps, and the app goes on from there.
 *
 * The suite's `page` fixture touches every page it opens (e2e/fixtures.ts settlesAfterLoads); these tests open
 * their pages untouched, in a tab of their own.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

/** An untouched tab, failing the test on a console error or an uncaught exception, as the fixture does. */
async function untouchedTab(
  context: BrowserContext,
): Promise<{ tab: Page; scripts: string[]; errors: string[] }> {
  const tab = await context.newPage();
  const scripts: string[] = [];
  const errors: string[] = [];
  tab.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  tab.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  tab.on('pageerror', (e) => errors.push(String(e)));
  return { tab, scripts, errors };
}

const asleep = (tab: Page) => tab.locator('html[data-hydrating]');
const awake = (tab: Page) => tab.locator('html:not([data-hydrating])');

test('the event list sleeps with one small script, and its links work before the app', async ({
  context,
}) => {
  const { tab, scripts, errors } = await untouchedTab(context);
  await tab.goto('/event', { waitUntil: 'load' });
  await expect(tab.getByTestId('event-card').first()).toBeVisible();
  // Loaded and painted, still asleep: only the entry script ran (no app, no route code).
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  await expect(asleep(tab)).toHaveCount(1);
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  // The entry is async (apps/web/build-plugins.ts asyncEntry): the page's first layout never waits behind it.
  await expect(tab.locator('script[type="module"][async][src^="/assets/index-"]')).toHaveCount(1);

  // A card is a link: it opens the event's page (the server renders it).
  const card = tab.getByTestId('event-card').first();
  const name = (await card.getByRole('heading').first().textContent())?.trim() ?? '';
  await card.getByRole('link').first().click();
  await expect(tab).toHaveURL(/\/event\/\d+$/);
  await expect(tab.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a tap on the menu before the app is there opens it once the app has woken', async ({ context }) => {
  const { tab, errors } = await untouchedTab(context);
  await tab.goto('/event', { waitUntil: 'load' });
  await expect(asleep(tab)).toHaveCount(1);
  // The first tap wakes the app; it is held, then done on the same button.
  await tab.getByRole('button', { name: 'Buka menu' }).tap();
  await expect(awake(tab)).toHaveCount(1);
  await expect(tab.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test("a member's tap on the menu while the app is still starting opens it once the app is there", async ({
  context,
  request,
}) => {
  const member = await createMember(request);
  const { tab, errors } = await untouchedTab(context);
  await signInWithStorage(tab, member);
  // The app's code is held back until the tap is made: the page is still the server's when it is tapped.
  let letAppIn = () => {};
  const appHeld = new Promise<void>((resolve) => {
    letAppIn = resolve;
  });
  await tab.route(/\/assets\/boot-[\w-]+\.js$/, async (route) => {
    await appHeld;
    await route.continue();
  });
  await tab.goto('/event', { waitUntil: 'domcontentloaded' });
  await expect(asleep(tab)).toHaveCount(1);
  await tab.getByRole('button', { name: 'Buka menu' }).tap();
  letAppIn();
  await expect(awake(tab)).toHaveCount(1);
  await expect(tab.getByRole('button', { name: 'Buka menu' })).toHaveAttribute('aria-expanded', 'true');
  await expect(tab.getByRole('link', { name: 'Cari Teman' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a search typed and sent before the app is there searches for what was typed', async ({
  context,
  request,
}) => {
  const word = `Tidur${uid()}`;
  const event = await createEvent(request, { name: `Reuni ${word}` });
  const { tab, errors } = await untouchedTab(context);
  await tab.goto('/event', { waitUntil: 'load' });
  await expect(asleep(tab)).toHaveCount(1);
  const field = tab.getByRole('searchbox');
  await field.fill(word);
  await field.press('Enter');
  await expect(awake(tab)).toHaveCount(1);
  await expect(tab).toHaveURL(new RegExp(`[?&]q=${word}$`));
  await expect(tab.getByTestId('event-card')).toHaveCount(1);
  await expect(tab.getByTestId('event-card').getByRole('heading', { name: event.name })).toBeVisible();
  await expect(field).toHaveValue(word);
  expect(errors).toEqual([]);
});

test('the event page counts the view while it sleeps', async ({ context, request }) => {
  const event = await createEvent(request, { name: `Reuni Tanpa Sentuh ${uid()}` });
  const { tab, errors } = await untouchedTab(context);
  const view = tab.waitForResponse((r) => new URL(r.url()).pathname === `/api/v1/event/${event.id}`);
  await tab.goto(`/event/${event.id}`, { waitUntil: 'load' });
  await expect(tab.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  expect((await view).status()).toBe(200);
  await expect(asleep(tab)).toHaveCount(1);
  await expect
    .poll(async () => {
      const res = await request.get(`/api/v1/event/${event.id}`);
      return ((await res.json()) as { result: { totalViewer: number } }).result.totalViewer;
    })
    .toBeGreaterThanOrEqual(1);
  expect(errors).toEqual([]);
});

test('the landing page turns its carousel while asleep, and the app goes on from the slide it reached', async ({
  context,
}) => {
  const { tab, scripts, errors } = await untouchedTab(context);
  await tab.goto('/', { waitUntil: 'load' });
  const hero = tab.getByRole('region', { name: 'Sorotan Alumni 86' });
  await expect(hero).toBeVisible();
  const slides = hero.locator('[aria-roledescription="slide"]');
  const total = await slides.count();
  test.skip(total < 2, 'the seed has one hero banner: nothing turns');
  await expect(hero).toHaveAttribute('data-turn-every', '2500');
  // No touch: the small entry turns the slides every 2.5 s, and the page stays asleep with its one script.
  await expect(slides.nth(1)).not.toHaveAttribute('inert', { timeout: 10_000 });
  await expect(slides.nth(0)).toHaveAttribute('inert');
  await expect(asleep(tab)).toHaveCount(1);
  expect(scripts).toHaveLength(1);
  // A tap on 'Jeda putar otomatis' right after that turn wakes the app; the tap is held and done by the app, so
  // nothing turns after it and the slide in front stays the one the sleeping page had reached.
  await hero.getByRole('button', { name: 'Jeda putar otomatis' }).click();
  await expect(awake(tab)).toHaveCount(1);
  await expect(hero.getByRole('button', { name: 'Putar otomatis' })).toBeVisible();
  const front = slides.and(tab.locator(':not([inert])'));
  await expect(front).toHaveCount(1);
  const reached = Number((await front.getAttribute('aria-label'))?.split(' ')[0]);
  expect(reached).toBeGreaterThan(1);
  await expect(hero.locator('button[aria-current="true"]')).toHaveAttribute(
    'aria-label',
    `Tampilkan slide ${reached}`,
  );
  // The slide in front is the one on screen: the app's carousel took over the position, it did not jump back.
  const box = await front.boundingBox();
  const frame = await hero.boundingBox();
  expect(Math.round(box?.x ?? -1)).toBe(Math.round(frame?.x ?? -2));
  expect(errors).toEqual([]);
});

test.describe('with reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('a tap on the hero’s ‘Berikutnya’ before the app is there shows the next slide once it has woken', async ({
    context,
  }) => {
    const { tab, errors } = await untouchedTab(context);
    await tab.goto('/', { waitUntil: 'load' });
    const hero = tab.getByRole('region', { name: 'Sorotan Alumni 86' });
    const slides = hero.locator('[aria-roledescription="slide"]');
    test.skip((await slides.count()) < 2, 'the seed has one hero banner: nothing to move to');
    // The carousel loops, so its buttons are open from the server's page on; the tap wakes the app and is held.
    const next = hero.getByRole('button', { name: 'Berikutnya' });
    await expect(next).toBeEnabled();
    await next.click();
    await expect(awake(tab)).toHaveCount(1);
    await expect(slides.nth(1)).not.toHaveAttribute('inert');
    await expect(slides.nth(0)).toHaveAttribute('inert');
    await expect(hero.locator('button[aria-current="true"]')).toHaveAttribute(
      'aria-label',
      'Tampilkan slide 2',
    );
    expect(errors).toEqual([]);
  });

  test('the landing page stays asleep: nothing turns by itself', async ({ context }) => {
    const { tab, scripts, errors } = await untouchedTab(context);
    // The page's clock is the test's: running it past the carousel's 2.5 s fires whatever was due by then.
    await tab.clock.install();
    await tab.goto('/', { waitUntil: 'load' });
    await expect(tab.getByRole('region', { name: 'Sorotan Alumni 86' })).toBeVisible();
    await tab.clock.runFor(10_000);
    await expect(asleep(tab)).toHaveCount(1);
    expect(scripts).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

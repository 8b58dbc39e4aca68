import type { Locator, Page, Response } from '@playwright/test';
import { HOME_TEXT } from '../../apps/web/src/features/landing/home-text.ts';
import {
  apiLogin,
  createMember,
  expect,
  expectAccessible,
  signInWithStorage,
  test,
  withoutPageData,
} from '../fixtures.ts';

/** The landing page '/' (docs/spec.md §2): hero carousel, greeting, profile card, latest events, categories, gallery. */

interface Banner {
  id: number;
  bannerType: 'BANNER_HOME' | 'BANNER_EVENT';
  name: string | null;
  redirectUrl: string | null;
}
interface EventItem {
  id: number;
  name: string;
}
interface Category {
  id: number;
  displayName: string;
}

const isGet = (path: string) => (r: Response) =>
  r.request().method() === 'GET' && new URL(r.url()).pathname === path;
const bannerResponse = (type: 'HEROES' | 'GALLERY') => (r: Response) =>
  isGet('/api/v1/banner')(r) && new URL(r.url()).searchParams.get('type') === type;

/**
 * Opens '/' and returns what the page itself received, so assertions never race other tests' data. The
 * server's first-screen answers are left out so the page asks for them (first-screen.spec.ts covers them).
 */
async function openLanding(page: Page) {
  await withoutPageData(page);
  const heroes = page.waitForResponse(bannerResponse('HEROES'));
  const gallery = page.waitForResponse(bannerResponse('GALLERY'));
  const events = page.waitForResponse(isGet('/api/v1/event'));
  const categories = page.waitForResponse(isGet('/api/v1/event-category'));
  await page.goto('/');
  const datas = async <T>(r: Promise<Response>) => {
    const res = await r;
    expect(res.status()).toBe(200);
    return (await res.json()).result.datas as T[];
  };
  return {
    heroes: await datas<Banner>(heroes),
    gallery: await datas<Banner>(gallery),
    events: await datas<EventItem>(events),
    eventsUrl: new URL((await events).url()),
    categories: await datas<Category>(categories),
  };
}

/** A route matcher for exactly this API path (any query). */
const api = (path: string) => (url: URL) => url.pathname === path;

const hero = (page: Page) => page.getByRole('region', { name: 'Sorotan Alumni 86' });
const slide = (carousel: Locator, n: number, total: number) =>
  carousel.locator(`[aria-roledescription="slide"][aria-label="${n} dari ${total}"]`);

/** The 1-based position the carousel's dots mark as current. */
async function activeSlide(carousel: Locator): Promise<number> {
  const label = await carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
  return Number(label?.match(/\d+$/)?.[0]);
}

test('a visitor sees the hero carousel, the 9 latest events, 6 categories, the gallery and the invitation', async ({
  page,
}) => {
  const data = await openLanding(page);
  await expect(page).toHaveTitle('Beranda · Alumni 86');

  // Hero: one slide per HEROES banner, the home banner with the logo, 'Visi' and 'Misi'.
  const carousel = hero(page);
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  const total = data.heroes.length;
  expect(total).toBeGreaterThan(1);
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(total);
  const homeIndex = data.heroes.findIndex((b) => b.bannerType === 'BANNER_HOME');
  expect(homeIndex).toBeGreaterThanOrEqual(0);
  const home = slide(carousel, homeIndex + 1, total);
  await expect(home.locator('img[alt="Logo Alumni 86"]')).toHaveCount(1);
  await expect(home.getByText('Visi', { exact: true })).toHaveCount(1);
  await expect(home.getByText('Misi', { exact: true })).toHaveCount(1);
  // Every event banner links to its event with 'Lihat Acara'.
  for (const [i, b] of data.heroes.entries()) {
    if (b.bannerType === 'BANNER_HOME' || !b.redirectUrl) continue;
    await expect(slide(carousel, i + 1, total).locator(`a[href="/event/${b.redirectUrl}"]`)).toHaveText(
      'Lihat Acara',
    );
  }

  // 'Acara Terbaru': offset 1, limit 9, the cards in the order the server sent them.
  expect(data.eventsUrl.searchParams.get('offset')).toBe('1');
  expect(data.eventsUrl.searchParams.get('limit')).toBe('9');
  expect(data.events).toHaveLength(9);
  const latest = page.getByRole('list', { name: 'Acara terbaru' });
  await expect(latest.getByTestId('event-card')).toHaveCount(9);
  const names = await latest
    .getByRole('heading', { level: 3 })
    .evaluateAll((hs) => hs.map((h) => h.getAttribute('title')));
  expect(names).toEqual(data.events.map((e) => e.name));
  await expect(
    page.getByRole('region', { name: 'Acara Terbaru' }).getByRole('link', { name: 'Lihat semua acara' }),
  ).toHaveAttribute('href', '/event');

  // 'Kategori Acara': the first 6 categories, each opening /event?s={id}, and 'Lihat Semua'.
  const categories = page.getByRole('region', { name: 'Kategori Acara' });
  const tiles = categories.getByRole('listitem').getByRole('link');
  await expect(tiles).toHaveCount(6);
  for (const [i, c] of data.categories.slice(0, 6).entries()) {
    await expect(tiles.nth(i)).toHaveAttribute('href', `/event?s=${c.id}`);
    await expect(tiles.nth(i)).toContainText(c.displayName);
    await expect(tiles.nth(i)).toContainText(/\d+ acara/);
  }
  await expect(categories.getByRole('link', { name: 'Lihat semua kategori acara' })).toHaveAttribute(
    'href',
    '/event',
  );

  // 'Galeri Acara': a picture with its caption per GALLERY banner, moved by hand.
  const gallery = page.getByRole('region', { name: 'Foto kenangan acara' });
  await expect(gallery).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(gallery.locator('figure')).toHaveCount(data.gallery.length);
  await expect(gallery.locator('figcaption').first()).toContainText(data.gallery[0]?.name ?? '');
  await expect(gallery.getByRole('button', { name: /putar otomatis/i })).toHaveCount(0);
  await gallery.getByRole('button', { name: 'Berikutnya' }).click();
  await expect.poll(() => activeSlide(gallery)).toBe(2);

  // The invitation to join, for visitors only.
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Daftar Anggota' })).toHaveAttribute('href', '/register');
  await expect(main.getByRole('link', { name: 'Masuk', exact: true })).toHaveAttribute('href', '/login');
  await expect(main.getByText(/^Halo, /)).toHaveCount(0);
  await expectAccessible(page);
});

test('the hero moves with Berikutnya and Sebelumnya, loops, and by itself every 2.5 s', async ({ page }) => {
  const { heroes } = await openLanding(page);
  const total = heroes.length;
  const carousel = hero(page);
  const slides = carousel.locator('[aria-live]');

  // Pointing at the carousel pauses it (aria-live turns polite), so the buttons alone move it.
  await carousel.hover();
  await expect(slides).toHaveAttribute('aria-live', 'polite');
  const start = await activeSlide(carousel);
  const next = carousel.getByRole('button', { name: 'Berikutnya' });
  const previous = carousel.getByRole('button', { name: 'Sebelumnya' });

  await next.click();
  const after = (start % total) + 1;
  await expect.poll(() => activeSlide(carousel)).toBe(after);
  await expect(slide(carousel, after, total)).toBeInViewport({ ratio: 0.9 });
  await expect(slide(carousel, after, total)).not.toHaveAttribute('inert');
  await expect(slide(carousel, start, total)).toHaveAttribute('inert');

  await previous.click();
  await expect.poll(() => activeSlide(carousel)).toBe(start);

  // From the first slide, 'Sebelumnya' loops round to the last.
  await carousel.getByRole('button', { name: 'Tampilkan slide 1' }).click();
  await expect.poll(() => activeSlide(carousel)).toBe(1);
  await previous.click();
  await expect.poll(() => activeSlide(carousel)).toBe(total);
  await expectAccessible(page);

  // Away from the carousel (mouse out, focus out) it plays again: aria-live off, and it moves on alone.
  await page.mouse.move(5, 700);
  await page.getByRole('heading', { name: 'Acara Terbaru' }).click();
  await expect(slides).toHaveAttribute('aria-live', 'off');
  const before = await activeSlide(carousel);
  await expect.poll(() => activeSlide(carousel), { timeout: 6_000 }).toBe((before % total) + 1);

  // A hidden tab (another app in front, screen off) pauses it; back in front it plays again.
  const setHidden = (hidden: boolean) =>
    page.evaluate((h) => {
      Object.defineProperty(document, 'visibilityState', {
        configurable: true,
        get: () => (h ? 'hidden' : 'visible'),
      });
      document.dispatchEvent(new Event('visibilitychange'));
    }, hidden);
  await setHidden(true);
  await expect(slides).toHaveAttribute('aria-live', 'polite');
  await setHidden(false);
  await expect(slides).toHaveAttribute('aria-live', 'off');

  // The pause button stops it: the live region turns polite and stays so.
  await carousel.getByRole('button', { name: 'Jeda putar otomatis' }).click();
  await expect(carousel.getByRole('button', { name: 'Putar otomatis' })).toBeVisible();
  await page.mouse.move(5, 700);
  await page.getByRole('heading', { name: 'Acara Terbaru' }).click();
  await expect(slides).toHaveAttribute('aria-live', 'polite');
});

test('with reduced motion the hero never moves by itself but the buttons still work', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { heroes } = await openLanding(page);
  const carousel = hero(page);
  await expect(carousel.locator('[aria-roledescription="slide"]')).toHaveCount(heroes.length);
  await expect.poll(() => activeSlide(carousel)).toBe(1);
  await expect(carousel.locator('[aria-live]')).toHaveAttribute('aria-live', 'polite');
  await expect(carousel.getByRole('button', { name: /putar otomatis/i })).toHaveCount(0);
  await page.mouse.move(5, 700);

  // The one place a time window is inherent: autoplay would have moved it at 2.5 s; watch it for 4 s.
  const seen = new Set<number>();
  const startedAt = Date.now();
  await expect
    .poll(
      async () => {
        seen.add(await activeSlide(carousel));
        return Date.now() - startedAt;
      },
      { timeout: 6_000, intervals: [250] },
    )
    .toBeGreaterThan(4_000);
  expect([...seen]).toEqual([1]);

  await carousel.getByRole('button', { name: 'Berikutnya' }).click();
  await expect.poll(() => activeSlide(carousel)).toBe(2);
  await expectAccessible(page);
});

test('a category tile opens the event list filtered by that category', async ({ page }) => {
  const { categories } = await openLanding(page);
  const target = categories[1] ?? categories[0];
  if (!target) throw new Error('the demo seed has categories');
  await page
    .getByRole('region', { name: 'Kategori Acara' })
    .getByRole('listitem')
    .getByRole('link', { name: new RegExp(`^${target.displayName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
    .click();
  await expect(page).toHaveURL(`/event?s=${target.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.displayName);
  await expectAccessible(page);
});

test('a new member sees the greeting and the Lengkapi Profil Anda card, and no invitation', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  expect(member.currentUser.isProfileComplete).toBe(false);
  await signInWithStorage(page, member);
  const fresh = page.waitForResponse(isGet('/api/v1/current-user'));
  await page.goto('/');

  const main = page.getByRole('main');
  await expect(main.getByText(`Halo, ${member.name}`)).toBeVisible();
  // Never signed in before registering: a welcome line instead of 'Terakhir masuk'.
  await expect(main.getByText(HOME_TEXT.firstVisit('Alumni 86'))).toBeVisible();
  await expect(main.getByText(/Terakhir masuk/)).toHaveCount(0);
  expect((await fresh).status()).toBe(200);

  const card = page.getByRole('region', { name: 'Lengkapi Profil Anda' });
  await expect(card).toBeVisible();
  await expect(main.getByRole('link', { name: 'Daftar Anggota' })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Acara terbaru' }).getByTestId('event-card')).toHaveCount(9);
  await expectAccessible(page);

  await card.getByRole('link', { name: /Lengkapi Sekarang/ }).click();
  await expect(page).toHaveURL('/profile');
});

test('a returning member with a complete profile sees the last sign-in and no profile card', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const save = await request.put('/api/v1/user', {
    headers: { authorization: `Bearer ${member.token}` },
    data: {
      name: member.name,
      nickname: 'Budi',
      phoneNumber: '+62 812-8600-1986',
      address: 'Jl. Braga No. 86, Bandung',
      highSchool: 'SMA Negeri 1 Bandung',
      occupation: 'Wiraswasta',
      about: 'Alumni angkatan 1986.',
    },
  });
  expect(save.status(), await save.text()).toBe(200);
  await apiLogin(request, member.username, member.password);
  // The second sign-in reports the first one as 'Terakhir masuk'; its stored copy still says incomplete.
  const session = await apiLogin(request, member.username, member.password);
  expect(session.currentUser.lastLogin).not.toBeNull();
  await signInWithStorage(page, {
    ...session,
    currentUser: { ...session.currentUser, isProfileComplete: false },
  });

  const fresh = page.waitForResponse(isGet('/api/v1/current-user'));
  await page.goto('/');
  const main = page.getByRole('main');
  await expect(main.getByText(`Halo, ${member.name}`)).toBeVisible();
  await expect(main.getByText(/^Terakhir masuk: \S+, \d{1,2} \S+ \d{4} · \d{2}\.\d{2} WIB$/)).toBeVisible();
  expect((await (await fresh).json()).result.isProfileComplete).toBe(true);
  // The fresh answer wins over the stale session copy.
  await expect(page.getByRole('region', { name: 'Lengkapi Profil Anda' })).toHaveCount(0);
  await expectAccessible(page);
});

test('sections step aside or say so briefly when their data fails to load', async ({ page }) => {
  const refuse = {
    status: 404,
    contentType: 'application/json',
    body: '{"message":"Tidak ada.","code":"NOT_FOUND"}',
  };
  const events = api('/api/v1/event');
  await withoutPageData(page);
  await page.route(api('/api/v1/banner'), (route) => route.fulfill(refuse));
  await page.route(api('/api/v1/event-category'), (route) => route.fulfill(refuse));
  // The gallery's other source, the committee's picked album photos (docs/decisions/032-event-album.md).
  await page.route(api('/api/v1/album/picked'), (route) => route.fulfill(refuse));
  await page.route(events, (route) => route.fulfill(refuse));
  await page.goto('/');

  await expect(page.getByRole('alert').filter({ hasText: 'Acara terbaru belum dapat dimuat' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Coba Lagi' })).toBeVisible();
  await expect(hero(page)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Kategori Acara' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Galeri Acara' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: 'Daftar Anggota' })).toBeVisible();

  // Once the server answers again, 'Coba Lagi' brings the events back.
  await page.unroute(events);
  await page.getByRole('button', { name: 'Coba Lagi' }).click();
  await expect(page.getByRole('list', { name: 'Acara terbaru' }).getByTestId('event-card')).toHaveCount(9);
  await expectAccessible(page);
});

test('while loading, each section shows its skeleton', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await withoutPageData(page);
  for (const path of ['/api/v1/banner', '/api/v1/event-category', '/api/v1/event']) {
    await page.route(api(path), async (route) => {
      await held;
      await route.continue();
    });
  }
  await page.goto('/');
  await expect(page.getByRole('status', { name: HOME_TEXT.hero.loading })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Memuat acara…' })).toBeVisible();
  await expect(page.getByRole('status', { name: HOME_TEXT.categories.loading })).toBeVisible();
  await expect(page.getByRole('status', { name: HOME_TEXT.gallery.loading })).toBeVisible();
  release();
  await expect(hero(page)).toBeVisible();
  await expect(page.getByRole('status', { name: HOME_TEXT.hero.loading })).toHaveCount(0);
  await expect(page.getByRole('list', { name: 'Acara terbaru' }).getByTestId('event-card')).toHaveCount(9);
});

import type { Page, Response } from '@playwright/test';
import { ABOUT_TEXT } from '../../apps/web/src/features/about/about-text.ts';
import {
  createMember,
  expect,
  expectAccessible,
  signInWithStorage,
  test,
  withoutPageData,
} from '../fixtures.ts';

/** The about page '/about-us' and '/about' (docs/spec.md §2): mission, stats, history, join call-to-action. */

interface Stats {
  members: number;
  events: number;
  yearsActive: number;
}

const isStats = (r: Response) =>
  r.request().method() === 'GET' && new URL(r.url()).pathname === '/api/v1/stats';

/** Opens the page and returns the stats the page itself received (other tests add members meanwhile). */
async function openAbout(page: Page, path = '/about-us'): Promise<Stats> {
  // The page asks for the numbers itself (the server's first-screen answer: first-screen.spec.ts).
  await withoutPageData(page);
  const response = page.waitForResponse(isStats);
  await page.goto(path);
  const res = await response;
  expect(res.status()).toBe(200);
  return (await res.json()).result as Stats;
}

const figure = (page: Page, key: 'members' | 'events' | 'years') => page.getByTestId(`stat-${key}`);
const value = (page: Page, key: 'members' | 'events' | 'years') =>
  figure(page, key).getByTestId('stat-value');
const idNumber = (n: number) => n.toLocaleString('id-ID');

test('a visitor reads the mission, the numbers from GET /stats, the history and the invitation', async ({
  page,
}) => {
  const stats = await openAbout(page);
  await expect(page).toHaveTitle('Tentang Kami · Alumni 86');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();

  // Years active = this year in Jakarta - 2011 (docs/spec.md §9), and the figures exactly as served.
  const year = Number(
    new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Jakarta', year: 'numeric' }).format(),
  );
  expect(stats.yearsActive).toBe(year - 2011);
  expect(stats.members).toBeGreaterThan(0);
  expect(stats.events).toBeGreaterThan(0);
  await expect(value(page, 'members')).toHaveText(idNumber(stats.members));
  await expect(value(page, 'events')).toHaveText(idNumber(stats.events));
  await expect(value(page, 'years')).toHaveText(String(stats.yearsActive));
  await expect(figure(page, 'members')).toContainText('Anggota');
  await expect(figure(page, 'events')).toContainText('Acara');
  await expect(figure(page, 'years')).toContainText('Tahun Aktif');

  await expect(page.getByRole('heading', { name: 'Misi', exact: true })).toBeVisible();
  // The demo community's mission points (community settings written by the demo seed, docs/decisions/021).
  for (const point of [
    'Mempererat persaudaraan lewat reuni dan kegiatan rutin.',
    'Saling membantu dalam kesehatan, usaha, dan pendidikan.',
    'Berbagi untuk almamater dan masyarakat.',
  ])
    await expect(page.getByText(point)).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Perjalanan Kami' })).toBeVisible();
  await expect(page.getByText('1983–1986')).toBeVisible();
  await expect(page.getByText('2011', { exact: true })).toBeVisible();

  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Daftar Anggota' })).toHaveAttribute('href', '/register');
  await expect(main.getByRole('link', { name: 'Masuk', exact: true })).toHaveAttribute('href', '/login');
  await expectAccessible(page);

  await main.getByRole('link', { name: 'Daftar Anggota' }).click();
  await expect(page).toHaveURL('/register');
});

test('/about opens the same page', async ({ page }) => {
  const stats = await openAbout(page, '/about');
  await expect(page).toHaveURL('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'Tentang Kami' })).toBeVisible();
  await expect(value(page, 'years')).toHaveText(String(stats.yearsActive));
  await expectAccessible(page);
});

test('a signed-in member sees the numbers but no invitation to join', async ({ page, request }) => {
  const member = await createMember(request);
  await signInWithStorage(page, member);
  const stats = await openAbout(page);
  await expect(value(page, 'members')).toHaveText(idNumber(stats.members));
  await expect(page.getByRole('banner').getByText(member.name).first()).toBeVisible();
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Daftar Anggota' })).toHaveCount(0);
  await expect(main.getByRole('link', { name: 'Masuk', exact: true })).toHaveCount(0);
  await expect(main.getByRole('heading', { name: ABOUT_TEXT.join.title })).toHaveCount(0);
  await expectAccessible(page);
});

test('the numbers show a skeleton while loading and a short message when they fail', async ({ page }) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const stats = (url: URL) => url.pathname === '/api/v1/stats';
  await withoutPageData(page);
  await page.route(stats, async (route) => {
    await held;
    await route.fulfill({
      status: 404,
      contentType: 'application/json',
      body: '{"message":"Tidak ada.","code":"NOT_FOUND"}',
    });
  });
  await page.goto('/about-us');
  await expect(page.getByRole('status').filter({ hasText: ABOUT_TEXT.stats.loading })).toHaveCount(1);
  await expect(figure(page, 'members')).toBeVisible();
  release();
  await expect(page.getByText(ABOUT_TEXT.stats.failed)).toBeVisible();
  await expect(figure(page, 'members')).toHaveCount(0);
  // The rest of the page does not depend on the numbers.
  await expect(page.getByRole('heading', { level: 2, name: 'Perjalanan Kami' })).toBeVisible();
  await expectAccessible(page);
});

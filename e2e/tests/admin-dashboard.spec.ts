import type { APIRequestContext, Locator } from '@playwright/test';
import {
  ADMIN,
  apiLogin,
  createEvent,
  createMember,
  expect,
  expectAccessible,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

// The totals and the activity count are global: the tests of this file run one after another so one
// test's member or event never lands between another's API read and its page.
test.describe.configure({ mode: 'serial' });

const idNumber = (n: number) => new Intl.NumberFormat('id-ID').format(n);

async function adminGet<T>(request: APIRequestContext, token: string, path: string): Promise<T> {
  const res = await request.get(path, { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result as T;
}

interface TotalFigure {
  total: number;
  percentageValue: number;
  newThisMonth: number;
  trend: number[];
}
interface ComparedUsers {
  year: number;
  comparedUsers: { month: number; label: string; activeUser: number; inactiveUser: number }[];
}
interface ActivitySummary {
  total: number;
  latest: { activityInfo: string }[];
}

/** docs/spec.md §9 wording of the change versus last month: the total's growth (docs/decisions/022). */
function trendLabel(pct: number): string {
  if (pct === 0) return 'Sama dari bulan lalu';
  const abs = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 }).format(Math.abs(pct));
  return `Total ${pct < 0 ? '-' : '+'}${abs}% dari bulan lalu`;
}

/** The figure and its label say the same thing: the total's growth since the end of last month. */
function expectGrowthOfTotal(f: TotalFigure) {
  const [lastMonth = 0, thisMonth = 0] = f.trend.slice(-2);
  expect(thisMonth - lastMonth).toBe(f.newThisMonth);
  const growth =
    lastMonth === 0
      ? thisMonth > 0
        ? 100
        : 0
      : Math.round(((thisMonth - lastMonth) / lastMonth) * 1000) / 10;
  expect(f.percentageValue).toBe(growth);
}

/**
 * The figures are global and other spec files add members, events, sign-ins and activity at the same time,
 * so each check compares the page with the answer the page itself received, never with an earlier read.
 */
function pageAnswer<T>(page: import('@playwright/test').Page, path: string): Promise<T> {
  return page
    .waitForResponse((r) => new URL(r.url()).pathname + new URL(r.url()).search === path && r.ok())
    .then(async (r) => (await r.json()).result as T);
}

async function signInAsAdmin(page: import('@playwright/test').Page, request: APIRequestContext) {
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  await signInWithStorage(page, admin);
  return admin.token;
}

/** The rows of the chart's data table as 'Jan' + active + inactive, the way their text reads. */
async function expectTableRows(table: Locator, data: ComparedUsers) {
  await expect(table.locator('tbody tr')).toHaveText(
    data.comparedUsers.map((m) => `${m.label}${idNumber(m.activeUser)}${idNumber(m.inactiveUser)}`),
  );
}

test('Total User matches the API and goes up with a new member', async ({ page, request }) => {
  const token = await signInAsAdmin(page, request);
  const usersAnswer = pageAnswer<TotalFigure>(page, '/api/v1/dashboard/total-user');
  const eventsAnswer = pageAnswer<TotalFigure>(page, '/api/v1/dashboard/total-event');
  await page.goto('/admin');
  const before = await usersAnswer;
  const events = await eventsAnswer;
  await expect(page.getByRole('heading', { level: 1, name: 'Beranda' })).toBeVisible();
  const users = page.getByRole('region', { name: 'Total User' });
  await expect(users.getByTestId('total-value')).toHaveText(idNumber(before.total));
  await expect(users.getByText(trendLabel(before.percentageValue))).toBeVisible();
  expectGrowthOfTotal(before);
  await expect(users.getByTestId('total-new')).toHaveText(
    `${idNumber(before.newThisMonth)} anggota baru bulan ini`,
  );
  // The trend line is decorative; its figures are read out as text.
  await expect(users.getByText(/^Tren 6 bulan terakhir: /)).toHaveText(
    new RegExp(`${idNumber(before.trend.at(-1) ?? 0).replace('.', '\\.')}\\.$`),
  );
  const eventCard = page.getByRole('region', { name: 'Total Acara' });
  await expect(eventCard.getByTestId('total-value')).toHaveText(idNumber(events.total));
  await expect(eventCard.getByText(trendLabel(events.percentageValue))).toBeVisible();
  await expect(eventCard.getByTestId('total-new')).toHaveText(
    `${idNumber(events.newThisMonth)} acara baru bulan ini`,
  );
  await expectAccessible(page);

  await createMember(request);
  const nextAnswer = pageAnswer<TotalFigure>(page, '/api/v1/dashboard/total-user');
  await page.reload();
  const after = await nextAnswer;
  // At least our member; other specs may add theirs in between.
  expect(after.total).toBeGreaterThanOrEqual(before.total + 1);
  await expect(users.getByTestId('total-value')).toHaveText(idNumber(after.total));
  // A new member never reads as members lost: the total grew, and the month's new members are named.
  expectGrowthOfTotal(after);
  expect(after.percentageValue).toBeGreaterThan(0);
  expect(after.newThisMonth).toBeGreaterThanOrEqual(1);
  await expect(users.getByText(trendLabel(after.percentageValue))).toBeVisible();
  await expect(users.getByTestId('total-new')).toHaveText(
    `${idNumber(after.newThisMonth)} anggota baru bulan ini`,
  );
  const direct = await adminGet<TotalFigure>(request, token, '/api/v1/dashboard/total-user');
  expect(direct.total).toBeGreaterThanOrEqual(after.total);
});

test('Ringkasan Pengguna switches to the previous year', async ({ page, request }) => {
  const token = await signInAsAdmin(page, request);
  const thisYear = (await adminGet<ComparedUsers>(request, token, '/api/v1/dashboard/compared-user')).year;
  const currentAnswer = pageAnswer<ComparedUsers>(page, `/api/v1/dashboard/compared-user?year=${thisYear}`);
  await page.goto('/admin');
  const current = await currentAnswer;
  const panel = page.getByRole('region', { name: 'Ringkasan Pengguna' });
  const year = panel.getByRole('combobox', { name: 'Tahun' });
  await expect(year).toHaveValue(String(current.year));
  await expect(year.locator('option')).toHaveText([0, 1, 2, 3, 4].map((i) => String(current.year - i)));
  await expect(panel.getByText('Aktif', { exact: true })).toBeVisible();
  await expect(panel.getByText('Tidak Aktif', { exact: true })).toBeVisible();

  const toggle = panel.getByRole('button', { name: 'Lihat tabel' });
  await toggle.click();
  await expect(panel.getByRole('button', { name: 'Sembunyikan tabel' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  const currentTable = panel.getByRole('table', { name: `Ringkasan Pengguna tahun ${current.year}` });
  await expectTableRows(currentTable, current);
  await expectAccessible(page);

  const previousAnswer = pageAnswer<ComparedUsers>(
    page,
    `/api/v1/dashboard/compared-user?year=${current.year - 1}`,
  );
  await year.selectOption(String(current.year - 1));
  const previous = await previousAnswer;
  expect(previous.year).toBe(current.year - 1);
  await expect(year).toHaveValue(String(current.year - 1));
  const previousTable = panel.getByRole('table', { name: `Ringkasan Pengguna tahun ${current.year - 1}` });
  await expectTableRows(previousTable, previous);
  await expect(currentTable).toHaveCount(0);
});

test('Aktivitas badge and the newest events follow the API', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  const name = `Acara Dasbor ${uid()} untuk uji tabel terbaru`;
  const event = await createEvent(request, { name, status: 'DRAFT' });
  const summaryAnswer = pageAnswer<ActivitySummary>(page, '/api/v1/dashboard/activity-summary');
  await page.goto('/admin');
  // The count is what this admin has not seen from other admins: any number, as the API says.
  const summary = await summaryAnswer;
  const activity = page.getByRole('region', { name: 'Aktivitas' });
  await expect(activity.getByText(`${idNumber(summary.total)} Notifikasi Baru`)).toBeVisible();
  await expect(activity.getByRole('listitem')).toHaveCount(summary.latest.length);
  await expect(activity.getByRole('listitem').first()).toContainText(summary.latest[0]?.activityInfo ?? '');
  await expect(activity.getByRole('link', { name: 'Lihat Semua Aktivitas' })).toHaveAttribute(
    'href',
    '/admin/log',
  );

  const latest = page.getByRole('region', { name: 'Acara Terbaru' });
  // The name is cut at 30 characters in the table; the link's name is still the whole name, read from hidden
  // text (not an aria-label, whose name would not contain the visible words: docs/decisions/023).
  const link = latest.getByRole('link', { name, exact: true });
  await expect(link.locator('span[aria-hidden="true"]')).toHaveText(`${name.slice(0, 30).trimEnd()}…`);
  expect(await link.getAttribute('aria-label')).toBeNull();
  await expect(link).toHaveAttribute('href', `/admin/event/${event.id}`);
  // The status in words, never the raw code (docs/decisions/022).
  const row = latest.getByRole('row').filter({ has: page.getByRole('link', { name }) });
  await expect(row).toContainText('Draf');
  await expect(row).not.toContainText('DRAFT');
  await expect(latest.getByRole('link', { name: 'Lihat Semua Acara' })).toHaveAttribute(
    'href',
    '/admin/event',
  );
  await expectAccessible(page);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/admin/event/${event.id}$`));
});

test('on a phone the cards stack and the events become cards', async ({ page, request }) => {
  await signInAsAdmin(page, request);
  const event = await createEvent(request, { name: `Acara Ponsel ${uid()}` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');
  const users = page.getByRole('region', { name: 'Total User' });
  const events = page.getByRole('region', { name: 'Total Acara' });
  await expect(users.getByTestId('total-value')).toBeVisible();
  const [a, b] = [await users.boundingBox(), await events.boundingBox()];
  expect(a && b && b.y >= a.y + a.height).toBe(true);

  const latest = page.getByRole('region', { name: 'Acara Terbaru' });
  await expect(latest.getByRole('table')).toBeHidden();
  await expect(latest.getByRole('listitem').filter({ hasText: event.name })).toContainText('Terbit');
  // Nothing but the chart (which scrolls inside its own box) is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);
});

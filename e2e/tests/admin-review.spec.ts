import type { ActivitySummary } from '@alumni/contract';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from '../admin-helpers.ts';
import {
  ADMIN,
  adminToken,
  apiLogin,
  createEvent,
  createMember,
  expect,
  expectAccessible,
  test,
  uid,
} from '../fixtures.ts';

/**
 * What the committee meets at 1280 px: the log's values wrap and show pictures, the bell counts
 * what this admin has not seen, links to the members' side, DD/MM/YYYY and 24-hour dates whatever the
 * browser language, counts that say what they count, and no failing 'Hapus' on the admin's own account.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const answerOf = <T>(page: Page, path: string) =>
  page
    .waitForResponse((r) => new URL(r.url()).pathname === path && r.request().method() === 'GET')
    .then(async (r) => ((await r.json()) as { result: T }).result);

test('the log wraps long values inside the table and shows a changed photo as a picture', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#1e3a8a' } })
    .png()
    .toBuffer();
  const upload = await request.post('/api/v1/upload', {
    headers,
    multipart: { image: { name: 'foto.png', mimeType: 'image/png', buffer: png } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const picture = (await upload.json()).result as string;
  const about = 'x'.repeat(300);
  const put = await request.put('/api/v1/user', {
    headers,
    data: { id: member.id, name: member.name, picture, about },
  });
  expect(put.status(), await put.text()).toBe(200);

  await signInAsAdmin(page, request);
  await page.goto('/admin/log');
  const row = page.getByRole('row').filter({ hasText: `@${member.username}` });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: 'Foto' })).toBeVisible();
  await expect(row).not.toContainText('/uploads/');
  // No sideways scroll at 1280 px: the table fits its box.
  const fits = await page
    .getByRole('region', { name: 'Aktivitas List' })
    .evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits).toBe(true);
  await expectAccessible(page);
});

test("the bell counts what this admin has not seen: opening it marks them seen, the admin's own acts never count", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  const first = answerOf<ActivitySummary>(page, '/api/v1/dashboard/activity-summary');
  await page.goto('/admin');
  const before = await first;
  const bell = page.getByRole('button', { name: /^Notifikasi/ });
  await expect(bell).toHaveAccessibleName(
    before.total > 0 ? `Notifikasi, ${before.total} aktivitas baru` : 'Notifikasi',
  );

  const seen = page.waitForResponse((r) => r.url().endsWith('/api/v1/dashboard/activity-seen'));
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifikasi' });
  await expect(panel).toBeVisible();
  expect((await seen).status()).toBe(200);
  await expect(bell).toHaveAccessibleName('Notifikasi');
  const activity = page.getByRole('region', { name: 'Aktivitas' });
  await expect(activity.getByText('0 Notifikasi Baru')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');

  // The admin's own new event is in the log but does not count as new.
  await createEvent(request, { name: `Acara Lonceng ${uid()}` });
  const after = answerOf<ActivitySummary>(page, '/api/v1/dashboard/activity-summary');
  await page.reload();
  const summary = await after;
  expect(summary.total).toBe(0);
  expect(summary.newestId).toBeGreaterThan(before.newestId);
  expect(summary.unseenIds).toEqual([]);
  await expect(bell).toHaveAccessibleName('Notifikasi');
  await expect(activity.getByText('0 Notifikasi Baru')).toBeVisible();
});

test('the admin signs in on /admin/login without a page reload', async ({ page }) => {
  await page.goto('/admin/login');
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByLabel('Email/Username').fill(ADMIN.username);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page.getByText('Berhasil Masuk')).toBeVisible();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('navigation', { name: 'Menu admin' })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
});

test("the admin shell links to the site and an event's admin page to its public page", async ({
  page,
  request,
}) => {
  const event = await createEvent(request);
  await signInAsAdmin(page, request);
  await page.goto(`/admin/event/${event.id}`);
  const publicLink = page.getByRole('link', { name: 'Lihat halaman acara' });
  await expect(publicLink).toHaveAttribute('href', `/event/${event.id}`);
  await expectAccessible(page);
  await publicLink.click();
  await expect(page).toHaveURL(`/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();

  await page.goto('/admin');
  await page.getByRole('link', { name: 'Lihat situs' }).click();
  await expect(page).toHaveURL('/');
});

test.describe('on a browser in English', () => {
  test.use({ locale: 'en-US' });

  test('event dates read and write DD/MM/YYYY and 24-hour times, with an Indonesian calendar', async ({
    page,
    request,
  }) => {
    const event = await createEvent(request, {
      startDate: '05/01/2027 19:30',
      endDate: '06/01/2027 08:00',
    });
    await signInAsAdmin(page, request);
    await page.goto(`/admin/event/${event.id}/edit`);
    const startDate = page.getByLabel('Tanggal Mulai', { exact: true });
    await expect(startDate).toHaveValue('05/01/2027');
    await expect(page.getByLabel('Jam Mulai (WIB)', { exact: true })).toHaveValue('19:30');
    await expect(page.getByLabel('Tanggal Selesai', { exact: true })).toHaveValue('06/01/2027');
    await expect(page.getByLabel('Jam Selesai (WIB)', { exact: true })).toHaveValue('08:00');

    // Typing digits on a number pad: the separators come by themselves.
    await startDate.fill('');
    await startDate.pressSequentially('04012027');
    await expect(startDate).toHaveValue('04/01/2027');
    const startTime = page.getByLabel('Jam Mulai (WIB)', { exact: true });
    await startTime.fill('');
    await startTime.pressSequentially('1815');
    await expect(startTime).toHaveValue('18:15');

    // The calendar speaks Indonesian and writes the picked day back as DD/MM/YYYY.
    await page.getByRole('button', { name: 'Pilih tanggal mulai dari kalender' }).click();
    const calendar = page.getByRole('dialog', { name: 'Kalender tanggal mulai' });
    await expect(calendar.getByRole('grid', { name: /Januari 2027/ })).toBeVisible();
    await expectAccessible(page);
    await calendar.getByRole('button', { name: /, 0?3 Januari 2027/ }).click();
    await expect(calendar).toHaveCount(0);
    await expect(startDate).toHaveValue('03/01/2027');

    await page.getByRole('button', { name: 'Simpan' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Anda berhasil mengubah acara')).toBeVisible();
    const res = await request.get(`/api/v1/event/${event.id}`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
    });
    expect((await res.json()).result).toMatchObject({
      startDate: '03/01/2027 18:15',
      endDate: '06/01/2027 08:00',
    });
  });
});

test("counts say what they count and Hapus on the admin's own account is disabled with the reason", async ({
  page,
  request,
}) => {
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  await expect(page.getByRole('region', { name: 'Total User' })).toContainText(
    'Anggota terdaftar, tanpa admin',
  );
  await page.goto('/admin/user');
  await expect(page.getByText('akun, termasuk admin')).toBeVisible();

  const me = await apiLogin(request, ADMIN.username, ADMIN.password);
  await page.goto(`/admin/user/${me.currentUser.id}`);
  const remove = page.getByRole('button', { name: 'Hapus', exact: true });
  await expect(remove).toBeDisabled();
  await expect(remove).toHaveAccessibleDescription('Anda tidak dapat menghapus akun Anda sendiri.');
  await expectAccessible(page);
});

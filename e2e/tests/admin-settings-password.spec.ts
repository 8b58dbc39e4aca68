import type { APIRequestContext } from '@playwright/test';
import { createAdmin } from '../admin-helpers.ts';
import { expect, expectAccessible, test, uid } from '../fixtures.ts';

/**
 * An admin of this spec's own (createAdmin) changes their password and email on /admin/setting: both need
 * 'Password Saat Ini' (docs/decisions/007). The shared e2e admin is never touched.
 */
const SETTING_URL = '/api/v1/admin/setting';

const loginStatus = async (request: APIRequestContext, identifier: string, password: string) =>
  (await request.post('/api/v1/login', { data: { email: identifier, password } })).status();

test('an admin changes the password: mismatch alert, current password required and checked, then saved', async ({
  page,
  request,
}) => {
  // Many steps, each with an axe scan, and password hashes at production cost.
  test.slow();
  const admin = await createAdmin(request);
  const newPassword = `pengurus-${uid()}`;
  const settingPuts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === SETTING_URL) settingPuts.push(r.url());
  });

  await page.goto('/admin/login');
  await expectAccessible(page);
  await page.getByLabel('Email/Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });

  await page.goto('/admin/setting');
  await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByText(admin.name)).toBeVisible();
  await expectAccessible(page);

  await overview.getByRole('button', { name: 'Edit' }).click();
  const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumbs.getByText('Edit')).toHaveAttribute('aria-current', 'page');
  await expect(overview.getByLabel('Nama')).toBeFocused();
  // Nothing asks for the current password until the password or the email changes.
  await expect(overview.getByLabel('Password Saat Ini')).toHaveCount(0);
  await expectAccessible(page);

  // A confirmation that differs: the spec's alert, and the server is never asked.
  await overview.getByLabel('Password', { exact: true }).fill(newPassword);
  await expect(overview.getByLabel('Password Saat Ini')).toBeVisible();
  await overview.getByLabel('Konfirmasi Password').fill(`${newPassword}-lain`);
  await overview.getByRole('button', { name: 'Simpan' }).click();
  const error = page.locator('[data-toast-type="error"]');
  await expect(error).toContainText('Terdapat kesalahan');
  await expect(error).toContainText('Kata sandi konfirmasi tidak sama dengan kata sandi');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // Matching, but no current password: refused under that field, still without asking the server.
  await overview.getByLabel('Konfirmasi Password').fill(newPassword);
  await overview.getByRole('button', { name: 'Simpan' }).click();
  const current = overview.getByLabel('Password Saat Ini');
  await expect(current).toHaveAccessibleDescription(/Password saat ini harus diisi/);
  await expect(current).toBeFocused();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(settingPuts).toEqual([]);

  // A wrong current password: the server's refusal lands on the field.
  await current.fill('bukan-sandi-saya');
  await overview.getByRole('button', { name: 'Simpan' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(current).toHaveAccessibleDescription(/Password saat ini salah/);
  expect(settingPuts).toHaveLength(1);
  await expectAccessible(page);

  // The right one saves.
  await current.fill(admin.password);
  await overview.getByRole('button', { name: 'Simpan' }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.locator('[data-toast-type="success"]')).toContainText(
    'Anda berhasil mengubah pengaturan akun.',
  );
  await expect(overview.getByRole('button', { name: 'Edit' })).toBeVisible();
  await expect(crumbs.getByText('Edit')).toHaveCount(0);
  expect(settingPuts).toHaveLength(2);

  // The stored session took the fresh token: a reload stays signed in.
  await page.reload();
  await expect(page).toHaveURL(/\/admin\/setting$/);
  await expect(page.getByRole('banner').getByText(admin.name)).toBeVisible();
  await expectAccessible(page);

  // Only the new password opens the account now.
  expect(await loginStatus(request, admin.username, admin.password)).toBe(401);
  expect(await loginStatus(request, admin.username, newPassword)).toBe(200);
});

test('an admin changes the email only with the current password', async ({ page, request }) => {
  const admin = await createAdmin(request);
  const newEmail = `baru${uid()}@example.com`;
  await page.goto('/admin/login');
  await page.getByLabel('Email/Username').fill(admin.username);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });
  await page.goto('/admin/setting');
  const overview = page.getByRole('region', { name: 'Overview' });
  await overview.getByRole('button', { name: 'Edit' }).click();

  await overview.getByLabel('Email').fill(newEmail);
  const current = overview.getByLabel('Password Saat Ini');
  await expect(current).toBeVisible();
  await current.fill(admin.password);
  await overview.getByRole('button', { name: 'Simpan' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Simpan' }).click();
  await expect(page.locator('[data-toast-type="success"]')).toBeVisible();
  await expect(overview.getByText(newEmail)).toBeVisible();
  expect(await loginStatus(request, newEmail, admin.password)).toBe(200);
});

import type { APIRequestContext } from '@playwright/test';
import { expect, expectAccessible, test, uid } from '../fixtures.ts';

/**
 * The committee account of the demo seed (ROLE_ADMINS, apps/server/src/db/seed/demo-members.ts) with the
 * demo password (DEMO_PASSWORD in demo.ts). No other spec signs in with it, so this one may change its
 * password without breaking specs that run in parallel with the shared e2e admin.
 */
const PENGURUS = { username: 'pengurus', password: 'alumni1986' };
const SETTING_URL = '/api/v1/admin/setting';

const loginStatus = async (request: APIRequestContext, password: string) =>
  (await request.post('/api/v1/login', { data: { email: PENGURUS.username, password } })).status();

/** Sets the demo password again with the token the password change answered with. */
async function restoreDemoPassword(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const me = await request.get('/api/v1/current-user', { headers });
  expect(me.status(), await me.text()).toBe(200);
  const { name, email, username } = (await me.json()).result as {
    name: string;
    email: string;
    username: string;
  };
  const res = await request.put(SETTING_URL, {
    data: { name, email, username, password: PENGURUS.password, repassword: PENGURUS.password },
    headers,
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('an admin edits settings with a mismatched, then a matching new password', async ({ page, request }) => {
  const newPassword = `pengurus-${uid()}`;
  const settingPuts: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'PUT' && new URL(r.url()).pathname === SETTING_URL) settingPuts.push(r.url());
  });
  // The token the password change answers with (the old one is revoked by the change).
  let freshToken: string | undefined;
  page.on('response', async (res) => {
    if (res.request().method() !== 'PUT' || new URL(res.url()).pathname !== SETTING_URL) return;
    if (res.status() === 200) freshToken = ((await res.json()) as { result: { token: string } }).result.token;
  });

  try {
    await page.goto('/admin/login');
    await expectAccessible(page);
    await page.getByLabel('Email/Username').fill(PENGURUS.username);
    await page.getByLabel('Password', { exact: true }).fill(PENGURUS.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });

    await page.goto('/admin/setting');
    await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
    const overview = page.getByRole('region', { name: 'Overview' });
    await expect(overview.getByText('Pengurus Alumni 86')).toBeVisible();
    await expectAccessible(page);

    await overview.getByRole('button', { name: 'Edit' }).click();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByText('Edit')).toHaveAttribute('aria-current', 'page');
    await expect(overview.getByLabel('Nama')).toBeFocused();
    await expectAccessible(page);

    // A confirmation that differs: the spec's alert, and the server is never asked.
    await overview.getByLabel('Password', { exact: true }).fill(newPassword);
    await overview.getByLabel('Konfirmasi Password').fill(`${newPassword}-lain`);
    await overview.getByRole('button', { name: 'Simpan' }).click();
    const error = page.locator('[data-toast-type="error"]');
    await expect(error).toContainText('Terdapat kesalahan');
    await expect(error).toContainText('Kata sandi konfirmasi tidak sama dengan kata sandi');
    await expect(page.getByRole('alertdialog')).toHaveCount(0);
    expect(settingPuts).toEqual([]);

    // A matching confirmation: 'Simpan' asks first, then saves.
    await overview.getByLabel('Konfirmasi Password').fill(newPassword);
    await overview.getByRole('button', { name: 'Simpan' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.locator('[data-toast-type="success"]')).toContainText(
      'Anda berhasil mengubah pengaturan akun.',
    );
    await expect(overview.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(crumbs.getByText('Edit')).toHaveCount(0);
    expect(settingPuts).toHaveLength(1);
    await expect.poll(() => freshToken).toEqual(expect.any(String));

    // The stored session took the fresh token: a reload stays signed in.
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/setting$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Overview' }).getByRole('button', { name: 'Edit' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByText('Pengurus Alumni 86')).toBeVisible();
    await expectAccessible(page);

    // Only the new password opens the account now.
    expect(await loginStatus(request, PENGURUS.password)).toBe(401);
    expect(await loginStatus(request, newPassword)).toBe(200);
  } finally {
    // Leave the demo password in place, so the spec runs again on the same server.
    if (freshToken) await restoreDemoPassword(request, freshToken);
  }
});

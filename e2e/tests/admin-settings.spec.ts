import type { APIRequestContext } from '@playwright/test';
import { ADMIN, apiLogin, expect, expectAccessible, signInWithStorage, test, uid } from '../fixtures.ts';

/** A 1x1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Puts the e2e admin's name and picture back (never the password: other specs sign in with it). */
async function restoreAdmin(
  request: APIRequestContext,
  original: { name: string; email: string; username: string },
) {
  const session = await apiLogin(request, ADMIN.username, ADMIN.password);
  const res = await request.put('/api/v1/admin/setting', {
    data: { name: original.name, email: original.email, username: original.username, picture: null },
    headers: { authorization: `Bearer ${session.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test.describe('admin settings', () => {
  // Both tests change the one e2e admin account: one at a time.
  test.describe.configure({ mode: 'serial' });

  test('view, edit with a mismatched then empty password, save', async ({ page, request }) => {
    const session = await apiLogin(request, ADMIN.username, ADMIN.password);
    const original = session.currentUser as { name: string; email: string; username: string };
    await signInWithStorage(page, session);
    const settingCalls: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/v1/admin/setting')) settingCalls.push(r.method());
    });
    const newName = `Administrator Uji ${uid()}`;
    try {
      await page.goto('/admin/setting');
      await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();
      const overview = page.getByRole('region', { name: 'Overview' });
      await expect(overview.getByText(original.email)).toBeVisible();
      await expect(overview.getByText('••••••••')).toBeVisible();
      await expect(overview.getByText('Tanggal Dibuat')).toBeVisible();
      await expectAccessible(page);

      // Cancel returns to the view.
      await overview.getByRole('button', { name: 'Edit' }).click();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByText('Edit')).toBeVisible();
      await overview.getByRole('button', { name: 'Batal' }).click();
      await expect(crumbs.getByText('Edit')).toHaveCount(0);

      await overview.getByRole('button', { name: 'Edit' }).click();
      await expect(crumbs.getByText('Edit')).toHaveAttribute('aria-current', 'page');
      await expect(overview.getByLabel('Nama')).toBeFocused();
      await expectAccessible(page);
      await overview.getByLabel('Nama').fill(newName);
      await overview.getByLabel('Password', { exact: true }).fill('sandi-baru-123');
      await overview.getByLabel('Konfirmasi Password').fill('sandi-lain-456');
      await overview.getByRole('button', { name: 'Simpan' }).click();
      const toast = page.locator('[data-toast-type="error"]');
      await expect(toast).toContainText('Terdapat kesalahan');
      await expect(toast).toContainText('Kata sandi konfirmasi tidak sama dengan kata sandi');
      await expect(page.getByRole('alertdialog')).toHaveCount(0);
      expect(settingCalls).toEqual([]);

      await overview.getByLabel('Password', { exact: true }).fill('');
      await overview.getByLabel('Konfirmasi Password').fill('');
      await overview.getByRole('button', { name: 'Simpan' }).click();
      const dialog = page.getByRole('alertdialog');
      await expect(dialog).toBeVisible();
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Simpan' }).click();
      await expect(page.locator('[data-toast-type="success"]')).toContainText(
        'Anda berhasil mengubah pengaturan akun.',
      );
      expect(settingCalls).toEqual(['PUT']);
      await expect(overview.getByRole('button', { name: 'Edit' })).toBeVisible();
      await expect(overview.getByText(newName)).toBeVisible();
      // The topbar's mini profile follows.
      await expect(page.getByRole('banner').getByText(newName)).toBeVisible();

      // The change is in the activity log, signed with the new name.
      await page
        .getByRole('navigation', { name: 'Menu admin' })
        .getByRole('link', { name: 'Aktivitas Log' })
        .click();
      await expect(page.getByRole('row', { name: new RegExp(newName) }).first()).toContainText('Pengaturan');
    } finally {
      await restoreAdmin(request, original);
    }
  });

  test('photo upload: a refused format, then a picture', async ({ page, request }) => {
    const session = await apiLogin(request, ADMIN.username, ADMIN.password);
    const original = session.currentUser as { name: string; email: string; username: string };
    await signInWithStorage(page, session);
    try {
      await page.goto('/admin/setting');
      const input = page.locator('input[type="file"]');
      await input.setInputFiles({ name: 'foto.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
      await expect(page.locator('[data-toast-type="error"]')).toContainText(
        'Terdapat kesalahan saat mengupload gambar',
      );
      await input.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
      await expect(page.locator('[data-toast-type="success"]')).toContainText('Foto profil berhasil diubah.');
      await expect(page.getByRole('region', { name: 'Foto Profil' }).locator('img')).toHaveAttribute(
        'src',
        /^\/uploads\/[a-f0-9]{32}\.webp$/,
      );
      await expectAccessible(page);
    } finally {
      await restoreAdmin(request, original);
    }
  });
});

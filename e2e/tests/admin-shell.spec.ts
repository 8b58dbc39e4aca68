import {
  ADMIN,
  apiLogin,
  createMember,
  expect,
  expectAccessible,
  SESSION_KEY,
  signInWithStorage,
  test,
} from '../fixtures.ts';

const storedSession = (page: import('@playwright/test').Page) =>
  page.evaluate((key) => window.localStorage.getItem(key), SESSION_KEY);

test.describe('admin shell', () => {
  test('a member who types /admin lands on /admin/login', async ({ page, request }) => {
    const member = await createMember(request);
    await signInWithStorage(page, member);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk Akun' })).toBeVisible();
    await expectAccessible(page);
  });

  test('/admin/login checks both fields and refuses a member', async ({ page, request }) => {
    const member = await createMember(request);
    await page.goto('/admin/login');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByText('Email harus diisi')).toBeVisible();
    await expect(page.getByText('Password harus diisi')).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel('Email/Username').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill('salah-sekali-123');
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByText('Email/username atau password salah.')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill(member.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page.getByText('Akun Anda tidak memiliki akses admin.')).toBeVisible();
    expect(await storedSession(page)).toBeNull();
    await expect(page).toHaveURL(/\/admin\/login$/);
  });

  test('the admin signs in, uses the bell, the log and logs out', async ({ page }) => {
    await page.goto('/admin/login');
    await page.getByLabel('Email/Username').fill(ADMIN.username);
    await page.getByLabel('Password', { exact: true }).fill(ADMIN.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await expect(page).toHaveURL(/\/admin$/, { timeout: 10_000 });

    const sidebar = page.getByRole('navigation', { name: 'Menu admin' });
    await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Pengguna', 'Acara', 'Aktivitas Log'])
      await expect(sidebar.getByRole('link', { name })).toBeVisible();
    // 'Pengaturan' is a phone-only menu entry; on desktop the topbar icon serves.
    await expect(sidebar.getByRole('link', { name: 'Pengaturan' })).toBeHidden();
    await expect(page.getByRole('link', { name: 'Pengaturan' })).toHaveAttribute('href', '/admin/setting');
    await expectAccessible(page);

    // The bell panel: the newest activities, grouped under a month heading.
    const bell = page.getByRole('button', { name: /^Notifikasi/ });
    await bell.click();
    const panel = page.getByRole('dialog', { name: 'Notifikasi' });
    await expect(panel).toBeVisible();
    await expect(panel.getByText(/^Aksi oleh/).first()).toBeVisible();
    await expect(panel.getByRole('heading', { level: 3 }).first()).toHaveText(/^\p{L}+ \d{4}$/u);
    expect(await panel.getByRole('listitem').count()).toBeGreaterThan(0);
    expect(await panel.getByRole('listitem').count()).toBeLessThanOrEqual(5);
    await expect(panel.getByRole('link', { name: 'Lihat Semua Aktivitas' })).toHaveAttribute(
      'href',
      '/admin/log',
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(bell).toBeFocused();

    // The log: search on Enter, paging, sort, all kept in the URL.
    await sidebar.getByRole('link', { name: 'Aktivitas Log' }).click();
    await expect(page).toHaveURL(/\/admin\/log$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Aktivitas List' })).toBeVisible();
    const table = page.getByRole('table');
    for (const name of ['Nama Admin', 'Modul', 'Aksi', 'Tanggal', 'Nilai Lama', 'Nilai Baru'])
      await expect(table.getByRole('columnheader', { name })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: 'Nama Admin' })).toHaveCSS('position', 'sticky');
    await expectAccessible(page);

    const search = page.getByLabel('Cari nama admin');
    await search.fill('admin');
    await search.press('Enter');
    await expect(page).toHaveURL(/[?&]q=admin/);
    await expect(page.getByText(/^Halaman 1 dari \d+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    expect(await table.locator('tbody tr').count()).toBe(10);
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByText(/^Halaman 2 dari \d+$/)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sebelumnya' })).toBeEnabled();

    await page.getByLabel('Urutkan').selectOption({ label: 'Terlama' });
    await expect(page).toHaveURL(/[?&]sort=terlama/);
    await expect(page).not.toHaveURL(/page=2/);
    await expect(page.getByText(/^Halaman 1 dari \d+$/)).toBeVisible();
    await page.getByLabel('Urutkan').selectOption({ label: 'Modul' });
    await expect(page).toHaveURL(/[?&]sort=modul/);
    await expectAccessible(page);

    await search.fill('tidak-ada-admin-seperti-ini');
    await search.press('Enter');
    await expect(page.getByText('Tidak ada Aktivitas', { exact: true })).toBeVisible();

    // Logout through the confirmation.
    await page.getByRole('button', { name: 'Keluar' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Keluar dari dashboard' });
    await expect(dialog).toContainText('Apakah Anda yakin ingin keluar dari dasboard?');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Keluar' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Masuk Akun' })).toBeVisible();
    expect(await storedSession(page)).toBeNull();
  });

  test('a signed-in admin on /admin/login goes to /admin; Pengguna opens the users list', async ({
    page,
    request,
  }) => {
    await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
    await page.goto('/admin/login');
    await expect(page).toHaveURL(/\/admin$/);
    await page
      .getByRole('navigation', { name: 'Menu admin' })
      .getByRole('link', { name: 'Pengguna' })
      .click();
    await expect(page).toHaveURL(/\/admin\/user$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();
    await expectAccessible(page);
  });

  test('on a phone the sidebar opens as a drawer with Pengaturan', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
    await page.goto('/admin/log');
    await expect(page.getByRole('heading', { level: 1, name: 'Aktivitas List' })).toBeVisible();
    // Cards instead of a table on phones.
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByText('Nilai Baru').first()).toBeVisible();
    await expectAccessible(page);

    const sidebar = page.getByRole('navigation', { name: 'Menu admin' });
    await expect(sidebar).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Buka menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar).toBeVisible();
    await expect(sidebar.getByRole('link', { name: 'Aktivitas Log' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expectAccessible(page);
    await sidebar.getByRole('link', { name: 'Pengaturan' }).click();
    await expect(page).toHaveURL(/\/admin\/setting$/);
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Pengaturan' })).toBeVisible();

    // Escape closes the drawer and gives focus back to the toggle.
    await toggle.click();
    await expect(sidebar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(sidebar).toBeHidden();
    await expect(toggle).toBeFocused();
  });
});

import { bulkDelete, signInAsAdmin } from '../admin-helpers.ts';
import { ADMIN, adminToken, createMember, expect, expectAccessible, test, uid } from '../fixtures.ts';

/** /admin/user (docs/spec.md §§2, 5, 8, 9). Every check is scoped to members this test creates. */
test.describe('admin user list', () => {
  test('the admin searches on Enter, sorts, pages, selects a page and bulk deletes', async ({
    page,
    request,
  }) => {
    const prefix = `l${uid()}`;
    const letters = 'abcdefghijk'.split('');
    await Promise.all(
      letters.map((l) =>
        createMember(request, {
          username: `${prefix}${l}`,
          name: `Uji ${prefix} ${l.toUpperCase()}`,
          email: `${prefix}${l}@example.com`,
        }),
      ),
    );
    await signInAsAdmin(page, request);
    await page.goto('/admin/user');
    await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Import' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Tambah User Baru' })).toHaveAttribute(
      'href',
      '/admin/user/add',
    );
    await expectAccessible(page);

    // Typing alone does not search; Enter does.
    const search = page.getByLabel('Cari username');
    await search.fill(prefix);
    await expect(page).not.toHaveURL(/q=/);
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`[?&]q=${prefix}`));
    await expect(page.getByTitle('11 pengguna')).toBeVisible();
    await expect(page.getByText('Halaman 1 dari 2')).toBeVisible();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(10);
    for (const name of ['Nama', 'Username', 'Email', 'Tanggal Daftar', 'Telepon'])
      await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();

    // A-Z against Z-A, and the second page of Z-A holds the first name.
    const sort = page.getByLabel('Urutkan');
    await sort.selectOption({ label: 'Nama A-Z' });
    await expect(page).toHaveURL(/[?&]sort=az/);
    await expect(rows.first()).toContainText(`Uji ${prefix} A`);
    await expect(rows.last()).toContainText(`Uji ${prefix} J`);
    await sort.selectOption({ label: 'Nama Z-A' });
    await expect(rows.first()).toContainText(`Uji ${prefix} K`);
    await page.getByRole('button', { name: 'Selanjutnya' }).click();
    await expect(page.getByText('Halaman 2 dari 2')).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Uji ${prefix} A`);
    // A page past the end (an edited URL) shows the last page instead.
    await page.goto(`/admin/user?q=${prefix}&sort=za&page=9`);
    await expect(page.getByText('Halaman 2 dari 2')).toBeVisible();
    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect(rows.first().getByRole('link', { name: `Lihat detail Uji ${prefix} A` })).toHaveAttribute(
      'href',
      /^\/admin\/user\/\d+$/,
    );

    // Selection belongs to the page: changing page clears it.
    const selectAll = page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' });
    await selectAll.check();
    await expect(page.getByText('1 dipilih')).toBeVisible();
    await page.getByRole('button', { name: 'Sebelumnya' }).click();
    await expect(page.getByText('Halaman 1 dari 2')).toBeVisible();
    await expect(page.getByText('Belum ada yang dipilih')).toBeVisible();

    // Select-all takes the page's 10; unticking one leaves select-all half-ticked.
    await selectAll.check();
    await expect(page.getByText('10 dipilih')).toBeVisible();
    await page.getByRole('checkbox', { name: `Pilih Uji ${prefix} K` }).uncheck();
    await expect(selectAll).toHaveJSProperty('indeterminate', true);
    await selectAll.check();
    await expect(selectAll).toHaveJSProperty('indeterminate', false);
    await expectAccessible(page);

    const dialog = await bulkDelete(page, {
      count: 10,
      title: 'Hapus pengguna',
      question: 'Apakah Anda yakin menghapus pengguna?',
    });
    await expect(page.getByText('Berhasil menghapus pengguna')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByTitle('1 pengguna')).toBeVisible();
    await expect(page.getByText('Halaman 1 dari 1')).toBeVisible();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`Uji ${prefix} A`);

    // The last one, picked by its own checkbox.
    await page.getByRole('checkbox', { name: `Pilih Uji ${prefix} A` }).check();
    await bulkDelete(page, { count: 1, title: 'Hapus pengguna' });
    await expect(page.getByText('User Tidak Ditemukan')).toBeVisible();
    await expectAccessible(page);

    const res = await request.get(`/api/v1/user?username=${prefix}`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
    });
    expect((await res.json()).result.total).toBe(0);
  });

  test('on a phone the users come as cards with the same selection and delete', async ({ page, request }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const prefix = `l${uid()}`;
    await Promise.all(
      ['a', 'b'].map((l) => createMember(request, { username: `${prefix}${l}`, name: `Kartu ${l}` })),
    );
    await signInAsAdmin(page, request);
    await page.goto(`/admin/user?q=${prefix}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: `@${prefix}a` })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }).check();
    await bulkDelete(page, { count: 2, title: 'Hapus pengguna' });
    await expect(page.getByText('Berhasil menghapus pengguna')).toBeVisible();
    await expect(page.getByText('User Tidak Ditemukan')).toBeVisible();

    // The admin's own row is never offered for a bulk delete.
    await page.getByRole('button', { name: 'Hapus pencarian' }).first().click();
    await page.getByLabel('Cari username').fill(ADMIN.username);
    await page.getByLabel('Cari username').press('Enter');
    await expect(page.getByRole('checkbox', { name: /akun Anda/ })).toBeDisabled();
    await expectAccessible(page);
  });
});

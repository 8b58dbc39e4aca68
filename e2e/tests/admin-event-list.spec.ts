import { bulkDelete, signInAsAdmin } from '../admin-helpers.ts';
import { adminToken, createEvent, expect, expectAccessible, test, uid } from '../fixtures.ts';

/** /admin/event (docs/spec.md §§2, 5, 8, 9). Every check is scoped to events this test creates. */
test.describe('admin event list', () => {
  test('the admin searches, filters PUBLISH/DRAFT, sorts and bulk deletes', async ({ page, request }) => {
    const prefix = `e${uid()}`;
    const long = `${prefix} Reuni Akbar Angkatan Delapan Puluh Enam`;
    const [, , draft] = await Promise.all([
      createEvent(request, { name: long, status: 'PUBLISH', quota: 40 }),
      createEvent(request, { name: `${prefix} Bakti Sosial`, status: 'PUBLISH' }),
      createEvent(request, { name: `${prefix} Cerita Lama`, status: 'DRAFT' }),
    ]);
    await signInAsAdmin(page, request);
    await page.goto('/admin/event');
    await expect(page.getByRole('heading', { level: 1, name: 'Acara' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buat Acara Baru' })).toHaveAttribute(
      'href',
      '/admin/event/add',
    );

    const search = page.getByLabel('Cari nama acara');
    await search.fill(prefix);
    await search.press('Enter');
    await expect(page.getByTitle('3 acara')).toBeVisible();
    const rows = page.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(3);
    for (const name of [
      'Judul Acara / Grup',
      'Pembuat',
      'Kategori',
      'Kuota',
      'Tanggal',
      'Status',
      'Pengunjung',
      'Pendaftar',
    ])
      await expect(page.getByRole('columnheader', { name, exact: true })).toBeVisible();
    // The long title is cut at 30 characters; the whole title stays in the tooltip.
    const cut = `${Array.from(long).slice(0, 30).join('').trimEnd()}…`;
    const longRow = rows.filter({ hasText: cut });
    await expect(longRow.getByTitle(long, { exact: true })).toBeVisible();
    await expect(longRow).toContainText('40');
    await expect(
      rows
        .filter({ hasText: `${prefix} Bakti Sosial` })
        .getByRole('cell')
        .nth(4),
    ).toHaveText('-');
    await expectAccessible(page);

    const sort = page.getByLabel('Urutkan / saring');
    await sort.selectOption({ label: 'Nama A-Z' });
    await expect(rows.first()).toContainText(`${prefix} Bakti`);
    await sort.selectOption({ label: 'Nama Z-A' });
    await expect(rows.first()).toContainText(`${prefix} Reuni`);

    await sort.selectOption({ label: 'Status Draf' });
    await expect(page).toHaveURL(/[?&]sort=draft/);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${prefix} Cerita Lama`);
    await expect(rows.first().getByText('Draf', { exact: true })).toBeVisible();
    await expect(rows.first()).not.toContainText('DRAFT');
    await expect(
      rows.first().getByRole('link', { name: `Lihat detail ${prefix} Cerita Lama` }),
    ).toHaveAttribute('href', `/admin/event/${draft.id}`);

    await sort.selectOption({ label: 'Status Terbit' });
    await expect(rows).toHaveCount(2);
    await page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' }).check();
    await bulkDelete(page, {
      count: 2,
      title: 'Hapus acara',
      question: 'Apakah Anda yakin menghapus acara?',
    });
    await expect(page.getByText('Anda berhasil menghapus acara')).toBeVisible();
    await expect(page.getByText('Tidak ada Acara', { exact: true })).toBeVisible();
    await expectAccessible(page);

    // Gone from the public list; the DRAFT is still there for the admin.
    const open = await request.get(`/api/v1/event?search=${prefix}`);
    expect((await open.json()).result.total).toBe(0);
    const asAdmin = await request.get(`/api/v1/event?search=${prefix}`, {
      headers: { authorization: `Bearer ${await adminToken(request)}` },
    });
    expect((await asAdmin.json()).result.datas.map((e: { id: number }) => e.id)).toEqual([draft.id]);
  });

  test('on a phone the events come as cards; deleting the last one leaves the empty state', async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const prefix = `e${uid()}`;
    await createEvent(request, { name: `${prefix} Senam Pagi`, status: 'DRAFT' });
    await signInAsAdmin(page, request);
    await page.goto(`/admin/event?q=${prefix}`);
    await expect(page.getByRole('table')).toHaveCount(0);
    const card = page.getByRole('listitem').filter({ hasText: `${prefix} Senam Pagi` });
    await expect(card).toContainText('Draf');
    await expectAccessible(page);

    await card.getByRole('checkbox', { name: `Pilih ${prefix} Senam Pagi` }).check();
    await expect(page.getByRole('checkbox', { name: 'Pilih semua di halaman ini' })).toBeChecked();
    await bulkDelete(page, { count: 1, title: 'Hapus acara' });
    await expect(page.getByText('Anda berhasil menghapus acara')).toBeVisible();
    await expect(page.getByText('Tidak ada Acara', { exact: true })).toBeVisible();
  });
});

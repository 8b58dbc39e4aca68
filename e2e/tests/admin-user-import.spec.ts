import { readFile } from 'node:fs/promises';
import * as XLSX from '@e965/xlsx';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  adminToken,
  apiLogin,
  createMember,
  expect,
  expectAccessible,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/** /admin/user import side panel (docs/spec.md §§2, 3, 5, 7, 8): a real .xlsx written here, read by the panel. */
const HEADER = ['Nama', 'Nama Panggilan', 'Username', 'Telepon', 'Alamat', 'Email', 'SMA'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FAILED =
  'Mengimpor user gagal. Pastikan format excel sesuai atau username belum pernah digunakan sebelumnya.';

function workbook(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Pengguna');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

async function openPanel(page: Page, request: APIRequestContext) {
  await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
  await page.goto('/admin/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();
  await page.getByRole('button', { name: 'Import' }).click();
  const panel = page.getByRole('dialog', { name: 'Import Pengguna' });
  await expect(panel).toBeVisible();
  return panel;
}

async function userStatus(request: APIRequestContext, username: string) {
  const res = await request.get(`/api/v1/user/${encodeURIComponent(username)}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  return { status: res.status(), user: res.ok() ? (await res.json()).result : null };
}

test.describe('admin user import', () => {
  test('imports an Excel file after a preview and a confirmation', async ({ page, request }) => {
    const p = `i${uid()}`;
    const people = [
      { name: `Ñúñez Álvarez ${p}`, username: `${p}a`, phone: 81234567890 },
      { name: `王小明 ${p}`, username: `${p}b`, phone: '0812-3456-7890' },
      { name: `Ketut Ārya ${p}`, username: `${p}c`, phone: '' },
    ];
    const file = workbook([
      ...people.map((m) => [
        m.name,
        'Panggilan',
        m.username,
        m.phone,
        'Jl. Melati 3',
        `${m.username}@example.com`,
        'SMA 3',
      ]),
      [], // a blank row is skipped
    ]);

    const panel = await openPanel(page, request);
    await expect(panel.getByRole('button', { name: 'Simpan' })).toBeDisabled();
    await expectAccessible(page);

    // The template: a real workbook with the header row and one example row.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      panel.getByRole('button', { name: 'Unduh template' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('template-import-pengguna.xlsx');
    const template = XLSX.read(await readFile(await download.path()));
    const templateRows = XLSX.utils.sheet_to_json<string[]>(
      template.Sheets[template.SheetNames[0] ?? ''] ?? {},
      {
        header: 1,
      },
    );
    // The template also offers the optional 'Kota' column (docs/decisions/027).
    expect(templateRows[0]).toEqual([...HEADER, 'Kota']);
    expect(templateRows).toHaveLength(2);

    await panel.getByLabel('Pilih file Excel atau tarik ke sini').setInputFiles({
      name: `anggota-${p}.xlsx`,
      mimeType: XLSX_TYPE,
      buffer: file,
    });
    await expect(panel.getByText(`anggota-${p}.xlsx`)).toBeVisible();
    // The first read loads the spreadsheet library's chunk (about 490 kB) and parses in the page: allow more time.
    await expect(panel.getByText('3 pengguna akan diimpor')).toBeVisible({ timeout: 30_000 });
    const preview = panel.getByRole('region', { name: 'Data pengguna dari file Excel' });
    await expect(preview.locator('tbody tr')).toHaveCount(3);
    await expect(preview.locator('tbody tr').first()).toContainText(`Ñúñez Álvarez ${p}`);
    await expect(preview.locator('tbody tr').first()).toContainText('81234567890');
    await expectAccessible(page);

    await panel.getByRole('button', { name: 'Simpan' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Import pengguna' });
    await expect(confirm).toContainText('Apakah Anda yakin mengimpor 3 pengguna?');
    await confirm.getByRole('button', { name: 'Simpan' }).click();
    await expect(page.getByText('Anda berhasil mengimpor pengguna')).toBeVisible();
    await expect(panel).toBeHidden();

    for (const m of people) {
      const { status, user } = await userStatus(request, m.username);
      expect(status).toBe(200);
      expect(user).toMatchObject({ name: m.name, username: m.username, email: `${m.username}@example.com` });
    }
    expect((await userStatus(request, `${p}a`)).user.phoneNumber).toBe('81234567890');

    // The refreshed list finds them.
    const search = page.getByLabel('Cari username');
    await search.fill(p);
    await search.press('Enter');
    await expect(page.getByText(`王小明 ${p}`).first()).toBeVisible();
  });

  test('a broken file shows every row error, keeps the file and imports nobody', async ({
    page,
    request,
  }) => {
    const p = `j${uid()}`;
    const existing = await createMember(request, { username: `${p}lama` });
    const file = workbook([
      ['Baru Satu', '', `${p}baru`, '', '', `${p}baru@example.com`, ''],
      ['Baru Dua', '', `${p}BARU`, '', '', `${p}dua@example.com`, ''],
      ['Tiga', '', `${p}tiga`, '', '', 'bukan-email', ''],
      ['Empat', '', existing.username, '', '', `${p}empat@example.com`, ''],
    ]);

    const panel = await openPanel(page, request);
    const input = panel.getByLabel('Pilih file Excel atau tarik ke sini');

    // Not an Excel file: a clear message, nothing to send.
    await input.setInputFiles({
      name: 'anggota.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Username\nabc'),
    });
    await expect(panel.getByRole('alert')).toHaveText(
      'Hanya file Excel (.xlsx atau .xls) yang dapat diimpor.',
    );
    await expect(panel.getByRole('button', { name: 'Simpan' })).toBeDisabled();

    // Dropped on the zone this time.
    const dataTransfer = await page.evaluateHandle(
      ([bytes, name]) => {
        const dt = new DataTransfer();
        dt.items.add(new File([new Uint8Array(bytes as number[])], name as string));
        return dt;
      },
      [[...file], `rusak-${p}.xlsx`],
    );
    await panel.getByText('Pilih file Excel atau tarik ke sini').dispatchEvent('drop', { dataTransfer });
    // The first read loads the spreadsheet library's chunk (about 490 kB) and parses in the page: allow more time.
    await expect(panel.getByText('4 pengguna akan diimpor')).toBeVisible({ timeout: 30_000 });
    await panel.getByRole('button', { name: 'Simpan' }).click();
    await page
      .getByRole('alertdialog', { name: 'Import pengguna' })
      .getByRole('button', { name: 'Simpan' })
      .click();

    const errors = panel.getByRole('region', { name: new RegExp(FAILED.slice(0, 20)) });
    await expect(errors).toBeVisible();
    await expect(errors.getByRole('listitem')).toHaveText([
      `Baris 3: Username ganda di file: ${p}BARU (sama dengan baris 2)`,
      'Baris 4: Format email tidak valid',
      `Baris 5: Username sudah digunakan: ${existing.username}`,
    ]);
    await expect(errors.getByRole('heading')).toBeFocused();
    // The failure alert shows above the open panel (rendered inside the modal dialog, not under it).
    const toast = panel.locator('[data-toast-type="error"]');
    await expect(toast).toContainText(FAILED);
    await expect(toast).toBeVisible();
    await expect(panel.getByText(`rusak-${p}.xlsx`)).toBeVisible();
    await expectAccessible(page);

    for (const username of [`${p}baru`, `${p}tiga`])
      expect((await userStatus(request, username)).status).toBe(404);
  });
});

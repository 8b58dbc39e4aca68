import * as xlsx from '@e965/xlsx';
import {
  ADMIN,
  adminToken,
  apiLogin,
  createMember,
  expect,
  expectAccessible,
  SHOTS_DIR,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/**
 * 'Daftar Angkatan' (docs/decisions/024): the committee imports the yearbook sheet and confirms a proposed
 * link at 1280 px; the dashboard shows 'Ditemukan N dari M (x %)'; a member reads the roster at 390 px and
 * sends 'Saya tahu kabarnya', which only the committee reads.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

function yearbook(rows: string[][]): Buffer {
  const ws = xlsx.utils.aoa_to_sheet([['Nama', 'Nama Panggilan', 'Kelas', 'Sekolah'], ...rows]);
  const wb = xlsx.utils.book_new();
  xlsx.utils.book_append_sheet(wb, ws, 'Angkatan');
  return xlsx.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test('the committee imports the yearbook, confirms a link, and the dashboard shows the progress', async ({
  browser,
  request,
}) => {
  // Several browser contexts in one flow: room on a busy shared machine (every wait is on a state).
  test.slow();
  const tag = uid();
  const className = `IPA ${tag.slice(-4)}`;
  const member = await createMember(request, { name: `Siti Rahmawati ${tag}` });

  const ctx = await browser.newContext({ viewport: desktop, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await ctx.newPage();
  await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
  await page.goto('/admin/roster');
  await expect(page.getByRole('heading', { name: 'Daftar Angkatan', level: 1 })).toBeVisible();

  // A sheet with a problem is refused with its row number, before anything is sent.
  await page.getByRole('button', { name: 'Import' }).click();
  const panel = page.getByRole('dialog', { name: 'Import Daftar Angkatan' });
  await panel.locator('input[type=file]').setInputFiles({
    name: 'angkatan.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: yearbook([
      [`Budi ${tag}`, 'Budi', className, 'SMA 3'],
      [`budi  ${tag}`, '', className, ''],
    ]),
  });
  await expect(
    panel.getByText(`baris 3: Nama ganda di file: budi  ${tag} (sama dengan baris 2)`),
  ).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Simpan' })).toBeDisabled();

  await panel.locator('input[type=file]').setInputFiles({
    name: 'angkatan.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: yearbook([
      [`Budi ${tag}`, 'Budi', className, 'SMA 3'],
      [`Siti Rahmawati ${tag}`, 'Siti', className, 'SMA 3'],
      [`Agus ${tag}`, '', className, 'SMA 3'],
    ]),
  });
  await expect(panel.getByText('3 nama siap diimpor')).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/admin-roster-import-1280.png`, fullPage: true });
  await panel.getByRole('button', { name: 'Simpan' }).click();
  await expect(page.getByText('3 nama berhasil ditambahkan ke Daftar Angkatan')).toBeVisible();

  // The proposed link: nothing is linked until a person confirms.
  await page.getByRole('tab', { name: 'Usulan Tautan' }).click();
  const suggestion = page.getByRole('listitem').filter({ hasText: `@${member.username}` });
  await expect(suggestion).toBeVisible();
  await suggestion.getByRole('button', { name: /^Tautkan/ }).click();
  await expect(page.getByText(`Siti Rahmawati ${tag} → @${member.username}`)).toBeVisible();
  await page.getByRole('tab', { name: 'Daftar' }).click();
  await page.getByLabel('Cari nama').fill(tag);
  const row = page.getByRole('row').filter({ hasText: `Siti Rahmawati ${tag}` });
  await expect(row.getByText('Terdaftar')).toBeVisible();
  await expect(row.getByText(`@${member.username}`)).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS_DIR}/admin-roster-1280.png`, fullPage: true });

  // The dashboard: 'Ditemukan N dari M (x %)', the same figures as the API, and the class's own line.
  const progress = (
    await (
      await request.get('/api/v1/roster/progress', {
        headers: { authorization: `Bearer ${await adminToken(request)}` },
      })
    ).json()
  ).result;
  await page.goto('/admin');
  const shown = page.getByTestId('dashboard-roster-progress');
  // The dashboard reads several answers at once; on a busy 2-core CI machine it may take longer to appear.
  await expect(shown).toHaveText(/^Ditemukan \d+ dari \d+ \(\d+ %\)$/, { timeout: 30_000 });
  const [, found, total] = /Ditemukan (\d+) dari (\d+)/.exec((await shown.textContent()) ?? '') ?? [];
  expect(Number(total)).toBeGreaterThanOrEqual(progress.total);
  expect(Number(found)).toBeGreaterThanOrEqual(progress.found);
  const classLine = page.getByRole('listitem').filter({ hasText: className });
  await expect(classLine.getByText('1/3 (33 %)')).toBeVisible();
  await page.screenshot({ path: `${SHOTS_DIR}/admin-dashboard-roster-1280.png`, fullPage: true });
  await ctx.close();
});

test("a member reads the roster at 390 px and sends 'Saya tahu kabarnya' that only the committee reads", async ({
  browser,
  request,
}) => {
  // Several browser contexts in one flow: room on a busy shared machine (every wait is on a state).
  test.slow();
  const tag = uid();
  const admin = { authorization: `Bearer ${await adminToken(request)}` };
  const created = await request.post('/api/v1/roster', {
    headers: admin,
    data: { name: `Hendra Gunawan ${tag}`, nickname: 'Hendra', className: 'IPS 1', school: 'SMA 3' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const member = await createMember(request);

  const ctx = await browser.newContext({ viewport: phone, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await ctx.newPage();
  await signInWithStorage(page, member);
  await page.goto('/angkatan');
  // The search's own answer: the unfiltered list can show the same one name (another test's roster may still be
  // empty), and the search, asked after a pause in typing, then dims it while its answer loads.
  const searched = page.waitForResponse(
    (r) =>
      new URL(r.url()).pathname === '/api/v1/roster' && new URL(r.url()).searchParams.get('search') === tag,
  );
  await page.getByLabel('Cari nama').fill(tag);
  expect((await searched).status()).toBe(200);
  const item = page.getByRole('listitem').filter({ hasText: `Hendra Gunawan ${tag}` });
  await expect(item.getByText('Belum ditemukan')).toBeVisible();
  await expect(item.getByText('IPS 1 · SMA 3')).toBeVisible();
  await expect(page.getByText('1 nama', { exact: true })).toBeVisible();
  await expect(page.locator('ul[aria-busy="true"]')).toHaveCount(0);
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS_DIR}/roster-390.png`, fullPage: true });
  await item.getByRole('button', { name: /Saya tahu kabarnya/ }).click();
  const panel = page.getByRole('dialog', { name: `Kabar tentang Hendra Gunawan ${tag}` });
  await panel.getByLabel('Catatan').fill('Sekarang tinggal di Bandung, masih aktif di grup RT.');
  await panel.getByLabel('Nomor telepon (opsional)').fill('0812-3456-7890');
  await page.screenshot({ path: `${SHOTS_DIR}/roster-tip-390.png`, fullPage: true });
  await panel.getByRole('button', { name: 'Kirim ke Panitia' }).click();
  await expect(
    page.getByText('Terima kasih, kabar Anda sudah kami terima dan hanya dibaca oleh panitia.'),
  ).toBeVisible();
  await ctx.close();

  // Members cannot read tips; the committee can.
  expect(
    (
      await request.get('/api/v1/roster/tips', { headers: { authorization: `Bearer ${member.token}` } })
    ).status(),
  ).toBe(403);
  const actx = await browser.newContext({ viewport: desktop, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const ap = await actx.newPage();
  await signInWithStorage(ap, await apiLogin(request, ADMIN.username, ADMIN.password));
  await ap.goto('/admin/roster?tab=kabar');
  const tip = ap.getByRole('listitem').filter({ hasText: `Hendra Gunawan ${tag}` });
  await expect(tip.getByText('0812-3456-7890')).toBeVisible();
  await expect(tip.getByText('Sekarang tinggal di Bandung, masih aktif di grup RT.')).toBeVisible();
  await ap.screenshot({ path: `${SHOTS_DIR}/admin-roster-tips-1280.png`, fullPage: true });
  await actx.close();
});

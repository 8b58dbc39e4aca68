import * as XLSX from '@e965/xlsx';
import {
  ADMIN,
  adminToken,
  apiLogin,
  expect,
  expectAccessible,
  SESSION_KEY,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';
import { mailsTo, waitForMailLink } from '../mailbox.ts';

/**
 * Invitations and activation (docs/decisions/014): import → 'Belum aktif' → 'Kirim Undangan' → the mail arrives at the
 * suite's real SMTP server (mailbox.ts) → its link → 'Aktifkan Akun' → signed in. Then WhatsApp, the
 * delivery status and 'Batalkan Import'.
 */
const HEADER = ['Nama', 'Nama Panggilan', 'Username', 'Telepon', 'Alamat', 'Email', 'SMA'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

function workbook(rows: unknown[][]): Buffer {
  const wb = XLSX.utils.book_new();
  XLSX.utils.book_append_sheet(wb, XLSX.utils.aoa_to_sheet([HEADER, ...rows]), 'Pengguna');
  return XLSX.write(wb, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

test('import → Kirim Undangan → the mail arrives → its link → Aktifkan Akun → signed in; Batalkan Import keeps the active one', async ({
  page,
  browser,
  request,
}) => {
  // The whole journey (two browsers, an import, a mail over SMTP, an undo) in one test: give it room.
  test.slow();
  const p = `v${uid()}`;
  const rina = {
    name: `Rina ${p}`,
    username: `${p}rina`,
    email: `${p}rina@example.com`,
    phone: '0812-3456-7890',
  };
  const joko = {
    name: `Joko ${p}`,
    username: `${p}joko`,
    email: `${p}joko@example.com`,
    phone: '021 5550123',
  };
  const file = workbook(
    [rina, joko].map((m) => [m.name, '', m.username, m.phone, 'Jl. Kenanga 1', m.email, 'SMA 1']),
  );

  await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
  await page.goto('/admin/user');
  await expect(page.getByRole('heading', { level: 1, name: 'Pengguna' })).toBeVisible();
  // SMTP is configured in e2e: no 'not configured' notice.
  await expect(page.getByText('E-mail belum dikonfigurasi')).toHaveCount(0);

  // Import.
  await page.getByRole('button', { name: 'Import' }).click();
  const panel = page.getByRole('dialog', { name: 'Import Pengguna' });
  await expect(panel.getByRole('heading', { name: 'Riwayat Import' })).toBeVisible();
  await panel.getByLabel('Pilih file Excel atau tarik ke sini').setInputFiles({
    name: `undangan-${p}.xlsx`,
    mimeType: XLSX_TYPE,
    buffer: file,
  });
  await expect(panel.getByText('2 pengguna akan diimpor')).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('button', { name: 'Simpan' }).click();
  await page
    .getByRole('alertdialog', { name: 'Import pengguna' })
    .getByRole('button', { name: 'Simpan' })
    .click();
  await expect(page.getByText('Anda berhasil mengimpor pengguna')).toBeVisible();
  await expect(panel).toBeHidden();

  // 'Belum aktif' filter with the search: both, never invited; Rina can get WhatsApp, Joko's landline cannot.
  await page.getByLabel('Status').selectOption('inactive');
  await expect(page).toHaveURL(/status=inactive/);
  const search = page.getByLabel('Cari username');
  await search.fill(p);
  await search.press('Enter');
  await expect(page).toHaveURL(/status=inactive/);
  const rinaRow = page.getByRole('row').filter({ hasText: rina.name });
  const jokoRow = page.getByRole('row').filter({ hasText: joko.name });
  await expect(rinaRow).toContainText('Belum aktif');
  await expect(rinaRow).toContainText('Belum pernah diundang');
  await expect(jokoRow).toContainText('Tanpa nomor WhatsApp');
  await expectAccessible(page);

  // 'Kirim via WhatsApp': a wa.me link with the message holding an activation link.
  await rinaRow.getByRole('button', { name: `Kirim via WhatsApp ke ${rina.name}` }).click();
  const wa = page.getByRole('dialog', { name: 'Undangan WhatsApp' });
  await expect(wa.getByTestId('whatsapp-message')).toContainText(
    `Halo ${rina.name}, ini undangan dari panitia Alumni 86.`,
  );
  await expect(wa.getByTestId('whatsapp-message')).toContainText('/activate?token=');
  await expect(wa.getByRole('link', { name: 'Buka WhatsApp' })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\/6281234567890\?text=Halo/,
  );
  await expectAccessible(page);
  await wa.getByRole('button', { name: 'Tutup' }).click();
  await expect(wa).toBeHidden();

  // 'Kirim Undangan' with nothing selected: every listed not-yet-active member, after a counted confirmation.
  await page.getByRole('button', { name: 'Kirim Undangan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Kirim Undangan' });
  await expect(confirm).toContainText('Kirim undangan aktivasi ke 2 anggota belum aktif di daftar ini?');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('2 undangan masuk antrean dan segera dikirim.')).toBeVisible();
  await expect(rinaRow).toContainText(/Undangan (terkirim|dalam antrean sejak) \d{1,2} \w+ \d{4}/);

  // The mail arrives over SMTP, in Indonesian, HTML and text.
  const link = await waitForMailLink(rina.email, '/activate');
  const mail = mailsTo(rina.email).find((m) => m.text.includes('/activate?token='));
  expect(mail?.subject).toBe('Undangan mengaktifkan akun Alumni 86');
  expect(mail?.html).toBe(true);
  expect(mail?.text).toContain(`Halo ${rina.name},`);
  expect(mail?.text).toContain('Panitia Alumni 86');

  // The member opens the link on a phone, in a browser of their own.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'id-ID' });
  const member = await phone.newPage();
  // A second tab with the same link, left open: it finds the link spent when saved later.
  const otherTab = await phone.newPage();
  await otherTab.goto(link);
  await expect(otherTab.getByRole('button', { name: 'Aktifkan Akun' })).toBeVisible();
  await member.goto(link);
  await expect(member.getByRole('heading', { level: 1, name: 'Aktifkan Akun' })).toBeVisible();
  await expect(
    member.getByText(`Halo ${rina.name}! Buat password untuk akun @${rina.username}.`),
  ).toBeVisible();
  await expectAccessible(member);
  await member.getByLabel('Password Baru', { exact: true }).fill('aktif-sekarang-86');
  await member.getByLabel('Konfirmasi Password Baru').fill('aktif-sekarang-86');
  await member.getByRole('button', { name: 'Aktifkan Akun' }).click();
  await expect(member.getByText('Akun Anda sudah aktif. Selamat datang!')).toBeVisible();
  await expect(member).toHaveURL(/\/$/);
  const stored = await member.evaluate((key) => localStorage.getItem(key), SESSION_KEY);
  expect(JSON.parse(stored ?? '{}').user.username).toBe(rina.username);
  expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await otherTab.getByLabel('Password Baru', { exact: true }).fill('lain-lagi-1986');
  await otherTab.getByLabel('Konfirmasi Password Baru').fill('lain-lagi-1986');
  await otherTab.getByRole('button', { name: 'Aktifkan Akun' }).click();
  await expect(
    otherTab.getByRole('heading', { level: 1, name: 'Tautan aktivasi tidak dapat dipakai' }),
  ).toBeVisible();

  // The same link again: used, and how to get in.
  await member.goto(link);
  await expect(
    member.getByRole('heading', { level: 1, name: 'Tautan aktivasi tidak dapat dipakai' }),
  ).toBeVisible();
  await expect(
    member.getByText('Tautan aktivasi ini sudah dipakai dan akun Anda sudah aktif.'),
  ).toBeVisible();
  await expect(member.getByRole('link', { name: 'Lupa Password' })).toBeVisible();
  await phone.close();

  // The admin's view: Rina is active now; her detail page shows the invitation mail as 'terkirim'.
  await page.reload();
  await expect(rinaRow).toHaveCount(0);
  await page.getByLabel('Status').selectOption('all');
  await expect(page).not.toHaveURL(/status=/);
  await expect(rinaRow.getByText('Aktif', { exact: true })).toBeVisible();
  const rinaId = (
    await (
      await request.get(`/api/v1/user/${rina.username}`, {
        headers: { authorization: `Bearer ${await adminToken(request)}` },
      })
    ).json()
  ).result.id;
  await page.goto(`/admin/user/${rinaId}`);
  const deliveries = page.getByRole('region', { name: 'Undangan & Email' });
  await expect(deliveries.getByTestId('user-mails')).toContainText('terkirim');
  await expect(deliveries.getByTestId('user-mails')).toContainText('Undangan aktivasi');
  await expect(deliveries).toContainText('WhatsApp');
  await expect(deliveries).toContainText(/dipakai/);

  // 'Batalkan Import': Joko (not active) goes, Rina (active) stays, and the panel says so.
  await page.goto('/admin/user');
  await page.getByRole('button', { name: 'Import' }).click();
  const batch = panel.getByTestId('import-batch').filter({ hasText: '1 belum aktif, 1 sudah aktif' }).first();
  await batch.getByRole('button', { name: /Batalkan Import 2 pengguna/ }).click();
  const undo = page.getByRole('alertdialog', { name: 'Batalkan Import' });
  await expect(undo).toContainText('1 anggota dari import ini yang belum aktif akan dihapus');
  await expect(undo).toContainText('1 anggota yang sudah aktif dipertahankan.');
  await undo.getByRole('button', { name: 'Batalkan' }).click();
  await expect(
    page.getByText('1 pengguna dihapus. 1 pengguna dipertahankan karena sudah aktif.'),
  ).toBeVisible();
  const token = await adminToken(request);
  const lookup = (u: string) =>
    request.get(`/api/v1/user/${u}`, { headers: { authorization: `Bearer ${token}` } });
  expect((await lookup(joko.username)).status()).toBe(404);
  expect((await lookup(rina.username)).status()).toBe(200);
});

test('on a phone the not-yet-active members come as cards with their activation state and WhatsApp', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const p = `w${uid()}`;
  const token = await adminToken(request);
  const res = await request.post('/api/v1/user/imports', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      users: [
        {
          name: `Sari ${p}`,
          username: `${p}sari`,
          email: `${p}sari@example.com`,
          phoneNumber: '+62 813 1111 2222',
        },
        { name: `Tono ${p}`, username: `${p}tono`, email: `${p}tono@example.com` },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);

  await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
  await page.goto(`/admin/user?status=inactive&q=${p}`);
  await expect(page.getByLabel('Status')).toHaveValue('inactive');
  const sari = page.getByRole('listitem').filter({ hasText: `Sari ${p}` });
  const tono = page.getByRole('listitem').filter({ hasText: `Tono ${p}` });
  await expect(sari).toContainText('Belum aktif');
  await expect(sari).toContainText('Belum pernah diundang');
  await expect(sari.getByRole('button', { name: `Kirim via WhatsApp ke Sari ${p}` })).toBeVisible();
  await expect(tono).toContainText('Tanpa nomor WhatsApp');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectAccessible(page);

  // One selected: the confirmation counts the selection only.
  await sari.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Kirim Undangan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Kirim Undangan' });
  await expect(confirm).toContainText('Kirim undangan aktivasi ke 1 anggota terpilih yang belum aktif?');
  await confirm.getByRole('button', { name: 'Kirim' }).click();
  await expect(page.getByText('1 undangan masuk antrean dan segera dikirim.')).toBeVisible();
  await expect(sari).toContainText(/Undangan (terkirim|dalam antrean sejak) \d{1,2} \w+ \d{4}/);
  await expect(tono).toContainText('Belum pernah diundang');
  expect(await waitForMailLink(`${p}sari@example.com`, '/activate')).toContain('/activate?token=');
  expect(mailsTo(`${p}tono@example.com`)).toHaveLength(0);
});

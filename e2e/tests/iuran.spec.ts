import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from '../admin-helpers.ts';
import {
  adminToken,
  createEvent,
  createMember,
  expect,
  expectAccessible,
  type Member,
  SHOTS_DIR,
  signInWithStorage,
  test,
} from '../fixtures.ts';

/**
 * 'Iuran', 'Keuangan', 'Buku Kas' (docs/decisions/028): a member joins a paid event and pays with a slip on a
 * phone; the treasurer (a member an admin marked 'Bendahara', not an admin) verifies it at 1280 px; the member
 * sees 'Lunas' and the cash book shows the income. An anonymous donation shows as 'Hamba Allah' to another
 * member.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };
const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function slipPng(color: string): Promise<Buffer> {
  return sharp({ create: { width: 360, height: 640, channels: 3, background: color } })
    .composite([
      {
        input: { create: { width: 300, height: 80, channels: 3, background: '#ffffff' } },
        top: 60,
        left: 30,
      },
    ])
    .png()
    .toBuffer();
}

async function makeTreasurer(request: APIRequestContext): Promise<Member> {
  const treasurer = await createMember(request, { name: 'Bu Bendahara' });
  const res = await request.put(`/api/v1/user/${treasurer.id}/treasurer`, {
    data: { treasurer: true },
    headers: auth(await adminToken(request)),
  });
  expect(res.status(), await res.text()).toBe(200);
  return treasurer;
}

const accounts = [{ bank: 'BCA', number: '123 456 7890', holder: 'Siti Bendahara' }];

test('a member pays a paid event with a slip at 390 px; the treasurer verifies at 1280 px; Lunas and in the book', async ({
  browser,
  request,
}) => {
  test.slow();
  const treasurer = await makeTreasurer(request);
  const member = await createMember(request, { name: 'Yusuf Pembayar' });
  const event = await createEvent(request, { name: `Reuni 40 Tahun ${Date.now().toString(36)}` });
  const fundRes = await request.post('/api/v1/fund', {
    headers: auth(treasurer.token),
    data: {
      kind: 'EVENT',
      name: `Iuran ${event.name}`,
      description: 'Per orang, termasuk makan malam.',
      eventId: event.id,
      amount: 250_000,
      accounts,
    },
  });
  expect(fundRes.status(), await fundRes.text()).toBe(201);
  const fund = (await fundRes.json()).result as { id: number; name: string };
  const joined = await request.post('/api/v1/event-participant/register', {
    data: { eventId: event.id },
    headers: auth(member.token),
  });
  expect(joined.status(), await joined.text()).toBeLessThan(300);

  // 1. The member, on a phone: the event page shows the fund with 'Bayar'.
  const memberCtx = await browser.newContext({
    viewport: phone,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await memberCtx.grantPermissions(['clipboard-read', 'clipboard-write']);
  const page = await memberCtx.newPage();
  await signInWithStorage(page, member);
  await page.goto(`/event/${event.id}`);
  const card = page.getByTestId('event-fund').filter({ hasText: fund.name });
  await expect(card.getByText('Belum bayar')).toBeVisible();
  await card.getByRole('link', { name: 'Bayar' }).click();
  await expect(page.getByRole('heading', { name: fund.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Bayar', exact: true }).click();
  const amount = page.getByTestId('unique-amount');
  await expect(amount).toHaveText(/^Rp 250\.\d{3}$/);
  const shown = (await amount.textContent()) ?? '';
  await page.getByRole('button', { name: 'Salin nominal' }).click();
  await expect(page.getByRole('button', { name: 'Salin nominal' })).toContainText('Tersalin');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shown.replace(/[^0-9]/g, ''));
  await expect(page.getByRole('button', { name: 'Salin nomor rekening BCA' })).toBeVisible();
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_DIR}/bayar-390.png`, fullPage: true });
  await page.getByLabel('Upload bukti transfer').setInputFiles({
    name: 'bukti.png',
    mimeType: 'image/png',
    buffer: await slipPng('#1d4ed8'),
  });
  await expect(page.getByText('Menunggu verifikasi').first()).toBeVisible();
  await expect(page.getByRole('img', { name: 'Bukti transfer' })).toBeVisible();

  // 2. The treasurer, at 1280 px: the queue with the slip; 'Verifikasi'.
  const deskCtx = await browser.newContext({
    viewport: desktop,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const desk = await deskCtx.newPage();
  await signInWithStorage(desk, treasurer);
  await desk.goto('/keuangan');
  await expect(desk.getByRole('heading', { name: 'Keuangan', level: 1 })).toBeVisible();
  const item = desk
    .getByTestId('queue-item')
    .filter({ hasText: 'Yusuf Pembayar' })
    .filter({ hasText: fund.name });
  await expect(item.getByText(shown)).toBeVisible();
  await expect(item.getByRole('img', { name: /Bukti transfer/ })).toBeVisible();
  // A treasurer is not an admin: no list of treasurers, and the back office stays closed.
  await expect(desk.getByRole('heading', { name: 'Bendahara' })).toHaveCount(0);
  await expectAccessible(desk);
  await desk.evaluate(() => window.scrollTo(0, 0));
  await desk.screenshot({ path: `${SHOTS_DIR}/keuangan-1280.png`, fullPage: true });
  await item.getByRole('button', { name: 'Verifikasi' }).click();
  await expect(desk.getByText('Pembayaran diverifikasi: Lunas')).toBeVisible();
  await expect(desk.getByTestId('queue-item').filter({ hasText: fund.name })).toHaveCount(0);
  await deskCtx.close();

  // 3. The member sees 'Lunas' with the receipt number; the cash book shows the income.
  await page.reload();
  await expect(page.getByText('Lunas', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/KW-\d{6}-\d{5}/)).toBeVisible();
  await page.goto('/buku-kas');
  const entry = page.getByTestId('cash-entry').filter({ hasText: fund.name });
  await expect(entry.getByText('Yusuf Pembayar')).toBeVisible();
  await expect(entry.getByText(`+${shown}`)).toBeVisible();
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_DIR}/buku-kas-390.png`, fullPage: true });
  await page.goto('/iuran');
  await expect(page.getByRole('heading', { name: 'Iuran Saya', level: 1 })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_DIR}/iuran-saya-390.png`, fullPage: true });
  await memberCtx.close();
});

test("an anonymous donation shows as 'Hamba Allah' to another member; the treasurer records an expense", async ({
  browser,
  request,
}) => {
  test.slow();
  const treasurer = await makeTreasurer(request);
  const donor = await createMember(request, { name: 'Donatur Rahasia' });
  const reader = await createMember(request, { name: 'Lina Pembaca' });
  const fund = (
    await (
      await request.post('/api/v1/fund', {
        headers: auth(treasurer.token),
        data: {
          kind: 'DONATION',
          name: `Uang Duka ${Date.now().toString(36)}`,
          description: 'Untuk keluarga almarhum.',
          target: 10_000_000,
          accounts,
        },
      })
    ).json()
  ).result as { id: number; name: string };

  // The donor gives anonymously on a phone.
  const donorCtx = await browser.newContext({ viewport: phone, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const dp = await donorCtx.newPage();
  await signInWithStorage(dp, donor);
  await dp.goto(`/iuran/${fund.id}`);
  await dp.getByLabel('Nominal donasi (Rp)').fill('300000');
  await dp.getByLabel(/Sembunyikan nama saya/).check();
  await dp.getByRole('button', { name: 'Donasi', exact: true }).click();
  await expect(dp.getByTestId('unique-amount')).toHaveText(/^Rp 300\.\d{3}$/);
  await dp.getByLabel('Upload bukti transfer').setInputFiles({
    name: 'bukti.png',
    mimeType: 'image/png',
    buffer: await slipPng('#15803d'),
  });
  await expect(dp.getByText('Menunggu verifikasi').first()).toBeVisible();
  await donorCtx.close();

  const queue = await request.get(`/api/v1/fund/${fund.id}/payments?status=PENDING`, {
    headers: auth(treasurer.token),
  });
  const payment = (await queue.json()).result.datas[0] as { id: number };
  expect(
    (
      await request.post(`/api/v1/fund-payment/${payment.id}/verify`, { headers: auth(treasurer.token) })
    ).status(),
  ).toBe(200);

  // Another member reads the cash book: 'Hamba Allah', never the donor's name.
  const readerCtx = await browser.newContext({
    viewport: phone,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const rp = await readerCtx.newPage();
  await signInWithStorage(rp, reader);
  await rp.goto('/buku-kas');
  const entry = rp.getByTestId('cash-entry').filter({ hasText: fund.name });
  await expect(entry.getByText('Hamba Allah')).toBeVisible();
  await expect(rp.getByText('Donatur Rahasia')).toHaveCount(0);
  await expect(rp.getByRole('button', { name: 'Catat Pengeluaran' })).toHaveCount(0);
  await readerCtx.close();

  // The treasurer at 1280 px: an expense with its receipt photo, then 'Salin laporan'.
  const deskCtx = await browser.newContext({
    viewport: desktop,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  await deskCtx.grantPermissions(['clipboard-read', 'clipboard-write']);
  const desk = await deskCtx.newPage();
  await signInWithStorage(desk, treasurer);
  await desk.goto('/buku-kas');
  await desk.getByRole('button', { name: 'Catat Pengeluaran' }).click();
  const form = desk.getByRole('dialog', { name: 'Catat Pengeluaran' });
  await form.getByLabel('Nominal (Rp)').fill('150000');
  await form.getByLabel('Keterangan').fill(`Karangan bunga ${fund.name}`);
  await form.getByLabel('Dari iuran (boleh kosong)').selectOption({ label: fund.name });
  await form.getByLabel('Foto kuitansi/nota').setInputFiles({
    name: 'nota.png',
    mimeType: 'image/png',
    buffer: await slipPng('#b45309'),
  });
  await expect(form.getByRole('img', { name: 'Kuitansi' })).toBeVisible();
  await form.getByRole('button', { name: 'Simpan' }).click();
  await expect(form).toHaveCount(0);
  const out = desk.getByTestId('cash-entry').filter({ hasText: `Karangan bunga ${fund.name}` });
  await expect(out.getByText('−Rp 150.000')).toBeVisible();
  await expect(
    desk.getByTestId('cash-entry').filter({ hasText: fund.name }).getByText('Donatur Rahasia'),
  ).toBeVisible();
  await desk.getByRole('button', { name: 'Salin laporan' }).click();
  const report = await desk.evaluate(() => navigator.clipboard.readText());
  expect(report).toContain('*Laporan Kas');
  expect(report).toContain('Pengeluaran:');
  await expectAccessible(desk);
  await desk.evaluate(() => window.scrollTo(0, 0));
  await desk.screenshot({ path: `${SHOTS_DIR}/buku-kas-1280.png`, fullPage: true });
  await desk.goto(`/iuran/${fund.id}`);
  await desk.evaluate(() => window.scrollTo(0, 0));
  await desk.screenshot({ path: `${SHOTS_DIR}/bayar-1280.png`, fullPage: true });
  await desk.setViewportSize(phone);
  await desk.goto('/keuangan');
  await expect(desk.getByRole('heading', { name: 'Keuangan', level: 1 })).toBeVisible();
  await desk.evaluate(() => window.scrollTo(0, 0));
  await desk.screenshot({ path: `${SHOTS_DIR}/keuangan-390.png`, fullPage: true });
  await deskCtx.close();
});

test('a bank statement file matches two of three waiting payments; both verified in one step', async ({
  browser,
  request,
}) => {
  test.slow();
  const treasurer = await makeTreasurer(request);
  const fund = (
    await (
      await request.post('/api/v1/fund', {
        headers: auth(treasurer.token),
        data: { kind: 'DUES', name: `Iuran Tahunan ${Date.now().toString(36)}`, amount: 123_000, accounts },
      })
    ).json()
  ).result as { id: number; name: string };
  const amounts: number[] = [];
  for (const name of ['Satu Mutasi', 'Dua Mutasi', 'Tiga Mutasi']) {
    const m = await createMember(request, { name });
    const res = await request.post(`/api/v1/fund/${fund.id}/payment`, { headers: auth(m.token), data: {} });
    expect(res.status(), await res.text()).toBe(201);
    amounts.push((await res.json()).result.uniqueAmount);
  }
  const dots = (n: number) => n.toLocaleString('id-ID');
  const csv = [
    'Tanggal,Keterangan,Kredit',
    `26/11/2026,TRSF SATU,"${dots(amounts[0] ?? 0)},00"`,
    `26/11/2026,TRSF DUA,${amounts[1]}`,
    '26/11/2026,TRSF LAIN,777.001',
  ].join('\n');

  const ctx = await browser.newContext({ viewport: desktop, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const desk = await ctx.newPage();
  await signInWithStorage(desk, treasurer);
  await desk.goto('/keuangan');
  await desk.getByLabel('File mutasi bank').setInputFiles({
    name: 'mutasi.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(desk.getByLabel('Kolom nominal dana masuk')).toHaveValue('2');
  const matched = desk.getByTestId('statement-matched');
  await expect(matched.getByRole('listitem')).toHaveCount(2);
  await expect(matched.getByText('Satu Mutasi')).toBeVisible();
  await expect(matched.getByText('Dua Mutasi')).toBeVisible();
  await expect(desk.getByTestId('statement-unmatched').getByText(/TRSF LAIN/)).toBeVisible();
  await expectAccessible(desk);
  await desk.evaluate(() => window.scrollTo(0, 0));
  await desk.screenshot({ path: `${SHOTS_DIR}/keuangan-mutasi-1280.png`, fullPage: true });
  await desk.getByRole('button', { name: 'Verifikasi 2 pembayaran yang cocok' }).click();
  await expect(desk.getByText('2 pembayaran diverifikasi dari mutasi bank.')).toBeVisible();
  const left = desk.getByTestId('queue-item').filter({ hasText: fund.name });
  await expect(left).toHaveCount(1);
  await expect(left.getByText('Tiga Mutasi')).toBeVisible();
  await ctx.close();
});

test("who has paid: 'Lunas' and 'Belum bayar' on the participant list and at the door; 'Ingatkan' reaches who has not paid", async ({
  browser,
  page,
  request,
}) => {
  test.slow();
  const payer = await createMember(request, { name: 'Rina Tepat Waktu' });
  const late = await createMember(request, { name: 'Tono Terlambat' });
  const event = await createEvent(request, { name: `Reuni Emas ${Date.now().toString(36)}` });
  const admin = auth(await adminToken(request));
  const fundRes = await request.post('/api/v1/fund', {
    headers: admin,
    data: { kind: 'EVENT', name: `Iuran ${event.name}`, eventId: event.id, amount: 150_000, accounts },
  });
  expect(fundRes.status(), await fundRes.text()).toBe(201);
  const fund = (await fundRes.json()).result as { id: number; name: string };
  for (const m of [payer, late]) {
    const joined = await request.post('/api/v1/event-participant/register', {
      data: { eventId: event.id },
      headers: auth(m.token),
    });
    expect(joined.status(), await joined.text()).toBeLessThan(300);
  }
  const cash = await request.post(`/api/v1/fund/${fund.id}/cash-payment`, {
    headers: admin,
    data: { userId: payer.id },
  });
  expect(cash.status(), await cash.text()).toBe(201);

  // The committee at 1280 px: the participant list and the door show who has paid.
  await page.setViewportSize(desktop);
  await signInAsAdmin(page, request);
  await page.goto(`/admin/event/${event.id}?tab=partisipan`);
  const panel = page.getByRole('tabpanel');
  await expect(
    panel.getByRole('listitem').filter({ hasText: 'Rina Tepat Waktu' }).getByText('Lunas'),
  ).toBeVisible();
  await expect(
    panel.getByRole('listitem').filter({ hasText: 'Tono Terlambat' }).getByText('Belum bayar'),
  ).toBeVisible();
  await page.goto(`/admin/event/${event.id}/check-in`);
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Tono Terlambat' }).getByText('Belum bayar'),
  ).toBeVisible();
  await expect(
    page.getByRole('listitem').filter({ hasText: 'Rina Tepat Waktu' }).getByText('Lunas'),
  ).toBeVisible();

  // The fund page: the counts (the admin who made the event holds a seat too), who has not paid, 'Ingatkan'
  // (never to the one pressing it) and the WhatsApp text.
  await page.goto(`/iuran/${fund.id}`);
  const standing = page.getByRole('region', { name: 'Yang sudah membayar' });
  await expect(standing.getByText('1 dari 3 orang')).toBeVisible();
  await expect(standing.getByText('2 dari 3 orang')).toBeVisible();
  const unpaid = standing.getByRole('listitem').filter({ hasText: 'Tono Terlambat' });
  await expect(unpaid).toBeVisible();
  await standing.getByRole('button', { name: 'Ingatkan' }).click();
  await expect(page.getByText('1 anggota diingatkan.')).toBeVisible();
  const wa = standing.getByRole('link', { name: 'Kirim pengingat ke grup WhatsApp' });
  await expect(wa).toHaveAttribute('href', new RegExp(`^https://wa\\.me/\\?text=.*${fund.id}`));
  await expect(unpaid).toContainText('Diingatkan');
  await expectAccessible(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS_DIR}/iuran-ingatkan-1280.png`, fullPage: true });

  // The member who has not paid, on a phone: the reminder in the bell, opening the fund's page.
  const memberCtx = await browser.newContext({
    viewport: phone,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const phonePage = await memberCtx.newPage();
  await signInWithStorage(phonePage, late);
  await phonePage.goto('/notifications');
  const note = phonePage.getByText(`Pengingat: iuran ${fund.name} sebesar Rp 150.000 belum Anda bayar`, {
    exact: false,
  });
  await expect(note).toBeVisible();
  await note.click();
  await expect(phonePage).toHaveURL(new RegExp(`/iuran/${fund.id}$`));
  await expect(phonePage.getByRole('region', { name: 'Yang sudah membayar' })).toBeVisible();
  // A member sees the counts, never the names.
  await expect(phonePage.getByRole('heading', { name: 'Yang belum membayar' })).toHaveCount(0);
  await expectAccessible(phonePage);
  await phonePage.evaluate(() => window.scrollTo(0, 0));
  await phonePage.screenshot({ path: `${SHOTS_DIR}/iuran-standing-390.png`, fullPage: true });
  // Every member may download the cash book.
  await phonePage.goto('/buku-kas');
  const [download] = await Promise.all([
    phonePage.waitForEvent('download'),
    phonePage.getByRole('button', { name: 'Unduh .xlsx' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('buku-kas.xlsx');
  await memberCtx.close();
});

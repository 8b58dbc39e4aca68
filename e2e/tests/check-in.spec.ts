import { readFile, writeFile } from 'node:fs/promises';
import { type APIRequestContext, type Browser, chromium, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import {
  ADMIN,
  apiLogin,
  createEvent,
  createMember,
  expect,
  expectAccessible,
  type Member,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/**
 * On the day (docs/decisions/015): a member's 'Tiket Saya' QR, decoded from a screenshot of a phone screen, is
 * checked in through the admin's door screen (typed code), and the member is 'Hadir' in the downloaded
 * export; the door refuses forged and foreign codes; 'Tambah Peserta' past the quota; 'Unduh Pengguna'.
 * Phones are 390 px wide. Every test makes its own members and events through the API.
 */

const PHONE = { width: 390, height: 844 };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function join(request: APIRequestContext, member: Member, eventId: number) {
  const res = await request.post('/api/v1/event-participant/register', {
    data: { eventId },
    headers: bearer(member.token),
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function phonePage(browser: Browser, session: Parameters<typeof signInWithStorage>[1]): Promise<Page> {
  const context = await browser.newContext({
    viewport: PHONE,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: {
      'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  const page = await context.newPage();
  await signInWithStorage(page, session);
  return page;
}

/** Reads the QR drawn on screen back into text: a screenshot of the code, decoded with jsQR. */
async function decodeQr(page: Page, name: RegExp | string): Promise<string> {
  // From the top, as a member opens the ticket: the sticky top bar must not cover part of the code.
  await page.evaluate(() => window.scrollTo(0, 0));
  const png = PNG.sync.read(await page.getByRole('img', { name }).screenshot({ animations: 'disabled' }));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  expect(found, 'a QR code in the screenshot').not.toBeNull();
  return found?.data ?? '';
}

async function readWorkbook(file: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await readFile(file)) as unknown as ArrayBuffer);
  const sheet = book.worksheets[0];
  const rows: string[][] = [];
  sheet?.eachRow((row) => {
    const cells: string[] = [];
    for (let c = 1; c <= (sheet?.columnCount ?? 0); c += 1) cells.push(String(row.getCell(c).value ?? ''));
    rows.push(cells);
  });
  return rows;
}

test("a member's QR from a phone screen is checked in at the door, then 'Hadir' in the export", async ({
  browser,
  request,
}) => {
  const id = uid();
  const member = await createMember(request, { name: `Budi Tiket ${id}` });
  const event = await createEvent(request, { name: `Reuni Pintu ${id}` });
  await join(request, member, event.id);

  // The member's phone: 'Tiket Saya' from the event page.
  const phone = await phonePage(browser, member);
  await phone.goto(`/event/${event.id}`);
  // The registration panel's link (the phone's sticky bar repeats it once the panel scrolls away).
  await phone.getByRole('region', { name: 'Pendaftaran' }).getByRole('link', { name: 'Tiket Saya' }).click();
  await expect(phone).toHaveURL(new RegExp(`/event/${event.id}/ticket$`));
  await expect(phone.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(phone.getByRole('article').getByText(member.name, { exact: true })).toBeVisible();
  const qrName = `Kode QR tiket untuk ${event.name}`;
  await expect(phone.getByRole('img', { name: qrName })).toBeVisible();
  await expectAccessible(phone);
  const code = await decodeQr(phone, qrName);
  expect(code).toMatch(/^A86\.[0-9a-z]+\.[0-9a-z]+\.[A-Za-z0-9_-]{22}$/);

  // Without a network the loaded ticket stays, also after leaving and coming back.
  await phone.context().setOffline(true);
  await expect(phone.getByText('Anda sedang offline.', { exact: false })).toBeVisible();
  await phone.getByRole('link', { name: 'Kembali ke acara' }).click();
  await phone.goBack();
  await expect(phone.getByRole('img', { name: qrName })).toBeVisible();
  expect(await decodeQr(phone, qrName)).toBe(code);
  await phone.context().setOffline(false);

  // The committee member's phone at the door: the typed code (as read from the ticket).
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const door = await phonePage(browser, admin);
  await door.goto(`/admin/event/${event.id}`);
  await door.getByRole('tab', { name: 'Partisipan' }).click();
  await door.getByRole('link', { name: 'Check-in' }).click();
  await expect(door).toHaveURL(new RegExp(`/admin/event/${event.id}/check-in$`));
  await expect(door.getByRole('heading', { level: 1, name: 'Check-in' })).toBeVisible();
  // The creator (the admin) and the member are registered.
  await expect(door.getByTestId('attendance-count')).toHaveText('0 dari 2 hadir');
  await door.getByLabel('Kode tiket').fill(code);
  await door.getByRole('button', { name: 'Check-in', exact: true }).click();
  const outcome = door.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-outcome', 'ok');
  await expect(outcome).toContainText('Hadir');
  await expect(outcome).toContainText(new RegExp(`${member.name} hadir pukul \\d{2}:\\d{2}\\.`));
  await expect(door.getByTestId('attendance-count')).toHaveText('1 dari 2 hadir');
  const time = /pukul (\d{2}:\d{2})/.exec((await outcome.textContent()) ?? '')?.[1] ?? '';
  await expectAccessible(door);

  // The same ticket again: 'Sudah check-in pukul HH:mm', nothing counted twice.
  await door.getByLabel('Kode tiket').fill(code);
  await door.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(outcome).toHaveAttribute('data-outcome', 'again');
  await expect(outcome).toContainText(`Sudah check-in pukul ${time}`);
  await expect(door.getByTestId('attendance-count')).toHaveText('1 dari 2 hadir');

  // The member's ticket now says so.
  await phone.reload();
  await expect(phone.getByText(`Hadir · check-in pukul ${time}`)).toBeVisible();

  // The participants tab: 'Hadir' and 'N dari M hadir'; 'Unduh Peserta' has the member 'Hadir'.
  await door.goto(`/admin/event/${event.id}?tab=partisipan`);
  await expect(door.getByText('1 dari 2 hadir')).toBeVisible();
  const row = door.getByRole('listitem').filter({ hasText: member.name });
  await expect(row.getByText(`Hadir pukul ${time}`)).toBeVisible();
  const [download] = await Promise.all([
    door.waitForEvent('download'),
    door.getByRole('button', { name: 'Unduh Peserta' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^peserta-reuni-pintu-.*\.xlsx$/);
  const rows = await readWorkbook(await download.path());
  expect(rows[0]).toEqual([
    'Nama',
    'Username',
    'Email',
    'Telepon',
    'Tanggal Daftar',
    'Status',
    'Hadir',
    'Waktu Check-in',
    'Pembayaran',
    // Companions (docs/decisions/031-companions.md).
    'Pendamping',
    'Nama Pendamping',
    'Jumlah Hadir',
  ]);
  const mine = rows.find((r) => r[1] === member.username);
  expect(mine?.slice(0, 3)).toEqual([member.name, member.username, member.email]);
  expect(mine?.[5]).toBe('Terdaftar');
  expect(mine?.[6]).toBe('Ya');
  expect(mine?.[7]).toMatch(new RegExp(`^\\d{2}/\\d{2}/\\d{4} ${time}$`));
  // No fee for this event: the payment column stays empty (docs/decisions/028).
  expect(mine?.[8] ?? '').toBe('');
  expect(rows.find((r) => r[1] === ADMIN.username)?.[6]).toBe('Tidak');
});

test("the door refuses forged and another event's tickets; search, 'Hadir' and 'Batalkan' by hand", async ({
  browser,
  request,
}) => {
  const id = uid();
  const member = await createMember(request, { name: `Sari Pintu ${id}` });
  const event = await createEvent(request, { name: `Temu Kangen ${id}` });
  const other = await createEvent(request, { name: `Acara Lain ${id}` });
  await join(request, member, event.id);
  await join(request, member, other.id);
  const ticket = await request.get(`/api/v1/event-participant/ticket?eventId=${other.id}`, {
    headers: bearer(member.token),
  });
  const otherCode = (await ticket.json()).result.code as string;

  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const door = await phonePage(browser, admin);
  await door.goto(`/admin/event/${event.id}/check-in`);
  const outcome = door.locator('[data-outcome]');
  const codeBox = door.getByLabel('Kode tiket');
  const submit = door.getByRole('button', { name: 'Check-in', exact: true });

  await codeBox.fill(`${otherCode.slice(0, -2)}xx`);
  await submit.click();
  await expect(outcome).toHaveAttribute('data-outcome', 'refused');
  await expect(outcome).toContainText('Kode tiket tidak dikenali.');

  await codeBox.fill(otherCode);
  await submit.click();
  await expect(outcome).toContainText(`Tiket ini untuk acara lain: Acara Lain ${id}.`);
  await expect(door.getByTestId('attendance-count')).toHaveText('0 dari 2 hadir');

  // By name: search, then 'Hadir' on the row; 'Batalkan' takes it back.
  await door.getByLabel('Cari peserta').fill('Sari Pintu');
  await door.getByLabel('Cari peserta').press('Enter');
  await door.getByRole('button', { name: `Tandai ${member.name} hadir` }).click();
  await expect(outcome).toHaveAttribute('data-outcome', 'ok');
  await expect(door.getByTestId('attendance-count')).toHaveText('1 dari 2 hadir');
  await expect(door.getByText(/^Hadir pukul \d{2}:\d{2}$/)).toBeVisible();
  await door.getByRole('button', { name: `Batalkan check-in ${member.name}` }).click();
  await expect(outcome).toContainText('Check-in dibatalkan');
  await expect(door.getByTestId('attendance-count')).toHaveText('0 dari 2 hadir');
  await expect(door.getByRole('button', { name: `Tandai ${member.name} hadir` })).toBeVisible();
});

test("'Tambah Peserta' registers a member; past the quota only after 'Tetap tambahkan'", async ({
  page,
  request,
}) => {
  const id = uid();
  const member = await createMember(request, { name: `Tono Tambah ${id}`, username: `tono${id}` });
  // Quota 1: the creator (the admin) already holds the only seat.
  const event = await createEvent(request, { name: `Makan Malam ${id}`, quota: 1 });
  await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
  await page.goto(`/admin/event/${event.id}?tab=partisipan`);
  await page.getByRole('button', { name: 'Tambah Peserta' }).click();
  await page.getByRole('combobox', { name: 'Cari pengguna' }).fill(`tono${id}`);
  await page.getByRole('option', { name: new RegExp(member.name) }).click();
  await page.getByRole('button', { name: 'Daftarkan' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Kuota Sudah Penuh' });
  await expect(dialog).toContainText(`Tetap tambahkan ${member.name}`);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Tetap tambahkan' }).click();
  await expect(page.getByText(`${member.name} terdaftar pada acara Makan Malam ${id}.`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: member.name })).toBeVisible();
  await expect(page.getByText('2 partisipan')).toBeVisible();
});

test("'Unduh Pengguna' exports /admin/user as filtered", async ({ page, request }) => {
  const id = uid();
  const a = await createMember(request, { name: `Ekspor Satu ${id}`, username: `xa${id}` });
  const b = await createMember(request, { name: `Ekspor Dua ${id}`, username: `xb${id}` });
  await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
  await page.goto(`/admin/user?q=${id}&sort=az`);
  await expect(page.getByText(b.name).first()).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Unduh Pengguna' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^pengguna-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const rows = await readWorkbook(await download.path());
  expect(rows[0]).toEqual(['Nama', 'Username', 'Email', 'Telepon', 'Peran', 'Tanggal Daftar']);
  // Only the two that match, A to Z by name.
  expect(rows.slice(1).map((r) => r[1])).toEqual([b.username, a.username]);
});

test("one's own 'Riwayat Acara' marks events attended and opens each ticket", async ({ page, request }) => {
  const id = uid();
  const member = await createMember(request, { name: `Rina Riwayat ${id}` });
  const event = await createEvent(request, { name: `Reuni Riwayat ${id}` });
  await join(request, member, event.id);
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const res = await request.post('/api/v1/event-participant/check-in', {
    data: { eventId: event.id, userId: member.id },
    headers: bearer(admin.token),
  });
  expect(res.status(), await res.text()).toBe(200);

  await page.setViewportSize(PHONE);
  await signInWithStorage(page, member);
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Riwayat Acara' }).click();
  const card = page.getByRole('listitem').filter({ hasText: event.name });
  await expect(card.getByText('Hadir', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: `Tiket Saya untuk ${event.name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  await expect(page.getByText(/^Hadir · check-in pukul \d{2}:\d{2}$/)).toBeVisible();
});

/** One grey YUV4MPEG2 frame (4:2:0) of a PNG centred on a white 640x480 picture: Chromium's fake camera. */
function pngToY4m(png: PNG): Buffer {
  const W = 640;
  const H = 480;
  const y = Buffer.alloc(W * H, 255);
  const ox = Math.floor((W - png.width) / 2);
  const oy = Math.floor((H - png.height) / 2);
  for (let j = 0; j < png.height; j += 1)
    for (let i = 0; i < png.width; i += 1) {
      const k = (j * png.width + i) * 4;
      const luma =
        0.299 * (png.data[k] ?? 0) + 0.587 * (png.data[k + 1] ?? 0) + 0.114 * (png.data[k + 2] ?? 0);
      const x = ox + i;
      const yy = oy + j;
      if (x >= 0 && x < W && yy >= 0 && yy < H) y[yy * W + x] = Math.round(luma);
    }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  return Buffer.concat([
    Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\nFRAME\n`),
    y,
    chroma,
    chroma,
  ]);
}

test('the camera scanner reads a ticket held up to it (Chromium fake camera)', async ({
  browser,
  request,
}) => {
  const id = uid();
  const member = await createMember(request, { name: `Kamera ${id}` });
  const event = await createEvent(request, { name: `Reuni Kamera ${id}` });
  await join(request, member, event.id);
  const phone = await phonePage(browser, member);
  await phone.goto(`/event/${event.id}/ticket`);
  const qr = phone.getByRole('img', { name: `Kode QR tiket untuk ${event.name}` });
  await expect(qr).toBeVisible();
  await phone.evaluate(() => window.scrollTo(0, 0));
  const video = test.info().outputPath('ticket.y4m');
  await writeFile(video, pngToY4m(PNG.sync.read(await qr.screenshot({ animations: 'disabled' }))));

  // The committee member's phone with its camera pointed at that screen.
  const camera = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
  try {
    const context = await camera.newContext({
      viewport: PHONE,
      locale: 'id-ID',
      timezoneId: 'Asia/Jakarta',
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: { 'x-forwarded-for': `10.8.${Math.floor(Math.random() * 250)}.7` },
    });
    const door = await context.newPage();
    await signInWithStorage(door, await apiLogin(request, ADMIN.username, ADMIN.password));
    await door.goto(`/admin/event/${event.id}/check-in`);
    await door.getByRole('button', { name: 'Pindai QR' }).click();
    await expect(door.getByRole('button', { name: 'Tutup Kamera' })).toBeVisible();
    const outcome = door.locator('[data-outcome]');
    await expect(outcome).toHaveAttribute('data-outcome', 'ok', { timeout: 20_000 });
    await expect(outcome).toContainText(`${member.name} hadir pukul`);
    await expect(door.getByTestId('attendance-count')).toHaveText('1 dari 2 hadir');
    await door.getByRole('button', { name: 'Tutup Kamera' }).click();
    await expect(door.getByRole('button', { name: 'Pindai QR' })).toBeVisible();
  } finally {
    await camera.close();
  }
});

test("the dashboard's 'Acara Terbaru' shows the attendance rate of a finished event", async ({
  page,
  request,
}) => {
  const id = uid();
  const member = await createMember(request);
  // Finished: EXPIRED. The admin (creator) and the member, added by the admin, are registered.
  const event = await createEvent(request, { name: `Selesai ${id}`, status: 'EXPIRED' });
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  const added = await request.post('/api/v1/event-participant/register-on-behalf', {
    data: { eventId: event.id, userId: member.id },
    headers: bearer(admin.token),
  });
  expect(added.status(), await added.text()).toBe(200);
  const checked = await request.post('/api/v1/event-participant/check-in', {
    data: { eventId: event.id, userId: member.id },
    headers: bearer(admin.token),
  });
  expect(checked.status(), await checked.text()).toBe(200);

  await signInWithStorage(page, admin);
  await page.goto('/admin');
  const latest = page.getByRole('region', { name: 'Acara Terbaru' });
  await expect(latest.getByRole('columnheader', { name: 'Kehadiran' })).toBeVisible();
  const row = latest.getByRole('row').filter({ has: page.getByRole('link', { name: event.name }) });
  await expect(row).toContainText('50% (1/2)');
});

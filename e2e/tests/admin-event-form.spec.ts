import { deflateSync } from 'node:zlib';
import type { EventDetail } from '@alumni/contract';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  ADMIN,
  adminToken,
  apiLogin,
  createEvent,
  createMember,
  expect,
  expectAccessible,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/**
 * /admin/event/add and /admin/event/{id}/edit (docs/spec.md §§2, 4, 5, 8): NEW and CONTINUED groups,
 * cropped images uploaded first, the creator by search or created inline, the end-date option, the
 * confirmations and alerts, and what members see afterwards.
 */

// --- A small solid-colour PNG, made here (no fixture files) ----------------------------------------

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const byte of buf) c = (CRC_TABLE[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
}
function png(width: number, height: number, [r, g, b]: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([r, g, b], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// --- Helpers -------------------------------------------------------------------------------------

const toasts = (page: Page) => page.getByRole('region', { name: 'Pemberitahuan' });

/** 'DD/MM/YYYY' of a day `days` from now in Jakarta, as the form's date field reads and writes it. */
function jakartaDay(days: number): string {
  const wall = new Date(Date.now() + 7 * 3_600_000 + days * 86_400_000).toISOString();
  return `${wall.slice(8, 10)}/${wall.slice(5, 7)}/${wall.slice(0, 4)}`;
}
const apiDate = (day: string, time: string) => `${day} ${time}`;

async function adminEvent(request: APIRequestContext, id: number): Promise<EventDetail> {
  const res = await request.get(`/api/v1/event/${id}`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result as EventDetail;
}

/** Picks a PNG for the image field labelled `label` and accepts the cropper. */
async function pickAndCrop(page: Page, label: string, dialogName: string, image: Buffer) {
  await page
    .getByLabel(new RegExp(`^${label}`))
    .setInputFiles({ name: 'gambar.png', mimeType: 'image/png', buffer: image });
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Gunakan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('img', { name: `Pratinjau ${label.toLowerCase()}` })).toBeVisible();
}

async function saveWithConfirmation(page: Page, dialogName: string) {
  // 'Simpan sebagai Draf' when adding (beside 'Simpan & Terbitkan'), 'Simpan' when editing.
  await page.getByRole('button', { name: /^Simpan( sebagai Draf)?$/ }).click();
  const dialog = page.getByRole('alertdialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
}

async function signInAdmin(page: Page, request: APIRequestContext) {
  await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
}

// --- Tests -----------------------------------------------------------------------------------------

test('NEW group with images and a searched creator, published on edit; a member joins and is told of changes', async ({
  page,
  request,
  browser,
}) => {
  test.slow();
  const key = uid();
  const creator = await createMember(request, { name: `Pembuat ${key}` });
  const member = await createMember(request);
  const eventName = `Reuni Form ${key}`;
  const day = jakartaDay(10);
  await signInAdmin(page, request);

  await page.goto('/admin/event/add');
  await expect(page.getByRole('heading', { level: 1, name: 'Buat Acara Baru' })).toBeVisible();
  // New events start DRAFT: the status is shown but fixed.
  await expect(page.getByLabel('Status', { exact: true })).toBeDisabled();
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('DRAFT');
  await expect(page.getByLabel('Kategori')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nama Grup', { exact: true }).fill(`grup-${key}`);
  await page.getByLabel('Nama Tampilan Grup').fill(`Grup ${key}`);
  await pickAndCrop(page, 'Thumbnail Grup', 'Potong Thumbnail Grup (4:1)', png(400, 100, [30, 40, 120]));
  await page.getByLabel('Nama Acara').fill(eventName);
  await page.getByLabel('Alamat Acara').fill('Gedung Serbaguna, Jakarta');
  await page.getByLabel('Kategori').selectOption({ index: 1 });
  await page.getByLabel('Tanggal Mulai', { exact: true }).fill(day);
  await page.getByLabel('Jam Mulai (WIB)', { exact: true }).fill('19:00');
  await page.getByLabel('Deskripsi').fill('Baris pertama.\nBaris kedua.');
  await pickAndCrop(page, 'Gambar Acara', 'Potong Gambar Acara (16:9)', png(320, 180, [200, 150, 30]));

  // The creator, by search and keyboard (the signed-in admin is preselected: change it first).
  await page.getByRole('button', { name: /^Ganti .*\(/ }).click();
  const search = page.getByRole('combobox', { name: 'Cari pengguna' });
  await search.fill(creator.username);
  await expect(page.getByRole('option', { name: new RegExp(creator.name) })).toBeVisible();
  await expectAccessible(page);
  await search.press('ArrowDown');
  await search.press('Enter');
  await expect(page.getByText(`@${creator.username}`)).toBeVisible();

  // An upload refused by the server aborts the save before anything is created; nothing typed is lost.
  let eventPosts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/v1/event') eventPosts++;
  });
  await page.route('**/api/v1/upload', (route) =>
    route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Data yang dikirim terlalu besar.', code: 'PAYLOAD_TOO_LARGE' }),
    }),
  );
  await saveWithConfirmation(page, 'Menambah acara');
  await expect(toasts(page).getByText('Terdapat kesalahan saat mengupload gambar')).toBeVisible();
  await expect(
    toasts(page).getByText('Gambar terlalu besar. Ukuran gambar harus sesuai dengan yang diminta.'),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/event\/add$/);
  await expect(page.getByLabel('Nama Acara')).toHaveValue(eventName);
  expect(eventPosts).toBe(0);
  await page.unroute('**/api/v1/upload');

  await saveWithConfirmation(page, 'Menambah acara');
  await expect(page).toHaveURL(/\/admin\/event\/\d+$/);
  await expect(toasts(page).getByText('Anda berhasil menambah acara')).toBeVisible();
  expect(eventPosts).toBe(1);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  await expect(page.getByRole('heading', { level: 1, name: eventName })).toBeVisible();
  await expectAccessible(page);

  let saved = await adminEvent(request, id);
  expect(saved).toMatchObject({
    name: eventName,
    status: 'DRAFT',
    eventCreationType: 'NEW',
    quota: null,
    startDate: apiDate(day, '19:00'),
    endDate: apiDate(day, '19:00'),
    description: 'Baris pertama.\nBaris kedua.',
    eventGroup: { name: `grup-${key}`, displayName: `Grup ${key}` },
    user: { id: creator.id },
  });
  expect(saved.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);
  expect(saved.eventGroup?.imageUrl).toMatch(/^\/uploads\/[a-f0-9]{32}\.webp$/);

  // Publish it through the edit form.
  await page.goto(`/admin/event/${id}/edit`);
  await expect(page.getByLabel('Nama Acara')).toHaveValue(eventName);
  await expect(page.getByText(`@${creator.username}`)).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Status', { exact: true }).selectOption('PUBLISH');
  await saveWithConfirmation(page, 'Mengubah acara');
  await expect(page).toHaveURL(new RegExp(`/admin/event/${id}$`));
  await expect(toasts(page).getByText('Anda berhasil mengubah acara')).toBeVisible();
  expect((await adminEvent(request, id)).status).toBe('PUBLISH');

  // A member finds it on the event list and registers.
  const memberContext = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const memberPage = await memberContext.newPage();
  await signInWithStorage(memberPage, member);
  await memberPage.goto(`/event?q=${encodeURIComponent(key)}`);
  await memberPage.getByRole('link', { name: eventName }).first().click();
  await expect(memberPage).toHaveURL(new RegExp(`/event/${id}$`));
  const panel = memberPage.getByRole('region', { name: 'Pendaftaran' });
  await panel.getByRole('button', { name: 'Daftar Sekarang' }).click();
  await memberPage.getByRole('alertdialog').getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(panel.getByRole('button', { name: 'Batal Mendaftar' })).toBeVisible();
  await expectAccessible(memberPage);
  await memberContext.close();

  // The admin moves it: the member is told.
  await page.goto(`/admin/event/${id}/edit`);
  await page.getByLabel('Alamat Acara').fill(`Aula Baru ${key}, Bandung`);
  await page.getByLabel('Jam Mulai (WIB)', { exact: true }).fill('20:30');
  await saveWithConfirmation(page, 'Mengubah acara');
  await expect(toasts(page).getByText('Anda berhasil mengubah acara')).toBeVisible();
  saved = await adminEvent(request, id);
  expect(saved).toMatchObject({ startDate: apiDate(day, '20:30'), endDate: apiDate(day, '20:30') });

  const res = await request.get('/api/v2/notification?offset=1&limit=5', {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.status()).toBe(200);
  const contents = ((await res.json()).result.datas as { content: string }[]).map((n) => n.content);
  expect(
    contents.some((c) => c.includes(eventName) && c.includes(`lokasi menjadi Aula Baru ${key}, Bandung`)),
  ).toBe(true);
});

test('CONTINUED group with a new inline creator who can sign in; empty quota and no end date', async ({
  page,
  request,
}) => {
  const key = uid();
  const existing = await createEvent(request, { status: 'DRAFT' });
  const group = existing.eventGroup;
  if (!group) throw new Error('the fixture event has no group');
  const day = jakartaDay(12);
  const username = `baru${key}`;
  await signInAdmin(page, request);

  await page.goto('/admin/event/add');
  await page.getByLabel('Lanjutan Grup').check();
  await page.getByLabel('Pilih Grup').selectOption(String(group.id));
  await expect(
    page
      .getByRole('img', { name: `Thumbnail Grup ${group.displayName}` })
      .or(page.getByText('Grup ini belum memiliki thumbnail.')),
  ).toBeVisible();
  await page.getByLabel('Nama Acara').fill(`Lanjutan ${key}`);
  await page.getByLabel('Online').check();
  await expect(page.getByLabel('Tautan Acara Online')).toBeVisible();
  await page.getByLabel('Tautan Acara Online').fill('https://meet.example.com/alumni86');
  await page.getByLabel('Kategori').selectOption({ index: 1 });
  await expect(page.getByText('Kosong: kuota tanpa batas.')).toBeVisible();
  await page.getByLabel('Tanggal Mulai', { exact: true }).fill(day);
  await page.getByLabel('Jam Mulai (WIB)', { exact: true }).fill('09:15');
  // Turning the end-date option on and off again clears it (docs/spec.md §5).
  await page.getByLabel('Atur tanggal dan jam selesai').check();
  await page.getByLabel('Tanggal Selesai', { exact: true }).fill(day);
  await page.getByLabel('Jam Selesai (WIB)', { exact: true }).fill('11:00');
  await page.getByLabel('Atur tanggal dan jam selesai').uncheck();
  await expect(page.getByLabel('Tanggal Selesai', { exact: true })).toHaveCount(0);

  await page.getByLabel('Buat Pengguna Baru').check();
  await page.getByLabel('Nama', { exact: true }).fill(`Anggota Baru ${key}`);
  // A username already taken: the server's refusal sits at the field, nothing typed is lost.
  const taken = await createMember(request);
  await page.getByLabel('Username').fill(taken.username);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('rahasia-baru-123');
  await page.getByLabel('Konfirmasi Password').fill('rahasia-baru-123');
  await expectAccessible(page);
  await saveWithConfirmation(page, 'Menambah acara');
  await expect(toasts(page).getByText('Terdapat kesalahan')).toBeVisible();
  await expect(
    toasts(page).getByText('Menambah acara gagal, silakan masukkan data dengan benar dan coba lagi.'),
  ).toBeVisible();
  await expect(page.getByLabel('Username')).toHaveAccessibleDescription('Username sudah digunakan.');
  await expect(page.getByLabel('Username')).toBeFocused();
  await expect(page.getByLabel('Nama Acara')).toHaveValue(`Lanjutan ${key}`);
  await expect(page).toHaveURL(/\/admin\/event\/add$/);

  await page.getByLabel('Username').fill(username);
  await saveWithConfirmation(page, 'Menambah acara');
  await expect(page).toHaveURL(/\/admin\/event\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const saved = await adminEvent(request, id);
  expect(saved).toMatchObject({
    eventCreationType: 'CONTINUED',
    eventGroup: { id: group.id },
    eventType: 'ONLINE',
    quota: null,
    startDate: apiDate(day, '09:15'),
    endDate: apiDate(day, '09:15'),
    imageUrl: null,
    user: { username },
  });
  const login = await apiLogin(request, username, 'rahasia-baru-123');
  expect(login.currentUser.id).toBe(saved.user?.id);
});

test('missing fields and an end before the start are shown at their fields and nothing is sent', async ({
  page,
  request,
}) => {
  const writes: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/event') && r.method() !== 'GET') writes.push(r.method());
    if (r.url().includes('/api/v1/upload')) writes.push('UPLOAD');
  });
  await signInAdmin(page, request);
  await page.goto('/admin/event/add');
  await expect(page.getByLabel('Kategori')).toBeVisible();

  await page.getByRole('button', { name: 'Simpan sebagai Draf' }).click();
  await expect(page.getByText('Nama acara harus diisi')).toBeVisible();
  await expect(page.getByText('Kategori acara harus dipilih')).toBeVisible();
  await expect(page.getByText('Tanggal mulai harus diisi')).toBeVisible();
  // The group and the creator have defaults (docs/decisions/023): nothing to say about them.
  await expect(page.getByText('Nama grup harus diisi')).toHaveCount(0);
  await expect(page.getByText('Pilih pembuat acara atau buat pengguna baru')).toHaveCount(0);
  // The first wrong field gets the focus and says why.
  await expect(page.getByLabel('Nama Acara')).toBeFocused();
  await expect(page.getByLabel('Nama Acara')).toHaveAccessibleDescription('Nama acara harus diisi');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expectAccessible(page);

  const day = jakartaDay(5);
  await page.getByLabel('Nama Acara').fill(`Salah ${uid()}`);
  await expect(page.getByText('Nama acara harus diisi')).toHaveCount(0);
  await page.getByLabel('Tanggal Mulai', { exact: true }).fill(day);
  await page.getByLabel('Jam Mulai (WIB)', { exact: true }).fill('19:00');
  await page.getByLabel('Atur tanggal dan jam selesai').check();
  await page.getByLabel('Tanggal Selesai', { exact: true }).fill(day);
  await page.getByLabel('Jam Selesai (WIB)', { exact: true }).fill('18:00');
  await page.getByLabel('Buat Pengguna Baru').check();
  await page.getByLabel('Password', { exact: true }).fill('rahasia-123');
  await page.getByLabel('Konfirmasi Password').fill('rahasia-456');
  await page.getByRole('button', { name: 'Simpan sebagai Draf' }).click();
  await expect(page.getByText('Tanggal selesai tidak boleh sebelum tanggal mulai.')).toBeVisible();
  await expect(page.getByText('Kata sandi berbeda')).toBeVisible();
  await expect(toasts(page).getByText('Kata sandi konfirmasi tidak sama dengan kata sandi')).toBeVisible();

  // Batal asks first; Kembali keeps everything typed.
  await page.getByRole('button', { name: 'Batal' }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Batalkan perubahan' });
  await expect(cancel).toBeVisible();
  await expectAccessible(page);
  await cancel.getByRole('button', { name: 'Kembali' }).click();
  await expect(page.getByLabel('Jam Selesai (WIB)', { exact: true })).toHaveValue('18:00');
  await page.getByRole('button', { name: 'Batal' }).click();
  await cancel.getByRole('button', { name: 'Ya, Batalkan' }).click();
  await expect(page).toHaveURL(/\/admin\/event$/);
  expect(writes).toEqual([]);
});

test('leaving a half-typed event by the sidebar asks first: Kembali keeps it, Keluar leaves', async ({
  page,
  request,
}) => {
  await signInAdmin(page, request);
  await page.goto('/admin/event/add');
  await expect(page.getByLabel('Kategori')).toBeVisible();
  const name = `Setengah ${uid()}`;
  await page.getByLabel('Nama Acara').fill(name);

  const events = page
    .getByRole('navigation', { name: 'Menu admin' })
    .getByRole('link', { name: 'Acara', exact: true });
  await events.click();
  const leave = page.getByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
  await expect(leave).toContainText('Perubahan yang belum disimpan akan hilang.');
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Kembali' }).click();
  await expect(leave).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/event\/add$/);
  await expect(page.getByLabel('Nama Acara')).toHaveValue(name);

  await events.click();
  await leave.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/admin\/event$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Acara' })).toBeVisible();
  await expectAccessible(page);
});

test('an unknown event to edit goes to /404', async ({ page, request }) => {
  await signInAdmin(page, request);
  await page.goto('/admin/event/2147483000/edit');
  await expect(page).toHaveURL(/\/404$/);
  await expectAccessible(page);
});

import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsAdmin } from '../admin-helpers.ts';
import {
  adminToken,
  createEvent,
  createMember,
  DESK,
  expect,
  expectAccessible,
  type Member,
  PHONE,
  pageFor,
  SHOTS_DIR,
  test,
  uid,
} from '../fixtures.ts';

/**
 * Seats held for the line (docs/decisions/035-waitlist-parties.md, Follow-up): while the waitlist's first party waits
 * for more seats than are free, a member's card says 'Daftar Tunggu' and the event page '2 kursi ditahan untuk daftar
 * tunggu' instead of free seats (390 px); the waiting member's 'Riwayat Acara' shows the party ('Untuk 3 orang');
 * the committee's 'Tambah Peserta' names the line and adds past it only after 'Tetap tambahkan' (1280 px). Every
 * test makes its own members and events through the API.
 */

const bearer = (m: Member) => ({ authorization: `Bearer ${m.token}` });

async function call(request: APIRequestContext, path: string, m: Member, data: Record<string, unknown>) {
  const res = await request.post(`/api/v1/event-participant/${path}`, { data, headers: bearer(m) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result;
}

/**
 * A published event of quota 4 allowing 2 companions, whose 2 free seats are held for Budi's party of 3: the admin
 * (creator) and Ani sit; Dedi's party of 2 sat, Budi joined the line with 2 companions, then Dedi cancelled.
 */
async function heldEvent(request: APIRequestContext, name: string) {
  const id = uid();
  const event = await createEvent(request, { name: `${name} ${id}`, quota: 4 });
  const put = await request.put('/api/v1/event', {
    data: { id: event.id, maxCompanions: 2 },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(put.status(), await put.text()).toBe(200);
  const ani = await createMember(request, { name: `Ani Duduk ${id}` });
  const dedi = await createMember(request, { name: `Dedi Batal ${id}` });
  const budi = await createMember(request, { name: `Budi Rombongan ${id}` });
  await call(request, 'register', ani, { eventId: event.id });
  await call(request, 'register', dedi, { eventId: event.id, companions: 1 });
  await call(request, 'waitlist', budi, { eventId: event.id, companions: 2 });
  await call(request, 'canceled', dedi, { eventId: event.id });
  return { id, event, budi };
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${SHOTS_DIR}/waitlist-held-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });

test('held seats are not offered: the card says Daftar Tunggu, the page says the seats are held, the history shows the party', async ({
  browser,
  request,
}) => {
  test.slow();
  const { id, event, budi } = await heldEvent(request, 'Reuni Ditahan');
  const eka = await createMember(request, { name: `Eka Baru ${id}` });
  const phone = await pageFor(browser, PHONE, eka);

  // The card: 'Daftar Tunggu', not free seats; the count stays true.
  await phone.goto(`/event?q=${id}`);
  const card = phone.getByTestId('event-card').filter({ hasText: event.name });
  await expect(card.getByText('Daftar Tunggu', { exact: true })).toBeVisible();
  await expect(card.getByText('Kuota Penuh')).toHaveCount(0);
  await expect(card).toContainText('2/4 peserta');
  await expectAccessible(phone);
  await shot(phone, 'card');

  // The page: the free seats are the line's; Eka can only join the line.
  await card.getByRole('link', { name: event.name }).click();
  await expect(phone.getByTestId('seats-note')).toHaveText('· 2 kursi ditahan untuk daftar tunggu');
  const panel = phone.getByRole('region', { name: 'Pendaftaran' });
  await expect(panel.getByTestId('seat-meter-note')).toHaveText('2 kursi ditahan');
  await expect(panel.getByTestId('line-first')).toHaveText(
    'Ada kursi kosong, tetapi daftar tunggu didahulukan.',
  );
  await expect(panel.getByRole('button', { name: 'Masuk Daftar Tunggu' })).toBeVisible();
  await expect(phone.getByText('tersisa 2 tempat')).toHaveCount(0);
  await expectAccessible(phone);
  await shot(phone, 'event-page');

  // Budi's own history shows his place and his party; a seated party shows it beside 'Tiket Saya'.
  const seatedEvent = await createEvent(request, { name: `Reuni Bertiga ${id}`, quota: 10 });
  const put = await request.put('/api/v1/event', {
    data: { id: seatedEvent.id, maxCompanions: 2 },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(put.status(), await put.text()).toBe(200);
  await call(request, 'register', budi, { eventId: seatedEvent.id, companions: 2 });
  const mine = await pageFor(browser, PHONE, budi);
  await mine.goto('/profile');
  await mine.getByRole('tab', { name: 'Riwayat Acara' }).click();
  const waiting = mine.getByRole('listitem').filter({ hasText: event.name });
  await expect(waiting).toContainText('Daftar tunggu · posisi antrean: 1');
  await expect(waiting.getByTestId('history-party')).toHaveText('Untuk 3 orang');
  const seated = mine.getByRole('listitem').filter({ hasText: seatedEvent.name });
  await expect(seated.getByTestId('history-party')).toHaveText('Untuk 3 orang');
  await expect(seated.getByRole('link', { name: `Tiket Saya untuk ${seatedEvent.name}` })).toBeVisible();
  await expectAccessible(mine);
  await shot(mine, 'history');

  // The participant list shows the member's own row with the party ('+2').
  await mine.goto(`/event/${seatedEvent.id}`);
  const own = mine.getByRole('listitem').filter({ hasText: `@${budi.username}` });
  await expect(own.getByTestId('companions-badge')).toContainText('+2');

  // The same page at the other width, for the record.
  await phone.setViewportSize(DESK);
  await phone.goto(`/event/${event.id}`);
  await expect(phone.getByTestId('seats-note')).toHaveText('· 2 kursi ditahan untuk daftar tunggu');
  await shot(phone, 'event-page');
  await phone.context().close();
  await mine.context().close();
});

test("'Tambah Peserta' on held seats names the line and adds past it only after 'Tetap tambahkan'", async ({
  page,
  request,
}) => {
  const { id, event, budi } = await heldEvent(request, 'Reuni Panitia');
  const tono = await createMember(request, { name: `Tono Tambah ${id}`, username: `tono${id}` });
  await page.setViewportSize(DESK);
  await signInAsAdmin(page, request);
  await page.goto(`/admin/event/${event.id}?tab=partisipan`);
  await page.getByRole('button', { name: 'Tambah Peserta' }).click();
  await page.getByRole('combobox', { name: 'Cari pengguna' }).fill(`tono${id}`);
  await page.getByRole('option', { name: new RegExp(tono.name) }).click();
  await page.getByRole('button', { name: 'Daftarkan' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Kursi Ditahan untuk Daftar Tunggu' });
  await expect(dialog).toContainText('Ada 2 kursi kosong, tetapi ditahan untuk 3 orang di daftar tunggu.');
  await expect(dialog).toContainText(`Bila ditambahkan sekarang, ${tono.name} mendahului daftar tunggu.`);
  await expectAccessible(page);
  await shot(page, 'admin-add');

  // 'Kembali' adds nobody; 'Tetap tambahkan' seats Tono, and Budi still waits first.
  await dialog.getByRole('button', { name: 'Kembali' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Daftarkan' }).click();
  await page
    .getByRole('alertdialog', { name: 'Kursi Ditahan untuk Daftar Tunggu' })
    .getByRole('button', { name: 'Tetap tambahkan' })
    .click();
  await expect(page.getByText(`${tono.name} terdaftar pada acara ${event.name}.`)).toBeVisible();
  const line = page.getByTestId('admin-waitlist');
  await expect(line.getByRole('list', { name: 'Daftar Tunggu' }).getByRole('listitem').first()).toContainText(
    budi.name,
  );
  await shot(page, 'admin-added');
});

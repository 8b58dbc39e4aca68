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
 * Waiting parties (docs/decisions/035-waitlist-parties.md) on a 390 px phone: a member of a full event joins the line
 * with 2 companions ('Datang bersama berapa orang?') and waits for 3 seats; a single freed seat is not enough and
 * nobody takes it past them (strict order); when the next cancellation frees enough, the whole party is registered,
 * the bell says 'Kursi untuk 3 orang tersedia' and the ticket says 'Untuk 3 orang'. The committee sees the party
 * in the 'Daftar Tunggu' tab at 1280 px. Every test makes its own members and events through the API.
 */

const bearer = (m: Member) => ({ authorization: `Bearer ${m.token}` });
const panelOf = (page: Page) => page.getByRole('region', { name: 'Pendaftaran' });

async function call(request: APIRequestContext, path: string, m: Member, data: Record<string, unknown>) {
  const res = await request.post(`/api/v1/event-participant/${path}`, { data, headers: bearer(m) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result;
}

/** A published event of `quota` seats allowing 2 companions per member ('Pendamping per anggota', set by an edit). */
async function eventWithCompanions(request: APIRequestContext, name: string, quota: number) {
  const event = await createEvent(request, { name, quota });
  const put = await request.put('/api/v1/event', {
    data: { id: event.id, maxCompanions: 2 },
    headers: { authorization: `Bearer ${await adminToken(request)}` },
  });
  expect(put.status(), await put.text()).toBe(200);
  return event;
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${SHOTS_DIR}/waitlist-parties-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });

test('a party of 3 waits, is not passed over, and is registered whole when seats free up', async ({
  browser,
  page,
  request,
}) => {
  // Two browsers, two widths and a dozen screens: longer than one screen's test.
  test.slow();
  const id = uid();
  // Quota 4: the admin (creator), Citra alone, and Dedi with 1 companion fill it.
  const event = await eventWithCompanions(request, `Reuni Rombongan ${id}`, 4);
  const citra = await createMember(request, { name: `Citra Sendiri ${id}` });
  const dedi = await createMember(request, { name: `Dedi Berdua ${id}` });
  const budi = await createMember(request, { name: `Budi Rombongan ${id}` });
  const late = await createMember(request, { name: `Eka Belakangan ${id}` });
  await call(request, 'register', citra, { eventId: event.id });
  await call(request, 'register', dedi, { eventId: event.id, companions: 1 });

  // Budi, on the phone, joins the line with 2 companions.
  const phone = await pageFor(browser, PHONE, budi);
  await phone.goto(`/event/${event.id}`);
  const panel = panelOf(phone);
  await expect(panel.getByRole('button', { name: 'Kuota Sudah Penuh' })).toBeDisabled();
  await panel.getByRole('button', { name: 'Masuk Daftar Tunggu' }).click();
  const dialog = phone.getByRole('alertdialog', { name: 'Masuk Daftar Tunggu' });
  await expect(dialog.getByText('Datang bersama berapa orang?')).toBeVisible();
  const more = dialog.getByRole('button', { name: 'Tambah pendamping' });
  await more.click();
  await more.click();
  await expect(dialog.getByTestId('companions-count')).toHaveText('2 pendamping');
  await expect(dialog.getByTestId('waitlist-party-note')).toHaveText(
    'Anda akan menunggu kursi untuk 3 orang sekaligus.',
  );
  await dialog.getByLabel('Nama pendamping 1').fill('Rina Rombongan');
  await expectAccessible(phone);
  await dialog.screenshot({ path: `${SHOTS_DIR}/waitlist-parties-join-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Masuk Daftar Tunggu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByTestId('waitlist-position')).toHaveText('Posisi antrean: 1');
  await expect(panel.getByTestId('waitlist-party')).toHaveText('Anda menunggu kursi untuk 3 orang.');
  await expectAccessible(phone);
  await shot(phone, 'waiting');

  // The committee sees the party in the line (1280 px).
  await page.setViewportSize(DESK);
  await signInAsAdmin(page, request);
  await page.goto(`/admin/event/${event.id}?tab=partisipan`);
  const line = page.getByTestId('admin-waitlist');
  await expect(line.getByText('1 menunggu')).toBeVisible();
  await expect(line.getByTestId('waitlist-people')).toHaveText('3 orang menunggu');
  const row = line.getByRole('list', { name: 'Daftar Tunggu' }).getByRole('listitem').first();
  await expect(row).toContainText(budi.name);
  await expect(row).toContainText('+2');
  await expect(row).toContainText('rombongan 3 orang');
  await expect(row).toContainText('Rina Rombongan');
  await expectAccessible(page);
  await line.scrollIntoViewIfNeeded();
  await shot(page, 'admin-line');

  // Citra cancels: 1 seat is free, not enough for 3. Strict order: nobody behind Budi, nor a newcomer, takes it.
  await call(request, 'canceled', citra, { eventId: event.id });
  const refused = await request.post('/api/v1/event-participant/register', {
    data: { eventId: event.id },
    headers: bearer(late),
  });
  expect(refused.status()).toBe(409);
  await phone.reload();
  await expect(panel.getByTestId('waitlist-position')).toHaveText('Posisi antrean: 1');
  await expect(panel.getByTestId('waitlist-party')).toHaveText('Anda menunggu kursi untuk 3 orang.');
  await expect(panel).toContainText('3/4');

  // Dedi cancels: 3 seats are free, and Budi's whole party takes them.
  await call(request, 'canceled', dedi, { eventId: event.id });
  await phone.reload();
  await expect(panel.getByTestId('my-companions')).toHaveText('Anda datang bersama 2 pendamping.');
  await expect(panel.getByTestId('waitlist-position')).toHaveCount(0);
  await expect(panel).toContainText('4/4');
  await shot(phone, 'promoted');

  // The ticket admits the party.
  await panel.getByRole('link', { name: 'Tiket Saya' }).click();
  await expect(phone.getByTestId('ticket-party')).toHaveText('Untuk 3 orang');
  await expect(phone.getByText('Pendamping: Rina Rombongan')).toBeVisible();
  await shot(phone, 'ticket');

  // The bell said how many seats were free, then that the seats for 3 are theirs.
  await phone.goto('/notifications');
  await expect(
    phone.getByText(
      `Kursi untuk 3 orang tersedia: Anda dan pendamping kini terdaftar pada acara ${event.name}.`,
    ),
  ).toBeVisible();
  await expect(
    phone.getByText(`Ada 1 kursi kosong pada acara ${event.name}`, { exact: false }),
  ).toBeVisible();
  await expectAccessible(phone);
  await shot(phone, 'notifications');

  // The same screens at the other width, for the record.
  await phone.setViewportSize(DESK);
  await phone.goto(`/event/${event.id}`);
  await expect(panel.getByTestId('my-companions')).toBeVisible();
  await shot(phone, 'promoted');
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId('admin-waitlist')).toBeVisible();
  await shot(page, 'admin-line');
  await phone.context().close();
});

test('a waiting member makes the party smaller and takes the free seats at once', async ({
  browser,
  request,
}) => {
  const id = uid();
  const event = await eventWithCompanions(request, `Reuni Mengalah ${id}`, 3);
  const seated = await createMember(request, { name: `Fajar Duduk ${id}` });
  const budi = await createMember(request, { name: `Gita Rombongan ${id}` });
  await call(request, 'register', seated, { eventId: event.id, companions: 1 });
  expect((await call(request, 'waitlist', budi, { eventId: event.id, companions: 2 })).waitlistPosition).toBe(
    1,
  );
  // 1 seat frees (Fajar comes alone now): Gita's party of 3 does not fit.
  await call(request, 'companions', seated, { eventId: event.id, companions: 0 });

  const phone = await pageFor(browser, PHONE, budi);
  await phone.goto(`/event/${event.id}`);
  const panel = panelOf(phone);
  await expect(panel.getByTestId('waitlist-party')).toHaveText('Anda menunggu kursi untuk 3 orang.');
  await panel.getByRole('button', { name: 'Ubah jumlah pendamping' }).click();
  const dialog = phone.getByRole('alertdialog', { name: 'Ubah jumlah pendamping' });
  const fewer = dialog.getByRole('button', { name: 'Kurangi pendamping' });
  await fewer.click();
  await fewer.click();
  await expect(dialog.getByTestId('companions-count')).toHaveText('Sendiri');
  await shot(phone, 'smaller-dialog');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByTestId('my-companions')).toHaveText('Anda datang sendiri.');
  await expect(panel).toContainText('3/3');
  await expectAccessible(phone);
  await shot(phone, 'smaller-promoted');
  await phone.context().close();
});

test('a party bigger than the seats left is offered the line for all of them', async ({
  browser,
  request,
}) => {
  const id = uid();
  // Quota 3: the admin (creator) holds one; 2 seats are left.
  const event = await eventWithCompanions(request, `Reuni Sisa Dua ${id}`, 3);
  const hana = await createMember(request, { name: `Hana Rombongan ${id}` });

  const phone = await pageFor(browser, PHONE, hana);
  await phone.goto(`/event/${event.id}`);
  const panel = panelOf(phone);
  await panel.getByRole('button', { name: 'Daftar Sekarang' }).click();
  const dialog = phone.getByRole('alertdialog');
  const more = dialog.getByRole('button', { name: 'Tambah pendamping' });
  await more.click();
  await expect(dialog.getByTestId('party-too-big')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Daftar', exact: true })).toBeVisible();
  await more.click();
  await expect(dialog.getByTestId('party-too-big')).toHaveText(
    'Kursi tersisa 2, rombongan Anda 3 orang. Anda bisa masuk daftar tunggu untuk 3 orang, atau kurangi pendamping.',
  );
  await expectAccessible(phone);
  await dialog.screenshot({ path: `${SHOTS_DIR}/waitlist-parties-too-big-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Masuk Daftar Tunggu' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByTestId('waitlist-position')).toHaveText('Posisi antrean: 1');
  await expect(panel.getByTestId('waitlist-party')).toHaveText('Anda menunggu kursi untuk 3 orang.');
  // The 2 free seats are held for Hana's party: another member is offered the line, not a seat.
  const other = await createMember(request, { name: `Iwan Belakang ${id}` });
  const page2 = await pageFor(browser, PHONE, other);
  await page2.goto(`/event/${event.id}`);
  const panel2 = panelOf(page2);
  await expect(panel2.getByRole('button', { name: 'Masuk Daftar Tunggu' })).toBeVisible();
  await expect(panel2).toContainText('Ada kursi kosong, tetapi daftar tunggu didahulukan.');
  await expectAccessible(page2);
  await shot(page2, 'line-first');
  await page2.context().close();
  await phone.context().close();
});

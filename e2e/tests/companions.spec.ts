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
 * Companions 'Pendamping' (docs/decisions/031-companions.md): the committee sets 'Pendamping per anggota' 2 in the
 * event form (1280 px); a member on a 390 px phone registers with 2 companions ('Datang bersama berapa orang?'),
 * the ticket says 'Untuk 3 orang', the list shows '+2'; the committee checks in 2 of the 3 at the door and the
 * count shows; the member changes the party while seats allow and sees the server's refusal when they do not.
 * Every test makes its own members and events through the API.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function registerByApi(
  request: APIRequestContext,
  member: Member,
  eventId: number,
  companions: number,
) {
  const res = await request.post('/api/v1/event-participant/register', {
    data: { eventId, companions },
    headers: bearer(member.token),
  });
  expect(res.status(), await res.text()).toBe(200);
}

const shot = (page: Page, name: string) =>
  page.screenshot({
    path: `${SHOTS_DIR}/companions-${name}-${page.viewportSize()?.width}.png`,
    fullPage: true,
  });

test("a party of 3: 'Pendamping per anggota' 2, registered with 2 companions, 'Untuk 3 orang', 2 of 3 checked in", async ({
  browser,
  page,
  request,
}) => {
  const id = uid();
  const event = await createEvent(request, { name: `Reuni Keluarga ${id}`, quota: 6 });
  const member = await createMember(request, { name: `Budi Keluarga ${id}` });

  // The committee allows two companions per member in the event form (1280 px).
  await page.setViewportSize(DESK);
  await signInAsAdmin(page, request);
  await page.goto(`/admin/event/${event.id}/edit`);
  const field = page.getByLabel('Pendamping per anggota');
  await expect(field).toHaveValue('0');
  await field.fill('11');
  await page.getByRole('button', { name: /^Simpan$/ }).click();
  await expect(page.getByText('Pendamping per anggota harus bilangan bulat 0–10').first()).toBeVisible();
  await field.fill('2');
  await page.getByRole('button', { name: /^Simpan$/ }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Mengubah acara' });
  await confirm.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/event/${event.id}$`));
  const saved = await request.get(`/api/v1/event/${event.id}`, {
    headers: bearer(await adminToken(request)),
  });
  expect((await saved.json()).result.maxCompanions).toBe(2);

  // The member registers on the phone with 2 companions, one named.
  const phone = await pageFor(browser, PHONE, member);
  await phone.goto(`/event/${event.id}`);
  const panel = phone.getByRole('region', { name: 'Pendaftaran' });
  await panel.getByRole('button', { name: 'Daftar Sekarang' }).click();
  const dialog = phone.getByRole('alertdialog');
  await expect(dialog.getByText('Datang bersama berapa orang?')).toBeVisible();
  const fewer = dialog.getByRole('button', { name: 'Kurangi pendamping' });
  const more = dialog.getByRole('button', { name: 'Tambah pendamping' });
  await expect(fewer).toBeDisabled();
  // Buttons a thumb can hit: at least 44 px.
  const box = await more.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  await more.click();
  await more.click();
  await expect(dialog.getByTestId('companions-count')).toHaveText('2 pendamping');
  await expect(more).toBeDisabled();
  await dialog.getByLabel('Nama pendamping 1').fill('Ani Keluarga');
  await expectAccessible(phone);
  await shot(phone, 'register');
  await dialog.screenshot({ path: `${SHOTS_DIR}/companions-register-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(panel.getByTestId('my-companions')).toHaveText('Anda datang bersama 2 pendamping.');
  // The seats count people: the creator and the party of 3.
  await expect(panel).toContainText('4/6');
  await expect(
    phone
      .getByRole('region', { name: 'Daftar Peserta' })
      .getByRole('listitem')
      .filter({ hasText: member.name }),
  ).toContainText('+2');
  // Nothing wider than the phone: a long name is cut, the '+2' stays in view.
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await shot(phone, 'registered');

  // 'Tiket Saya' says how many the one code admits.
  await panel.getByRole('link', { name: 'Tiket Saya' }).click();
  await expect(phone.getByTestId('ticket-party')).toHaveText('Untuk 3 orang');
  await expect(phone.getByText('Pendamping: Ani Keluarga')).toBeVisible();
  await expectAccessible(phone);
  await shot(phone, 'ticket');

  // The committee checks in 2 of the 3 at the door (1280 px).
  await page.goto(`/admin/event/${event.id}/check-in`);
  await expect(page.getByTestId('attendance-count')).toHaveText('0 dari 4 hadir');
  const row = page
    .getByRole('list', { name: 'Peserta' })
    .getByRole('listitem')
    .filter({ hasText: member.name });
  await expect(row).toContainText('+2');
  await row.getByLabel(`Jumlah yang hadir: ${member.name}`).selectOption('2');
  await row.getByRole('button', { name: `Tandai ${member.name} hadir` }).click();
  await expect(page.locator('[data-outcome="ok"]')).toContainText('2 dari 3 orang hadir');
  await expect(row.getByTestId('present-line')).toContainText('2 dari 3 orang hadir');
  await expect(page.getByTestId('attendance-count')).toHaveText('2 dari 4 hadir');
  await expectAccessible(page);
  await shot(page, 'check-in');

  // The same screens at the other width, for the record.
  await page.setViewportSize(PHONE);
  await shot(page, 'check-in');
  await phone.setViewportSize(DESK);
  await shot(phone, 'ticket');
  await phone.context().close();
});

test('changing the party: fewer frees seats, more is refused in Indonesian when the seats are gone', async ({
  browser,
  request,
}) => {
  const id = uid();
  const event = await createEvent(request, { name: `Reuni Kursi ${id}`, quota: 5 });
  const token = await adminToken(request);
  const put = await request.put('/api/v1/event', {
    data: { id: event.id, maxCompanions: 2 },
    headers: bearer(token),
  });
  expect(put.status(), await put.text()).toBe(200);
  const member = await createMember(request, { name: `Citra Ubah ${id}` });
  const other = await createMember(request, { name: `Dedi Lain ${id}` });
  await registerByApi(request, member, event.id, 2);

  const phone = await pageFor(browser, PHONE, member);
  await phone.goto(`/event/${event.id}`);
  const panel = phone.getByRole('region', { name: 'Pendaftaran' });
  await expect(panel.getByTestId('my-companions')).toHaveText('Anda datang bersama 2 pendamping.');

  // Fewer: the creator, Citra and 1 companion hold 3 of 5.
  await panel.getByRole('button', { name: 'Ubah jumlah pendamping' }).click();
  let dialog = phone.getByRole('alertdialog', { name: 'Ubah jumlah pendamping' });
  await dialog.getByRole('button', { name: 'Kurangi pendamping' }).click();
  await expect(dialog.getByTestId('companions-count')).toHaveText('1 pendamping');
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByTestId('my-companions')).toHaveText('Anda datang bersama 1 pendamping.');
  await expect(panel).toContainText('3/5');

  // Someone else takes the last two seats; adding a companion back is refused with the server's words.
  await registerByApi(request, other, event.id, 1);
  await phone.reload();
  await panel.getByRole('button', { name: 'Ubah jumlah pendamping' }).click();
  dialog = phone.getByRole('alertdialog', { name: 'Ubah jumlah pendamping' });
  await dialog.getByRole('button', { name: 'Tambah pendamping' }).click();
  await dialog.getByRole('button', { name: 'Simpan' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Kursi tidak cukup untuk menambah pendamping.');
  await expectAccessible(phone);
  await shot(phone, 'change-refused');
  await dialog.screenshot({ path: `${SHOTS_DIR}/companions-change-refused-dialog-390.png` });
  await dialog.getByRole('button', { name: 'Batal' }).click();
  await expect(panel.getByTestId('my-companions')).toHaveText('Anda datang bersama 1 pendamping.');
  await phone.context().close();
});

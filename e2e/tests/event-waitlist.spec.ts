import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsAdmin } from '../admin-helpers.ts';
import {
  createEvent,
  createMember,
  eventDateText,
  expect,
  expectAccessible,
  type Member,
  signInWithStorage,
  test,
} from '../fixtures.ts';

/**
 * The waitlist of a full event on a phone (docs/decisions/013): 'Kuota Sudah Penuh' with 'Masuk Daftar Tunggu',
 * 'Posisi antrean: N', 'Keluar dari Daftar Tunggu'; a seat that frees goes to the first in line, who finds
 * themselves registered and notified; the admin sees the line in order on the Partisipan tab.
 */
test.use({ viewport: { width: 390, height: 844 } });

const bearer = (m: Member) => ({ authorization: `Bearer ${m.token}` });
const bar = (page: Page) => page.getByTestId('registration-bar');
const panel = (page: Page) => page.getByRole('region', { name: 'Pendaftaran' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Pemberitahuan' });

async function call(request: APIRequestContext, path: string, m: Member, eventId: number) {
  const res = await request.post(`/api/v1/event-participant/${path}`, {
    data: { eventId },
    headers: bearer(m),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result;
}

test('full event -> waitlist -> a seat frees -> promoted, with the notification', async ({
  page,
  request,
}) => {
  // The admin (creator) and `seated` fill a quota of 2.
  const seated = await createMember(request);
  const waiting = await createMember(request);
  // A week out, outside the reminder window (24 h) at any hour: the bell then holds only the seat's notice.
  const start = Date.now() + 7 * 24 * 3_600_000;
  const event = await createEvent(request, {
    quota: 2,
    startDate: eventDateText(start),
    endDate: eventDateText(start + 3 * 3_600_000),
  });
  await call(request, 'register', seated, event.id);

  await signInWithStorage(page, waiting);
  await page.goto(`/event/${event.id}`);
  await expect(bar(page)).toContainText('Semua tempat sudah terisi.');
  await expect(panel(page).getByRole('button', { name: 'Kuota Sudah Penuh' })).toBeDisabled();
  await expectAccessible(page);

  await bar(page).getByRole('button', { name: 'Masuk Daftar Tunggu' }).click();
  await expect(toasts(page).getByText('Anda Masuk Daftar Tunggu', { exact: true })).toBeVisible();
  await expect(bar(page)).toContainText('Posisi antrean: 1');
  await expect(bar(page).getByRole('button', { name: 'Keluar dari Daftar Tunggu' })).toBeVisible();
  await expect(panel(page).getByTestId('waitlist-position')).toHaveText('Posisi antrean: 1');
  await expectAccessible(page);

  // The seated member cancels: the first in line gets the seat on the server, at once.
  await call(request, 'canceled', seated, event.id);
  await page.reload();
  await expect(bar(page)).toContainText('Anda sudah terdaftar di acara ini.');
  await expect(bar(page).getByRole('link', { name: 'Tiket Saya' })).toBeVisible();
  await expect(panel(page).getByTestId('waitlist-position')).toHaveCount(0);

  // The bell tells them.
  const bell = page.getByRole('button', { name: /^Notifikasi, / });
  await expect(bell).toHaveAccessibleName(/1/);
  await page.goto('/notifications');
  await expect(
    page.getByText(`Ada kursi untuk Anda: Anda kini terdaftar pada acara ${event.name}.`),
  ).toBeVisible();
  await expectAccessible(page);
});

test('a member leaves the waitlist through the confirmation; the one behind moves up', async ({
  page,
  request,
}) => {
  const first = await createMember(request);
  const second = await createMember(request);
  const event = await createEvent(request, { quota: 1 });
  expect((await call(request, 'waitlist', first, event.id)).waitlistPosition).toBe(1);
  expect((await call(request, 'waitlist', second, event.id)).waitlistPosition).toBe(2);

  await signInWithStorage(page, second);
  await page.goto(`/event/${event.id}`);
  await expect(bar(page)).toContainText('Posisi antrean: 2');

  await call(request, 'waitlist/leave', first, event.id);
  await page.reload();
  await expect(bar(page)).toContainText('Posisi antrean: 1');

  await bar(page).getByRole('button', { name: 'Keluar dari Daftar Tunggu' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Keluar dari Daftar Tunggu' });
  await expect(dialog).toContainText(event.name);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Keluar dari Daftar Tunggu' }).click();
  await expect(toasts(page).getByText('Anda Keluar dari Daftar Tunggu', { exact: true })).toBeVisible();
  await expect(bar(page).getByRole('button', { name: 'Masuk Daftar Tunggu' })).toBeVisible();

  const res = await request.get(`/api/v1/event/${event.id}`, { headers: bearer(second) });
  expect((await res.json()).result.waitlistPosition).toBeNull();
});

test('the admin Partisipan tab shows the waitlist in order', async ({ page, request }) => {
  const a = await createMember(request);
  const b = await createMember(request);
  const event = await createEvent(request, { quota: 1 });
  await call(request, 'waitlist', a, event.id);
  await call(request, 'waitlist', b, event.id);

  await signInAsAdmin(page, request);
  await page.goto(`/admin/event/${event.id}?tab=partisipan`);
  const line = page.getByTestId('admin-waitlist');
  await expect(line.getByText('2 menunggu')).toBeVisible();
  const rows = line.getByRole('list', { name: 'Daftar Tunggu' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(a.name);
  await expect(rows.nth(0)).toContainText('Posisi antrean: 1');
  await expect(rows.nth(1)).toContainText(b.name);
  await expect(rows.nth(1).getByRole('link', { name: b.name })).toHaveAttribute(
    'href',
    `/admin/user/${b.id}`,
  );
  await expectAccessible(page);
});

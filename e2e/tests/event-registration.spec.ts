import type { Page } from '@playwright/test';
import {
  createEvent,
  createMember,
  eventDateText,
  expect,
  expectAccessible,
  signInWithStorage,
  test,
} from '../fixtures.ts';

/**
 * The registration state machine of docs/spec.md §4 on /event/{id}: register with confirmation, cancel
 * with confirmation, the exact alerts, visitors sent to /login and back, full and finished events.
 */

const registration = (page: Page) => page.getByRole('region', { name: 'Pendaftaran' });
const participants = (page: Page) => page.getByRole('region', { name: 'Daftar Peserta' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Pemberitahuan' });

test('a member registers, appears as the next registrant, then cancels', async ({ page, request }) => {
  const member = await createMember(request);
  const event = await createEvent(request, { quota: 10 });
  await signInWithStorage(page, member);
  await page.goto(`/event/${event.id}`);
  const panel = registration(page);
  await expect(panel.getByText('1/10')).toBeVisible();

  // Kembali changes nothing.
  await panel.getByRole('button', { name: 'Daftar Sekarang' }).click();
  let dialog = page.getByRole('alertdialog', { name: 'Daftar Acara' });
  await expect(dialog).toContainText(event.name);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Kembali' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Daftar Sekarang' })).toBeFocused();

  await panel.getByRole('button', { name: 'Daftar Sekarang' }).click();
  await dialog.getByRole('button', { name: 'Daftar', exact: true }).click();
  await expect(toasts(page).getByText('Berhasil Bergabung Acara', { exact: true })).toBeVisible();
  await expect(
    toasts(page).getByText(`Anda telah berhasil bergabung pada acara ${event.name}`, { exact: true }),
  ).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Batal Mendaftar' })).toBeVisible();
  await expect(panel.getByText('2/10')).toBeVisible();

  const row = participants(page).getByRole('listitem').filter({ hasText: member.name });
  await expect(row).toContainText('Pendaftar ke-2');
  await expect(row.getByRole('link', { name: member.name })).toHaveAttribute(
    'href',
    `/profile/${member.username}`,
  );
  await expectAccessible(page);

  await panel.getByRole('button', { name: 'Batal Mendaftar' }).click();
  dialog = page.getByRole('alertdialog', { name: 'Batal Mendaftar' });
  await dialog.getByRole('button', { name: 'Batal Daftar' }).click();
  await expect(toasts(page).getByText('Kehadiran Anda Dibatalkan', { exact: true })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Daftar Sekarang' })).toBeVisible();
  await expect(panel.getByText('1/10')).toBeVisible();
  await expect(participants(page).getByRole('listitem').filter({ hasText: member.name })).toHaveCount(0);

  // The server agrees.
  const res = await request.get(`/api/v1/event/${event.id}`, {
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect((await res.json()).result).toMatchObject({ isRegistered: false, totalParticipant: 1 });
});

test('a visitor pressing Daftar Sekarang signs in and comes back to the event', async ({ page, request }) => {
  const member = await createMember(request);
  const event = await createEvent(request);
  await page.goto(`/event/${event.id}`);
  await registration(page).getByRole('button', { name: 'Daftar Sekarang' }).click();
  await expect(page).toHaveURL('/login');
  await expectAccessible(page);

  const form = page.getByRole('form', { name: 'Masuk Akun' });
  await form.getByLabel('Email atau Username').fill(member.username);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByRole('button', { name: 'Masuk' }).click();
  await expect(page).toHaveURL(`/event/${event.id}`);
  await expect(registration(page).getByRole('button', { name: 'Daftar Sekarang' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Deskripsi Acara' })).toBeVisible();
});

test('an event with no seat left shows a disabled Kuota Sudah Penuh to members and visitors', async ({
  page,
  request,
}) => {
  // The creator (the admin) takes the only seat.
  const event = await createEvent(request, { quota: 1 });
  await page.goto(`/event/${event.id}`);
  const full = registration(page).getByRole('button', { name: 'Kuota Sudah Penuh' });
  await expect(full).toBeDisabled();
  await expect(registration(page).getByRole('button', { name: 'Daftar Sekarang' })).toHaveCount(0);
  await expectAccessible(page);

  const member = await createMember(request);
  await signInWithStorage(page, member);
  await page.reload();
  await expect(full).toBeDisabled();
  await expect(page.getByRole('heading', { name: 'Deskripsi Acara' })).toBeVisible();
  // The server refuses too (the button is not the only guard).
  const res = await request.post('/api/v1/event-participant/register', {
    data: { eventId: event.id },
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.status()).toBe(409);
  expect((await res.json()).code).toBe('QUOTA_FULL');
});

test('a finished event shows Acara Telah Selesai with the attendee count and no button', async ({
  page,
  request,
}) => {
  const day = 24 * 3_600_000;
  const start = Date.now() - 10 * day;
  const published = await createEvent(request, {
    startDate: eventDateText(start),
    endDate: eventDateText(start + 3 * 3_600_000),
    status: 'PUBLISH',
  });
  const expired = await createEvent(request, { status: 'EXPIRED' });
  const member = await createMember(request);
  await signInWithStorage(page, member);
  for (const event of [published, expired]) {
    await page.goto(`/event/${event.id}`);
    const panel = registration(page);
    await expect(panel.getByText('Acara Telah Selesai', { exact: true })).toBeVisible();
    await expect(panel.getByText('1 telah menghadiri event ini', { exact: true })).toBeVisible();
    await expect(panel.getByRole('button')).toHaveCount(0);
  }
  await expectAccessible(page);
});

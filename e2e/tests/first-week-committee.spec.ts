import type { APIRequestContext, Page } from '@playwright/test';
import { signInAsAdmin } from '../admin-helpers.ts';
import {
  adminToken,
  createEvent,
  createMember,
  eventDateText,
  expect,
  expectAccessible,
  type Member,
  test,
  uid,
} from '../fixtures.ts';

/**
 * What the committee met in the first week, on a laptop (1280 px; docs/decisions/023): 'Batalkan check-in'
 * apart from 'Batalkan Pendaftaran', a new event with its group and creator defaulted and 'Simpan &
 * Terbitkan', the ticket's short code typed at the door, and the dashboard's event links named as they read.
 */

test.use({ viewport: { width: 1280, height: 800 } });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const toasts = (page: Page) => page.getByRole('region', { name: 'Pemberitahuan' });

async function register(request: APIRequestContext, m: Member, eventId: number) {
  const res = await request.post('/api/v1/event-participant/register', {
    data: { eventId },
    headers: bearer(m.token),
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function ticketOf(request: APIRequestContext, m: Member, eventId: number) {
  const res = await request.get(`/api/v1/event-participant/ticket?eventId=${eventId}`, {
    headers: bearer(m.token),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result as { code: string; shortCode: string };
}

async function latestLog(request: APIRequestContext, limit: number) {
  const res = await request.get(`/api/v1/activity-log?offset=1&limit=${limit}`, {
    headers: bearer(await adminToken(request)),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).result.datas as { action: string; activityInfo: string }[];
}

test("'Batalkan check-in' undoes an arrival and keeps the seat; 'Batalkan Pendaftaran' is the admin cancel", async ({
  page,
  request,
}) => {
  const member = await createMember(request, { name: `Hadir ${uid()}` });
  const event = await createEvent(request);
  await register(request, member, event.id);
  const checked = await request.post('/api/v1/event-participant/check-in', {
    data: { eventId: event.id, userId: member.id },
    headers: bearer(await adminToken(request)),
  });
  expect(checked.status(), await checked.text()).toBe(200);

  await signInAsAdmin(page, request);
  await page.goto(`/admin/event/${event.id}?tab=partisipan`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible({ timeout: 30_000 });
  const list = page.getByRole('tabpanel').getByRole('list', { name: 'Partisipan' });
  const row = list.getByRole('listitem').filter({ hasText: member.name });
  await expect(row).toContainText(/Hadir pukul \d{2}:\d{2}/);
  await expect(row.getByRole('button', { name: `Batalkan pendaftaran ${member.name}` })).toBeVisible();
  await expect(row.getByRole('button', { name: /Batalkan kehadiran/ })).toHaveCount(0);
  await expectAccessible(page);

  await row.getByRole('button', { name: `Batalkan check-in ${member.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Batalkan check-in' });
  await expect(dialog).toContainText('tetap terdaftar');
  await dialog.getByRole('button', { name: 'Ya, Batalkan check-in' }).click();
  await expect(toasts(page).getByText('Check-in dibatalkan')).toBeVisible();
  // Still a participant, no longer 'Hadir'.
  await expect(row).toBeVisible();
  await expect(row).not.toContainText('Hadir pukul');
  await expect(row.getByRole('button', { name: `Batalkan check-in ${member.name}` })).toHaveCount(0);
  // Other specs write the log at the same time: look for this row among the newest.
  const log = await latestLog(request, 50);
  expect(log).toContainEqual(
    expect.objectContaining({
      action: 'Batalkan',
      activityInfo: `Membatalkan check-in ${member.username} pada acara ${event.name}`,
    }),
  );

  // The registration cancel keeps its confirmation, under its new name.
  await row.getByRole('button', { name: `Batalkan pendaftaran ${member.name}` }).click();
  const cancel = page.getByRole('alertdialog', { name: 'Batalkan Pendaftaran' });
  await expect(cancel).toContainText('Kursinya dilepas');
  await cancel.getByRole('button', { name: 'Kembali' }).click();
  await expect(row).toBeVisible();
});

test("a new event with only its own fields: the group and the creator default, 'Simpan & Terbitkan' publishes it", async ({
  page,
  request,
}) => {
  const name = `Jalan Sehat ${uid()}`;
  await signInAsAdmin(page, request);
  await page.goto('/admin/event/add');
  await expect(page.getByLabel('Kategori')).toBeVisible();
  // The signed-in admin is the creator unless changed.
  await expect(page.getByText('Bila tidak diganti, Anda sendiri yang menjadi pembuat acara.')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Ganti .*\(/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simpan sebagai Draf' })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('Nama Acara').fill(name);
  await page.getByLabel('Alamat Acara').fill('Lapangan Banteng, Jakarta');
  await page.getByLabel('Kategori').selectOption({ index: 1 });
  const start = eventDateText(Date.now() + 15 * 86_400_000);
  await page.getByLabel('Tanggal Mulai', { exact: true }).fill(start.slice(0, 10));
  await page.getByLabel('Jam Mulai (WIB)', { exact: true }).fill('07:00');
  await page.getByRole('button', { name: 'Simpan & Terbitkan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Simpan & Terbitkan' });
  await expect(confirm).toContainText('langsung terlihat oleh anggota');
  await confirm.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/admin\/event\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  const res = await request.get(`/api/v1/event/${id}`, { headers: bearer(await adminToken(request)) });
  const saved = (await res.json()).result;
  expect(saved).toMatchObject({
    name,
    status: 'PUBLISH',
    eventCreationType: 'NEW',
    eventGroup: { name, displayName: name },
    user: { username: 'admin' },
  });
  // Other specs write the log at the same time: this event's own rows, newest first.
  const log = (await latestLog(request, 50)).filter((r) => r.activityInfo.includes(name));
  expect(log.map((r) => [r.action, r.activityInfo])).toEqual([
    ['Ubah', `Menerbitkan acara ${name}`],
    ['Tambah', `Menambah acara ${name}`],
  ]);
  // Members see it at once.
  const member = await createMember(request);
  expect((await request.get(`/api/v1/event/${id}`, { headers: bearer(member.token) })).status()).toBe(200);
});

test("the door takes the ticket's short code typed in", async ({ page, request }) => {
  const member = await createMember(request, { name: `Tamu ${uid()}` });
  const event = await createEvent(request);
  await register(request, member, event.id);
  const { shortCode } = await ticketOf(request, member, event.id);
  await signInAsAdmin(page, request);
  await page.goto(`/admin/event/${event.id}/check-in`);
  await expect(page.getByText('Ketik kode 8 karakter dari tiket peserta')).toBeVisible();
  // As read aloud from the ticket: in lower case, in two groups.
  await page.getByLabel('Kode tiket').fill(`${shortCode.slice(0, 4).toLowerCase()}-${shortCode.slice(4)}`);
  await page.getByRole('button', { name: 'Check-in', exact: true }).click();
  const outcome = page.locator('[data-outcome]');
  await expect(outcome).toHaveAttribute('data-outcome', 'ok');
  await expect(outcome).toContainText(`${member.name} hadir pukul`);
  // A wrong one says so.
  await page
    .getByLabel('Kode tiket')
    .fill(shortCode.startsWith('2') ? `3${shortCode.slice(1)}` : `2${shortCode.slice(1)}`);
  await page.getByRole('button', { name: 'Check-in', exact: true }).click();
  await expect(outcome).toHaveAttribute('data-outcome', 'refused');
  await expect(outcome).toContainText('Kode pendek ini tidak cocok');
});

test("the dashboard's latest-event links are named by the words they show (axe label-content-name-mismatch)", async ({
  page,
  request,
}) => {
  const name = `Reuni Akbar Angkatan Delapan Enam Bersama Keluarga ${uid()}`;
  await createEvent(request, { name });
  await signInAsAdmin(page, request);
  await page.goto('/admin');
  const link = page.getByRole('link', { name, exact: true }).first();
  // The dashboard reads several answers at once; on a busy 2-core CI machine the list may take longer.
  await expect(link).toBeVisible({ timeout: 30_000 });
  await expect(link).toHaveAttribute('title', name);
  expect(await link.getAttribute('aria-label')).toBeNull();
  await expectAccessible(page);
});

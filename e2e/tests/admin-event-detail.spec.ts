import type { APIRequestContext, Page } from '@playwright/test';
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
 * /admin/event/{id}: Overview (read-only, 'Hapus'), Partisipan (search, cancel a
 * member's attendance, who is notified) and Komentar (Edit toggle, soft delete). Every test makes its
 * own event and members through the API.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function join(request: APIRequestContext, member: Member, eventId: number) {
  const res = await request.post('/api/v1/event-participant/register', {
    data: { eventId },
    headers: bearer(member.token),
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function comment(
  request: APIRequestContext,
  member: Member,
  eventId: number,
  content: string,
  parentCommentId?: number,
): Promise<number> {
  const res = await request.post('/api/v2/comment', {
    data: { eventId, content, parentCommentId },
    headers: bearer(member.token),
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).result.id as number;
}

async function signInAdmin(page: Page, request: APIRequestContext) {
  const session = await apiLogin(request, ADMIN.username, ADMIN.password);
  await signInWithStorage(page, session);
  return session;
}

test('Overview shows the event read-only; Hapus deletes it and goes back to the list', async ({
  page,
  request,
}) => {
  const admin = await signInAdmin(page, request);
  const id = uid();
  const event = await createEvent(request, {
    name: `Reuni Detail ${id}`,
    eventType: 'ONLINE',
    location: 'https://meet.example.com/reuni-86',
    quota: 40,
    description: `Bawa foto lama.\nInfo: https://alumni.example.com/info <script>alert(1)</script>`,
    status: 'DRAFT',
    eventGroup: { name: `grup-detail-${id}`, displayName: `Grup Detail ${id}`, imageUrl: null },
  });

  await page.goto(`/admin/event/${event.id}`);
  await expect(page.getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  const status = page.getByLabel('Status', { exact: true });
  await expect(status).toBeDisabled();
  await expect(status).toHaveValue('DRAFT');
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');

  const overview = page.getByRole('tabpanel');
  await expect(overview.getByText(`Grup Detail ${id}`)).toBeVisible();
  await expect(overview.getByText('Online', { exact: true })).toBeVisible();
  await expect(overview.getByText('40 orang')).toBeVisible();
  const meet = overview.getByRole('link', { name: 'https://meet.example.com/reuni-86' });
  await expect(meet).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  // The description is text: the markup shows as characters, its address as a safe link.
  await expect(overview.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(overview.getByRole('link', { name: 'https://alumni.example.com/info' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(overview.getByRole('link', { name: new RegExp(admin.currentUser.name) })).toHaveAttribute(
    'href',
    `/admin/user/${admin.currentUser.id}`,
  );
  await expect(overview.getByRole('link', { name: 'Edit' })).toHaveAttribute(
    'href',
    `/admin/event/${event.id}/edit`,
  );
  await expectAccessible(page);

  await overview.getByRole('button', { name: 'Hapus' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hapus acara' });
  await expect(dialog).toContainText('Apakah Anda yakin menghapus acara?');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(page.getByText('Anda berhasil menghapus acara')).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/event$/);
  await expectAccessible(page);

  const res = await request.get(`/api/v1/event/${event.id}`, { headers: bearer(admin.token) });
  expect(res.status()).toBe(404);
  // A deleted (or unknown) event's page is the 404 page.
  await page.goto(`/admin/event/${event.id}`);
  await expect(page).toHaveURL(/\/404$/);
  await expectAccessible(page);
});

test('Partisipan: search, cancel a member through the confirmation; the member is notified', async ({
  page,
  request,
}) => {
  await signInAdmin(page, request);
  const event = await createEvent(request);
  const budi = await createMember(request, { name: `Budi ${uid()}` });
  const sari = await createMember(request, { name: `Sari ${uid()}` });
  await join(request, budi, event.id);
  await join(request, sari, event.id);

  await page.goto(`/admin/event/${event.id}?tab=partisipan`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('3 partisipan')).toBeVisible();
  const list = panel.getByRole('list', { name: 'Partisipan' });
  await expect(list.getByRole('listitem')).toHaveCount(3);
  await expect(list.getByRole('listitem').first()).toContainText('Pembuat Acara');
  await expect(list.getByRole('listitem').first().getByRole('button')).toHaveCount(0);
  await expectAccessible(page);

  await panel.getByLabel('Cari partisipan').fill(budi.username);
  await panel.getByLabel('Cari partisipan').press('Enter');
  await expect(list.getByRole('listitem')).toHaveCount(1);
  const row = list.getByRole('listitem').first();
  await expect(row.getByRole('link', { name: budi.name })).toHaveAttribute('href', `/admin/user/${budi.id}`);
  await expect(row).toContainText(`@${budi.username}`);
  await expect(row).toContainText('Pendaftar ke-2');

  // The spec's admin cancel, named for what it does (docs/decisions/023).
  await row.getByRole('button', { name: `Batalkan pendaftaran ${budi.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Batalkan Pendaftaran' });
  await expect(dialog).toContainText(budi.name);
  await dialog.getByRole('button', { name: 'Ya, Batalkan' }).click();
  await expect(page.getByText('Anda berhasil membatalkan kehadiran')).toBeVisible();
  await expect(panel.getByText('Tidak Ada Partisipan', { exact: true })).toBeVisible();
  await expect(panel.getByText('2 partisipan')).toBeVisible();
  await expectAccessible(page);

  const notes = await request.get('/api/v2/notification?offset=1&limit=5', { headers: bearer(budi.token) });
  expect(notes.status()).toBe(200);
  const contents = ((await notes.json()).result.datas as { content: string }[]).map((n) => n.content);
  expect(contents).toContain(`Kehadiran Anda pada acara ${event.name} dibatalkan oleh admin.`);
});

test('Komentar: the Edit toggle reveals delete icons; a deleted reply shows as deleted to members', async ({
  page,
  request,
}) => {
  await signInAdmin(page, request);
  const event = await createEvent(request);
  const budi = await createMember(request, { name: `Budi ${uid()}` });
  const sari = await createMember(request, { name: `Sari ${uid()}` });
  const top = await comment(
    request,
    budi,
    event.id,
    `Sampai jumpa @${sari.username} di https://x.example.com`,
  );
  const reply = await comment(request, sari, event.id, '<b>Siap</b> hadir!', top);

  await page.goto(`/admin/event/${event.id}?tab=komentar`);
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('2 komentar')).toBeVisible();
  await expect(panel.getByRole('link', { name: `@${sari.username}` })).toHaveAttribute(
    'href',
    `/admin/user/${sari.username}`,
  );
  await expect(panel.getByRole('button', { name: `Hapus komentar ${budi.name}` })).toHaveCount(0);
  await panel.getByRole('button', { name: 'Lihat 1 balasan' }).click();
  await expect(panel.getByText('<b>Siap</b> hadir!')).toBeVisible();

  const toggle = panel.getByRole('button', { name: 'Edit' });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(panel.getByRole('button', { name: `Hapus komentar ${budi.name}` })).toBeVisible();
  await expectAccessible(page);

  await panel.getByRole('button', { name: `Hapus komentar ${sari.name}` }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Hapus Komentar' });
  await dialog.getByRole('button', { name: 'Hapus' }).click();
  await expect(panel.getByText('Komentar telah dihapus')).toBeVisible();
  await expect(panel.getByText('<b>Siap</b> hadir!')).toHaveCount(0);
  await expect(panel.getByText('1 komentar')).toBeVisible();
  await expect(panel.getByRole('button', { name: `Hapus komentar ${sari.name}` })).toHaveCount(0);
  await expectAccessible(page);

  const res = await request.get(`/api/v2/comment?offset=1&limit=10000&eventId=${event.id}`, {
    headers: bearer(budi.token),
  });
  expect(res.status()).toBe(200);
  const [thread] = (await res.json()).result.datas;
  expect(thread.id).toBe(top);
  expect(thread.deleted).toBe(false);
  expect(thread.replies).toEqual([expect.objectContaining({ id: reply, deleted: true, content: '' })]);
});

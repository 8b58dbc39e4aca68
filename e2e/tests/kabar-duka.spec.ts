import type { APIRequestContext } from '@playwright/test';
import {
  ADMIN,
  adminToken,
  apiLogin,
  createEvent,
  createMember,
  eventDateText,
  expect,
  expectAccessible,
  type Member,
  SHOTS_DIR,
  signInWithStorage,
  test,
} from '../fixtures.ts';

/**
 * 'Kabar Duka' and 'In Memoriam' (docs/decisions/024): a member submits a notice on a phone; an admin other
 * than the submitter confirms it on a desktop, choosing the opening; another member gets the in-app notice and
 * the ready WhatsApp text. A deceased member's page accepts a message of remembrance that appears after approval.
 */
const phone = { width: 390, height: 844 };
const desktop = { width: 1280, height: 900 };

async function adminAuth(request: APIRequestContext) {
  return { authorization: `Bearer ${await adminToken(request)}` };
}

test('a member submits a notice at 390 px; an admin confirms it; another member is told and can share it', async ({
  browser,
  request,
}) => {
  // Several browser contexts in one flow: room on a busy shared machine (every wait is on a state).
  test.slow();
  const submitter = await createMember(request, { name: 'Yusuf Pengirim' });
  const reader = await createMember(request, { name: 'Lina Pembaca' });
  const name = `Bapak Sudirman ${Date.now().toString(36)}`;

  // 1. The member, on a phone.
  const memberCtx = await browser.newContext({
    viewport: phone,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await memberCtx.newPage();
  await signInWithStorage(page, submitter);
  await page.goto('/kabar-duka');
  await expect(page.getByRole('heading', { name: 'Kabar Duka', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Kirim Kabar Duka' }).click();
  const form = page.getByRole('dialog', { name: 'Kirim Kabar Duka' });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(form.getByText('Nama almarhum/almarhumah harus diisi')).toBeVisible();
  await form.getByLabel('Nama almarhum/almarhumah').fill(name);
  await form.getByLabel('Hubungan').fill('Ayahanda dari Yusuf (IPA 2)');
  await form.getByLabel('Tanggal wafat').fill('20/11/2026');
  await form.getByLabel('Rumah duka (opsional)').fill('Jl. Melati No. 5, Bandung');
  await form.getByLabel('Waktu pemakaman (opsional)').fill('Sabtu, 21/11/2026 pukul 10.00 WIB');
  await form.getByLabel('Tempat pemakaman (opsional)').fill('TPU Sirnaraga');
  await form.getByLabel('Tautan peta (opsional)').fill('https://maps.app.goo.gl/abc');
  // No field asks for a cause of death.
  await expect(form.getByText(/penyebab/i)).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS_DIR}/kabar-duka-form-390.png`, fullPage: true });
  await form.getByRole('button', { name: 'Kirim', exact: true }).click();
  await expect(
    page.getByText('Kabar duka akan diumumkan setelah dikonfirmasi oleh panitia', { exact: false }),
  ).toBeVisible();
  const mine = page.getByRole('article').filter({ hasText: name });
  await expect(mine.getByText('Menunggu konfirmasi panitia')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS_DIR}/kabar-duka-list-390.png`, fullPage: true });
  await memberCtx.close();

  // The other member sees nothing yet.
  const before = await request.get('/api/v1/death-notice', {
    headers: { authorization: `Bearer ${reader.token}` },
  });
  expect(
    ((await before.json()).result.datas as { deceasedName: string }[]).some((n) => n.deceasedName === name),
  ).toBe(false);

  // 2. An admin (not the submitter), on a desktop, chooses the opening and confirms.
  const adminCtx = await browser.newContext({
    viewport: desktop,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const admin = await adminCtx.newPage();
  await signInWithStorage(admin, await apiLogin(request, ADMIN.username, ADMIN.password));
  await admin.goto('/admin/kabar-duka');
  const card = admin.getByRole('listitem').filter({ hasText: name });
  await expect(card).toBeVisible();
  await card.getByRole('radio', { name: 'Kalimat umum (netral)' }).check();
  await expect(card.getByText('Dengan penuh duka, kami kabarkan berita duka cita.')).toBeVisible();
  await card.getByRole('radio', { name: "Innalillahi wa inna ilaihi raji'un" }).check();
  await expect(card.getByText("Innalillahi wa inna ilaihi raji'un.")).toBeVisible();
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SHOTS_DIR}/admin-kabar-duka-1280.png`, fullPage: true });
  await card.getByRole('button', { name: 'Konfirmasi & Umumkan' }).click();
  await expect(admin.getByText('Seluruh anggota menerima pemberitahuan.')).toBeVisible();
  await expect(admin.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);
  await adminCtx.close();

  // 3. Another member gets the notice and the WhatsApp text.
  const readerCtx = await browser.newContext({
    viewport: phone,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const rp = await readerCtx.newPage();
  await signInWithStorage(rp, reader);
  await rp.goto('/notifications');
  const note = rp.getByText(`Kabar duka: ${name} telah berpulang.`);
  await expect(note).toBeVisible();
  await note.click();
  await expect(rp).toHaveURL(/\/kabar-duka\/\d+$/);
  await expect(rp.getByRole('heading', { name, level: 1 })).toBeVisible();
  const text = rp.getByTestId('share-text');
  await expect(text).toContainText("Innalillahi wa inna ilaihi raji'un.");
  await expect(text).toContainText(
    `Telah berpulang ${name} (Ayahanda dari Yusuf (IPA 2)) pada Jumat, 20 November 2026.`,
  );
  await expect(text).toContainText('Pemakaman: Sabtu, 21/11/2026 pukul 10.00 WIB, TPU Sirnaraga');
  await expect(text).toContainText('https://maps.app.goo.gl/abc');
  const share = rp.getByRole('link', { name: 'Bagikan ke WhatsApp' });
  const href = (await share.getAttribute('href')) ?? '';
  expect(href.startsWith('https://wa.me/?text=')).toBe(true);
  expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(
    (await text.textContent()) ?? '',
  );
  await expectAccessible(rp);
  await rp.screenshot({ path: `${SHOTS_DIR}/kabar-duka-detail-390.png`, fullPage: true });
  await readerCtx.close();
});

async function markDeceased(request: APIRequestContext, member: Member) {
  const res = await request.put(`/api/v1/user/${member.id}/deceased`, {
    headers: await adminAuth(request),
    data: { deceased: true, date: '15/11/2026' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test("the deceased member's memorial page accepts a message that appears after approval", async ({
  browser,
  request,
}) => {
  // Several browser contexts in one flow: room on a busy shared machine (every wait is on a state).
  test.slow();
  const gone = await createMember(request, { name: 'Almarhum Rudi Hartono' });
  const friend = await createMember(request, { name: 'Teguh Sahabat' });
  await markDeceased(request, gone);
  const message = `Selamat jalan, sahabat. Kenangan di kelas IPA 2 tak terlupa. ${Date.now().toString(36)}`;

  const ctx = await browser.newContext({ viewport: phone, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await ctx.newPage();
  await signInWithStorage(page, friend);
  await page.goto(`/profile/${gone.username}`);
  const memorial = page.getByRole('region', { name: 'In Memoriam' });
  await expect(memorial).toBeVisible();
  await expect(memorial.getByText('Wafat 15 November 2026 · Angkatan 1986')).toBeVisible();
  await memorial.getByLabel('Tulis pesan kenangan').fill(message);
  await memorial.getByRole('button', { name: 'Kirim Pesan' }).click();
  await expect(
    page.getByText('Pesan kenangan Anda akan tampil setelah disetujui panitia.', { exact: false }).first(),
  ).toBeVisible();
  const mine = memorial.getByRole('listitem').filter({ hasText: message });
  await expect(mine.getByText('Menunggu persetujuan panitia')).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS_DIR}/memorial-390.png`, fullPage: true });

  // Someone else does not see it before approval.
  const other = await createMember(request);
  const list = async () =>
    (
      await (
        await request.get(`/api/v1/user/${gone.id}/memories`, {
          headers: { authorization: `Bearer ${other.token}` },
        })
      ).json()
    ).result.datas as { content: string }[];
  expect((await list()).some((m) => m.content === message)).toBe(false);

  // The committee approves it at 1280 px.
  const adminCtx = await browser.newContext({
    viewport: desktop,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const admin = await adminCtx.newPage();
  await signInWithStorage(admin, await apiLogin(request, ADMIN.username, ADMIN.password));
  await admin.goto('/admin/roster?tab=kenangan');
  const item = admin.getByRole('listitem').filter({ hasText: message });
  await expect(item.getByText('untuk Almarhum Rudi Hartono')).toBeVisible();
  await admin.screenshot({ path: `${SHOTS_DIR}/admin-kenangan-1280.png`, fullPage: true });
  await item.getByRole('button', { name: 'Setujui' }).click();
  await expect(admin.getByRole('listitem').filter({ hasText: message })).toHaveCount(0);
  await adminCtx.close();

  expect((await list()).some((m) => m.content === message)).toBe(true);
  await page.reload();
  const shown = page
    .getByRole('region', { name: 'In Memoriam' })
    .getByRole('listitem')
    .filter({ hasText: message });
  await expect(shown).toBeVisible();
  await expect(shown.getByText('Menunggu persetujuan panitia')).toHaveCount(0);
  // The account is no longer offered as a mention.
  const suggestions = await request.get(`/api/v1/user?offset=0&limit=5&username=${gone.username}`);
  expect((await suggestions.json()).result.datas).toEqual([]);
  await ctx.close();
});

test("a classmate who has passed away keeps a discreet memorial mark on a past event's participants and comments, and leaves the committee's bulk actions", async ({
  browser,
  request,
}) => {
  // Several browser contexts in one flow: room on a busy shared machine (every wait is on a state).
  test.slow();
  const stamp = Date.now().toString(36);
  const gone = await createMember(request, { name: `Hendra Wijaya ${stamp}` });
  const friend = await createMember(request, { name: `Dewi Sahabat ${stamp}` });
  const event = await createEvent(request, { name: `Reuni Kenangan ${stamp}` });
  const headers = (token: string) => ({ authorization: `Bearer ${token}` });
  for (const m of [gone, friend]) {
    const joined = await request.post('/api/v1/event-participant/register', {
      data: { eventId: event.id },
      headers: headers(m.token),
    });
    expect(joined.status(), await joined.text()).toBe(200);
  }
  const said = await request.post('/api/v2/comment', {
    data: { eventId: event.id, content: 'Sampai jumpa di reuni berikutnya, kawan-kawan!' },
    headers: headers(gone.token),
  });
  expect(said.status(), await said.text()).toBe(201);
  const replied = await request.post('/api/v2/comment', {
    data: { eventId: event.id, content: 'Pasti, Hendra!', parentCommentId: (await said.json()).result.id },
    headers: headers(friend.token),
  });
  expect(replied.status(), await replied.text()).toBe(201);
  // The reunion took place last week; then he passed away (his seat at a past event stays).
  const start = Date.now() - 7 * 24 * 3_600_000;
  const moved = await request.put('/api/v1/event', {
    data: { id: event.id, startDate: eventDateText(start), endDate: eventDateText(start + 3 * 3_600_000) },
    headers: await adminAuth(request),
  });
  expect(moved.status(), await moved.text()).toBe(200);
  await markDeceased(request, gone);
  const markName = `${gone.name} telah berpulang. Buka halaman kenangan`;

  // A classmate on a phone: the event's participants and its comments.
  const ctx = await browser.newContext({ viewport: phone, locale: 'id-ID', timezoneId: 'Asia/Jakarta' });
  const page = await ctx.newPage();
  await signInWithStorage(page, friend);
  await page.goto(`/event/${event.id}`);
  const participants = page.getByRole('list', { name: 'Daftar Peserta' });
  const goneRow = participants.getByRole('listitem').filter({ hasText: gone.name });
  await expect(goneRow.getByRole('link', { name: markName })).toBeVisible();
  await expect(goneRow.getByText('In Memoriam')).toBeVisible();
  await expect(
    participants
      .getByRole('listitem')
      .filter({ hasText: friend.name })
      .getByRole('link', { name: /telah berpulang/ }),
  ).toHaveCount(0);
  const goneComment = page.getByRole('article', { name: gone.name });
  await expect(goneComment.getByRole('link', { name: markName })).toBeVisible();
  await expect(
    page.getByRole('article', { name: friend.name }).getByRole('link', { name: /telah berpulang/ }),
  ).toHaveCount(0);
  await expectAccessible(page);
  await goneRow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/mark-participants-390.png` });
  await goneComment.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/mark-comments-390.png` });
  // The mark leads to the memorial.
  await goneComment.getByRole('link', { name: markName }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${gone.username}#in-memoriam$`));
  const memorial = page.getByRole('region', { name: 'In Memoriam' });
  await expect(memorial.getByTestId('memorial-line')).toHaveText('Wafat 15 November 2026 · Angkatan 1986');
  await expect(memorial.getByTestId('memorial-years')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS_DIR}/memorial-header-390.png` });
  // The same screens on a desktop.
  await page.setViewportSize(desktop);
  await page.goto(`/profile/${gone.username}#in-memoriam`);
  await expect(memorial.getByTestId('memorial-line')).toBeVisible();
  await expect(memorial.getByRole('heading', { name: 'In Memoriam' })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS_DIR}/memorial-header-1280.png` });
  await page.goto(`/event/${event.id}`);
  await expect(goneRow.getByRole('link', { name: markName })).toBeVisible();
  await goneRow.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/mark-participants-1280.png` });
  await goneComment.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS_DIR}/mark-comments-1280.png` });
  await ctx.close();

  // The committee at 1280 px: the participants tab, the comments tab, the door's list, the user list.
  const adminCtx = await browser.newContext({
    viewport: desktop,
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const admin = await adminCtx.newPage();
  await signInWithStorage(admin, await apiLogin(request, ADMIN.username, ADMIN.password));
  await admin.goto(`/admin/event/${event.id}?tab=partisipan`);
  await expect(
    admin.getByRole('listitem').filter({ hasText: gone.name }).getByRole('link', { name: markName }),
  ).toBeVisible();
  await admin.screenshot({ path: `${SHOTS_DIR}/mark-admin-participants-1280.png`, fullPage: true });
  await admin.goto(`/admin/event/${event.id}?tab=komentar`);
  await expect(
    admin.getByRole('article', { name: gone.name }).getByRole('link', { name: markName }),
  ).toBeVisible();
  await admin.screenshot({ path: `${SHOTS_DIR}/mark-admin-comments-1280.png`, fullPage: true });
  await admin.goto(`/admin/event/${event.id}/check-in`);
  await expect(
    admin.getByRole('listitem').filter({ hasText: gone.name }).getByRole('link', { name: markName }),
  ).toBeVisible();
  await admin.screenshot({ path: `${SHOTS_DIR}/mark-check-in-1280.png`, fullPage: true });

  // The user list: the account is shown (to undo a mistake) but cannot be picked for a bulk action, and
  // offers no invitation.
  await admin.goto(`/admin/user?q=${encodeURIComponent(stamp)}`);
  await expect(admin.getByText('Telah berpulang · tidak ada pengiriman')).toBeVisible();
  await expect(
    admin.getByRole('checkbox', { name: `${gone.name} (telah berpulang, tidak ikut tindakan massal)` }),
  ).toBeDisabled();
  await expect(admin.getByRole('checkbox', { name: `Pilih ${friend.name}` })).toBeEnabled();
  await expectAccessible(admin);
  await admin.screenshot({ path: `${SHOTS_DIR}/admin-user-list-1280.png`, fullPage: true });
  await admin.setViewportSize(phone);
  await expect(
    admin.getByRole('checkbox', { name: `${gone.name} (telah berpulang, tidak ikut tindakan massal)` }),
  ).toBeDisabled();
  await admin.screenshot({ path: `${SHOTS_DIR}/admin-user-list-390.png`, fullPage: true });
  await admin.goto(`/admin/event/${event.id}?tab=partisipan`);
  await expect(
    admin.getByRole('listitem').filter({ hasText: gone.name }).getByRole('link', { name: markName }),
  ).toBeVisible();
  await admin.screenshot({ path: `${SHOTS_DIR}/mark-admin-participants-390.png`, fullPage: true });
  await admin.goto(`/admin/event/${event.id}/check-in`);
  await expect(
    admin.getByRole('listitem').filter({ hasText: gone.name }).getByRole('link', { name: markName }),
  ).toBeVisible();
  await admin.screenshot({ path: `${SHOTS_DIR}/mark-check-in-390.png`, fullPage: true });
  await admin.goto(`/admin/event/${event.id}?tab=komentar`);
  await expect(
    admin.getByRole('article', { name: gone.name }).getByRole('link', { name: markName }),
  ).toBeVisible();
  await admin.screenshot({ path: `${SHOTS_DIR}/mark-admin-comments-390.png`, fullPage: true });
  await adminCtx.close();
});

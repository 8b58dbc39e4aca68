import type { APIRequestContext, Page } from '@playwright/test';
import {
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
 * /profile/{id | username | email}: a member's read-only profile (docs/spec.md §§2 and 6). Phone, address
 * and email never reach another member's browser: not in the page and not in any API response it got.
 */

interface Profiled {
  member: Member;
  phone: string;
  address: string;
  highSchool: string;
  eventName: string;
}

/** Member A with phone, address and high school filled in, registered to one fresh event. */
async function memberWithHistory(request: APIRequestContext): Promise<Profiled> {
  const member = await createMember(request);
  const id = uid();
  const phone = `+62 812 ${String(Date.now()).slice(-8)}`;
  const address = `Jl. Rahasia No. ${id}, Bandung`;
  const highSchool = `SMA Negeri 3 Bandung ${id}`;
  const headers = { authorization: `Bearer ${member.token}` };
  const put = await request.put('/api/v1/user', {
    headers,
    data: { name: member.name, phoneNumber: phone, address, highSchool },
  });
  expect(put.status(), await put.text()).toBe(200);
  const event = await createEvent(request);
  const reg = await request.post('/api/v1/event-participant/register', {
    headers,
    data: { eventId: event.id },
  });
  expect(reg.status(), await reg.text()).toBeLessThan(300);
  return { member, phone, address, highSchool, eventName: event.name };
}

/** Bodies of every /api/ JSON response the page receives. */
function collectApiBodies(page: Page): () => Promise<string[]> {
  const bodies: Promise<string>[] = [];
  page.on('response', (res) => {
    const type = res.headers()['content-type'] ?? '';
    if (res.url().includes('/api/') && type.includes('json')) bodies.push(res.text().catch(() => ''));
  });
  return () => Promise.all(bodies);
}

const tab = (page: Page, name: string) => page.getByRole('tab', { name, exact: true });
const panel = (page: Page) => page.getByRole('tabpanel');

async function expectNoPrivateData(page: Page, a: Profiled, bodies: () => Promise<string[]>) {
  const text = (await page.locator('body').textContent()) ?? '';
  for (const secret of [a.phone, a.address, a.member.email]) {
    expect(text).not.toContain(secret);
    for (const body of await bodies()) expect(body).not.toContain(secret);
  }
  expect(text).not.toContain('Nomor Telepon/WA');
}

async function checkProfile(page: Page, a: Profiled, key: string) {
  const bodies = collectApiBodies(page);
  await page.goto(`/profile/${encodeURIComponent(key)}`);
  await expect(page.getByRole('heading', { level: 1, name: a.member.name })).toBeVisible();
  await expect(page.getByText(`@${a.member.username}`).first()).toBeVisible();
  await expect(page.getByText(/^Anggota sejak \d{1,2} \w+ \d{4}$/)).toBeVisible();
  await expect(page).toHaveTitle(`${a.member.name} · Alumni 86`);
  await expect(tab(page, 'Data Pribadi')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByText(a.highSchool)).toBeVisible();
  await expect(panel(page).getByText('Pengguna belum mengisi kolom ini.').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit Profil Saya' })).toHaveCount(0);
  await expectAccessible(page);

  await tab(page, 'Riwayat Acara').click();
  await expect(page).toHaveURL(/\?tab=riwayat$/);
  await expect(panel(page).getByRole('link', { name: a.eventName })).toBeVisible();
  await expectAccessible(page);

  await tab(page, 'Acara Dibuat').click();
  await expect(page).toHaveURL(/\?tab=dibuat$/);
  await expect(panel(page).getByText('Pengguna belum membuat acara apapun.')).toBeVisible();
  await expectAccessible(page);

  await expectNoPrivateData(page, a, bodies);
}

for (const [label, keyOf] of [
  ['username', (a: Profiled) => a.member.username],
  ['id', (a: Profiled) => String(a.member.id)],
] as const) {
  test(`a member views another member's profile by ${label}, without phone, address or email`, async ({
    page,
    request,
  }) => {
    // Three tabs, three accessibility scans and the API set-up: more than the default 30 s under load.
    test.slow();
    const a = await memberWithHistory(request);
    const b = await createMember(request);
    await signInWithStorage(page, b);
    await checkProfile(page, a, keyOf(a));
  });
}

test("another member's e-mail address opens no profile (no e-mail oracle; look members up by username)", async ({
  page,
  request,
}) => {
  const a = await createMember(request);
  const b = await createMember(request);
  await signInWithStorage(page, b);
  await page.goto(`/profile/${encodeURIComponent(a.email)}`);
  await expect(page).toHaveURL('/404');
  await expect(page.getByRole('heading', { level: 1, name: a.name })).toHaveCount(0);
});

test('a visitor views a profile and moves between the tabs with the keyboard', async ({ page, request }) => {
  const a = await memberWithHistory(request);
  const bodies = collectApiBodies(page);
  await page.goto(`/profile/${a.member.username}`);
  await expect(page.getByRole('heading', { level: 1, name: a.member.name })).toBeVisible();
  await expect(panel(page).getByText(a.highSchool)).toBeVisible();
  await expectAccessible(page);

  await tab(page, 'Data Pribadi').focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Riwayat Acara')).toHaveAttribute('aria-selected', 'true');
  await expect(tab(page, 'Riwayat Acara')).toBeFocused();
  await expect(tab(page, 'Data Pribadi')).toHaveAttribute('aria-selected', 'false');
  await expect(panel(page).getByRole('link', { name: a.eventName })).toBeVisible();
  await expectAccessible(page);

  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Acara Dibuat')).toHaveAttribute('aria-selected', 'true');
  await expect(panel(page).getByText('Pengguna belum membuat acara apapun.')).toBeVisible();
  await expectAccessible(page);

  // Wraps around; the default tab leaves the URL bare. ArrowLeft goes back.
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, 'Data Pribadi')).toHaveAttribute('aria-selected', 'true');
  await expect(page).not.toHaveURL(/tab=/);
  await page.keyboard.press('ArrowLeft');
  await expect(tab(page, 'Acara Dibuat')).toBeFocused();
  await expect(page).toHaveURL(/\?tab=dibuat$/);

  // The tab in the URL survives a reload.
  await page.reload();
  await expect(tab(page, 'Acara Dibuat')).toHaveAttribute('aria-selected', 'true');
  await expectNoPrivateData(page, a, bodies);
});

test('a member with no history sees the others-profile empty sentences', async ({ page, request }) => {
  const a = await createMember(request);
  await page.goto(`/profile/${a.username}?tab=riwayat`);
  await expect(panel(page).getByText('Pengguna belum mengikuti acara apapun.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Lihat Acara' })).toHaveCount(0);
  await expectAccessible(page);
});

test('one’s own public profile links to the editor', async ({ page, request }) => {
  const a = await createMember(request);
  await signInWithStorage(page, a);
  await page.goto(`/profile/${a.username}`);
  await expect(page.getByRole('heading', { level: 1, name: a.name })).toBeVisible();
  await expect(panel(page).getByText('Anda belum mengisi kolom ini.').first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Edit Profil Saya' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});

test('an unknown username shows the not-found page', async ({ page }) => {
  await page.goto(`/profile/tidak-ada-${uid()}`);
  await expect(page.getByRole('heading', { name: 'Halaman Tidak Ditemukan' })).toBeVisible();
  await expect(page).toHaveURL(/\/404$/);
  await expectAccessible(page);
});

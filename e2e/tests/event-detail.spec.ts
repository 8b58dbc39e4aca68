import { readFileSync } from 'node:fs';
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
 * /event/{id} (docs/spec.md §§2, 6, 8, 9): what a visitor sees (the header and a blurred block, never the
 * description), what a member sees (description, participants with search and paging, creator, the
 * creator's other events, related events), safe links, add-to-calendar, and /404 for what is not there.
 */

const main = (page: Page) => page.getByRole('main');
const participants = (page: Page) => page.getByRole('region', { name: 'Daftar Peserta' });
const registration = (page: Page) => page.getByRole('region', { name: 'Pendaftaran' });

async function register(request: APIRequestContext, member: Member, eventId: number) {
  const res = await request.post('/api/v1/event-participant/register', {
    data: { eventId },
    headers: { authorization: `Bearer ${member.token}` },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('a visitor sees the header and the blurred members-only block, never the description', async ({
  page,
  request,
}) => {
  const secret = `Rahasia anggota ${uid()}`;
  const event = await createEvent(request, { description: secret, quota: 40 });
  await page.goto(`/event/${event.id}`);

  await expect(main(page).getByRole('heading', { level: 1, name: event.name })).toBeVisible();
  const group = event.eventGroup;
  if (!group) throw new Error('createEvent gives every event a group');
  await expect(main(page).getByRole('link', { name: group.displayName })).toHaveAttribute(
    'href',
    `/event?g=${group.id}`,
  );
  await expect(main(page).getByText(`Dibuat oleh ${event.user?.name}`)).toBeVisible();
  await expect(main(page).getByText('1 peserta terdaftar').first()).toBeVisible();
  // Tomorrow at 19:00 Jakarta time, in Indonesian words.
  await expect(
    main(page).getByText(/^(Senin|Selasa|Rabu|Kamis|Jumat|Sabtu|Minggu), \d{1,2} \S+ \d{4} · 19\.00 WIB$/),
  ).toBeVisible();
  await expect(main(page).getByText('Gedung Serbaguna, Jl. Merdeka 86, Jakarta')).toBeVisible();
  await expect(main(page).getByText('40 orang')).toBeVisible();
  await expect(
    main(page)
      .getByText(event.eventCategory?.displayName ?? '—')
      .first(),
  ).toBeVisible();

  const block = page.getByRole('region', { name: 'Khusus Anggota' });
  await expect(block).toBeVisible();
  await expect(block.getByRole('link', { name: 'Masuk Akun' })).toHaveAttribute('href', '/login');
  await expect(block.getByRole('link', { name: 'Daftar Anggota' })).toHaveAttribute('href', '/register');

  await expect(page.getByText(secret)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Deskripsi Acara' })).toHaveCount(0);
  await expect(participants(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Acara Terkait' })).toHaveCount(0);
  await expectAccessible(page);
});

test('a member sees the description, participants, creator and related events', async ({ page, request }) => {
  const member = await createMember(request);
  const event = await createEvent(request, { description: 'Bawa batik dan senyum terbaik.' });
  const group = event.eventGroup;
  if (!group) throw new Error('createEvent gives every event a group');
  const sibling = await createEvent(request, {
    eventCreationType: 'CONTINUED',
    eventGroup: { id: group.id },
    name: `Acara Saudara ${uid()}`,
  });
  await signInWithStorage(page, member);
  await page.goto(`/event/${event.id}`);

  await expect(page.getByRole('heading', { name: 'Deskripsi Acara' })).toBeVisible();
  await expect(page.getByText('Bawa batik dan senyum terbaik.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Khusus Anggota' })).toHaveCount(0);

  // The creator is the first registrant, marked and linked by username.
  const list = participants(page);
  const creatorRow = list.getByRole('listitem').filter({ hasText: 'Pembuat Acara' });
  await expect(creatorRow).toContainText('Pendaftar ke-1');
  await expect(creatorRow.getByRole('link', { name: event.user?.name })).toHaveAttribute(
    'href',
    `/profile/${ADMIN.username}`,
  );

  // The creator card links by username (never the email); the creator has other events (the sibling at least).
  const creator = page.getByRole('region', { name: 'Pembuat Acara' });
  await expect(creator.getByRole('link', { name: 'Lihat Profil' })).toHaveAttribute(
    'href',
    `/profile/${ADMIN.username}`,
  );
  await expect(creator.getByRole('heading', { name: `Acara Lain dari ${event.user?.name}` })).toBeVisible();
  const otherCards = creator.getByTestId('event-card');
  await expect(otherCards).toHaveCount(2);
  await expect(creator.getByRole('link', { name: event.name, exact: true })).toHaveCount(0);

  const related = page.getByRole('region', { name: 'Acara Terkait' });
  await expect(related.getByRole('link', { name: sibling.name })).toHaveAttribute(
    'href',
    `/event/${sibling.id}`,
  );
  await expect(related.getByRole('link', { name: event.name, exact: true })).toHaveCount(0);
  await expectAccessible(page);
});

test('participants: nine a page, numbered across pages, searchable by name', async ({ page, request }) => {
  test.setTimeout(60_000);
  const tag = uid();
  const event = await createEvent(request);
  const members: Member[] = [];
  for (let i = 1; i <= 10; i++) {
    const m = await createMember(request, { name: `Peserta ${tag} ${String(i).padStart(2, '0')}` });
    await register(request, m, event.id);
    members.push(m);
  }
  const viewer = members[0];
  if (!viewer) throw new Error('members were created');
  await signInWithStorage(page, viewer);
  await page.goto(`/event/${event.id}`);

  const list = participants(page);
  await expect(list.getByText('11 peserta')).toBeVisible();
  const rows = list.getByRole('list', { name: 'Daftar Peserta' }).getByRole('listitem');
  await expect(rows).toHaveCount(9);
  await expect(rows.nth(8)).toContainText('Pendaftar ke-9');

  await list.getByRole('button', { name: 'Halaman 2' }).click();
  await expect(rows).toHaveCount(2);
  // Nobody is skipped between pages: the 10th and 11th registrants (members 9 and 10).
  await expect(rows.nth(0)).toContainText(`Peserta ${tag} 09`);
  await expect(rows.nth(0)).toContainText('Pendaftar ke-10');
  await expect(rows.nth(1)).toContainText(`Peserta ${tag} 10`);
  await expect(rows.nth(1)).toContainText('Pendaftar ke-11');

  await list.getByRole('searchbox', { name: 'Cari peserta' }).fill(`${tag} 05`);
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Peserta ${tag} 05`);
  await expect(rows.first()).toContainText('Pendaftar ke-6');
  await expect(list.getByRole('button', { name: 'Halaman 2' })).toHaveCount(0);

  await list.getByRole('searchbox', { name: 'Cari peserta' }).fill('tidak-ada-yang-bernama-ini');
  await expect(list.getByText('Tidak Ada Partisipan')).toBeVisible();
  await expectAccessible(page);
});

test('links in the location and description open safely; other schemes stay text', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const event = await createEvent(request, {
    eventType: 'ONLINE',
    location: 'https://zoom.us/j/8612345678?pwd=reuni86',
    description: 'Materi: https://alumni86.example/materi.pdf. Jangan klik javascript:alert(1) ya.',
  });
  await signInWithStorage(page, member);
  await page.goto(`/event/${event.id}`);

  const zoom = main(page).getByRole('link', { name: 'https://zoom.us/j/8612345678?pwd=reuni86' });
  await expect(zoom).toHaveAttribute('href', 'https://zoom.us/j/8612345678?pwd=reuni86');
  await expect(zoom).toHaveAttribute('target', '_blank');
  await expect(zoom).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  const pdf = main(page).getByRole('link', { name: 'https://alumni86.example/materi.pdf' });
  await expect(pdf).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expect(main(page).getByText(/Jangan klik javascript:alert\(1\) ya\./)).toBeVisible();
  await expect(main(page).locator('a[href^="javascript"]')).toHaveCount(0);
  await expectAccessible(page);
});

test('add to calendar: a Google Calendar link and a downloadable .ics named after the event', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const name = `Halal Bihalal, Reuni; ${uid()}`;
  const event = await createEvent(request, { name, description: 'Deskripsi untuk anggota saja.' });
  await signInWithStorage(page, member);
  await page.goto(`/event/${event.id}`);

  const panel = registration(page);
  await panel.getByRole('button', { name: 'Tambah ke Kalender' }).click();
  const google = panel.getByRole('link', { name: /Google Calendar/ });
  const href = await google.getAttribute('href');
  const url = new URL(href ?? '');
  expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
  expect(url.searchParams.get('action')).toBe('TEMPLATE');
  expect(url.searchParams.get('text')).toBe(name);
  expect(url.searchParams.get('dates')).toMatch(/^\d{8}T120000Z\/\d{8}T150000Z$/);
  expect(url.searchParams.get('details')).toContain(`/event/${event.id}`);
  await expect(google).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc');
  await expectAccessible(page);

  const downloading = page.waitForEvent('download');
  await panel.getByRole('button', { name: /Unduh berkas kalender/ }).click();
  const download = await downloading;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  expect(download.suggestedFilename()).toBe(`${slug}.ics`);
  const file = await download.path();
  const ics = readFileSync(file, 'utf8');
  const unfolded = ics.replace(/\r\n /g, '');
  expect(unfolded).toContain(`UID:event-${event.id}@127.0.0.1`);
  expect(unfolded).toContain(`SUMMARY:${name.replace(/,/g, '\\,').replace(/;/g, '\\;')}`);
  // The member's token went along: their file carries the description.
  expect(unfolded).toContain('DESCRIPTION:Deskripsi untuk anggota saja.');
  expect(ics).toMatch(/\r\n$/);
});

test('a draft, a missing or a malformed event id goes to /404', async ({ page, request }) => {
  const member = await createMember(request);
  const draft = await createEvent(request, { status: 'DRAFT' });
  await signInWithStorage(page, member);
  for (const path of [`/event/${draft.id}`, '/event/99999999', '/event/abc']) {
    await page.goto(path);
    await expect(page).toHaveURL('/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Halaman Tidak Ditemukan' })).toBeVisible();
  }
  await expectAccessible(page);
});

test('the creator sees that they created the event and has nothing to cancel', async ({ page, request }) => {
  const event = await createEvent(request);
  const admin = await apiLogin(request, ADMIN.username, ADMIN.password);
  await signInWithStorage(page, admin);
  await page.goto(`/event/${event.id}`);
  const panel = registration(page);
  await expect(panel.getByText('Anda adalah Pembuat Acara ini dan otomatis terdaftar.')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Batal Mendaftar' })).toHaveCount(0);
  await expect(panel.getByRole('button', { name: 'Daftar Sekarang' })).toHaveCount(0);
  await expectAccessible(page);
});

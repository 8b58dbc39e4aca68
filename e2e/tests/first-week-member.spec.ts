import { randomBytes } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  adminToken,
  createEvent,
  createMember,
  eventDateText,
  expect,
  expectAccessible,
  type Member,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/**
 * What a member met in the first week, on a phone (390 px; docs/decisions/023): 'Tiket Saya' in 'Riwayat
 * Acara' opens its own ticket, the history comes upcoming first in 'Akan Datang' / 'Sudah Lewat' with the
 * waitlist's places, a registered member's main action is 'Tiket Saya', a side panel's 'Simpan' is saved at
 * once, a full-size camera photo is accepted, the profile tabs all fit, 'Masuk' is in the top bar, an empty
 * search says so on the first screen, the ticket carries a short code, and mention suggestions name people.
 */

test.use({ viewport: { width: 390, height: 844 } });

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function register(request: APIRequestContext, m: Member, eventId: number) {
  const res = await request.post('/api/v1/event-participant/register', {
    data: { eventId },
    headers: bearer(m.token),
  });
  expect(res.status(), await res.text()).toBe(200);
}

async function setStatus(request: APIRequestContext, id: number, status: 'EXPIRED' | 'PUBLISH') {
  const res = await request.put('/api/v1/event', {
    data: { id, status },
    headers: bearer(await adminToken(request)),
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** An event starting `days` from now at this time of day (Jakarta), three hours long. */
const inDays = (days: number) => {
  const start = Date.now() + days * 86_400_000;
  return { startDate: eventDateText(start), endDate: eventDateText(start + 3 * 3_600_000) };
};

async function openHistory(page: Page) {
  await page.goto('/profile?tab=riwayat');
  await expect(page.getByRole('tab', { name: 'Riwayat Acara' })).toHaveAttribute('aria-selected', 'true');
}

test("'Tiket Saya' under a card in 'Riwayat Acara' opens that event's ticket, not the next event", async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const first = await createEvent(request, { name: `Pertama ${uid()}`, ...inDays(3) });
  const second = await createEvent(request, { name: `Kedua ${uid()}`, ...inDays(6) });
  await register(request, member, first.id);
  await register(request, member, second.id);
  await signInWithStorage(page, member);
  await openHistory(page);

  // Whatever the order of the cards, nothing of a next card lies over either link: every point of a grid over
  // each link's box is that link itself (the walk-through's fault covered the lower part of the upper card's).
  for (const event of [first, second]) {
    const link = page.getByRole('link', { name: `Tiket Saya untuk ${event.name}` });
    await link.scrollIntoViewIfNeeded();
    const box = await link.boundingBox();
    if (!box) throw new Error('no ticket link');
    const hits = await page.evaluate(
      ([x, y, w, h]) => {
        const out: (string | null)[] = [];
        for (const fy of [0.1, 0.3, 0.5, 0.7, 0.9])
          for (const fx of [0.1, 0.5, 0.9])
            out.push(
              document
                .elementFromPoint((x as number) + (w as number) * fx, (y as number) + (h as number) * fy)
                ?.closest('a')
                ?.getAttribute('href') ?? null,
            );
        return out;
      },
      [box.x, box.y, box.width, box.height],
    );
    expect(new Set(hits)).toEqual(new Set([`/event/${event.id}/ticket`]));
  }
  const ticket = page.getByRole('link', { name: `Tiket Saya untuk ${first.name}` });
  await ticket.click();
  await expect(page).toHaveURL(`/event/${first.id}/ticket`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test("'Riwayat Acara': upcoming first by date under 'Akan Datang', past under 'Sudah Lewat', waitlist places shown", async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const seated = await createMember(request);
  const later = await createEvent(request, { name: `Nanti ${uid()}`, ...inDays(20) });
  const soon = await createEvent(request, { name: `Segera ${uid()}`, ...inDays(2) });
  const past = await createEvent(request, { name: `Dulu ${uid()}`, ...inDays(4) });
  // Quota 2: the admin (creator) and one member; this member waits in line.
  const full = await createEvent(request, { name: `Penuh ${uid()}`, quota: 2, ...inDays(9) });
  for (const e of [later, soon, past]) await register(request, member, e.id);
  await register(request, seated, full.id);
  const wait = await request.post('/api/v1/event-participant/waitlist', {
    data: { eventId: full.id },
    headers: bearer(member.token),
  });
  expect(wait.status(), await wait.text()).toBe(200);
  await setStatus(request, past.id, 'EXPIRED');

  await signInWithStorage(page, member);
  await openHistory(page);
  const upcoming = page.getByRole('region', { name: 'Akan Datang' });
  const done = page.getByRole('region', { name: 'Sudah Lewat' });
  await expect(upcoming.getByRole('heading', { level: 2, name: 'Akan Datang' })).toBeVisible();
  await expect(upcoming.getByTestId('event-card')).toHaveCount(3);
  const names = await upcoming.getByTestId('event-card').getByRole('heading').allTextContents();
  expect(names).toEqual([soon.name, full.name, later.name]);
  await expect(done.getByTestId('event-card')).toHaveCount(1);
  await expect(done).toContainText(past.name);
  // The waitlisted event: its place in line, and no ticket (no seat yet).
  await expect(upcoming.getByText('Daftar tunggu · posisi antrean: 1')).toBeVisible();
  await expect(page.getByRole('link', { name: `Tiket Saya untuk ${full.name}` })).toHaveCount(0);
  await expect(page.getByRole('link', { name: `Tiket Saya untuk ${soon.name}` })).toBeVisible();
  await expectAccessible(page);
});

test('a long event name uses two lines on its card before it is cut', async ({ page, request }) => {
  const name = `Reuni Akbar Angkatan 86 dan Temu Kangen Keluarga ${uid()}`;
  const event = await createEvent(request, { name });
  await page.goto(`/event?q=${encodeURIComponent(name)}`);
  const heading = page.getByTestId('event-card').getByRole('heading', { name });
  await expect(heading).toBeVisible();
  // The whole name is there (no '…' cut at 35 characters) and the heading holds two lines.
  await expect(heading).toHaveText(name);
  const lines = await heading.evaluate((h) => {
    const lh = Number.parseFloat(getComputedStyle(h).lineHeight);
    return Math.round(h.getBoundingClientRect().height / lh);
  });
  expect(lines).toBe(2);
  expect(event.id).toBeGreaterThan(0);
});

test("a registered member's main action is 'Tiket Saya'; cancelling is a quieter one", async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  const event = await createEvent(request);
  await register(request, member, event.id);
  await signInWithStorage(page, member);
  await page.goto(`/event/${event.id}`);
  const panel = page.getByRole('region', { name: 'Pendaftaran' });
  const ticket = panel.getByRole('link', { name: 'Tiket Saya' });
  const cancel = panel.getByRole('button', { name: 'Batal Mendaftar' });
  await expect(ticket).toBeVisible();
  await expect(cancel).toBeVisible();
  // The ticket comes first and is the filled (accent) button; the cancel button has no fill.
  const [t, c] = [await ticket.boundingBox(), await cancel.boundingBox()];
  expect(t && c && t.y < c.y).toBe(true);
  expect(await ticket.getAttribute('class')).toContain('bg-accent-400');
  expect(await cancel.getAttribute('class')).not.toContain('bg-accent-400');
  // The phone's bar at the bottom carries the ticket too.
  await page.evaluate(() => window.scrollTo(0, 0));
  const bar = page.getByTestId('registration-bar');
  await expect(bar.getByRole('link', { name: 'Tiket Saya' })).toBeVisible();
  await bar.getByRole('link', { name: 'Tiket Saya' }).click();
  await expect(page).toHaveURL(`/event/${event.id}/ticket`);
});

test('the ticket shows a short code beside the QR', async ({ page, request }) => {
  const member = await createMember(request);
  const event = await createEvent(request);
  await register(request, member, event.id);
  await signInWithStorage(page, member);
  await page.goto(`/event/${event.id}/ticket`);
  const short = page.getByTestId('ticket-short-code');
  await expect(short).toHaveText(/^[2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4}$/);
  await expect(page.getByText('Kode untuk diketik')).toBeVisible();
  await expectAccessible(page);
});

test("a side panel's 'Simpan' saves its item: leaving through the menu keeps it; unsaved personal data asks first", async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signInWithStorage(page, member);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profil' }).click();

  await page.getByRole('button', { name: 'Tambah Usaha' }).click();
  const panel = page.getByRole('dialog', { name: 'Tambah Usaha' });
  const business = `Warung Kopi ${uid()}`;
  await panel.getByLabel('Nama Usaha').fill(business);
  await panel.getByRole('button', { name: 'Simpan' }).click();
  await expect(panel).toHaveCount(0);
  await expect(page.getByText('Perubahan pada bagian ini sudah disimpan.')).toBeVisible();

  // Saved on the server already, before the page's own 'Simpan'.
  const stored = await request.get(`/api/v1/user/${member.id}`, { headers: bearer(member.token) });
  expect((await stored.json()).result.businesses).toEqual([expect.objectContaining({ name: business })]);

  // Personal data typed but not saved: leaving asks first.
  await page.getByLabel('Pekerjaan', { exact: true }).fill('Pensiunan Guru');
  await page.getByRole('button', { name: /Buka menu/ }).click();
  await page.getByRole('link', { name: 'List Acara' }).first().click();
  const leave = page.getByRole('alertdialog', { name: 'Tinggalkan halaman ini?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Keluar' }).click();
  await expect(page).toHaveURL(/\/event$/);
  await page.goto('/profile');
  await expect(page.getByText(business)).toBeVisible();
  await expect(page.getByText('Pensiunan Guru')).toHaveCount(0);
});

/** A PNG of random pixels (it does not compress): `side` x `side`, over 5 MB from about 1300 px. */
function noisyPng(side: number): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc32 = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8;
  header[9] = 2;
  const rows = Array.from({ length: side }, () => Buffer.concat([Buffer.from([0]), randomBytes(side * 3)]));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

test('a full-size camera photo (over 5 MB) is cropped, scaled down and accepted', async ({
  page,
  request,
}) => {
  const member = await createMember(request);
  await signInWithStorage(page, member);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit Profil' }).click();
  const photo = noisyPng(1500);
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);
  await page
    .getByLabel('Ganti Foto')
    .setInputFiles({ name: 'IMG_20261126.png', mimeType: 'image/png', buffer: photo });
  const crop = page.getByRole('dialog');
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Gunakan' }).click();
  await expect(crop).toHaveCount(0);
  await expect(page.getByText('Gambar terlalu besar', { exact: false })).toHaveCount(0);
  await page.getByRole('button', { name: 'Simpan', exact: true }).click();
  const upload = page.waitForResponse((r) => r.url().includes('/api/v1/upload'));
  await page
    .getByRole('alertdialog', { name: 'Simpan perubahan' })
    .getByRole('button', { name: 'Simpan' })
    .click();
  // The server's 5 MB limit still holds: what the browser sent was accepted.
  expect((await upload).status()).toBe(201);
  await expect(page.getByText('Berhasil Mengedit Profil')).toBeVisible();
  const stored = await request.get(`/api/v1/user/${member.id}`, { headers: bearer(member.token) });
  expect((await stored.json()).result.picture).toMatch(/^\/uploads\//);
});

test('the profile tabs all fit a phone, and a visitor finds Masuk in the top bar', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const masuk = page.getByRole('banner').getByRole('link', { name: 'Masuk', exact: true });
  await expect(masuk).toBeVisible();
  const mb = await masuk.boundingBox();
  expect(mb && mb.x + mb.width).toBeLessThanOrEqual(390);

  const member = await createMember(request);
  await page.goto(`/profile/${member.username}`);
  for (const name of ['Data Pribadi', 'Riwayat Acara', 'Acara Dibuat']) {
    const tab = page.getByRole('tab', { name });
    await expect(tab).toBeVisible();
    const box = await tab.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect(box && box.x + box.width).toBeLessThanOrEqual(390);
  }
  await expectAccessible(page);
});

test('a search that finds nothing says so on the first screen', async ({ page }) => {
  const q = `tidakada${uid()}`;
  await page.goto(`/event?q=${q}`);
  const note = page.getByTestId('event-total');
  await expect(note).toHaveText(`Tidak ada acara yang cocok dengan “${q}”.`);
  const box = await note.boundingBox();
  expect(box && box.y + box.height).toBeLessThanOrEqual(844);
  await expectAccessible(page);
});

test('mention suggestions show the name beside the username', async ({ page, request }) => {
  const key = uid();
  const friend = await createMember(request, { name: `Sahabat Lama ${key}`, username: `sahabat${key}` });
  const member = await createMember(request);
  const event = await createEvent(request);
  await signInWithStorage(page, member);
  await page.goto(`/event/${event.id}`);
  const box = page.getByRole('textbox', { name: /komentar/i }).first();
  await box.fill(`Halo @sahabat${key}`);
  const option = page.getByRole('option').first();
  await expect(option).toContainText(friend.name);
  await expect(option).toContainText(`@${friend.username}`);
});

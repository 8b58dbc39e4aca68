import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { signInAsAdmin } from '../admin-helpers.ts';
import {
  adminToken,
  createEvent,
  createMember,
  expect,
  expectAccessible,
  type Member,
  SHOTS_DIR,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/**
 * 'Album Foto' (docs/decisions/032-event-album.md): after the event a participant adds several photos at once
 * from a phone over a slow connection, sees them in the album, opens one full screen and moves on; a failed
 * photo says why and goes again with 'Coba lagi'; the committee makes an album public and picks a photo for the
 * landing gallery, which then shows it; a visitor sees a members-only album only as 'Masuk untuk melihat album'.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const toasts = (page: Page) => page.getByRole('region', { name: 'Pemberitahuan' });

let dir: string;
test.beforeAll(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'album-e2e-'));
});
test.afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A camera-like JPEG of `width` × `height`, a coloured field with its number, written to the temp folder. */
async function photoFile(name: string, n: number, width = 2400, height = 1800): Promise<string> {
  const colours = ['#1e3a8a', '#b45309', '#166534', '#9d174d'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#fde68a"/>
    <text x="50%" y="55%" font-size="${height / 4}" text-anchor="middle" fill="#111">${n}</text></svg>`;
  const bytes = await sharp({
    create: { width, height, channels: 3, background: colours[n % colours.length] ?? '#1e3a8a' },
  })
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 90 })
    .toBuffer();
  const file = path.join(dir, name);
  writeFileSync(file, bytes);
  return file;
}

/** A finished event (EXPIRED) with `member` registered by the admin, as after a reunion. */
async function pastEventWith(request: APIRequestContext, member: Member | null, name: string) {
  const event = await createEvent(request, { name, status: 'EXPIRED' });
  if (member) {
    const added = await request.post('/api/v1/event-participant/register-on-behalf', {
      data: { eventId: event.id, userId: member.id },
      headers: bearer(await adminToken(request)),
    });
    expect(added.status(), await added.text()).toBe(200);
  }
  return event;
}

/** One photo added through the API as the admin. */
async function addPhotoByApi(request: APIRequestContext, eventId: number, n: number) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#0f766e' } })
    .jpeg()
    .toBuffer();
  const res = await request.post(`/api/v1/event/${eventId}/photos`, {
    headers: bearer(await adminToken(request)),
    multipart: { image: { name: `foto-${n}.jpg`, mimeType: 'image/jpeg', buffer } },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).result as { id: number; path: string };
}

test('a participant adds 3 photos at once over a slow connection, sees them and moves through them full screen', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const member = await createMember(request);
  const event = await pastEventWith(request, member, `Reuni Album ${uid()}`);
  const files = await Promise.all([1, 2, 3].map((n) => photoFile(`reuni-${n}.jpg`, n)));
  await signInWithStorage(page, member);

  // Her history leads to the album of the finished event.
  await page.goto('/profile?tab=riwayat');
  await page.getByRole('link', { name: `Album Foto ${event.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/event/${event.id}#album$`));
  const album = page.getByRole('region', { name: 'Album Foto' });
  await expect(album.getByText('Belum ada foto')).toBeVisible();
  await expect(album).toBeInViewport();
  await expect(album.getByText('Anda masih dapat menambah 30 foto.')).toBeVisible();

  // A phone on patchy mobile data: 400 kbit/s up, 200 ms latency.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 200,
    downloadThroughput: (1600 * 1024) / 8,
    uploadThroughput: (400 * 1024) / 8,
  });

  const sent: number[] = [];
  page.on('requestfinished', async (r) => {
    if (r.method() === 'POST' && r.url().endsWith(`/api/v1/event/${event.id}/photos`))
      sent.push((await r.sizes()).requestBodySize);
  });
  await album.getByLabel('Tambah Foto').setInputFiles(files);
  const uploads = album.getByRole('list', { name: 'Foto yang sedang diunggah' });
  await expect(uploads.getByRole('listitem')).toHaveCount(3);
  // Each photo has its own progress while it goes out.
  await expect(uploads.getByRole('progressbar')).toHaveCount(3);
  await expect(uploads.getByText(/Mengunggah \d+%/).first()).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS_DIR, 'album-uploading-390.png') });

  await expect(toasts(page).getByText('3 foto ditambahkan ke album')).toBeVisible({ timeout: 60_000 });
  await expect(uploads).toHaveCount(0);
  const grid = album.getByRole('list', { name: 'Foto album' });
  await expect(grid.getByRole('listitem')).toHaveCount(3);
  await expect(album.getByText('3 foto', { exact: true })).toBeVisible();
  await expect(album.getByText('Anda masih dapat menambah 27 foto.')).toBeVisible();
  // Made smaller in the browser: a 2400 × 1800 camera JPEG goes out as a 1600 px one, below its own size.
  await expect.poll(() => sent.length).toBe(3);
  const smallest = Math.min(...files.map((f) => statSync(f).size));
  for (const bytes of sent) expect(bytes).toBeLessThan(smallest);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Thumbnails: the narrow copies, in fixed square boxes.
  const thumb = grid.getByRole('img').first();
  await expect(thumb).toHaveAttribute('srcset', /-320w\.webp 320w/);
  await expect(thumb).toHaveAttribute('loading', 'lazy');
  await album.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS_DIR, 'album-grid-390.png') });
  await expectAccessible(page);

  // Full screen: '1 / 3', then on with the button, the arrow key and a swipe back.
  await grid.getByRole('button', { name: 'Buka foto 1' }).click();
  const viewer = page.getByRole('dialog', { name: 'Penampil foto' });
  await expect(viewer.getByText('1 / 3')).toBeVisible();
  await expect(viewer.getByRole('img')).toHaveAttribute('alt', new RegExp(`^Foto 1 dari 3, ${event.name}`));
  await expect(viewer.getByRole('img')).toHaveJSProperty('complete', true);
  await page.screenshot({ path: path.join(SHOTS_DIR, 'album-viewer-390.png') });
  await expectAccessible(page);
  await viewer.getByRole('button', { name: 'Foto berikutnya' }).click();
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(viewer.getByText('3 / 3')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Foto berikutnya' })).toBeDisabled();
  const box = await viewer.getByRole('img').boundingBox();
  if (!box) throw new Error('no photo on screen');
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 40, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width - 40, y, { steps: 5 });
  await page.mouse.up();
  await expect(viewer.getByText('2 / 3')).toBeVisible();
  await expect(viewer.getByRole('link', { name: 'Unduh' })).toHaveAttribute(
    'href',
    /^\/uploads\/[0-9a-f]{32}\.webp$/,
  );

  // Her own photo: 'Hapus' asks first, then the album has two.
  await viewer.getByRole('button', { name: 'Hapus' }).click();
  await page.getByRole('alertdialog', { name: 'Hapus Foto' }).getByRole('button', { name: 'Hapus' }).click();
  await expect(viewer.getByText('2 / 2')).toBeVisible();

  // 'Bagikan' without a share sheet (a desktop browser) copies the link.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined }));
  await viewer.getByRole('button', { name: 'Bagikan' }).click();
  await expect(page.getByText('Tautan disalin')).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(new RegExp(`/event/${event.id}\\?foto=\\d+#album$`));

  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(grid.getByRole('listitem')).toHaveCount(2);

  // The shared link opens that photo.
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''));
  await expect(page.getByRole('dialog', { name: 'Penampil foto' }).getByText('2 / 2')).toBeVisible();
});

test("a failed photo says why, and 'Coba lagi' sends it again", async ({ page, request }) => {
  await page.setViewportSize(PHONE);
  const member = await createMember(request);
  const event = await pastEventWith(request, member, `Halalbihalal ${uid()}`);
  const file = await photoFile('gagal.jpg', 4, 1200, 900);
  await signInWithStorage(page, member);
  let refused = false;
  await page.route(`**/api/v1/event/${event.id}/photos`, async (route) => {
    if (route.request().method() !== 'POST' || refused) return route.fallback();
    refused = true;
    await route.fulfill({
      status: 413,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Gambar terlalu besar', code: 'PAYLOAD_TOO_LARGE' }),
    });
  });
  await page.goto(`/event/${event.id}`);
  const album = page.getByRole('region', { name: 'Album Foto' });
  await album.getByLabel('Tambah Foto').setInputFiles(file);
  const row = album.getByRole('list', { name: 'Foto yang sedang diunggah' }).getByRole('listitem');
  await expect(row.getByText('Gambar terlalu besar')).toBeVisible();
  await album.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS_DIR, 'album-failed-390.png') });
  await page.setViewportSize(DESKTOP);
  await album.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS_DIR, 'album-failed-1280.png') });
  await row.getByRole('button', { name: 'Coba lagi' }).click();
  await expect(toasts(page).getByText('1 foto ditambahkan ke album')).toBeVisible();
  await expect(album.getByRole('list', { name: 'Foto album' }).getByRole('listitem')).toHaveCount(1);
});

test('a visitor sees a members-only album as an invitation to sign in, and a public one in full', async ({
  page,
  request,
}) => {
  await page.setViewportSize(PHONE);
  const event = await pastEventWith(request, null, `Jalan Sehat ${uid()}`);
  await addPhotoByApi(request, event.id, 1);
  await page.goto(`/event/${event.id}`);
  const album = page.getByRole('region', { name: 'Album Foto' });
  await expect(album.getByText('Album acara ini hanya untuk anggota.')).toBeVisible();
  await expect(album.getByRole('link', { name: 'Masuk untuk melihat album' })).toBeVisible();
  await expect(album.getByRole('list', { name: 'Foto album' })).toHaveCount(0);

  const put = await request.put(`/api/v1/event/${event.id}/album`, {
    data: { public: true },
    headers: bearer(await adminToken(request)),
  });
  expect(put.status(), await put.text()).toBe(200);
  await page.reload();
  await expect(album.getByRole('list', { name: 'Foto album' }).getByRole('listitem')).toHaveCount(1);
  await page.setViewportSize(DESKTOP);
  await album.scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS_DIR, 'album-visitor-1280.png') });
  // A visitor adds nothing.
  await expect(album.getByLabel('Tambah Foto')).toHaveCount(0);
});

test('the committee makes an album public and picks a photo, and the landing gallery shows it', async ({
  page,
  request,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  const event = await pastEventWith(request, null, `Temu Kangen ${uid()}`);
  const photo = await addPhotoByApi(request, event.id, 1);
  await addPhotoByApi(request, event.id, 2);
  await signInAsAdmin(page, request);
  await page.goto(`/admin/event/${event.id}?tab=album`);

  const isPublic = page.getByRole('switch', { name: 'Album publik' });
  await expect(isPublic).toHaveAttribute('aria-checked', 'false');
  await isPublic.click();
  await expect(toasts(page).getByText('Pengaturan album disimpan')).toBeVisible();
  await expect(isPublic).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Hanya panitia yang mengunggah' })).toHaveAttribute(
    'aria-checked',
    'false',
  );

  const album = page.getByRole('region', { name: 'Album Foto' });
  await expect(album.getByRole('list', { name: 'Foto album' }).getByRole('listitem')).toHaveCount(2);
  await page.screenshot({ path: path.join(SHOTS_DIR, 'album-admin-1280.png'), fullPage: true });
  await expectAccessible(page);
  // The older photo is the second (newest first).
  await album.getByRole('button', { name: 'Buka foto 2' }).click();
  const viewer = page.getByRole('dialog', { name: 'Penampil foto' });
  const pick = viewer.getByRole('button', { name: 'Pilih untuk beranda' });
  await expect(pick).toHaveAttribute('aria-pressed', 'false');
  await pick.click();
  await expect(pick).toHaveAttribute('aria-pressed', 'true');
  await page.screenshot({ path: path.join(SHOTS_DIR, 'album-viewer-admin-1280.png') });
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(album.getByText('Di beranda')).toHaveCount(1);

  // The landing (rendered by the server for a visitor) shows the picked photo with its event.
  const visitorContext = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    viewport: PHONE,
    serviceWorkers: 'block',
  });
  const visitor = await visitorContext.newPage();
  await visitor.goto('/');
  const photos = visitor.getByRole('region', { name: 'Foto pilihan dari album acara' });
  const slide = photos.getByRole('group').filter({ has: visitor.getByRole('link', { name: event.name }) });
  await expect(slide).toHaveCount(1);
  await expect(slide.getByRole('img')).toHaveAttribute('src', photo.path);
  await slide.scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: path.join(SHOTS_DIR, 'landing-picked-390.png') });
  await visitor.setViewportSize(DESKTOP);
  await photos.scrollIntoViewIfNeeded();
  await visitor.screenshot({ path: path.join(SHOTS_DIR, 'landing-picked-1280.png') });
  await visitorContext.close();
});

import path from 'node:path';
import type { Page } from '@playwright/test';
import { COMMUNITY_TEXT } from '../../apps/web/src/features/admin/community/community-text.ts';
import { CONTENT_TEXT } from '../../apps/web/src/features/admin/content/content-text.ts';
import {
  ADMIN,
  apiLogin,
  createMember,
  eventDateText,
  expect,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/** Screenshots to look at: E2E_SHOTS_DIR when set, else the test's own output folder. */
const shot = (name: string) => path.join(process.env.E2E_SHOTS_DIR ?? test.info().outputDir, name);

/**
 * A committee's first run on an empty install (SEED=none, the 'empty-install' project's own server,
 * docs/decisions/021): 'Atur Komunitas', a category and a banner in 'Konten', the first event with a picture
 * made and published on the admin event form; a visitor then sees all of it and a member adds a work
 * experience on the profile page (the starter job types exist), each on a phone and on a desktop.
 */
test.describe.configure({ mode: 'serial' });

async function makePng(page: Page, width: number, height: number): Promise<Buffer> {
  const data = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const g = canvas.getContext('2d');
      if (!g) throw new Error('no canvas');
      g.fillStyle = '#1e3a8a';
      g.fillRect(0, 0, w, h);
      g.fillStyle = '#f59e0b';
      g.fillRect(0, h / 3, w, h / 3);
      return canvas.toDataURL('image/png').split(',')[1] ?? '';
    },
    [width, height] as const,
  );
  return Buffer.from(data, 'base64');
}

const KEY = uid();
const COMMUNITY = {
  name: `Ikatan Alumni SMA Nusantara ${KEY}`,
  shortName: 'Nusantara 90',
  phone: '0812-1111-2222',
  whatsapp: '0812-1111-3333',
  vision: `Guyub dan bermanfaat ${KEY}`,
};
const BANNER = `Reuni Perdana ${KEY}`;
const EVENT = `Acara Pertama ${KEY}`;

test('the first admin sets up the community, a category, a banner and the first event', async ({
  page,
  request,
}) => {
  // Setup, 'Konten' and the event form, each at two widths: a long flow on a busy machine.
  test.slow();
  await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
  await page.goto('/admin');
  // The first admin page load on a cold server can be slow on a busy machine.
  await expect(page).toHaveURL(/\/admin\/community\?setup=1$/, { timeout: 30_000 });
  await expect(page.getByRole('heading', { level: 1, name: COMMUNITY_TEXT.setupTitle })).toBeVisible();
  const F = COMMUNITY_TEXT.fields;
  await page.getByLabel(F.name).fill(COMMUNITY.name);
  await page.getByLabel(F.shortName).fill(COMMUNITY.shortName);
  await page.screenshot({ path: shot('setup-1280.png'), fullPage: true });
  await page.getByRole('button', { name: COMMUNITY_TEXT.next }).click();
  await page.getByLabel(F.phone).fill(COMMUNITY.phone);
  await page.getByLabel(F.whatsapp).fill(COMMUNITY.whatsapp);
  await page.getByRole('button', { name: COMMUNITY_TEXT.next }).click();
  await page.getByLabel(F.vision).fill(COMMUNITY.vision);
  await page.getByLabel(F.mission).fill('Reuni rutin\nSaling membantu');
  await page.getByRole('button', { name: COMMUNITY_TEXT.next }).click();
  await expect(page.getByLabel('Terbuka')).toBeChecked();
  await expect(page.getByLabel('Dengan persetujuan')).toBeVisible();
  await expect(page.getByLabel('Hanya undangan')).toBeVisible();
  await page.getByRole('button', { name: COMMUNITY_TEXT.finish }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page).toHaveTitle(`Beranda · ${COMMUNITY.shortName}`);

  // 'Konten': a category, then a banner with a picture.
  await page.goto('/admin/content');
  const T = CONTENT_TEXT;
  await expect(page.getByText('Reuni', { exact: true })).toBeVisible(); // the starter catalog
  await page.getByRole('button', { name: `${T.add} ${T.tabs.categories}` }).click();
  await page.getByLabel(T.fields.displayName).fill(`Arisan ${KEY}`);
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(`Arisan ${KEY}`)).toBeVisible();

  await page.getByRole('tab', { name: T.tabs.banners }).click();
  await page.getByRole('button', { name: `${T.add} ${T.tabs.banners}` }).click();
  await page.getByLabel(T.fields.name).fill(BANNER);
  await page.getByLabel(T.fields.link).fill('/event');
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'banner.png', mimeType: 'image/png', buffer: await makePng(page, 800, 450) });
  await expect(page.getByRole('img', { name: T.fields.picture })).toBeVisible();
  await page.screenshot({ path: shot('content-banner-1280.png'), fullPage: true });
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(`${T.fields.heroes} · ${BANNER}`)).toBeVisible();

  // 'Konten' and 'Komunitas' at the committee's width too.
  await page.goto('/admin/content');
  await expect(page.getByText(`Arisan ${KEY}`)).toBeVisible();
  await page.screenshot({ path: shot('content-1280.png'), fullPage: true });
  await page.goto('/admin/community');
  await expect(page.getByLabel(COMMUNITY_TEXT.fields.shortName)).toHaveValue(COMMUNITY.shortName);
  await page.screenshot({ path: shot('community-1280.png'), fullPage: true });

  // The first event on screen: the form with a picture (cropped, then uploaded), 'Simpan & Terbitkan'.
  await page.goto('/admin/event/add');
  await page.getByLabel('Nama Acara').fill(EVENT);
  await page.getByLabel('Alamat Acara').fill('Aula SMA Nusantara, Bandung');
  await page.getByLabel('Kategori').selectOption({ label: `Arisan ${KEY}` });
  await page
    .getByLabel('Tanggal Mulai', { exact: true })
    .fill(eventDateText(Date.now() + 20 * 86_400_000).slice(0, 10));
  await page.getByLabel('Jam Mulai (WIB)', { exact: true }).fill('09:00');
  await page
    .getByLabel(/^Gambar Acara/)
    .setInputFiles({ name: 'acara.png', mimeType: 'image/png', buffer: await makePng(page, 800, 450) });
  const crop = page.getByRole('dialog', { name: 'Potong Gambar Acara (16:9)' });
  await expect(crop).toBeVisible();
  await crop.getByRole('button', { name: 'Gunakan' }).click();
  await expect(crop).toHaveCount(0);
  await expect(page.getByRole('img', { name: 'Pratinjau gambar acara' })).toBeVisible();
  await page.getByRole('button', { name: 'Simpan & Terbitkan' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Simpan & Terbitkan' });
  await confirm.getByRole('button', { name: 'Simpan' }).click();
  await expect(page).toHaveURL(/\/admin\/event\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  const saved = await request.get(`/api/v1/event/${id}`, {
    headers: { authorization: `Bearer ${(await apiLogin(request, ADMIN.username, ADMIN.password)).token}` },
  });
  expect((await saved.json()).result).toMatchObject({
    name: EVENT,
    status: 'PUBLISH',
    eventCategory: { displayName: `Arisan ${KEY}` },
    imageUrl: expect.stringMatching(/^\/uploads\//),
  });

  // The same screens on a phone: 'Konten' with the new banner, 'Komunitas' with the saved values.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/content');
  await page.getByRole('tab', { name: T.tabs.banners }).click();
  await expect(page.getByText(`${T.fields.heroes} · ${BANNER}`)).toBeVisible();
  await page.screenshot({ path: shot('content-390.png'), fullPage: true });
  await page.goto('/admin/community');
  await expect(page.getByLabel(COMMUNITY_TEXT.fields.shortName)).toHaveValue(COMMUNITY.shortName);
  await expect(page.getByLabel(COMMUNITY_TEXT.fields.phone)).toHaveValue('+6281211112222');
  await page.screenshot({ path: shot('community-390.png'), fullPage: true });
});

for (const device of [
  { label: 'a phone', viewport: { width: 390, height: 844 }, isMobile: true, suffix: '390' },
  { label: 'a desktop', viewport: { width: 1280, height: 800 }, isMobile: false, suffix: '1280' },
]) {
  test(`a visitor on ${device.label} sees the banner, the event, the phone number and the vision`, async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: device.viewport,
      isMobile: device.isMobile,
      hasTouch: device.isMobile,
    });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveTitle(`Beranda · ${COMMUNITY.shortName}`);
    await expect(page.getByRole('region', { name: `Sorotan ${COMMUNITY.shortName}` })).toContainText(BANNER);
    await expect(page.getByRole('contentinfo')).toContainText('+62 812-1111-2222');
    await expect(page.getByRole('contentinfo')).toContainText(COMMUNITY.name);
    await page.screenshot({ path: shot(`landing-${device.suffix}.png`), fullPage: true });
    await page.goto('/event');
    const upcoming = page.getByRole('region', { name: 'Akan Datang' });
    await expect(upcoming.getByRole('heading', { name: EVENT })).toBeVisible();
    // The card shows the uploaded picture (decorative, alt="").
    await expect(upcoming.getByTestId('event-card').locator('img')).toHaveAttribute('src', /\/uploads\//);
    await page.screenshot({ path: shot(`events-${device.suffix}.png`), fullPage: true });
    await page.goto('/about-us');
    await expect(page.getByText(COMMUNITY.vision)).toBeVisible();
    await expect(page.getByText('Saling membantu')).toBeVisible();
    await page.screenshot({ path: shot(`about-${device.suffix}.png`), fullPage: true });
    await context.close();
  });

  test(`a member on ${device.label} adds a work experience with a starter job type`, async ({
    browser,
    request,
  }) => {
    const member = await createMember(request);
    const context = await browser.newContext({
      viewport: device.viewport,
      isMobile: device.isMobile,
      hasTouch: device.isMobile,
    });
    const page = await context.newPage();
    await signInWithStorage(page, member);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 2, name: member.name })).toBeVisible();
    await page.getByRole('button', { name: 'Edit Profil' }).click();
    await page.getByRole('button', { name: 'Tambah Pengalaman Kerja' }).click();
    const exp = page.getByRole('dialog', { name: 'Tambah Pengalaman Kerja' });
    const position = `Pemilik Toko ${device.suffix}`;
    await exp.getByLabel('Posisi', { exact: true }).fill(position);
    // The starter catalog's job types (docs/decisions/021) are there on an empty install.
    await exp.getByLabel(/^Jenis Pekerjaan/).selectOption({ label: 'Wiraswasta' });
    await exp.getByLabel('Nama Perusahaan', { exact: true }).fill('Toko Sejahtera');
    await exp.getByLabel('Mulai – Bulan', { exact: true }).selectOption({ label: 'Maret' });
    await exp.getByLabel('Mulai – Tahun', { exact: true }).selectOption('2015');
    await exp.getByLabel('Masih bekerja di sini', { exact: true }).check();
    await exp.getByRole('button', { name: 'Simpan' }).click();
    await expect(exp).toHaveCount(0);
    await expect(page.getByText(`${position} · Toko Sejahtera`)).toBeVisible();
    await page.screenshot({ path: shot(`profile-experience-${device.suffix}.png`), fullPage: true });
    // The panel's Simpan saved it to the server (docs/decisions/023), with the starter job type.
    await expect
      .poll(async () => {
        const res = await request.get(`/api/v1/user/${member.id}`, {
          headers: { authorization: `Bearer ${member.token}` },
        });
        const exps = ((await res.json()).result?.workingExps ?? []) as {
          position: string;
          jobTypeName: string | null;
        }[];
        return exps.map((e) => `${e.position}|${e.jobTypeName ?? ''}`);
      })
      .toContain(`${position}|Wiraswasta`);
    await context.close();
  });
}

import type { Page } from '@playwright/test';
import { COMMUNITY_TEXT } from '../../apps/web/src/features/admin/community/community-text.ts';
import { CONTENT_TEXT } from '../../apps/web/src/features/admin/content/content-text.ts';
import {
  ADMIN,
  apiLogin,
  createEvent,
  createMember,
  expect,
  signInWithStorage,
  test,
  uid,
} from '../fixtures.ts';

/**
 * A committee's first run on an empty install (SEED=none, the 'empty-install' project's own server,
 * docs/decisions/021): 'Atur Komunitas', a category and a banner in 'Konten', the first event with a picture;
 * a visitor then sees all of it; a member can add a work experience (the starter job types exist).
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
  await signInWithStorage(page, await apiLogin(request, ADMIN.username, ADMIN.password));
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/admin\/community\?setup=1$/);
  await expect(page.getByRole('heading', { level: 1, name: COMMUNITY_TEXT.setupTitle })).toBeVisible();
  const F = COMMUNITY_TEXT.fields;
  await page.getByLabel(F.name).fill(COMMUNITY.name);
  await page.getByLabel(F.shortName).fill(COMMUNITY.shortName);
  await page.screenshot({ path: '/work/wt/shots-26/setup-1280.png', fullPage: true });
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
  await page.screenshot({ path: '/work/wt/shots-26/content-banner-1280.png', fullPage: true });
  await page.getByRole('button', { name: T.save }).click();
  await expect(page.getByText(`${T.fields.heroes} · ${BANNER}`)).toBeVisible();

  // The first event, with a picture uploaded through the same pipeline, published.
  const session = await apiLogin(request, ADMIN.username, ADMIN.password);
  const upload = await request.post('/api/v1/upload', {
    headers: { authorization: `Bearer ${session.token}` },
    multipart: {
      kind: 'event',
      image: { name: 'acara.png', mimeType: 'image/png', buffer: await makePng(page, 800, 450) },
    },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const categories = (await (await request.get('/api/v1/event-category')).json()).result.datas as {
    id: number;
    displayName: string;
  }[];
  const arisan = categories.find((c) => c.displayName === `Arisan ${KEY}`);
  expect(arisan).toBeDefined();
  await createEvent(request, {
    name: EVENT,
    eventCategoryId: arisan?.id,
    imageUrl: (await upload.json()).result,
    status: 'PUBLISH',
  });

  // The same screens on a phone: 'Konten' with the new banner, 'Komunitas' with the saved values.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/content');
  await page.getByRole('tab', { name: T.tabs.banners }).click();
  await expect(page.getByText(`${T.fields.heroes} · ${BANNER}`)).toBeVisible();
  await page.screenshot({ path: '/work/wt/shots-26/content-390.png', fullPage: true });
  await page.goto('/admin/community');
  await expect(page.getByLabel(COMMUNITY_TEXT.fields.shortName)).toHaveValue(COMMUNITY.shortName);
  await expect(page.getByLabel(COMMUNITY_TEXT.fields.phone)).toHaveValue('+6281211112222');
  await page.screenshot({ path: '/work/wt/shots-26/community-390.png', fullPage: true });
});

test('a visitor on a phone sees the banner, the event, the phone number and the vision', async ({
  browser,
}) => {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page).toHaveTitle(`Beranda · ${COMMUNITY.shortName}`);
  await expect(page.getByRole('region', { name: `Sorotan ${COMMUNITY.shortName}` })).toContainText(BANNER);
  await expect(page.getByRole('contentinfo')).toContainText('+62 812-1111-2222');
  await expect(page.getByRole('contentinfo')).toContainText(COMMUNITY.name);
  await page.screenshot({ path: '/work/wt/shots-26/landing-390.png', fullPage: true });
  await page.goto('/event');
  await expect(page.getByText(EVENT)).toBeVisible();
  await page.goto('/about-us');
  await expect(page.getByText(COMMUNITY.vision)).toBeVisible();
  await expect(page.getByText('Saling membantu')).toBeVisible();
  await page.screenshot({ path: '/work/wt/shots-26/about-390.png', fullPage: true });
  await context.close();
});

test('a member adds a work experience with a starter job type', async ({ request }) => {
  const member = await createMember(request);
  const jobs = (await (await request.get('/api/v1/job')).json()).result.datas as {
    id: number;
    name: string;
  }[];
  expect(jobs.map((j) => j.name)).toContain('Wiraswasta');
  const res = await request.put('/api/v1/user', {
    headers: { authorization: `Bearer ${member.token}` },
    data: { name: member.name, workingExps: [{ jobTypeId: jobs[0]?.id, position: 'Pemilik Toko' }] },
  });
  expect(res.status(), await res.text()).toBe(200);
});

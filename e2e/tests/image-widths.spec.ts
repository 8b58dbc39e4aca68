import type { APIRequestContext, Locator, Page, Request } from '@playwright/test';
import { adminToken, createEvent, expect, test, uid } from '../fixtures.ts';

/**
 * Images (docs/decisions/018-image-widths.md): stored pictures come with narrower copies
 * (/uploads/<hash>-<width>w.webp) in a srcset whose `sizes` is the width the picture is really shown at, so a
 * 390 px phone downloads a copy near its width and a 1280 px screen a wider one; the LCP picture is preloaded
 * with the same srcset and sizes, so it is fetched once.
 */

const COPY = /\/uploads\/[0-9a-f]{32}-(\d+)w\.webp$/;

/** The width of the copy the browser chose once the picture has loaded (currentSrc), or null for the original. */
async function loadedCopyWidth(img: Locator): Promise<number | null> {
  await expect
    .poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0))
    .toBe(true);
  const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  const m = COPY.exec(new URL(current).pathname);
  return m ? Number(m[1]) : null;
}

/**
 * The width `sizes` promises at this viewport (the first matching media condition's length, measured as the
 * browser computes it) beside the width the picture is laid out at.
 */
async function sizesAndRendered(img: Locator): Promise<{ promised: number; rendered: number }> {
  return img.evaluate((el: HTMLImageElement) => {
    const measure = (length: string) => {
      const probe = document.createElement('div');
      probe.style.cssText = `position:absolute;visibility:hidden;height:0;width:${length}`;
      document.body.append(probe);
      const width = probe.getBoundingClientRect().width;
      probe.remove();
      return width;
    };
    let promised = Number.NaN;
    for (const entry of el.sizes.split(/,\s*(?![^()]*\))/)) {
      const m = /^(\(.+\))\s+(.+)$/.exec(entry.trim());
      if (!m) {
        promised = measure(entry.trim());
        break;
      }
      if (matchMedia(m[1] ?? '').matches) {
        promised = measure(m[2] ?? '');
        break;
      }
    }
    return { promised, rendered: el.getBoundingClientRect().width };
  });
}

/** `sizes` matches the layout: never narrower than shown (blurry), at most a few pixels wider. */
async function expectSizesMatch(img: Locator) {
  await expect(img).toHaveAttribute('srcset', COPY_IN_SRCSET);
  const { promised, rendered } = await sizesAndRendered(img);
  expect(rendered).toBeGreaterThan(0);
  expect(promised, 'sizes is the rendered width').toBeGreaterThanOrEqual(rendered - 1);
  expect(promised, 'sizes is the rendered width').toBeLessThanOrEqual(rendered + 4);
}
const COPY_IN_SRCSET = /-320w\.webp 320w/;

/** Requests for any width of one stored picture, from now on. */
function pictureRequests(page: Page, path: string): Request[] {
  const hash = path.slice('/uploads/'.length, -'.webp'.length);
  const seen: Request[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith(`/uploads/${hash}`)) seen.push(r);
  });
  return seen;
}

async function firstHeroPicture(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/v1/banner?type=HEROES');
  expect(res.status()).toBe(200);
  const url: string | undefined = (await res.json()).result.datas[0]?.bannerUrl;
  expect(url).toMatch(/^\/uploads\/[0-9a-f]{32}\.webp$/);
  return url as string;
}

/** A fresh upload as the admin (the first hero's bytes re-encoded as an event picture): its own new name. */
async function uploadEventPicture(request: APIRequestContext): Promise<string> {
  const source = await request.get(await firstHeroPicture(request));
  const bytes = await source.body();
  const res = await request.post('/api/v1/upload', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    multipart: {
      image: { name: `acara-${uid()}.webp`, mimeType: 'image/webp', buffer: bytes },
      kind: 'event',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).result;
}

const hero = (page: Page) =>
  page.getByRole('region', { name: 'Sorotan Alumni 86' }).locator('img[sizes]').first();

test.describe('on a phone (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the landing hero loads a narrow copy once, high priority, not the 1600 px picture', async ({
    page,
    request,
  }) => {
    const picture = await firstHeroPicture(request);
    const requests = pictureRequests(page, picture);
    await page.goto('/');
    const img = hero(page);
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expect(img).toHaveAttribute('loading', 'eager');
    const width = await loadedCopyWidth(img);
    expect(width).not.toBeNull();
    expect(width).toBeGreaterThanOrEqual(390);
    expect(width).toBeLessThanOrEqual(640);
    // The preload in <head> asked for the same copy the <img> chose: one download of this picture.
    const preload = page.locator('link[rel="preload"][as="image"]');
    await expect(preload).toHaveAttribute('imagesizes', (await img.getAttribute('sizes')) ?? '');
    await expect(preload).toHaveAttribute('imagesrcset', (await img.getAttribute('srcset')) ?? '');
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual([
      picture.replace('.webp', `-${width}w.webp`),
    ]);
    const answer = await requests[0]?.response();
    expect(answer?.headers()['content-type']).toBe('image/webp');
    expect(answer?.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  test('sizes match the shown widths of the hero and the gallery on the landing page', async ({ page }) => {
    await page.goto('/');
    await expectSizesMatch(hero(page));
    const gallery = page.getByRole('region', { name: 'Foto kenangan acara' }).locator('img').first();
    await gallery.scrollIntoViewIfNeeded();
    await expectSizesMatch(gallery);
    expect(await loadedCopyWidth(gallery)).toBeLessThanOrEqual(640);
  });

  test('an uploaded event picture: a narrow copy on its page, sized to the header', async ({
    page,
    request,
  }) => {
    const picture = await uploadEventPicture(request);
    const event = await createEvent(request, {
      imageUrl: picture,
      eventGroup: { name: `grup-gambar-${uid()}`, displayName: `Grup Gambar ${uid()}`, imageUrl: picture },
    });
    const requests = pictureRequests(page, picture);
    await page.goto(`/event/${event.id}`);
    const img = page.locator('header img[sizes]').first();
    await expect(img).toHaveAttribute('fetchpriority', 'high');
    await expectSizesMatch(img);
    const width = await loadedCopyWidth(img);
    expect(width).toBeLessThanOrEqual(640);
    expect(requests.map((r) => new URL(r.url()).pathname)).toEqual([
      picture.replace('.webp', `-${width}w.webp`),
    ]);

    // The group's list: its banner over the whole column and this event's card.
    await page.goto(`/event?g=${event.eventGroup?.id}`);
    const banner = page.getByRole('figure').locator('img[sizes]');
    await expectSizesMatch(banner);
    expect(await loadedCopyWidth(banner)).toBeLessThanOrEqual(640);
    const card = page.getByTestId('event-card').locator('img[sizes]');
    await expectSizesMatch(card);
    expect(await loadedCopyWidth(card)).toBeLessThanOrEqual(640);
  });
});

test.describe('on a 1280 px screen', () => {
  test('the landing hero loads a wider copy, and sizes match the hero and the gallery', async ({ page }) => {
    await page.goto('/');
    const width = await loadedCopyWidth(hero(page));
    expect(width).toBeGreaterThanOrEqual(1120);
    expect(width).toBeLessThan(1600);
    await expectSizesMatch(hero(page));
    const gallery = page.getByRole('region', { name: 'Foto kenangan acara' }).locator('img').first();
    await gallery.scrollIntoViewIfNeeded();
    await expectSizesMatch(gallery);
  });

  test('the event page’s picture, the group banner and the card are sized to their columns', async ({
    page,
    request,
  }) => {
    const picture = await uploadEventPicture(request);
    const event = await createEvent(request, {
      imageUrl: picture,
      eventGroup: { name: `grup-lebar-${uid()}`, displayName: `Grup Lebar ${uid()}`, imageUrl: picture },
    });
    await page.goto(`/event/${event.id}`);
    const img = page.locator('header img[sizes]').first();
    await expectSizesMatch(img);
    expect(await loadedCopyWidth(img)).toBe(960);
    await page.goto(`/event?g=${event.eventGroup?.id}`);
    const banner = page.getByRole('figure').locator('img[sizes]');
    await expectSizesMatch(banner);
    expect(await loadedCopyWidth(banner)).toBe(1280);
    // A card of the three-column grid (358 px): a copy, never the full picture (the browser may reuse a wider
    // copy it already holds: the event page's 960 px one, or the banner's 1280 px one, since the list's first
    // row loads together with the banner).
    const card = page.getByTestId('event-card').locator('img[sizes]');
    await expectSizesMatch(card);
    expect(await loadedCopyWidth(card)).toBeGreaterThanOrEqual(640);
    expect(await loadedCopyWidth(card)).toBeLessThan(1600);
  });
});

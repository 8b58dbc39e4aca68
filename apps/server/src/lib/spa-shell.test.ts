/**
 * The LCP image's preload (docs/decisions/010 and 018-image-widths.md): for a stored picture
 * it carries the <img>'s own srcset and sizes, so the browser preloads the width the <img> picks and never the
 * full-size file as well.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IMAGE_SIZES, imageSrcSet } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBanner, createEvent } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { withImagePreload } from './spa-shell.ts';

const SHELL =
  '<!doctype html>\n<html lang="id">\n  <head>\n    <title>Alumni 86</title>\n  </head>\n  <body></body>\n</html>\n';
const HASH = '0123456789abcdef0123456789abcdef';
const PICTURE = `/uploads/${HASH}.webp`;

/** Every <link rel="preload"> of the page, its attributes by name (as the browser reads them). */
function preloads(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link rel="preload"([^>]*)\/>/g)].map((m) =>
    Object.fromEntries(
      [...(m[1] ?? '').matchAll(/([a-z]+)="([^"]*)"/g)].map((a) => [
        a[1] ?? '',
        (a[2] ?? '').replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

describe('withImagePreload', () => {
  it('preloads a stored picture with the srcset and sizes its <img> has, at high priority', () => {
    const html = withImagePreload(SHELL, PICTURE, 'hero');
    expect(preloads(html)).toEqual([
      {
        as: 'image',
        href: PICTURE,
        imagesrcset: imageSrcSet(PICTURE, 'picture'),
        imagesizes: IMAGE_SIZES.hero,
        fetchpriority: 'high',
      },
    ]);
    expect(html).toContain(
      `imagesrcset="/uploads/${HASH}-320w.webp 320w, /uploads/${HASH}-640w.webp 640w, /uploads/${HASH}-960w.webp 960w, /uploads/${HASH}-1280w.webp 1280w, /uploads/${HASH}.webp 1600w"`,
    );
    expect(html.indexOf('<link rel="preload"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('uses the sizes of the page the picture is on', () => {
    expect(preloads(withImagePreload(SHELL, PICTURE, 'eventHeader'))[0]?.imagesizes).toBe(
      IMAGE_SIZES.eventHeader,
    );
  });

  it('keeps a plain preload for an /uploads/ file that is not a stored picture (no copies exist)', () => {
    expect(withImagePreload(SHELL, '/uploads/hero-utama.webp', 'hero')).toContain(
      '<link rel="preload" as="image" href="/uploads/hero-utama.webp" fetchpriority="high" />',
    );
  });

  it('preloads nothing for no picture or a picture elsewhere', () => {
    for (const href of [null, undefined, '', 'https://evil.example/a.webp', '/favicon.svg']) {
      expect(withImagePreload(SHELL, href, 'hero')).toBe(SHELL);
    }
  });

  it('keeps an odd address inside its attribute', () => {
    const html = withImagePreload(SHELL, '/uploads/"><script>x</script>.webp', 'hero');
    expect(html).not.toContain('<script>');
    expect(html).toContain('href="/uploads/&quot;&gt;&lt;script&gt;x&lt;/script&gt;.webp"');
  });
});

describe('the pages’ preload of their largest picture', () => {
  let ctx: TestContext;
  let webDist: string;
  let event: { id: number };

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(os.tmpdir(), 'alumni-webdist-'));
    writeFileSync(path.join(webDist, 'index.html'), SHELL);
    ctx = await createTestContext({ config: { webDist } });
    await createBanner(ctx, { placement: 'HEROES', banner_url: PICTURE });
    event = await createEvent(ctx, { image_url: `/uploads/${'f'.repeat(32)}.webp` });
  });
  afterAll(async () => {
    await ctx.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('/ preloads the first hero picture with the hero’s srcset and sizes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(preloads(res.body)).toEqual([
      {
        as: 'image',
        href: PICTURE,
        imagesrcset: imageSrcSet(PICTURE, 'picture'),
        imagesizes: IMAGE_SIZES.hero,
        fetchpriority: 'high',
      },
    ]);
  });

  it('/event/{id} preloads the event picture with the detail header’s sizes', async () => {
    const picture = `/uploads/${'f'.repeat(32)}.webp`;
    const res = await ctx.app.inject({ method: 'GET', url: `/event/${event.id}` });
    expect(preloads(res.body)).toEqual([
      {
        as: 'image',
        href: picture,
        imagesrcset: imageSrcSet(picture, 'picture'),
        imagesizes: IMAGE_SIZES.eventHeader,
        fetchpriority: 'high',
      },
    ]);
  });
});

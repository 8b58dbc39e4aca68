import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createEvent } from '../../../test/factories.ts';
import { createTestContext, loginAs, setCommunity, type TestContext } from '../../../test/helpers.ts';
import { COMMUNITY_CALL, withCommunityMeta, withInitialData, withTimeZone } from '../../lib/spa-shell.ts';
import { escapeHtml, formatPreviewDate } from './event-page.service.ts';

/** GET /event/:id (the SPA page): link-preview meta tags for events a visitor may see, the plain shell otherwise. */
const SHELL = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Alumni 86: acara, reuni dan kabar angkatan 1986." />
    <title>Alumni 86</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const PUBLIC_URL = 'https://alumni86.example';
/** The shell as every page gets it: with the community's time zone (lib/spa-shell.ts). */
const PLAIN = withTimeZone(SHELL, 'Asia/Jakarta');
/** Scripts the browser would run: every <script> but the page's JSON data (lib/spa-shell.ts). */
const runnable = (html: string) => html.match(/<script(?! type="application\/json")/g) ?? [];
/** The plain shell as a visitor gets it: named after the community, with its details as initial data. */
async function communityPlain(): Promise<string> {
  const community = (await ctx.app.inject({ method: 'GET', url: COMMUNITY_CALL })).json().result;
  return withInitialData(withCommunityMeta(PLAIN, community), [{ url: COMMUNITY_CALL, data: community }]);
}
const HOSTILE = `"><script>alert(1)</script><img src=x onerror=alert(2)> '; drop table users;-- $& $1`;

let ctx: TestContext;
let webDist: string;
let published: { id: number };
let expired: { id: number };
let hostile: { id: number };
let noImage: { id: number };
let draft: { id: number };
let deleted: { id: number };

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'alumni-webdist-'));
  writeFileSync(path.join(webDist, 'index.html'), SHELL);
  ctx = await createTestContext({ config: { webDist, publicUrl: PUBLIC_URL } });
  // The community's short name comes from its settings (docs/decisions/021): the demo's here.
  await setCommunity(ctx, { shortName: 'Alumni 86', tagline: 'Acara, reuni dan kabar angkatan 1986.' });
  const category = await createCategory(ctx, { display_name: 'Reuni Akbar' });
  published = await createEvent(ctx, {
    name: 'Reuni 40 Tahun',
    start_date: '2026-03-14T12:00:00.000Z',
    end_date: '2026-03-14T15:00:00.000Z',
    location: 'Gedung Serbaguna, Jakarta',
    description: 'Rahasia untuk anggota saja',
    image_url: '/uploads/reuni.jpg',
    event_category_id: category.id,
  });
  expired = await createEvent(ctx, { name: 'Jalan Sehat', status: 'EXPIRED' });
  hostile = await createEvent(ctx, { name: HOSTILE, location: `<b>Lokasi</b> & "kutip"` });
  noImage = await createEvent(ctx, { name: 'Tanpa Gambar', image_url: null });
  draft = await createEvent(ctx, { name: 'Rancangan Rahasia', status: 'DRAFT' });
  deleted = await createEvent(ctx, { name: 'Sudah Dihapus', deleted: 1 });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

/** The content of `<meta property|name="key" content="...">`, still escaped as served. */
function meta(html: string, key: string): string | undefined {
  const m = html.match(
    new RegExp(`<meta (?:property|name)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)" />`),
  );
  return m?.[1];
}

describe('GET /event/:id (page)', () => {
  it('serves the shell with the event title and preview tags', async () => {
    const res = await page(`/event/${published.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain('<title>Reuni 40 Tahun · Alumni 86</title>');
    expect(html.match(/<title>/g)).toHaveLength(1);
    const description = 'Sabtu, 14 Maret 2026 · 19.00 WIB · Gedung Serbaguna, Jakarta · Reuni Akbar';
    expect(meta(html, 'og:title')).toBe('Reuni 40 Tahun');
    expect(meta(html, 'og:description')).toBe(description);
    expect(meta(html, 'description')).toBe(description);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'og:image')).toBe(`${PUBLIC_URL}/uploads/reuni.jpg`);
    expect(meta(html, 'og:url')).toBe(`${PUBLIC_URL}/event/${published.id}`);
    expect(meta(html, 'og:type')).toBe('website');
    expect(meta(html, 'og:locale')).toBe('id_ID');
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    expect(meta(html, 'twitter:image')).toBe(`${PUBLIC_URL}/uploads/reuni.jpg`);
    // Members-only text never reaches a crawler.
    expect(html).not.toContain('Rahasia untuk anggota');
    // The tags sit in <head>, the SPA's own script and root are untouched.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('property="og:title"');
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<div id="root"></div>');
  });

  it('keeps the CSP and adds no inline script or style (only the JSON data element)', async () => {
    const res = await page(`/event/${published.id}`);
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['content-security-policy']).toContain("style-src 'self'");
    expect(runnable(res.body)).toHaveLength(1);
    expect(res.body.match(/<script type="application\/json" id="initial-data">/g)).toHaveLength(1);
    expect(res.body).not.toMatch(/<style|style=/);
  });

  it('escapes a hostile event name and location everywhere', async () => {
    const res = await page(`/event/${hostile.id}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>Lokasi</b>');
    expect(runnable(html)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain(`<title>${escapeHtml(HOSTILE)} · Alumni 86</title>`);
    expect(meta(html, 'og:title')).toBe(escapeHtml(HOSTILE));
    expect(meta(html, 'og:description')).toContain('&lt;b&gt;Lokasi&lt;/b&gt; &amp; &quot;kutip&quot;');
    // '$&' and '$1' stay literal (no replacement patterns).
    expect(html).toContain('$&amp; $1');
  });

  it('previews an expired event too; an event without image gets the small card and no og:image', async () => {
    const old = await page(`/event/${expired.id}`);
    expect(meta(old.body, 'og:title')).toBe('Jalan Sehat');
    const bare = (await page(`/event/${noImage.id}`)).body;
    expect(meta(bare, 'og:title')).toBe('Tanpa Gambar');
    expect(meta(bare, 'og:image')).toBeUndefined();
    expect(meta(bare, 'twitter:card')).toBe('summary');
  });

  it('gives the plain shell for a DRAFT, deleted, missing or malformed event, even to an admin token', async () => {
    const { headers } = await loginAs(ctx, 'ROLE_ADMIN');
    for (const url of [
      `/event/${draft.id}`,
      `/event/${deleted.id}`,
      '/event/999999',
      '/event/abc',
      '/event/0',
      '/event/99999999999',
      "/event/1'%20or%201=1--",
    ]) {
      const res = await page(url, headers);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(await communityPlain());
    }
  });

  it('leaves other client routes and the API alone', async () => {
    expect((await page('/profile')).body).toBe(await communityPlain());
    const api = await page(`/api/v1/event/${published.id}`);
    expect(api.headers['content-type']).toContain('application/json');
    expect(api.json().result.name).toBe('Reuni 40 Tahun');
  });
});

describe('without a built SPA', () => {
  it('has no /event/:id page (API-only servers answer 404 JSON)', async () => {
    const apiOnly = await createTestContext();
    try {
      const res = await apiOnly.app.inject({ method: 'GET', url: '/event/1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    } finally {
      await apiOnly.close();
    }
  });
});

describe('formatPreviewDate', () => {
  it('reads the instant in the community zone', () => {
    expect(formatPreviewDate('2026-03-14T12:00:00.000Z', 'Asia/Jakarta')).toBe(
      'Sabtu, 14 Maret 2026 · 19.00 WIB',
    );
    expect(formatPreviewDate('2026-03-14T18:30:00.000Z', 'Asia/Jakarta')).toBe(
      'Minggu, 15 Maret 2026 · 01.30 WIB',
    );
    expect(formatPreviewDate('not a date', 'Asia/Jakarta')).toBe('');
  });
});

import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_COMMUNITY } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, setCommunity, type TestContext } from '../../test/helpers.ts';
import { MANIFEST_PATH, THEME_COLOR } from './web-manifest.ts';

/**
 * GET /manifest.webmanifest and what the service worker needs from the server (docs/decisions/029): the
 * community's names, the shell's icons plus its logo, the worker itself never cached for long, and the SPA
 * shell at /_shell.
 */
const SHELL =
  '<!doctype html><html lang="id"><head><title>Alumni</title></head><body><div id="root"></div></body></html>';

let ctx: TestContext;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'alumni-webdist-'));
  writeFileSync(path.join(webDist, 'index.html'), SHELL);
  writeFileSync(path.join(webDist, 'sw.js'), "self.addEventListener('fetch', () => {});");
  ctx = await createTestContext({ config: { webDist } });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const manifest = () => ctx.app.inject({ method: 'GET', url: MANIFEST_PATH });

describe('GET /manifest.webmanifest', () => {
  it("answers today's names, icons and the design's colour before the community is set up", async () => {
    const res = await manifest();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/manifest+json');
    expect(res.headers['cache-control']).toBe('no-cache');
    const body = res.json();
    expect(body).toMatchObject({
      id: '/',
      name: DEFAULT_COMMUNITY.name,
      short_name: DEFAULT_COMMUNITY.shortName,
      lang: 'id',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: THEME_COLOR,
    });
    expect(body.icons).toEqual([
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ]);
  });

  it("carries the community's names, tagline and logo once they are set", async () => {
    await setCommunity(ctx, {
      name: 'Ikatan Alumni SMA Nusantara 1990',
      shortName: 'Nusantara 90',
      tagline: 'Bersama sejak 1990',
      logo: '/uploads/2026/11/logo-abc.webp',
    });
    const body = (await manifest()).json();
    expect(body).toMatchObject({
      name: 'Ikatan Alumni SMA Nusantara 1990',
      short_name: 'Nusantara 90',
      description: 'Bersama sejak 1990',
    });
    expect(body.icons[0]).toEqual({
      src: '/uploads/2026/11/logo-abc.webp',
      sizes: 'any',
      type: 'image/webp',
      purpose: 'any',
    });
    expect(body.icons).toHaveLength(4);
  });

  it('never lists a logo that is not one of our uploads', async () => {
    await setCommunity(ctx, { logo: 'https://example.com/logo.png' });
    const body = (await manifest()).json();
    expect(body.icons.map((i: { src: string }) => i.src)).not.toContain('https://example.com/logo.png');
    expect(body.icons).toHaveLength(3);
  });

  it('is read only', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: MANIFEST_PATH, payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('what the service worker loads', () => {
  it('/sw.js is revalidated on every load, so a new deploy takes over', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sw.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-type']).toContain('javascript');
  });

  it('/_shell is the SPA shell named after the community', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/_shell' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<title>');
  });
});

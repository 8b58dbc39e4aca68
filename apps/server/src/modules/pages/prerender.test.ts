import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { loadPrerenderer, prerendererOf, withPrerendered } from '../../lib/prerender.ts';

/**
 * The first screen without waiting for JavaScript (docs/decisions/019): the public pages send the
 * web's server rendering inside the root element, rendered with the same answers the page carries as initial
 * data. The web's real bundle is exercised end to end in e2e/tests/first-screen.spec.ts (it needs the build);
 * here a small stand-in module at the bundle's place records what the server hands it.
 */
const SHELL = `<!doctype html>
<html lang="id">
  <head><title>Alumni 86</title></head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
/** Writes its arguments into the markup; fails for a URL with 'gagal' in it. */
const RENDERER = `
export async function renderPage(url, answers) {
  if (url.includes('gagal')) throw new Error('rendering failed');
  if (url.includes('judul')) return { markup: '<h1>Acara</h1>', title: 'Semua Acara <b> & · Alumni 86' };
  return '<section data-url="' + url.replace(/"/g, '&quot;') + '">' + answers.map((a) => a.url).join(' | ') + '</section>';
}
`;

let ctx: TestContext;
let root: string;
let eventId: number;

beforeAll(async () => {
  root = mkdtempSync(path.join(os.tmpdir(), 'alumni-prerender-'));
  const webDist = path.join(root, 'dist');
  mkdirSync(webDist);
  writeFileSync(path.join(webDist, 'index.html'), SHELL);
  mkdirSync(path.dirname(prerendererOf(webDist)));
  writeFileSync(prerendererOf(webDist), RENDERER);
  ctx = await createTestContext({ config: { webDist } });
  eventId = (await createEvent(ctx, { name: 'Reuni Akbar 40 Tahun' })).id;
});
afterAll(async () => {
  await ctx.close();
  rmSync(root, { recursive: true, force: true });
});

const rootOf = (html: string) => html.match(/<div id="root">([\s\S]*?)<\/div>\n/)?.[1] ?? null;

describe('public pages carry their first screen rendered', () => {
  it('/ , /event, /about-us and /event/{id}: the markup sits in the root element, rendered from the page’s own answers', async () => {
    for (const url of ['/', '/event', '/event?page=2', '/about-us', '/about', `/event/${eventId}`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const markup = rootOf(res.body);
      expect(markup, url).toMatch(new RegExp(`^<section data-url="${url.replace(/[?]/g, '\\?')}">`));
      const answers = JSON.parse(
        res.body.match(/<script type="application\/json" id="initial-data">([\s\S]*?)<\/script>/)?.[1] ??
          '[]',
      ) as { url: string }[];
      expect(answers.length, url).toBeGreaterThan(0);
      expect(markup, url).toContain(answers.map((a) => a.url).join(' | '));
    }
  });

  it('carries the title the rendered page sets, as text (a sleeping page keeps it: docs/decisions/037)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/event?judul=1' });
    expect(res.statusCode).toBe(200);
    expect(rootOf(res.body)).toBe('<h1>Acara</h1>');
    expect(res.body).toContain('<title>Semua Acara &lt;b&gt; &amp; · Alumni 86</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
  });

  it('a page the renderer fails on still goes out, as the plain shell', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/event?s=gagal' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('id="initial-data"');
  });

  it('an event a visitor may not see is not rendered (the SPA shows its own page)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/event/999999' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
  });
});

describe('lib/prerender', () => {
  it('without the web’s server bundle there is no renderer (the server’s pages stay the plain shell)', async () => {
    const bare = mkdtempSync(path.join(os.tmpdir(), 'alumni-prerender-none-'));
    try {
      expect(await loadPrerenderer(path.join(bare, 'dist'), 'Asia/Jakarta')).toBeNull();
    } finally {
      rmSync(bare, { recursive: true, force: true });
    }
  });

  it('puts markup into the root element as it is (no replacement patterns), and nothing without markup', () => {
    expect(withPrerendered(SHELL, '<p>$& $1 $$</p>')).toContain('<div id="root"><p>$& $1 $$</p></div>');
    expect(withPrerendered(SHELL, null)).toBe(SHELL);
    expect(withPrerendered(SHELL, { markup: '<p>x</p>', title: '$& Reuni' })).toContain(
      '<title>$&amp; Reuni</title>',
    );
    expect(withPrerendered(SHELL, { markup: '<p>x</p>' })).toContain('<title>Alumni 86</title>');
  });
});

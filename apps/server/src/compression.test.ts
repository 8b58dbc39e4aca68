import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../test/factories.ts';
import { createTestContext, type TestContext } from '../test/helpers.ts';

/**
 * Compression and caching (docs/decisions/010): the SPA's files precompressed at
 * build and served with their Content-Encoding, a year's immutable cache for hashed assets, no-cache for the
 * shell, and API JSON compressed from COMPRESSION_THRESHOLD (1,400 bytes) up.
 */
const SHELL = `<!doctype html>
<html lang="id">
  <head>
    <meta charset="UTF-8" />
    <title>Alumni 86</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const SCRIPT = `console.log(${JSON.stringify('Alumni 86 '.repeat(300))});\n`;
const BR = brotliCompressSync(Buffer.from(SCRIPT));
const GZ = gzipSync(Buffer.from(SCRIPT));

let ctx: TestContext;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'alumni-webdist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), SHELL);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.br'), BR);
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.gz'), GZ);
  // A file the build left without twins (too small to be worth it).
  writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  ctx = await createTestContext({ config: { webDist } });
  for (let i = 0; i < 12; i++)
    await createEvent(ctx, { name: `Acara Kompresi ${i}`, location: 'Gedung Serbaguna, Jakarta Selatan' });
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string, acceptEncoding?: string) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

const varies = (headers: Record<string, unknown>) =>
  String(headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding');

describe('static assets', () => {
  it('sends the brotli twin to a browser that takes brotli, cached for a year', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(varies(res.headers)).toBe(true);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(BR)).toBe(true);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the gzip twin when brotli is not accepted', async () => {
    const res = await get('/assets/index-abc123.js', 'gzip');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(varies(res.headers)).toBe(true);
    expect(gunzipSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const res = await get('/assets/index-abc123.js', 'identity');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(varies(res.headers)).toBe(true);
    expect(res.body).toBe(SCRIPT);
  });

  it('falls back to the plain file when the build wrote no twin, revalidated (not hashed)', async () => {
    const res = await get('/favicon.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // Compressed on the fly instead (a file is a stream: the size threshold is not known in advance).
    const text =
      res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    expect(text).toContain('<svg');
  });
});

describe('SPA shell', () => {
  it('is revalidated on every visit (no-cache), whatever the route', async () => {
    for (const url of ['/login', '/profile/someone', '/no-such-page']) {
      const res = await get(url, 'br');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });
});

describe('API JSON', () => {
  it('compresses an answer above the threshold with brotli, and says it varies by Accept-Encoding', async () => {
    const res = await get('/api/v1/event?offset=1&limit=12', 'gzip, deflate, br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(varies(res.headers)).toBe(true);
    const body = JSON.parse(brotliDecompressSync(res.rawPayload).toString());
    expect(body.result.datas.length).toBe(12);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(JSON.stringify(body)));
  });

  it('uses gzip for a client without brotli, and nothing for a client without either', async () => {
    const gz = await get('/api/v1/event?offset=1&limit=12', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString()).result.datas.length).toBe(12);
    const plain = await get('/api/v1/event?offset=1&limit=12');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().result.datas.length).toBe(12);
  });

  it('leaves small answers as they are', async () => {
    const res = await get('/healthz', 'br, gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('compresses error answers too, keeping their Indonesian message', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'accept-encoding': 'br' },
      payload: { username: 'x'.repeat(2000), password: 'y' },
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    const text =
      res.headers['content-encoding'] === 'br' ? brotliDecompressSync(res.rawPayload).toString() : res.body;
    expect(JSON.parse(text).message).toEqual(expect.any(String));
  });

  it('never inflates a compressed request body: it is read as the bytes it is and refused', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(Buffer.from(JSON.stringify({ username: 'a', password: 'b' }))),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Permintaan tidak valid.' });
  });
});

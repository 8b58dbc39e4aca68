import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/helpers.ts';

/**
 * lib/security-headers.ts (docs/decisions/017): helmet's header set built once is the set @fastify/helmet sent
 * (every HTML page and API answer); hashed SPA files and pictures get only nosniff and CORP (docs/decisions/010).
 */
const DOCUMENT_HEADERS = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self';img-src 'self' data: blob:;font-src 'self';" +
    "connect-src 'self';object-src 'none';frame-ancestors 'none';base-uri 'self';form-action 'self'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const FILE_HEADERS = {
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
};
const DOCUMENT_ONLY = Object.keys(DOCUMENT_HEADERS).filter((h) => !(h in FILE_HEADERS));

let ctx: TestContext;
let webDist: string;
let picture: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(os.tmpdir(), 'alumni-webdist-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html lang="id"><body></body></html>');
  writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), 'console.log(1);\n');
  ctx = await createTestContext({ config: { webDist } });
  picture = `${'a'.repeat(32)}.webp`;
  writeFileSync(path.join(ctx.config.uploadDir, picture), 'RIFF....WEBP');
});
afterAll(async () => {
  await ctx.close();
  rmSync(webDist, { recursive: true, force: true });
});

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const securityHeaders = (headers: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => name in DOCUMENT_HEADERS)) as Record<
    string,
    string
  >;

describe('security headers', () => {
  it('sends the whole set on API answers, errors and HTML pages', async () => {
    const event = await createEvent(ctx);
    for (const url of [
      '/healthz',
      '/api/v1/event?offset=1&limit=9',
      `/api/v1/event/${event.id}`,
      '/api/v1/nope',
      '/',
      '/event',
    ]) {
      const res = await get(url);
      expect(securityHeaders(res.headers), url).toEqual(DOCUMENT_HEADERS);
    }
  });

  it('sends only nosniff and CORP with hashed SPA files and pictures', async () => {
    for (const url of ['/assets/index-abc123.js', `/uploads/${picture}`]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(securityHeaders(res.headers), url).toEqual(FILE_HEADERS);
      for (const name of DOCUMENT_ONLY) expect(res.headers[name], `${url} ${name}`).toBeUndefined();
    }
  });

  it('sends the whole set when a file path answers with something else (the SPA shell)', async () => {
    const missingPicture = await get(`/uploads/${'b'.repeat(32)}.webp`);
    expect(missingPicture.headers['content-type']).toMatch(/^text\/html/);
    expect(securityHeaders(missingPicture.headers)).toEqual(DOCUMENT_HEADERS);
    // An unknown path gets the SPA shell (its own 'not found' page): a document.
    const missingAsset = await get('/assets/index-gone.js');
    expect(missingAsset.headers['content-type']).toMatch(/^text\/html/);
    expect(securityHeaders(missingAsset.headers)).toEqual(DOCUMENT_HEADERS);
  });

  it('lets a route’s own header win (the API docs page keeps its CSP)', async () => {
    const res = await get('/api/docs/');
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-security-policy'])).toContain('validator.swagger.io');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});

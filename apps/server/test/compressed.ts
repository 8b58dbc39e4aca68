/**
 * What the compression tests share (lib/compressed-answers.test.ts, lib/read-cache-compressed.test.ts): an
 * answer's body as text whatever its Content-Encoding, and HEAD's answer as Fastify gives it (docs/decisions/033
 * "Fourth step": HEAD goes out uncompressed with the plain length).
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect } from 'vitest';
import type { TestContext } from './helpers.ts';

type Answer = Awaited<ReturnType<TestContext['app']['inject']>>;

/** The answer's body as text: brotli or gzip undone, a plain one as it is. */
export function decodedBody(r: Answer): string {
  const enc = r.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(r.rawPayload).toString('utf8');
  if (enc === 'gzip') return gunzipSync(r.rawPayload).toString('utf8');
  expect(enc).toBeUndefined();
  return r.body;
}

/** HEAD of `url` asking for brotli: 200, no Content-Encoding, the plain body's length, no body. */
export async function expectPlainHead(
  ctx: Pick<TestContext, 'app'>,
  url: string,
  headers: Record<string, string>,
  plainBody: string,
): Promise<void> {
  const head = await ctx.app.inject({
    method: 'HEAD',
    url,
    headers: { ...headers, 'accept-encoding': 'br' },
  });
  expect(head.statusCode).toBe(200);
  expect(head.headers['content-encoding']).toBeUndefined();
  expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(plainBody));
  expect(head.rawPayload.length).toBe(0);
}

import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, expectPlainHead } from '../../test/compressed.ts';
import { createEvent } from '../../test/factories.ts';
import { createTestContext, loginAs, type TestContext } from '../../test/helpers.ts';
import {
  brotliParams,
  COMPRESS_AT_ONCE_MAX,
  COMPRESSION_THRESHOLD,
  compressAnswer,
  compressedAnswers,
  compressHead,
  deflateOptions,
  STORED_TAIL_MAX,
  windowBits,
  withTail,
} from './compressed-answers.ts';

/**
 * A computed answer (the read cache off: every answer is computed) is compressed in one call by `compressAnswer`
 * (plugins/compression.ts, docs/decisions/033 "Fifth step"), as @fastify/compress would compress it: the same
 * encoding for the same Accept-Encoding, the same bytes once decompressed as the plain answer, `Vary`, nothing
 * under COMPRESSION_THRESHOLD, nothing for `x-no-compression`, HEAD as before. Through app.inject on both databases.
 */
let ctx: TestContext;
const LONG = 'Reuni akbar angkatan 1986 di aula sekolah, dengan makan malam bersama. '.repeat(40);

beforeAll(async () => {
  ctx = await createTestContext({ config: { readCacheTtlMs: 0 } });
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });
const text = decodedBody;

describe('a computed answer', () => {
  it('goes out brotli, gzip or plain as asked, compressed in one call, the same answer once decompressed', async () => {
    const { headers: member } = await loginAs(ctx);
    const event = await createEvent(ctx, { name: 'Reuni Kompresi', description: LONG });
    const url = `/api/v1/event/${event.id}`;
    const plain = await get(url, member);
    expect(plain.statusCode).toBe(200);
    expect(Buffer.byteLength(plain.body)).toBeGreaterThan(COMPRESSION_THRESHOLD);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const cases: [Record<string, string>, string | undefined][] = [
      [{ 'accept-encoding': 'gzip, deflate, br' }, 'br'],
      [{ 'accept-encoding': 'gzip' }, 'gzip'],
      [{ 'accept-encoding': 'br;q=0.5, gzip' }, 'gzip'],
      [{ 'accept-encoding': '*' }, 'gzip'],
      [{ 'accept-encoding': 'identity' }, undefined],
      [{ 'accept-encoding': 'deflate' }, undefined],
      [{ 'accept-encoding': 'br', 'x-no-compression': '1' }, undefined],
    ];
    for (const [headers, encoding] of cases) {
      const before = compressedAnswers.made;
      const r = await get(url, { ...member, ...headers });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-encoding']).toBe(encoding);
      expect(compressedAnswers.made - before).toBe(encoding ? 1 : 0);
      if (encoding) {
        expect(r.headers.vary).toBe('accept-encoding');
        expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
        expect(r.rawPayload.length).toBeLessThan(Buffer.byteLength(plain.body));
      }
      expect(r.headers['content-type']).toBe(plain.headers['content-type']);
      expect(text(r)).toBe(plain.body);
    }
  });

  it('is brotli at the cheaper quality of a body compressed for one answer', async () => {
    const { headers: member } = await loginAs(ctx);
    const event = await createEvent(ctx, { name: 'Reuni Mutu Sekali', description: LONG });
    const url = `/api/v1/event/${event.id}`;
    const plain = await get(url, member);
    const r = await get(url, { ...member, 'accept-encoding': 'br' });
    expect(r.headers['content-encoding']).toBe('br');
    const size = Buffer.byteLength(plain.body);
    const own = brotliCompressSync(Buffer.from(plain.body), { params: brotliParams(size, 'own') });
    const shared = brotliCompressSync(Buffer.from(plain.body), { params: brotliParams(size, 'shared') });
    expect(r.rawPayload.equals(own)).toBe(true);
    expect(own.equals(shared)).toBe(false);
  });

  it('is the same for a visitor’s server-rendered list and error answers stay as they were', async () => {
    for (let i = 0; i < 12; i++) await createEvent(ctx, { name: `Acara Kompresi ${i}`, description: LONG });
    const plain = await get('/api/v1/event?offset=1&limit=12');
    const br = await get('/api/v1/event?offset=1&limit=12', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(text(br)).toBe(plain.body);
    // A small answer (an error) goes out plain.
    const missing = await get('/api/v1/event/999999', { 'accept-encoding': 'br' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['content-encoding']).toBeUndefined();
    expect(missing.json().code).toBe('EVENT_NOT_FOUND');
  });

  it('leaves HEAD to Fastify: the plain length, no Content-Encoding', async () => {
    const { headers: member } = await loginAs(ctx);
    const event = await createEvent(ctx, { name: 'Reuni Kepala', description: LONG });
    const url = `/api/v1/event/${event.id}`;
    const plain = await get(url, member);
    await expectPlainHead(ctx, url, member, plain.body);
  });
});

describe('compressAnswer on its own', () => {
  const reply = (headers: Record<string, unknown>, request: { method?: string; accept?: string } = {}) => {
    const set: Record<string, unknown> = { ...headers };
    return {
      set,
      request: { method: request.method ?? 'GET', headers: { 'accept-encoding': request.accept ?? 'br' } },
      getHeader: (name: string) => set[name],
      hasHeader: (name: string) => set[name] !== undefined,
      header: (name: string, value: string) => {
        set[name] = value;
      },
      removeHeader: (name: string) => {
        delete set[name];
      },
    };
  };
  const run = (r: ReturnType<typeof reply>, payload: unknown) =>
    new Promise<unknown>((resolve, reject) =>
      compressAnswer(undefined, r, payload, (err, out) => (err ? reject(err) : resolve(out))),
    );
  const body = JSON.stringify({ result: LONG });

  it('keeps a Vary the route set and adds accept-encoding to it', async () => {
    const r = reply({ 'content-type': 'application/json; charset=utf-8', vary: 'origin' });
    const out = await run(r, body);
    expect(Buffer.isBuffer(out)).toBe(true);
    expect(r.set.vary).toBe('origin, accept-encoding');
    expect(brotliDecompressSync(out as Buffer).toString()).toBe(body);
  });

  it('sends an answer shorter than about one TCP segment as it is, and compresses one of that size', async () => {
    // A member's event answer is about 1.3 KiB: compressing it saved no round trip and cost more CPU than the rest.
    const sized = (n: number) => JSON.stringify({ result: 'x'.repeat(n - 13) });
    expect(COMPRESSION_THRESHOLD).toBe(1400);
    const short = sized(COMPRESSION_THRESHOLD - 1);
    expect(Buffer.byteLength(short)).toBe(COMPRESSION_THRESHOLD - 1);
    const plain = reply({ 'content-type': 'application/json' });
    expect(await run(plain, short)).toBe(short);
    expect(plain.set['content-encoding']).toBeUndefined();
    const long = sized(COMPRESSION_THRESHOLD);
    const compressed = reply({ 'content-type': 'application/json' });
    const out = await run(compressed, long);
    expect(compressed.set['content-encoding']).toBe('br');
    expect(brotliDecompressSync(out as Buffer).toString()).toBe(long);
  });

  it('leaves to the plugin what is not a plain compressible text: a set encoding, another type, a stream', async () => {
    for (const [headers, payload] of [
      [{ 'content-type': 'application/json', 'content-encoding': 'br' }, body],
      [{ 'content-type': 'image/png' }, body],
      [{ 'content-type': 'application/json' }, Buffer.from(body)],
    ] as const) {
      const r = reply(headers);
      expect(await run(r, payload)).toBe(payload);
      expect(r.set.vary).toBeUndefined();
    }
  });

  it('compresses a large answer on the pool, the same bytes once decompressed', async () => {
    const large = JSON.stringify({ result: 'x'.repeat(COMPRESS_AT_ONCE_MAX + 10) });
    const r = reply({ 'content-type': 'application/json' }, { accept: 'gzip' });
    const out = await run(r, large);
    expect(r.set['content-encoding']).toBe('gzip');
    expect(gunzipSync(out as Buffer).toString()).toBe(large);
  });
});

describe('a compressed head and a stored tail (docs/decisions/045)', () => {
  const head = `{"result":{"name":"Reuni Akbar 1986 🎉","description":"${LONG}","totalViewer":`;
  const decode = (encoding: 'br' | 'gzip', bytes: Buffer) =>
    (encoding === 'br' ? brotliDecompressSync(bytes) : gunzipSync(bytes)).toString();

  for (const encoding of ['br', 'gzip'] as const) {
    for (const use of ['own', 'shared'] as const) {
      it(`decodes as the whole text in ${encoding} (${use}), for a tail of one byte up to the bound`, () => {
        const made = compressHead(head, encoding, use);
        if (!made) throw new Error('a head');
        expect(made.size).toBe(Buffer.byteLength(head));
        // Smaller than the text: the head is compressed, not stored.
        expect(made.bytes.length).toBeLessThan(made.size / 4);
        for (const tail of ['7', '1234}}', 'é'.repeat(STORED_TAIL_MAX / 2), 'x'.repeat(STORED_TAIL_MAX)]) {
          expect(decode(encoding, withTail(made, tail))).toBe(head + tail);
        }
        // One head serves every tail: it is not changed by being used.
        expect(decode(encoding, withTail(made, '12}}'))).toBe(`${head}12}}`);
      });
    }
  }

  it('decodes for heads on either side of a window size, their window too small for the head and its tail', () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const slack = encoding === 'br' ? 16 : 262;
      for (const bits of [10, 11, 12]) {
        for (const size of [(1 << bits) - slack - 1, (1 << bits) - slack, (1 << bits) - slack + 1]) {
          const text = `{"n":"${'Reuni akbar 86, '.repeat(size)}`.slice(0, size);
          const made = compressHead(text, encoding, 'own');
          if (!made) throw new Error('a head');
          const tail = 'x'.repeat(STORED_TAIL_MAX);
          expect(decode(encoding, withTail(made, tail))).toBe(text + tail);
        }
      }
    }
  });

  it('refuses an empty tail or one past the bound, and a head too long to compress at once', () => {
    const made = compressHead(head, 'br', 'own');
    if (!made) throw new Error('a head');
    expect(() => withTail(made, '')).toThrow(RangeError);
    expect(() => withTail(made, 'x'.repeat(STORED_TAIL_MAX + 1))).toThrow(RangeError);
    expect(() => withTail(made, 'é'.repeat(STORED_TAIL_MAX / 2 + 1))).toThrow(RangeError);
    expect(compressHead('x'.repeat(COMPRESS_AT_ONCE_MAX + 1), 'gzip', 'own')).toBeNull();
  });
});

describe('the window a body is compressed with (docs/decisions/033 "Nineteenth step")', () => {
  const body = (size: number) =>
    JSON.stringify({ result: Array.from({ length: size }, (_, i) => ({ id: i, name: `Anggota ${i * 7}` })) });

  it('is the smallest that holds the body, from the least the format allows to the library’s default', () => {
    for (const [encoding, slack, least, most] of [
      ['br', 16, 10, 22],
      ['gzip', 262, 10, 15],
    ] as const) {
      for (const size of [0, 1, 700, 1331, 2032, 2033, 7843, 70_000, 5_000_000]) {
        const bits = windowBits(size, encoding);
        expect(bits).toBeGreaterThanOrEqual(least);
        expect(bits).toBeLessThanOrEqual(most);
        // Holds the body, unless the default does not either.
        if (bits < most) expect((1 << bits) - slack).toBeGreaterThanOrEqual(size);
        // And is the least that does.
        if (bits > least) expect((1 << (bits - 1)) - slack).toBeLessThan(size);
      }
    }
  });

  it('compresses answers of a few KiB as small as the default window does, and they decode', () => {
    for (const text of [body(60), body(250), body(2_000)]) {
      const bytes = Buffer.from(text);
      const brotliDefault = brotliCompressSync(bytes, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 1, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
      });
      const brotliSized = brotliCompressSync(bytes, { params: brotliParams(bytes.length, 'own') });
      expect(brotliSized.length).toBeLessThanOrEqual(brotliDefault.length);
      expect(brotliDecompressSync(brotliSized).toString()).toBe(text);
      const gzipDefault = gzipSync(bytes);
      const gzipSized = gzipSync(bytes, deflateOptions(bytes.length));
      expect(gzipSized.length).toBeLessThanOrEqual(gzipDefault.length);
      expect(gunzipSync(gzipSized).toString()).toBe(text);
    }
  });
});

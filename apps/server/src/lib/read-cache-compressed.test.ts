import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodedBody, expectPlainHead } from '../../test/compressed.ts';
import { createEvent } from '../../test/factories.ts';
import { createTestContext, loginAs, type TestContext } from '../../test/helpers.ts';
import {
  answerEncoding,
  type BodyUse,
  brotliParams,
  COMPRESSION_THRESHOLD,
  compressedBodies,
} from './compressed-answers.ts';

/**
 * A cached answer is sent compressed as @fastify/compress would send it, from bodies compressed once per entry
 * (lib/read-cache.ts, lib/compressed-answers.ts, docs/decisions/033 "Fourth step"), through app.inject on both
 * databases. A change written straight into the database (no write this instance saw) tells a cached answer
 * from a computed one: the cached one still shows the old name.
 */
const TTL = 60_000;
let ctx: TestContext;
let offset = 0;
const passTtl = () => {
  offset += TTL + 1;
};

type Headers = Record<string, string>;
type Answer = Awaited<ReturnType<TestContext['app']['inject']>>;
const get = (url: string, headers: Headers = {}) => ctx.app.inject({ method: 'GET', url, headers });
const rename = (id: number, name: string) =>
  ctx.db.updateTable('events').set({ name }).where('id', '=', id).execute();
/** The answer's body as text, whatever its Content-Encoding. */
const text = decodedBody;
const LONG = 'Reuni akbar angkatan 1986 di aula sekolah, dengan makan malam bersama. '.repeat(40);

beforeAll(async () => {
  ctx = await createTestContext({
    config: { readCacheTtlMs: TTL },
    now: () => new Date(Date.now() + offset),
  });
});
afterAll(() => ctx.close());

describe('the encoding a cached answer goes out in', () => {
  it('is the one @fastify/compress picks for the Accept-Encoding, q-values and identity included', () => {
    expect(answerEncoding('gzip, deflate, br')).toBe('br');
    expect(answerEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(answerEncoding('gzip')).toBe('gzip');
    expect(answerEncoding('GZIP')).toBe('gzip');
    expect(answerEncoding('x-gzip')).toBe('gzip');
    expect(answerEncoding('*')).toBe('gzip');
    expect(answerEncoding('br;q=0.5, gzip;q=1')).toBe('gzip');
    expect(answerEncoding('br;q=0, gzip')).toBe('gzip');
    expect(answerEncoding('deflate')).toBeNull();
    expect(answerEncoding('identity')).toBeNull();
    expect(answerEncoding('')).toBeNull();
    expect(answerEncoding(undefined)).toBeNull();
  });
});

describe('a cached answer', () => {
  it('goes out brotli, gzip or plain as asked, the same bytes as the computed answer once decompressed', async () => {
    const event = await createEvent(ctx, { name: 'Reuni Terkompresi', description: LONG });
    for (let i = 0; i < 12; i += 1) await createEvent(ctx, { name: `Acara Panjang Sekali Nomor ${i}` });
    const { headers: member } = await loginAs(ctx);
    // A member's event answer (the description makes it long) and a visitor's list page.
    const cases: [Headers, string][] = [
      [member, `/api/v1/event/${event.id}`],
      [{}, '/api/v1/event?offset=1&limit=40'],
    ];
    const nameIn = (body: string) => {
      const result = JSON.parse(body).result;
      return result.name ?? result.datas.find((e: { id: number }) => e.id === event.id)?.name;
    };
    for (const [who, url] of cases) {
      passTtl();
      const computed = await get(url, { ...who, 'accept-encoding': 'br' });
      expect(computed.statusCode, computed.body).toBe(200);
      expect(computed.headers['content-encoding']).toBe('br');
      await rename(event.id, 'Reuni Terkompresi Baru');
      const asked: [Headers, string | undefined][] = [
        [{ 'accept-encoding': 'gzip, deflate, br' }, 'br'],
        [{ 'accept-encoding': 'br' }, 'br'],
        [{ 'accept-encoding': 'gzip' }, 'gzip'],
        [{ 'accept-encoding': 'br;q=0, gzip' }, 'gzip'],
        [{ 'accept-encoding': '*' }, 'gzip'],
        [{ 'accept-encoding': 'identity' }, undefined],
        [{ 'accept-encoding': 'deflate' }, undefined],
        [{}, undefined],
        [{ 'accept-encoding': 'br', 'x-no-compression': '1' }, undefined],
      ];
      for (const [ae, encoding] of asked) {
        const r = await get(url, { ...who, ...ae });
        expect(r.statusCode).toBe(200);
        expect(r.headers['content-encoding'], JSON.stringify(ae)).toBe(encoding);
        // Byte-identical to the computed answer: and so from the cache (the rename is not in it).
        expect(text(r)).toBe(text(computed));
        expect(nameIn(text(r))).toBe('Reuni Terkompresi');
        expect(r.headers['content-type']).toBe('application/json; charset=utf-8');
        if (encoding) {
          expect(r.headers.vary).toBe('accept-encoding');
          expect(r.headers.vary).toBe(computed.headers.vary);
          expect(Number(r.headers['content-length'])).toBe(r.rawPayload.length);
          expect(r.rawPayload.length).toBeLessThan(Buffer.byteLength(text(r)) / 2);
        } else {
          expect(r.headers.vary).toBeUndefined();
          expect(Number(r.headers['content-length'])).toBe(Buffer.byteLength(r.body));
        }
        // The per-request headers are still made per request.
        expect(r.headers['x-request-id']).toBeTruthy();
        expect(r.headers['x-request-id']).not.toBe(computed.headers['x-request-id']);
        expect(r.headers['x-content-type-options']).toBe('nosniff');
      }
      await rename(event.id, 'Reuni Terkompresi');
    }
  });

  it('is brotli at the usual quality for a visitor’s kept answer and the members’, at the cheaper one for a member’s own', async () => {
    const event = await createEvent(ctx, { name: 'Reuni Mutu Kompresi', description: LONG });
    for (let i = 0; i < 12; i += 1) await createEvent(ctx, { name: `Acara Mutu Kompresi Nomor ${i}` });
    const { headers: member } = await loginAs(ctx);
    // An admin's event answer is his own; a member's is the one kept for every member (docs/decisions/043).
    const { headers: admin } = await loginAs(ctx, 'ROLE_ADMIN');
    const br = (body: string, use: BodyUse) =>
      brotliCompressSync(Buffer.from(body), { params: brotliParams(Buffer.byteLength(body), use) });
    const cases: [Headers, string, BodyUse][] = [
      [admin, `/api/v1/event/${event.id}`, 'own'],
      [member, `/api/v1/event/${event.id}`, 'shared'],
      [{}, '/api/v1/event?offset=1&limit=40', 'shared'],
    ];
    for (const [who, url, use] of cases) {
      passTtl();
      const plain = await get(url, who);
      expect(plain.statusCode).toBe(200);
      // Stored, then asked compressed: the kept body's compression.
      const kept = await get(url, { ...who, 'accept-encoding': 'br' });
      expect(kept.headers['content-encoding']).toBe('br');
      expect(text(kept)).toBe(plain.body);
      expect(kept.rawPayload.equals(br(plain.body, use)), `${url} compressed for ${use}`).toBe(true);
      expect(kept.rawPayload.equals(br(plain.body, use === 'own' ? 'shared' : 'own'))).toBe(false);
    }
  });

  it('is compressed once per encoding, however many ask, together or one after the other', async () => {
    for (let i = 0; i < 12; i += 1) await createEvent(ctx, { name: `Reuni Gandasari ${i}` });
    passTtl();
    // The visitors' list: concurrent askers share one computation (the single flight) and one compression.
    const url = '/api/v1/event?offset=1&limit=30&search=Gandasari';
    const before = compressedBodies.made;
    const first = await Promise.all(Array.from({ length: 5 }, () => get(url, { 'accept-encoding': 'br' })));
    for (let i = 0; i < 5; i += 1) await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(compressedBodies.made - before).toBe(1);
    const gz = await Promise.all(Array.from({ length: 3 }, () => get(url, { 'accept-encoding': 'gzip' })));
    expect(compressedBodies.made - before).toBe(2);
    for (const r of [...first, ...gz]) {
      expect(r.headers['content-encoding']).toBeDefined();
      expect(JSON.parse(text(r)).result.datas).toHaveLength(12);
    }
    // A plain answer compresses nothing.
    expect((await get(url)).headers['content-encoding']).toBeUndefined();
    expect(compressedBodies.made - before).toBe(2);
  });

  it('is never a member’s answer for a visitor, nor another member’s, compressed or not', async () => {
    const event = await createEvent(ctx, { name: 'Reuni Rahasia', description: `Rahasia. ${LONG}` });
    const budi = await loginAs(ctx);
    const siti = await loginAs(ctx);
    passTtl();
    const url = `/api/v1/event/${event.id}`;
    for (const ae of ['br', 'gzip', 'identity']) {
      const asBudi = await get(url, { ...budi.headers, 'accept-encoding': ae });
      expect(JSON.parse(text(asBudi)).result.description).toContain('Rahasia.');
    }
    for (const ae of ['br', 'gzip', 'identity', 'br', 'gzip']) {
      const visitor = JSON.parse(text(await get(url, { 'accept-encoding': ae }))).result;
      expect(visitor.description ?? null, ae).toBeNull();
      const asSiti = await get(url, { ...siti.headers, 'accept-encoding': ae });
      // Siti's own answer: her registration state, the description for members.
      expect(JSON.parse(text(asSiti)).result).toMatchObject({ isRegistered: false });
    }
    // Budi's cached answer, in every encoding, is still Budi's.
    const budiAgain = await get(url, { ...budi.headers, 'accept-encoding': 'gzip' });
    expect(budiAgain.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(text(budiAgain)).result.description).toContain('Rahasia.');
  });

  it('is dropped by a write, its compressed bodies with it', async () => {
    const event = await createEvent(ctx, { name: 'Reuni Sebelum', description: LONG, quota: 10 });
    const budi = await loginAs(ctx);
    passTtl();
    const url = '/api/v1/event?offset=1&limit=50';
    const names = (r: Answer) => (JSON.parse(text(r)).result.datas as { name: string }[]).map((e) => e.name);
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(names(first)).toContain('Reuni Sebelum');
    await get(url, { 'accept-encoding': 'gzip' });
    await rename(event.id, 'Reuni Sesudah');
    // Both compressed bodies are made and kept: still the old name.
    expect(names(await get(url, { 'accept-encoding': 'br' }))).toContain('Reuni Sebelum');
    expect(names(await get(url, { 'accept-encoding': 'gzip' }))).toContain('Reuni Sebelum');
    // A write not scoped to one event (a profile change) drops every answer (docs/decisions/038).
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/user',
      headers: budi.headers,
      payload: { name: 'Budi Terkompresi' },
    });
    expect(put.statusCode, put.body).toBe(200);
    for (const ae of ['br', 'gzip', 'identity']) {
      const r = await get(url, { 'accept-encoding': ae });
      expect(names(r), ae).toContain('Reuni Sesudah');
      expect(names(r), ae).not.toContain('Reuni Sebelum');
    }
  });

  it('below COMPRESSION_THRESHOLD stays plain, cached or not', async () => {
    const url = '/api/v1/event?offset=1&limit=1&search=tidakadayangcocok';
    passTtl();
    const computed = await get(url, { 'accept-encoding': 'br' });
    const cached = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
    for (const r of [computed, cached]) {
      expect(r.statusCode).toBe(200);
      expect(r.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD);
      expect(r.headers['content-encoding']).toBeUndefined();
      expect(r.headers.vary).toBeUndefined();
      expect(r.json().result.datas).toEqual([]);
    }
    expect(cached.body).toBe(computed.body);
  });

  it('leaves HEAD as it was: the plain length, no Content-Encoding (Fastify answers HEAD uncompressed)', async () => {
    const { headers: member } = await loginAs(ctx);
    const event = await createEvent(ctx, { name: 'Reuni Kepala', description: LONG });
    passTtl();
    const url = `/api/v1/event/${event.id}`;
    const plain = await get(url, member);
    await get(url, { ...member, 'accept-encoding': 'br' });
    for (let i = 0; i < 2; i += 1) {
      await expectPlainHead(ctx, url, member, plain.body);
    }
  });
});

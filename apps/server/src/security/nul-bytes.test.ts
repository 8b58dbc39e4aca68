import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../test/factories.ts';
import {
  createTestContext,
  createUser,
  DEFAULT_PASSWORD,
  loginAs,
  type TestContext,
} from '../../test/helpers.ts';
import { NUL_MESSAGE } from '../lib/nul-guard.ts';

/**
 * Sign-in hardening (docs/decisions/008). Attack: send text holding U+0000; PostgreSQL text cannot store it and the driver used to
 * fail with a 500 (search, sign-in, registration, profile). Proof it fails: every such request is a 400 with an
 * Indonesian message on both databases, and nothing is written; the same requests without the NUL work.
 */
let ctx: TestContext;
let member: Awaited<ReturnType<typeof loginAs>>;
let eventId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  member = await loginAs(ctx);
  eventId = (await createEvent(ctx)).id;
});
afterAll(() => ctx.close());

let ipSeq = 0;
const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = {}) =>
  ctx.app.inject({
    method,
    url: url.startsWith('/api/') ? url : `/api/v1${url}`,
    payload,
    headers,
    remoteAddress: `192.0.2.${++ipSeq}`,
  });

const NUL = 'a\u0000b';
const profile = (over: object) => ({ name: 'Anggota Uji', ...over });

describe('text with a NUL byte is a 400, never a 500', () => {
  it.each([
    ['event search', () => send('GET', `/event?search=${encodeURIComponent(NUL)}`)],
    ['member search', () => send('GET', `/user?username=${encodeURIComponent(NUL)}`)],
    ['profile lookup', () => send('GET', `/user/${encodeURIComponent(NUL)}`)],
    ['login identifier', () => send('POST', '/login', { email: NUL, password: DEFAULT_PASSWORD })],
    ['login password', () => send('POST', '/login', { email: 'seseorang', password: `${NUL}-panjang` })],
    [
      'register name',
      () =>
        send('POST', '/register', {
          username: 'nulname',
          name: NUL,
          email: 'nul@example.com',
          password: 'rahasia-123',
        }),
    ],
    ['profile field', () => send('PUT', '/user', profile({ address: `Jl. ${NUL}` }), member.headers)],
    [
      'nested profile record',
      () => send('PUT', '/user', profile({ educations: [{ university: NUL }] }), member.headers),
    ],
    ['comment', () => send('POST', '/api/v2/comment', { eventId, content: NUL }, member.headers)],
  ])('%s', async (_label, request) => {
    const usersBefore = await ctx.db.selectFrom('users').select('id').execute();
    const res = await request();
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.message).toEqual(expect.any(String));
    expect(body.message).toMatch(/karakter|tidak valid|harus/i);
    expect(await ctx.db.selectFrom('users').select('id').execute()).toHaveLength(usersBefore.length);
  });

  it('answers the catch-all Indonesian message where no field rule speaks first', async () => {
    const res = await send('GET', `/event?search=${encodeURIComponent(NUL)}`);
    expect(res.json()).toEqual({ message: NUL_MESSAGE, code: 'INVALID_CHARACTER' });
  });

  it('positive controls: the same calls without the NUL work', async () => {
    const user = await createUser(ctx, { username: 'bersih_sekali' });
    expect((await send('GET', '/event?search=reuni')).statusCode).toBe(200);
    expect((await send('GET', '/user?username=bersih')).statusCode).toBe(200);
    expect(
      (await send('POST', '/login', { email: user.username, password: DEFAULT_PASSWORD })).statusCode,
    ).toBe(200);
    expect(
      (await send('PUT', '/user', profile({ address: 'Jl. Merdeka 1' }), member.headers)).statusCode,
    ).toBe(200);
    expect(
      (await send('POST', '/api/v2/comment', { eventId, content: 'Halo semua' }, member.headers)).statusCode,
    ).toBe(201);
  });
});

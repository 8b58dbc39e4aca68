import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, DEFAULT_PASSWORD, type TestContext } from '../../test/helpers.ts';
import { loadConfig } from '../config.ts';
import { SESSION_EXPIRED } from '../lib/auth.ts';
import { manualClock } from '../modules/auth/auth.test-support.ts';

/**
 * Sign-in hardening, tokens (docs/decisions/008). Attacks: reuse a token after its owner logged out (a shared or stolen phone); keep
 * using a week-long token. Proof they fail: logout revokes the token on the server at once; tokens live 12 hours
 * by default and an active client trades them for fresh ones, up to SESSION_MAX_DAYS after the password was typed.
 */
let ctx: TestContext;
const clock = manualClock(new Date());
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now, config: { sessionMaxSeconds: 2 * 86_400 } });
});
afterAll(() => ctx.close());

let ipSeq = 0;
async function signIn(username: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: username, password: DEFAULT_PASSWORD },
    remoteAddress: `198.51.100.${++ipSeq}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as { token: string; expiresAt: string };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string) => ctx.app.inject({ url: '/api/v1/current-user', headers: bearer(token) });
const post = (url: string, token: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token) });

describe('logout revokes the token on the server', () => {
  it('a call with the logged-out token gets 401; the member’s other session keeps working', async () => {
    const user = await createUser(ctx);
    const phone = await signIn(user.username);
    const laptop = await signIn(user.username);
    expect((await me(phone.token)).statusCode).toBe(200);

    const out = await post('/logout', phone.token);
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ result: { status: 'OK' } });

    for (const res of [await me(phone.token), await post('/refresh-token', phone.token)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: SESSION_EXPIRED, code: 'SESSION_EXPIRED' });
    }
    // A public page with the dead token is a 401 too (the client signs out), not a silent visitor answer.
    expect((await ctx.app.inject({ url: '/api/v1/event', headers: bearer(phone.token) })).statusCode).toBe(
      401,
    );
    // Positive control.
    expect((await me(laptop.token)).statusCode).toBe(200);
  });

  it('needs a session, and keeps ended sessions only while one of their tokens could still live', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/logout' })).statusCode).toBe(401);
    const user = await createUser(ctx);
    await post('/logout', (await signIn(user.username)).token);
    const rows = await ctx.db.selectFrom('sessions').selectAll().where('ended_at', 'is not', null).execute();
    expect(rows.length).toBeGreaterThan(0);
    // A logout after every token of those sessions has expired clears their rows.
    clock.advance(ctx.config.tokenTtlSeconds * 1000 + 1000);
    const later = await signIn(user.username);
    await post('/logout', later.token);
    const left = await ctx.db.selectFrom('sessions').select('expires_at').execute();
    for (const row of left) expect(Date.parse(row.expires_at)).toBeGreaterThanOrEqual(clock.now().getTime());
  });
});

describe('short tokens with a sliding refresh', () => {
  it('defaults to a 12-hour token', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'alumni-ttl-'));
    try {
      expect(loadConfig({ DATA_DIR: dir, JWT_SECRET: 'x'.repeat(40) }).tokenTtlSeconds).toBe(12 * 3600);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('trades a valid token for a fresh one that works, keeping the member signed in while active', async () => {
    const user = await createUser(ctx);
    const first = await signIn(user.username);
    const res = await post('/refresh-token', first.token);
    expect(res.statusCode).toBe(200);
    const fresh = res.json().result;
    expect(fresh.token).not.toBe(first.token);
    expect(fresh.currentUser.id).toBe(user.id);
    expect(Date.parse(fresh.expiresAt)).toBeGreaterThan(
      Date.now() + (ctx.config.tokenTtlSeconds - 60) * 1000,
    );
    expect((await me(fresh.token)).statusCode).toBe(200);
  });

  it('refuses to refresh past SESSION_MAX_DAYS after the password was typed', async () => {
    const user = await createUser(ctx);
    const { token } = await signIn(user.username);
    clock.advance(2 * 86_400_000 + 1000);
    // The token itself is still within its own (real-clock) life, but the sign-in is too old to extend.
    const res = await post('/refresh-token', token);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('SESSION_EXPIRED');
  });
});

describe('a member who must change a temporary password', () => {
  it('may still sign out and refresh, and nothing else until the password is changed', async () => {
    const user = await createUser(ctx, { must_change_password: 1 });
    const { token } = await signIn(user.username);
    expect((await ctx.app.inject({ url: '/api/v1/event', headers: bearer(token) })).statusCode).toBe(403);
    expect((await post('/refresh-token', token)).statusCode).toBe(200);
    expect((await post('/logout', token)).statusCode).toBe(200);
    expect((await me(token)).statusCode).toBe(401);
  });
});

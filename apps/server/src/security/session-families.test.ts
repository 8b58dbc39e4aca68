import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  createUser,
  DEFAULT_PASSWORD,
  loginAs,
  type TestContext,
} from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import { REFRESH_GRACE_SECONDS, SESSION_EXPIRED } from '../lib/auth.ts';
import { ADMIN_SETTING_ACTIVITY } from '../modules/admin-settings/admin-settings.service.ts';
import { endSessionsActivity } from '../modules/auth/admin-reset.service.ts';
import { manualClock } from '../modules/auth/auth.test-support.ts';

/**
 * docs/decisions/020, "Sessions". Attacks: a token copied before a refresh keeps refreshing, so
 * one sign-in forks into several live tokens; logout ends only the token it was called with; a stolen admin
 * token is kept alive for ever by saving unchanged settings, which answered a token stamped "signed in now".
 * Proof they fail: a refresh retires its token (usable only for REFRESH_GRACE_SECONDS), any later use of it
 * ends the whole session; logout ends the whole session; 'Keluar dari semua perangkat' (the member's own, or an
 * admin's for a member) ends every session of the account; saving settings keeps the sign-in time, so the
 * session still ends SESSION_MAX_DAYS after the password was typed, and every save is in the activity log.
 * Positive controls: concurrent refreshes from several tabs all keep the member signed in; the member's
 * other sessions survive a logout; a fresh sign-in works after everything was ended.
 */
const clock = manualClock(new Date('2026-11-26T08:00:00.000Z'));
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now, config: { sessionMaxSeconds: 30 * 86_400 } });
});
afterAll(() => ctx.close());

let ipSeq = 0;
async function signIn(identifier: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: identifier, password: DEFAULT_PASSWORD },
    remoteAddress: `198.51.100.${(++ipSeq % 250) + 1}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.token as string;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (token: string, app = ctx.app) =>
  app.inject({ url: '/api/v1/current-user', headers: bearer(token) });
const post = (url: string, token: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: bearer(token) });
async function refresh(token: string) {
  const res = await post('/refresh-token', token);
  return { status: res.statusCode, token: res.statusCode === 200 ? (res.json().result.token as string) : '' };
}
const expectEnded = async (token: string) => {
  const res = await me(token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: SESSION_EXPIRED, code: 'SESSION_EXPIRED' });
};

describe('a refresh retires the token it replaces', () => {
  it('reuse of a retired token after the grace ends the whole session, the newest token too', async () => {
    const user = await createUser(ctx);
    const t0 = await signIn(user.username);
    const t1 = await refresh(t0);
    expect(t1.status).toBe(200);
    const t2 = await refresh(t1.token);
    expect(t2.status).toBe(200);
    expect((await me(t2.token)).statusCode).toBe(200);

    // Attack: the copy of t0 (taken before the refreshes) is used to refresh again.
    clock.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    expect((await refresh(t0)).status).toBe(401);
    // The whole session is over: the thief's and the owner's tokens alike.
    await expectEnded(t2.token);
    await expectEnded(t1.token);
    expect((await refresh(t2.token)).status).toBe(401);
    // Positive control: the member signs in again and works.
    expect((await me(await signIn(user.username))).statusCode).toBe(200);
  });

  it('a retired token used on any call after the grace ends the session as well', async () => {
    const user = await createUser(ctx);
    const t0 = await signIn(user.username);
    const t1 = await refresh(t0);
    clock.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    await expectEnded(t0);
    await expectEnded(t1.token);
  });

  it('positive control: several tabs refreshing the same token at once all stay signed in', async () => {
    const user = await createUser(ctx);
    const t0 = await signIn(user.username);
    const tabs = await Promise.all([refresh(t0), refresh(t0), refresh(t0), refresh(t0)]);
    expect(tabs.map((t) => t.status)).toEqual([200, 200, 200, 200]);
    // Requests already sent with the old token still pass within the grace ...
    expect((await me(t0)).statusCode).toBe(200);
    clock.advance((REFRESH_GRACE_SECONDS + 1) * 1000);
    // ... and every tab's new token keeps working after it, and refreshes on.
    for (const tab of tabs) expect((await me(tab.token)).statusCode).toBe(200);
    const next = await refresh(tabs[0]?.token ?? '');
    expect(next.status).toBe(200);
    expect((await me(next.token)).statusCode).toBe(200);
  });
});

describe('logout ends the whole session', () => {
  it('every token of the signed-out session is refused; another session of the member is not', async () => {
    const user = await createUser(ctx);
    const phone = await signIn(user.username);
    const laptop = await signIn(user.username);
    const phone1 = await refresh(phone);
    expect((await post('/logout', phone1.token)).statusCode).toBe(200);
    // The older token of the same sign-in (still within its refresh grace) is over as well.
    await expectEnded(phone);
    await expectEnded(phone1.token);
    expect((await refresh(phone)).status).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('holds on another instance of the same database within READ_CACHE_TTL_MS', async () => {
    const ttl = 1000;
    const other = await buildApp({
      config: { ...ctx.config, readCacheTtlMs: ttl },
      database: ctx.database,
      logger: false,
      now: clock.now,
    });
    try {
      const user = await createUser(ctx);
      const token = await signIn(user.username);
      expect((await me(token, other)).statusCode).toBe(200);
      expect((await post('/logout', token)).statusCode).toBe(200); // through the first instance
      clock.advance(ttl + 1);
      expect((await me(token, other)).statusCode).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe("'Keluar dari semua perangkat'", () => {
  it("the member's own ends every session of the account", async () => {
    const user = await createUser(ctx);
    const a = await signIn(user.username);
    const b = await signIn(user.email);
    const c = (await refresh(await signIn(user.username))).token;
    const res = await post('/logout-everywhere', a);
    expect(res.statusCode).toBe(200);
    for (const t of [a, b, c]) await expectEnded(t);
    expect((await refresh(b)).status).toBe(401);
    expect((await me(await signIn(user.username))).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/logout-everywhere' })).statusCode).toBe(401);
  });

  it("an admin's for a member ends the member's sessions, is logged, and is refused to others", async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const user = await createUser(ctx);
    const a = await signIn(user.username);
    const b = await signIn(user.username);
    const url = `/api/v1/user/${user.id}/logout-everywhere`;
    // A member cannot do it to another (403), a visitor not at all (401); the member's sessions live on.
    const other = await loginAs(ctx);
    expect((await ctx.app.inject({ method: 'POST', url, headers: other.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    expect((await me(a)).statusCode).toBe(200);
    const res = await ctx.app.inject({ method: 'POST', url, headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { status: 'OK' } });
    await expectEnded(a);
    await expectEnded(b);
    const log = await ctx.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('user_id', '=', admin.user.id)
      .execute();
    expect(log.map((r) => r.activity_info)).toContain(endSessionsActivity(user.username));
    // The password is unchanged: the member signs in again.
    expect((await me(await signIn(user.username))).statusCode).toBe(200);
    // The admin's own session is untouched; an unknown member is a 404.
    expect(
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/v1/user/999999/logout-everywhere',
          headers: admin.headers,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('saving admin settings never extends a session', () => {
  it('keeps the sign-in time, so the session still ends SESSION_MAX_DAYS after the password', async () => {
    const admin = await createUser(ctx, { role: 'ROLE_ADMIN' });
    const first = await signIn(admin.username);
    const signedInAt = ctx.app.jwt.decode<{ at: number }>(first)?.at;
    const body = { name: admin.name, email: admin.email, username: admin.username };
    const save = (token: string) =>
      ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/setting', payload: body, headers: bearer(token) });

    clock.advance(29 * 86_400_000);
    const saved = await save(first);
    expect(saved.statusCode, saved.body).toBe(200);
    const token = saved.json().result.token as string;
    // Attack: the answer used to be stamped "signed in now". It keeps the password sign-in's time ...
    expect(ctx.app.jwt.decode<{ at: number }>(token)?.at).toBe(signedInAt);
    // ... and lives no longer than what is left of the session (one day here, not a fresh token life).
    expect(Date.parse(saved.json().result.expiresAt)).toBeLessThanOrEqual(Date.now() + 86_400_000 + 5000);

    clock.advance(2 * 86_400_000);
    // Past SESSION_MAX_DAYS: neither a save nor a refresh answers a token.
    const late = await save(token);
    expect(late.statusCode).toBe(401);
    expect(late.json().code).toBe('SESSION_EXPIRED');
    expect((await refresh(token)).status).toBe(401);

    // Every save is in the activity log, the unchanged one too.
    const rows = await ctx.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('user_id', '=', admin.id)
      .execute();
    expect(rows.map((r) => r.activity_info)).toEqual([ADMIN_SETTING_ACTIVITY.unchanged]);

    // Positive control: the admin types the password again and may save.
    expect((await save(await signIn(admin.username))).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  createUser,
  loginAs,
  TEST_SCRYPT_LOGN,
  type TestContext,
} from '../../test/helpers.ts';
import { costFor, hashingStats } from '../lib/password.ts';
import { IP_LIMITS } from '../modules/auth/auth.routes.ts';

/**
 * Sign-in hardening (docs/decisions/008). Attacks: (a) time sign-ins to learn which usernames/e-mails exist — an unknown account used
 * to cost a cheaper dummy hash than a real one; (b) ask the public profile lookup for e-mail addresses;
 * (c) mass registration attempts as an e-mail oracle. Proof they fail: every sign-in attempt costs exactly one
 * derivation at the configured parameters, known or not; visitors get the same 404 for a registered address as
 * for an unused one; registration is rate limited per address.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let ipSeq = 0;
const login = (email: string, password: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
    remoteAddress: `198.51.100.${++ipSeq}`,
  });

/** The derivations one sign-in attempt made, as `logN/r/p` -> count. */
async function costOf(email: string, password: string) {
  hashingStats.reset();
  const res = await login(email, password);
  return {
    status: res.statusCode,
    message: res.json().message,
    costs: Object.fromEntries(hashingStats.byCost),
  };
}

describe('sign-in costs the same for unknown and known accounts', () => {
  it('unknown account, imported member without a password and wrong password: one derivation, same parameters', async () => {
    const known = await createUser(ctx);
    const imported = await createUser(ctx, { password: null });
    const { logN, r, p } = costFor(TEST_SCRYPT_LOGN);
    const expected = { [`${logN}/${r}/${p}`]: 1 };

    const wrong = await costOf(known.username, 'bukan-sandinya');
    const unknown = await costOf('tidak.terdaftar@example.com', 'bukan-sandinya');
    const noHash = await costOf(imported.email, 'bukan-sandinya');
    for (const attempt of [wrong, unknown, noHash]) {
      expect(attempt.status).toBe(401);
      expect(attempt.costs).toEqual(expected);
      expect(attempt.message).toBe(wrong.message);
    }
    // Positive control: the owner still signs in.
    expect((await login(known.username, 'rahasia-123')).statusCode).toBe(200);
  });
});

describe('the public profile lookup is no e-mail oracle', () => {
  it('gives a visitor and another member the same 404 for a registered e-mail as for an unused one', async () => {
    const owner = await createUser(ctx, { email: 'terdaftar.sekali@example.com' });
    const other = await loginAs(ctx);
    for (const headers of [{}, other.headers]) {
      const registered = await ctx.app.inject({ url: '/api/v1/user/terdaftar.sekali@example.com', headers });
      const unused = await ctx.app.inject({ url: '/api/v1/user/belum.dipakai@example.com', headers });
      expect(registered.statusCode).toBe(404);
      expect(registered.body).toBe(unused.body);
    }
    // Positive controls: the owner and an admin may look the address up; the username lookup stays public.
    const self = await ctx.app.inject({
      url: '/api/v1/user/terdaftar.sekali@example.com',
      headers: { authorization: `Bearer ${ctx.app.signToken(owner).token}` },
    });
    expect(self.statusCode).toBe(200);
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    expect(
      (await ctx.app.inject({ url: '/api/v1/user/terdaftar.sekali@example.com', headers: admin.headers }))
        .statusCode,
    ).toBe(200);
    expect((await ctx.app.inject({ url: `/api/v1/user/${owner.username}` })).statusCode).toBe(200);
  });
});

describe('registration is rate limited per address', () => {
  it(`refuses the ${IP_LIMITS.register.max + 1}th attempt from one address within the window, not others`, async () => {
    const ip = '192.0.2.200';
    const register = (i: number, from = ip) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v1/register',
        payload: { username: `x${i}`, name: 'X', email: 'bukan-email', password: 'rahasia-123' },
        remoteAddress: from,
      });
    for (let i = 0; i < IP_LIMITS.register.max; i++) expect((await register(i)).statusCode).toBe(400);
    const limited = await register(999);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toEqual(expect.any(String));
    expect((await register(1000, '192.0.2.201')).statusCode).toBe(400);
  });
});

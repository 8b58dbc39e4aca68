import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, createUser, DEFAULT_PASSWORD, type TestContext } from '../../test/helpers.ts';
import { SESSION_EXPIRED } from '../lib/auth.ts';

/**
 * Verified tokens are kept by their exact text (lib/auth.ts, docs/decisions/033 "Fifth step"), so a token's
 * signature is not checked again on every request. Attacks: keep using a token after its owner logged out or
 * changed the password, past its expiry, or with its signature or payload changed. Proof they fail: each is
 * refused although the genuine token was taken a moment before; positive controls alongside. Both databases.
 */
let ctx: TestContext;
beforeAll(async () => {
  // The read cache on, as in production (the sign-in row is then kept up to a second between writes).
  ctx = await createTestContext({ config: { readCacheTtlMs: 30_000 } });
});
afterAll(() => ctx.close());
afterEach(() => {
  vi.useRealTimers();
});

let ipSeq = 0;
async function signIn(username: string, password = DEFAULT_PASSWORD) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email: username, password },
    remoteAddress: `198.51.100.${++ipSeq}`,
  });
  expect(res.statusCode).toBe(200);
  return res.json().result.token as string;
}
const me = (token: string) =>
  ctx.app.inject({ url: '/api/v1/current-user', headers: { authorization: `Bearer ${token}` } });
const refused = async (token: string) => {
  const res = await me(token);
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: SESSION_EXPIRED, code: 'SESSION_EXPIRED' });
};

describe('a verified token kept by its text', () => {
  it('still ends at once with a logout, and the member’s other session keeps working', async () => {
    const user = await createUser(ctx);
    const phone = await signIn(user.username);
    const laptop = await signIn(user.username);
    for (let i = 0; i < 3; i++) expect((await me(phone)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/logout',
      headers: { authorization: `Bearer ${phone}` },
    });
    expect(out.statusCode).toBe(200);
    await refused(phone);
    expect((await me(laptop)).statusCode).toBe(200);
  });

  it('still ends with a password change written straight into the database (within the row’s second)', async () => {
    const user = await createUser(ctx);
    const token = await signIn(user.username);
    expect((await me(token)).statusCode).toBe(200);
    await ctx.db
      .updateTable('users')
      .set({ token_version: user.token_version + 1 })
      .where('id', '=', user.id)
      .execute();
    // Nobody announced the write: the sign-in row is re-read within SIGN_IN_ROW_MAX_MS (lib/read-cache.ts).
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await refused(token);
  });

  it('is refused once it expires, though it was taken a moment before', async () => {
    const user = await createUser(ctx);
    const now = Math.floor(Date.now() / 1000);
    const token = ctx.app.jwt.sign(
      { sub: String(user.id), tv: user.token_version, sid: crypto.randomUUID(), gen: 0, at: now },
      { expiresIn: 60 },
    );
    expect((await me(token)).statusCode).toBe(200);
    // Times from the token's own `exp` (whole seconds), not from when the test signed it: a slow first request
    // must not move the second one past the expiry.
    const exp = (ctx.app.jwt.decode(token) as { exp: number }).exp * 1000;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(exp - 1_000);
    expect((await me(token)).statusCode).toBe(200);
    vi.setSystemTime(exp + 1_000);
    await refused(token);
  });

  it('does not vouch for the same payload under another signature, nor for a changed payload', async () => {
    const user = await createUser(ctx);
    const token = await signIn(user.username);
    expect((await me(token)).statusCode).toBe(200);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const flipped = `${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BA' : 'AA'}`;
    await refused(`${header}.${payload}.${flipped}`);
    const other = await createUser(ctx);
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: String(other.id) })).toString('base64url');
    await refused(`${header}.${forged}.${signature}`);
    // Positive control: the genuine token still works.
    expect((await me(token)).statusCode).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, DEFAULT_PASSWORD, type TestContext } from '../../test/helpers.ts';
import { AUTH_MESSAGES } from '../modules/auth/auth.messages.ts';

/**
 * Sign-in hardening (docs/decisions/008). Attack: guess a member's password from many addresses, which used to lock the real member out
 * for 15 minutes after five guesses from anywhere. Proof it fails: each attacking address locks only itself
 * (5 failures per account and address), the owner's own address still signs in, and when guesses from many
 * addresses pass the per-account ceiling, only clients without the owner's signed device cookie are refused.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password: string, ip: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/login',
    payload: { email, password },
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });

/** The `name=value` of the device cookie a successful sign-in set. */
function deviceCookie(res: Awaited<ReturnType<typeof login>>): string {
  const set = res.cookies.find((c) => c.name.startsWith('a86_device_'));
  if (!set) throw new Error('no device cookie');
  expect(set).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/login' });
  return `${set.name}=${set.value}`;
}

async function guess(username: string, ip: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await login(username, `tebakan-${i}`, ip);
    if (res.statusCode === 429) return 'locked';
    expect(res.statusCode).toBe(401);
  }
  return 'open';
}

describe('an attacker cannot lock the owner out', () => {
  it('five failures lock the attacking address only; the owner signs in from their own address', async () => {
    const owner = await createUser(ctx);
    expect(await guess(owner.username, '203.0.113.1', 5)).toBe('open');
    const locked = await login(owner.username, DEFAULT_PASSWORD, '203.0.113.1');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    // Positive control: the owner, elsewhere, is not affected.
    expect((await login(owner.username, DEFAULT_PASSWORD, '198.51.100.50')).statusCode).toBe(200);
  });

  it('guessing spread over many addresses hits the account ceiling; the owner’s browser with its device cookie still signs in', async () => {
    const owner = await createUser(ctx);
    const first = await login(owner.username, DEFAULT_PASSWORD, '198.51.100.60');
    expect(first.statusCode).toBe(200);
    const cookie = deviceCookie(first);

    // 11 addresses x 5 guesses = 55 failures, past the ceiling of 50.
    for (let a = 0; a < 11; a++) await guess(owner.username, `203.0.113.${100 + a}`, 5);
    // A fresh address without the cookie is refused even with the right password ...
    expect((await login(owner.username, DEFAULT_PASSWORD, '203.0.113.250')).statusCode).toBe(429);
    // ... and so is a forged or another account's cookie.
    const forged = cookie.replace(/=.*/, '=palsu.tanda-tangan');
    expect((await login(owner.username, DEFAULT_PASSWORD, '198.51.100.61', forged)).statusCode).toBe(429);
    const someoneElse = await createUser(ctx);
    const otherCookie = deviceCookie(await login(someoneElse.username, DEFAULT_PASSWORD, '198.51.100.62'));
    expect((await login(owner.username, DEFAULT_PASSWORD, '198.51.100.62', otherCookie)).statusCode).toBe(
      429,
    );

    // The owner's browser, from a new address (phones change addresses), signs in.
    const again = await login(owner.username, DEFAULT_PASSWORD, '198.51.100.63', cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().result.currentUser.id).toBe(owner.id);
  });

  it('a trusted device that guesses wrong five times locks only itself', async () => {
    const owner = await createUser(ctx);
    const cookie = deviceCookie(await login(owner.username, DEFAULT_PASSWORD, '198.51.100.70'));
    for (let i = 0; i < 5; i++)
      expect((await login(owner.username, `salah-${i}`, '198.51.100.70', cookie)).statusCode).toBe(401);
    expect((await login(owner.username, DEFAULT_PASSWORD, '198.51.100.70', cookie)).statusCode).toBe(429);
    // Same address without that cookie counts separately (no failures of its own yet).
    expect((await login(owner.username, DEFAULT_PASSWORD, '198.51.100.70')).statusCode).toBe(200);
  });
});

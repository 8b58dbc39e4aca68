import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, DEFAULT_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { IP_LIMITS } from './auth.routes.ts';
import { HOSTILE, manualClock, post } from './auth.test-support.ts';

let ctx: TestContext;
const clock = manualClock(new Date('2026-03-01T08:00:00.000Z'));
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(() => ctx.close());

const MINUTE = 60_000;
const login = (email: unknown, password: unknown, extra: Record<string, unknown> = {}, ip?: string) =>
  post(ctx, '/login', { email, password, ...extra }, { ip });

const historyOf = (userId: number) =>
  ctx.db.selectFrom('login_history').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('POST /login', () => {
  it('signs in by username in another letter case and returns the session without a message key', async () => {
    const user = await createUser(ctx, { username: 'Budi.Santoso', name: 'Budi Santoso' });
    const res = await login('bUDI.sANTOSO', DEFAULT_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('message');
    expect(Object.keys(body)).toEqual(['result']);
    expect(body.result).toEqual({
      currentUser: {
        id: user.id,
        name: 'Budi Santoso',
        username: 'Budi.Santoso',
        email: user.email,
        role: 'ROLE_USER',
        picture: null,
        lastLogin: null,
        isProfileComplete: false,
        mustChangePassword: false,
        createdDate: user.created_at,
      },
      token: expect.any(String),
      expiresAt: expect.any(String),
    });
    expect(Date.parse(body.result.expiresAt)).toBeGreaterThan(
      Date.now() + (ctx.config.tokenTtlSeconds - 60) * 1000,
    );
    expect(body.result.currentUser).not.toHaveProperty('password_hash');

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/current-user',
      headers: { authorization: `Bearer ${body.result.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.id).toBe(user.id);
  });

  it('signs in by email in another letter case and ignores `secret`', async () => {
    const user = await createUser(ctx, { email: 'Siti.Rahma@Example.com' });
    for (const secret of ['U2FsdGVkX1+garbage', { nested: true }, 12345, null]) {
      const res = await login('SITI.RAHMA@example.COM', DEFAULT_PASSWORD, { secret });
      expect(res.statusCode).toBe(200);
      expect(res.json().result.currentUser.id).toBe(user.id);
    }
  });

  it('records last_login and a login_history row, and reports the previous sign-in as lastLogin', async () => {
    const user = await createUser(ctx);
    const first = clock.now().toISOString();
    const a = await login(user.username, DEFAULT_PASSWORD, {}, '10.9.9.1');
    expect(a.json().result.currentUser.lastLogin).toBeNull();

    clock.advance(90 * MINUTE);
    const second = clock.now().toISOString();
    const b = await login(user.email, DEFAULT_PASSWORD, {}, '10.9.9.2');
    expect(b.statusCode).toBe(200);
    expect(b.json().result.currentUser.lastLogin).toBe(first);

    const row = await ctx.db
      .selectFrom('users')
      .select('last_login')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(row?.last_login).toBe(second);
    const history = await historyOf(user.id);
    expect(history.map((h) => [h.ip, h.created_at])).toEqual([
      ['10.9.9.1', first],
      ['10.9.9.2', second],
    ]);

    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/current-user',
      headers: { authorization: `Bearer ${b.json().result.token}` },
    });
    expect(me.json().result.lastLogin).toBe(first);
  });

  it('answers wrong password, unknown account and a NULL password hash with the same 401', async () => {
    const user = await createUser(ctx);
    const imported = await createUser(ctx, { password: null });
    const bodies = [];
    for (const [id, pw] of [
      [user.username, 'salah-sekali'],
      ['tidak.ada', DEFAULT_PASSWORD],
      [imported.username, DEFAULT_PASSWORD],
      [imported.username, ''.padEnd(8, 'x')],
    ] as const) {
      const res = await login(id, pw);
      expect(res.statusCode).toBe(401);
      bodies.push(res.json());
    }
    for (const body of bodies) {
      expect(body).toEqual({ message: AUTH_MESSAGES.badCredentials, code: 'INVALID_CREDENTIALS' });
    }
    expect(await historyOf(user.id)).toHaveLength(0);
    expect(await historyOf(imported.id)).toHaveLength(0);
  });

  it.each([
    [{ password: DEFAULT_PASSWORD }, 'Email atau username harus diisi'],
    [{ email: '   ', password: DEFAULT_PASSWORD }, 'Email atau username harus diisi'],
    [{ email: 'budi' }, 'Password harus diisi'],
    [{ email: 'budi', password: '' }, 'Password harus diisi'],
    [{ email: 'x'.repeat(255), password: DEFAULT_PASSWORD }, 'Email atau username terlalu panjang'],
    [{ email: 'budi', password: 'x'.repeat(129) }, 'Password maksimal 128 karakter'],
    [{ email: 123, password: DEFAULT_PASSWORD }, 'Email atau username harus diisi'],
    [{ email: 'budi', password: ['a'] }, 'Password harus diisi'],
  ])('refuses bad input %j with 400 and an Indonesian message', async (payload, message) => {
    const res = await post(ctx, '/login', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
  });

  it('refuses a missing or non-object body with 400', async () => {
    for (const payload of [undefined, '"text"', '[1,2]']) {
      const res = await post(ctx, '/login', payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
      expect(res.json()).not.toHaveProperty('result');
    }
  });

  it('treats hostile identifiers as plain text', async () => {
    const before = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    for (const text of HOSTILE) {
      const res = await login(text, text.padEnd(8, '-'));
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe(AUTH_MESSAGES.badCredentials);
    }
    const after = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(after?.n)).toBe(Number(before?.n));
  });
});

describe('POST /login account limiter', () => {
  it('answers 429 after 5 failures for one account from one address (any letter case, username or email), without checking the password', async () => {
    const user = await createUser(ctx, { username: 'Limit.Me', email: 'limit.me@example.com' });
    const ip = '198.51.100.40';
    for (const id of ['limit.me', 'LIMIT.ME', 'Limit.Me@Example.com', ' limit.me ', 'lImIt.mE']) {
      expect((await login(id, 'salah-sekali', {}, ip)).statusCode).toBe(401);
    }
    const blocked = await login('limit.me', DEFAULT_PASSWORD, {}, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      message: AUTH_MESSAGES.tooManyAttempts,
      code: 'TOO_MANY_LOGIN_ATTEMPTS',
    });
    expect(await historyOf(user.id)).toHaveLength(0);

    clock.advance(14 * MINUTE);
    expect((await login('limit.me', DEFAULT_PASSWORD, {}, ip)).statusCode).toBe(429);
    clock.advance(1 * MINUTE + 1);
    expect((await login('limit.me', DEFAULT_PASSWORD, {}, ip)).statusCode).toBe(200);
  });

  it('forgets the failures after a successful sign-in', async () => {
    const user = await createUser(ctx);
    const ip = '198.51.100.41';
    for (let i = 0; i < 4; i++)
      expect((await login(user.username, 'salah-sekali', {}, ip)).statusCode).toBe(401);
    expect((await login(user.username, DEFAULT_PASSWORD, {}, ip)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await login(user.username, 'salah-sekali', {}, ip)).statusCode).toBe(401);
    expect((await login(user.username, DEFAULT_PASSWORD, {}, ip)).statusCode).toBe(200);
  });

  it('limits unknown identifiers the same way, so a 429 reveals no account', async () => {
    const ip = '198.51.100.42';
    for (let i = 0; i < 5; i++)
      expect((await login('hantu@example.com', 'salah-sekali', {}, ip)).statusCode).toBe(401);
    expect((await login('hantu@example.com', 'salah-sekali', {}, ip)).statusCode).toBe(429);
  });
});

describe('POST /login per-IP limit', () => {
  it(`answers 429 after ${IP_LIMITS.login.max} requests a minute from one address, not from others`, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < IP_LIMITS.login.max; i++) {
      expect((await post(ctx, '/login', {}, { ip })).statusCode).toBe(400);
    }
    const limited = await post(ctx, '/login', {}, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
    expect((await post(ctx, '/login', {}, { ip: '192.0.2.78' })).statusCode).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import { violatedUserField } from '../../db/unique-violation.ts';
import { verifyPassword } from '../../lib/password.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { HOSTILE, post } from './auth.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

let seq = 0;
function newAccount(overrides: Record<string, unknown> = {}) {
  seq += 1;
  return {
    username: `anggota_${seq}`,
    name: `Anggota Baru ${seq}`,
    email: `anggota${seq}@example.com`,
    password: 'kata-sandi-1',
    ...overrides,
  };
}

const userByUsername = (username: string) =>
  ctx.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

describe('POST /register', () => {
  it('creates a ROLE_USER with an incomplete profile, answers 201 with a session and records no login', async () => {
    const account = newAccount({ name: '  Dewi Lestari  ' });
    const res = await post(ctx, '/register', account);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).not.toHaveProperty('message');
    expect(body.result).toEqual({
      currentUser: {
        id: expect.any(Number),
        name: 'Dewi Lestari',
        username: account.username,
        email: account.email,
        role: 'ROLE_USER',
        picture: null,
        lastLogin: null,
        isProfileComplete: false,
        mustChangePassword: false,
        createdDate: expect.any(String),
      },
      token: expect.any(String),
      expiresAt: expect.any(String),
    });

    const row = await userByUsername(account.username);
    expect(row).toMatchObject({
      role: 'ROLE_USER',
      is_profile_complete: 0,
      last_login: null,
      name: 'Dewi Lestari',
    });
    expect(row?.password_hash).toMatch(/^scrypt\$/);
    expect(await verifyPassword('kata-sandi-1', row?.password_hash ?? null)).toBe(true);
    const history = await ctx.db
      .selectFrom('login_history')
      .selectAll()
      .where('user_id', '=', body.result.currentUser.id)
      .execute();
    expect(history).toHaveLength(0);

    // The token is good for the wizard's step 2.
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/current-user',
      headers: { authorization: `Bearer ${body.result.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().result.username).toBe(account.username);
  });

  it('stores a hostile name as plain text', async () => {
    for (const name of HOSTILE) {
      const account = newAccount({ name });
      const res = await post(ctx, '/register', account);
      expect(res.statusCode).toBe(201);
      expect(res.json().result.currentUser.name).toBe(name);
      expect((await userByUsername(account.username))?.name).toBe(name);
    }
    expect(await ctx.db.selectFrom('users').select('id').limit(1).execute()).toHaveLength(1);
  });

  it('refuses a taken username or email in any letter case with 409 and creates nobody', async () => {
    const existing = await createUser(ctx, { username: 'Rudi.Hartono', email: 'Rudi@Example.com' });
    const count = async () => (await ctx.db.selectFrom('users').select('id').execute()).length;
    const before = await count();

    const u = await post(ctx, '/register', newAccount({ username: 'rudi.HARTONO' }));
    expect(u.statusCode).toBe(409);
    expect(u.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken, code: 'USERNAME_TAKEN' });

    const e = await post(ctx, '/register', newAccount({ email: 'rudi@EXAMPLE.com' }));
    expect(e.statusCode).toBe(409);
    expect(e.json()).toEqual({ message: AUTH_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });

    expect(await count()).toBe(before);
    expect((await userByUsername(existing.username))?.email).toBe('Rudi@Example.com');
  });

  it.each([
    [{ username: undefined }, 'Username harus diisi'],
    [{ username: 'ab' }, 'Username minimal 3 karakter'],
    [{ username: 'a'.repeat(31) }, 'Username maksimal 30 karakter'],
    [
      { username: "'; drop table users;--" },
      'Username hanya boleh berisi huruf, angka, titik dan garis bawah',
    ],
    [{ username: '<script>' }, 'Username hanya boleh berisi huruf, angka, titik dan garis bawah'],
    [{ username: 42 }, 'Username harus diisi'],
    [{ name: undefined }, 'Nama harus diisi'],
    [{ name: '   ' }, 'Nama harus diisi'],
    [{ name: 'n'.repeat(101) }, 'Nama maksimal 100 karakter'],
    [{ email: undefined }, 'Email harus diisi'],
    [{ email: 'bukan-email' }, 'Format email tidak valid'],
    [{ email: `${'e'.repeat(250)}@x.id` }, 'Email terlalu panjang'],
    [{ password: undefined }, 'Password harus diisi'],
    [{ password: 'pendek' }, 'Password minimal 8 karakter'],
    [{ password: 'p'.repeat(129) }, 'Password maksimal 128 karakter'],
    [{ password: true }, 'Password harus diisi'],
  ])('refuses %j with 400 and an Indonesian message', async (overrides, message) => {
    const account = newAccount(overrides);
    const res = await post(ctx, '/register', account);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    const stored = await ctx.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', String(account.email))
      .execute();
    expect(stored).toHaveLength(0);
  });
});

describe('unique index violations (the race behind the duplicate check)', () => {
  it('are recognised for username and email on this dialect', async () => {
    const existing = await createUser(ctx);
    const attempt = (username: string, email: string) =>
      createUser(ctx, { username, email }).then(
        () => null,
        (err: unknown) => err,
      );
    const byUsername = await attempt(existing.username.toUpperCase(), 'lain@example.com');
    expect(violatedUserField(byUsername)).toBe('username');
    const byEmail = await attempt('nama_lain_sekali', existing.email.toUpperCase());
    expect(violatedUserField(byEmail)).toBe('email');
    expect(violatedUserField(new Error('boom'))).toBeNull();
  });
});

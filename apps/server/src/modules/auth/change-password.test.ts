import { PASSWORD_CHANGE_REQUIRED, type Role } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, DEFAULT_PASSWORD, type TestContext } from '../../../test/helpers.ts';
import { SESSION_EXPIRED } from '../../lib/auth.ts';
import { verifyPassword } from '../../lib/password.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { freshIp, HOSTILE, post } from './auth.test-support.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'sandi-milik-sendiri';
const userRow = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const change = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/current-user/password',
    payload: payload as object,
    headers,
    remoteAddress: freshIp(),
  });
const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });

/** A user whose password was just reset by an admin, signed in with the temporary password. */
async function flaggedSession(role: Role) {
  const user = await createUser(ctx, { role, must_change_password: 1 });
  const res = await post(ctx, '/login', { email: user.username, password: DEFAULT_PASSWORD });
  expect(res.statusCode).toBe(200);
  return { user, token: res.json().result.token as string, login: res.json().result };
}

describe('PUT /current-user/password', () => {
  it.each(['ROLE_USER', 'ROLE_ADMIN'] as const)(
    'lets a %s replace a temporary password: flag cleared, other sessions end, a fresh token works',
    async (role) => {
      const { user, token, login } = await flaggedSession(role);
      expect(login.currentUser.mustChangePassword).toBe(true);
      const other = await post(ctx, '/login', { email: user.username, password: DEFAULT_PASSWORD });

      const res = await change({ currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD }, bearer(token));
      expect(res.statusCode, res.body).toBe(200);
      const { result } = res.json();
      expect(result.currentUser).toMatchObject({ id: user.id, role, mustChangePassword: false });
      expect(Date.parse(result.expiresAt)).toBeGreaterThan(Date.now());

      const row = await userRow(user.id);
      expect(row.must_change_password).toBe(0);
      expect(row.token_version).toBe(user.token_version + 1);
      expect(await verifyPassword(NEW_PASSWORD, row.password_hash)).toBe(true);

      const revoked = await get('/api/v1/current-user', bearer(other.json().result.token));
      expect(revoked.json()).toEqual({ message: SESSION_EXPIRED, code: 'SESSION_EXPIRED' });
      expect((await get('/api/v2/notification?offset=1&limit=5', bearer(result.token))).statusCode).toBe(200);
      expect((await post(ctx, '/login', { email: user.username, password: NEW_PASSWORD })).statusCode).toBe(
        200,
      );
    },
  );

  it('also serves a member without a pending change', async () => {
    const user = await createUser(ctx);
    const signIn = await post(ctx, '/login', { email: user.email, password: DEFAULT_PASSWORD });
    const res = await change(
      { currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD },
      bearer(signIn.json().result.token),
    );
    expect(res.statusCode).toBe(200);
  });

  it('refuses a guest (401) and a revoked token (401)', async () => {
    expect((await change({ currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD })).statusCode).toBe(
      401,
    );
    const user = await createUser(ctx);
    const stale = bearer(ctx.app.signToken({ id: user.id, token_version: user.token_version + 5 }).token);
    const res = await change({ currentPassword: DEFAULT_PASSWORD, password: NEW_PASSWORD }, stale);
    expect(res.statusCode).toBe(401);
    expect(await verifyPassword(DEFAULT_PASSWORD, (await userRow(user.id)).password_hash)).toBe(true);
  });

  it('refuses a wrong current password on that field and keeps the flag', async () => {
    const { user, token } = await flaggedSession('ROLE_USER');
    const res = await change({ currentPassword: 'bukan-sandinya', password: NEW_PASSWORD }, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.currentPasswordWrong,
      code: 'CURRENT_PASSWORD_WRONG',
      errors: [{ path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong }],
    });
    const row = await userRow(user.id);
    expect(row.must_change_password).toBe(1);
    expect(await verifyPassword(DEFAULT_PASSWORD, row.password_hash)).toBe(true);
  });

  it('refuses keeping the same password', async () => {
    const { user, token } = await flaggedSession('ROLE_USER');
    const res = await change(
      { currentPassword: DEFAULT_PASSWORD, password: DEFAULT_PASSWORD },
      bearer(token),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'PASSWORD_REUSED',
      errors: [{ path: 'password', message: AUTH_MESSAGES.passwordReused }],
    });
    expect((await userRow(user.id)).must_change_password).toBe(1);
  });

  it.each([
    [{ password: NEW_PASSWORD }, AUTH_MESSAGES.currentPasswordRequired],
    [{ currentPassword: '', password: NEW_PASSWORD }, AUTH_MESSAGES.currentPasswordRequired],
    [{ currentPassword: 12, password: NEW_PASSWORD }, AUTH_MESSAGES.currentPasswordRequired],
    [{ currentPassword: DEFAULT_PASSWORD }, 'Password harus diisi'],
    [{ currentPassword: DEFAULT_PASSWORD, password: 'pendek' }, 'Password minimal 8 karakter'],
    [{ currentPassword: DEFAULT_PASSWORD, password: 'p'.repeat(129) }, 'Password maksimal 128 karakter'],
  ])('refuses %j with 400 and an Indonesian message', async (payload, message) => {
    const { user, token } = await flaggedSession('ROLE_USER');
    const res = await change(payload, bearer(token));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect((await userRow(user.id)).must_change_password).toBe(1);
  });

  it.each(HOSTILE)('stores hostile text %s as a password like any other', async (text) => {
    const { user, token } = await flaggedSession('ROLE_USER');
    const res = await change({ currentPassword: DEFAULT_PASSWORD, password: text }, bearer(token));
    expect(res.statusCode).toBe(200);
    expect(await verifyPassword(text, (await userRow(user.id)).password_hash)).toBe(true);
  });
});

describe('a session with a temporary password', () => {
  it('opens GET /current-user (with the flag) and nothing else: member, admin and public calls answer 403', async () => {
    const member = await flaggedSession('ROLE_USER');
    const me = await get('/api/v1/current-user', bearer(member.token));
    expect(me.statusCode).toBe(200);
    expect(me.json().result.mustChangePassword).toBe(true);
    for (const url of ['/api/v2/notification?offset=1&limit=5', '/api/v1/event?offset=1&limit=9']) {
      const res = await get(url, bearer(member.token));
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: PASSWORD_CHANGE_REQUIRED, code: 'PASSWORD_CHANGE_REQUIRED' });
    }
    const admin = await flaggedSession('ROLE_ADMINS');
    const log = await get('/api/v1/activity-log?offset=1&limit=10', bearer(admin.token));
    expect(log.statusCode).toBe(403);
    expect(log.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    // The same public call without the token is a visitor's and works.
    expect((await get('/api/v1/event?offset=1&limit=9', {})).statusCode).toBe(200);
  });
});

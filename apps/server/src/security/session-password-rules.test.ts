import { PASSWORD_CHANGE_REQUIRED } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEFAULT_PASSWORD, loginAs, type TestContext } from '../../test/helpers.ts';
import { verifyPassword } from '../lib/password.ts';
import { AUTH_MESSAGES } from '../modules/auth/auth.messages.ts';
import { post } from '../modules/auth/auth.test-support.ts';

/**
 * Passwords only their owner sets (docs/decisions/007): a session alone cannot take an admin account over (7b), and a temporary password an
 * admin handed out opens nothing until its owner replaces it (7c).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const userRow = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const putSetting = (payload: object, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/admin/setting', payload, headers });

describe('7b: a stolen admin session cannot change the password or email', () => {
  it('refuses a new password and a new email without the right current password', async () => {
    const { user, headers } = await loginAs(ctx, 'ROLE_ADMIN');
    const base = { name: user.name, email: user.email, username: user.username };
    // Attack: someone at an unlocked laptop sets their own password, then their own email.
    const pw = await putSetting(
      { ...base, password: 'milik-pencuri-1', repassword: 'milik-pencuri-1' },
      headers,
    );
    expect(pw.statusCode).toBe(400);
    expect(pw.json().errors).toEqual([
      { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordRequired },
    ]);
    const mail = await putSetting(
      { ...base, email: 'pencuri@example.com', currentPassword: 'tebakan-1' },
      headers,
    );
    expect(mail.statusCode).toBe(400);
    expect(mail.json().errors).toEqual([
      { path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong },
    ]);
    // Proof it failed.
    const row = await userRow(user.id);
    expect(row.email).toBe(user.email);
    expect(await verifyPassword(DEFAULT_PASSWORD, row.password_hash)).toBe(true);
    // Positive control: the owner, who knows the current password, changes both.
    const owner = await putSetting(
      {
        ...base,
        email: `baru.${user.id}@alumni86.id`,
        password: 'milik-pemilik-1',
        repassword: 'milik-pemilik-1',
        currentPassword: DEFAULT_PASSWORD,
      },
      headers,
    );
    expect(owner.statusCode, owner.body).toBe(200);
    expect(await verifyPassword('milik-pemilik-1', (await userRow(user.id)).password_hash)).toBe(true);
  });
});

describe('7c: a temporary password from an admin reset', () => {
  it('opens nothing until its owner replaces it; the replacement signs in normally', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const member = await loginAs(ctx, 'ROLE_USER');
    const reset = await ctx.app.inject({
      method: 'POST',
      url: `/api/v1/user/${member.user.id}/reset-password`,
      headers: admin.headers,
    });
    const { temporaryPassword } = reset.json().result;

    // Attack: the admin (who knows the temporary password) signs in as the member and reads member data.
    const signIn = await post(ctx, '/login', { email: member.user.username, password: temporaryPassword });
    expect(signIn.statusCode).toBe(200);
    expect(signIn.json().result.currentUser.mustChangePassword).toBe(true);
    const token = signIn.json().result.token as string;
    for (const [method, url] of [
      ['GET', '/api/v2/notification?offset=1&limit=5'],
      ['GET', '/api/v1/event-participant/get-by-user?offset=1&limit=10&userId=1'],
      ['PUT', '/api/v1/user'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: bearer(token), payload: {} });
      expect(res.statusCode, url).toBe(403);
      expect(res.json()).toEqual({ message: PASSWORD_CHANGE_REQUIRED, code: 'PASSWORD_CHANGE_REQUIRED' });
    }
    // A wrong current password does not lift it either.
    const wrong = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/current-user/password',
      headers: bearer(token),
      payload: { currentPassword: 'tebakan-salah', password: 'milik-anggota-1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect((await userRow(member.user.id)).must_change_password).toBe(1);

    // Positive control: the member sets their own password and the fresh token opens everything again;
    // the temporary password (the admin's knowledge) no longer signs in.
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/current-user/password',
      headers: bearer(token),
      payload: { currentPassword: temporaryPassword, password: 'milik-anggota-1' },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const fresh = changed.json().result.token as string;
    const notes = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/notification?offset=1&limit=5',
      headers: bearer(fresh),
    });
    expect(notes.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/current-user', headers: bearer(token) }))
        .statusCode,
    ).toBe(401);
    expect(
      (await post(ctx, '/login', { email: member.user.username, password: temporaryPassword })).statusCode,
    ).toBe(401);
    expect((await userRow(member.user.id)).must_change_password).toBe(0);
  });
});

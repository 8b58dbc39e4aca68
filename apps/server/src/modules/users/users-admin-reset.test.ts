import { TEMPORARY_PASSWORD_LENGTH, USER_NOT_FOUND } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEFAULT_PASSWORD, loginAs, type TestContext } from '../../../test/helpers.ts';
import { userRow } from './users.test-support.ts';
import { countRows, currentUser, login, resetPassword, userActivity } from './users-admin.test-support.ts';

/** POST /api/v1/user/{id}/reset-password: a one-time temporary password, old sessions revoked. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
});
afterAll(() => ctx.close());

describe('POST /user/{id}/reset-password', () => {
  it('answers a temporary password once; it logs in, the old password and token are refused', async () => {
    const member = await loginAs(ctx, 'ROLE_USER', { username: 'lupa_sandi' });
    expect((await currentUser(ctx, member.headers)).statusCode).toBe(200);
    const hashBefore = (await userRow(ctx, member.user.id)).password_hash;

    const res = await resetPassword(ctx, member.user.id, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { temporaryPassword } = res.json().result;
    expect(Object.keys(res.json().result)).toEqual(['temporaryPassword']);
    expect(temporaryPassword).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(temporaryPassword).toHaveLength(TEMPORARY_PASSWORD_LENGTH);
    expect(TEMPORARY_PASSWORD_LENGTH).toBe(16);

    const row = await ctx.db
      .selectFrom('users')
      .select(['password_hash', 'token_version', 'must_change_password'])
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row.must_change_password).toBe(1);
    expect(row.password_hash).not.toBe(hashBefore);
    expect(row.password_hash).not.toContain(temporaryPassword);
    expect(row.token_version).toBe(member.user.token_version + 1);

    expect((await currentUser(ctx, member.headers)).statusCode).toBe(401);
    expect((await login(ctx, 'lupa_sandi', DEFAULT_PASSWORD)).statusCode).toBe(401);
    const signIn = await login(ctx, 'lupa_sandi', temporaryPassword);
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().result.currentUser.mustChangePassword).toBe(true);

    const log = (await userActivity(ctx)).at(-1);
    expect(log).toEqual({
      user_id: admin.user.id,
      user_name: 'Admin Utama',
      module: 'Pengguna',
      action: 'Reset Sandi',
      activity_info: 'Mereset kata sandi pengguna lupa_sandi',
      old_value: null,
      new_value: null,
    });
    expect(JSON.stringify(log)).not.toContain(temporaryPassword);

    // A second reset gives a different password and revokes the first.
    const again = await resetPassword(ctx, member.user.id, admin.headers);
    const second = again.json().result.temporaryPassword;
    expect(second).not.toBe(temporaryPassword);
    expect((await login(ctx, 'lupa_sandi', temporaryPassword)).statusCode).toBe(401);
    expect((await login(ctx, 'lupa_sandi', second)).statusCode).toBe(200);
  });

  it('answers 404 for an unknown user and writes nothing', async () => {
    const logs = await countRows(ctx, 'activity_logs');
    const res = await resetPassword(ctx, 999_999, admin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: USER_NOT_FOUND });
    expect((await resetPassword(ctx, "1'; drop table users;--", admin.headers)).statusCode).toBe(400);
    expect(await countRows(ctx, 'activity_logs')).toBe(logs);
  });

  it('refuses guests (401) and members (403), leaving the password alone', async () => {
    const target = await loginAs(ctx);
    const hash = (await userRow(ctx, target.user.id)).password_hash;
    expect((await resetPassword(ctx, target.user.id, {})).statusCode).toBe(401);
    const member = await loginAs(ctx);
    expect((await resetPassword(ctx, target.user.id, member.headers)).statusCode).toBe(403);
    expect((await resetPassword(ctx, target.user.id, target.headers)).statusCode).toBe(403);
    expect((await userRow(ctx, target.user.id)).password_hash).toBe(hash);
    expect((await currentUser(ctx, target.headers)).statusCode).toBe(200);
  });
});

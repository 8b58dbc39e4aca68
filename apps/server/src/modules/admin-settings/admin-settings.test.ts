import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { type AdminSettingBody, PASSWORD_MISMATCH } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestContext,
  createUser,
  DEFAULT_PASSWORD,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { verifyPassword } from '../../lib/password.ts';
import { AUTH_MESSAGES } from '../auth/auth.messages.ts';
import { ADMIN_SETTING_ACTIVITY, PICTURE_INVALID } from './admin-settings.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const URL = '/api/v1/admin/setting';
const put = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'PUT', url: URL, payload: payload as object, headers });
const userRow = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const activityRows = (userId: number) =>
  ctx.db.selectFrom('activity_logs').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const currentUser = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/current-user', headers });

let seq = 0;
async function admin(role: 'ROLE_ADMIN' | 'ROLE_ADMINS' = 'ROLE_ADMIN') {
  seq += 1;
  return loginAs(ctx, role, {
    name: `Admin ${seq}`,
    username: `admin_set${seq}`,
    email: `admin${seq}@alumni86.id`,
  });
}
const bodyOf = (
  user: { name: string; email: string; username: string },
  extra: Partial<AdminSettingBody> = {},
) => ({
  name: user.name,
  email: user.email,
  username: user.username,
  // Needed only when the password or email changes (see the 'current password' tests); ignored otherwise.
  currentPassword: DEFAULT_PASSWORD,
  ...extra,
});

describe('PUT /admin/setting access', () => {
  it('refuses a guest (401) and a member (403) and changes nothing', async () => {
    const member = await loginAs(ctx, 'ROLE_USER', { name: 'Anggota Biasa' });
    const body = bodyOf(member.user, { name: 'Diretas' });
    expect((await put(body)).statusCode).toBe(401);
    const res = await put(body, member.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await userRow(member.user.id)).name).toBe('Anggota Biasa');
    expect(await activityRows(member.user.id)).toEqual([]);
  });

  it.each(['ROLE_ADMIN', 'ROLE_ADMINS'] as const)('lets %s change name, email and username', async (role) => {
    const { user, headers } = await admin(role);
    const res = await put(
      bodyOf(user, { name: 'Nama Baru', email: `Baru.${user.id}@Alumni86.id`, username: `baru_${user.id}` }),
      headers,
    );
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.currentUser).toMatchObject({
      id: user.id,
      name: 'Nama Baru',
      email: `Baru.${user.id}@Alumni86.id`,
      username: `baru_${user.id}`,
      role,
    });
    expect(typeof result.token).toBe('string');
    expect(Date.parse(result.expiresAt)).toBeGreaterThan(Date.now());
    expect(res.json()).not.toHaveProperty('message');
    const row = await userRow(user.id);
    expect(row).toMatchObject({
      name: 'Nama Baru',
      username: `baru_${user.id}`,
      token_version: user.token_version,
    });
    expect(row.password_hash).toBe(user.password_hash);
    // No password change: the old token still works.
    expect((await currentUser(headers)).statusCode).toBe(200);
  });
});

describe('PUT /admin/setting rules', () => {
  it('refuses a password that differs from its confirmation (400 PASSWORD_MISMATCH)', async () => {
    const { user, headers } = await admin();
    const res = await put(
      bodyOf(user, { name: 'Tidak Tersimpan', password: 'sandi-baru-1', repassword: 'sandi-baru-2' }),
      headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PASSWORD_MISMATCH, code: 'PASSWORD_MISMATCH' });
    expect(await userRow(user.id)).toEqual(user);
    expect(await activityRows(user.id)).toEqual([]);
    // A confirmation without a password is a mismatch too.
    expect((await put(bodyOf(user, { repassword: 'sandi-baru-2' }), headers)).statusCode).toBe(400);
  });

  it('refuses a short password, missing and malformed fields with 400', async () => {
    const { user, headers } = await admin();
    const short = await put(bodyOf(user, { password: 'pendek', repassword: 'pendek' }), headers);
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('minimal 8');
    for (const bad of [
      { email: user.email, username: user.username },
      bodyOf(user, { name: '' }),
      bodyOf(user, { email: 'bukan-email' }),
      bodyOf(user, { username: "'; drop table users;--" }),
      bodyOf(user, { name: 'x'.repeat(101) }),
      { ...bodyOf(user), name: 42 },
      bodyOf(user, { picture: '/etc/passwd' }),
    ]) {
      const res = await put(bad, headers);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect(await userRow(user.id)).toEqual(user);
  });

  it('refuses a username or email taken by someone else, case-insensitively (409)', async () => {
    const { user, headers } = await admin();
    const other = await createUser(ctx, { username: 'sudah_ada', email: 'sudah@ada.id' });
    const u = await put(bodyOf(user, { username: 'SUDAH_ADA' }), headers);
    expect(u.statusCode).toBe(409);
    expect(u.json()).toEqual({ message: AUTH_MESSAGES.usernameTaken, code: 'USERNAME_TAKEN' });
    const e = await put(bodyOf(user, { email: 'Sudah@ADA.id' }), headers);
    expect(e.statusCode).toBe(409);
    expect(e.json()).toEqual({ message: AUTH_MESSAGES.emailTaken, code: 'EMAIL_TAKEN' });
    expect(await userRow(user.id)).toEqual(user);
    expect(other.username).toBe('sudah_ada');
    // Keeping one's own username in another case is not a conflict.
    expect((await put(bodyOf(user, { username: user.username.toUpperCase() }), headers)).statusCode).toBe(
      200,
    );
  });

  it('accepts a picture uploaded here, clears it with null and refuses a missing file', async () => {
    const { user, headers } = await admin();
    const pic = `/uploads/${'a'.repeat(32)}.webp`;
    writeFileSync(path.join(ctx.config.uploadDir, `${'a'.repeat(32)}.webp`), 'x');
    const set = await put(bodyOf(user, { picture: pic }), headers);
    expect(set.statusCode).toBe(200);
    expect(set.json().result.currentUser.picture).toBe(pic);
    const missing = await put(bodyOf(user, { picture: `/uploads/${'b'.repeat(32)}.webp` }), headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: PICTURE_INVALID, code: 'PICTURE_INVALID' });
    // Absent = unchanged.
    expect((await put(bodyOf(user), headers)).json().result.currentUser.picture).toBe(pic);
    const cleared = await put(bodyOf(user, { picture: null }), headers);
    expect(cleared.json().result.currentUser.picture).toBeNull();
    expect((await userRow(user.id)).picture).toBeNull();
  });

  it('stores hostile text verbatim', async () => {
    const { user, headers } = await admin();
    const name = `<script>alert(1)</script> '; drop table users;--`;
    const res = await put(bodyOf(user, { name }), headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.currentUser.name).toBe(name);
    expect((await userRow(user.id)).name).toBe(name);
    const [row] = await activityRows(user.id);
    expect(JSON.parse(row?.new_value ?? '{}')).toEqual({ name });
  });
});

describe('PUT /admin/setting password change and activity', () => {
  it('changes the password, revokes the old token and returns a working one', async () => {
    const { user, headers } = await admin('ROLE_ADMINS');
    const res = await put(
      bodyOf(user, { password: 'sandi-baru-123', repassword: 'sandi-baru-123' }),
      headers,
    );
    expect(res.statusCode).toBe(200);
    const { token } = res.json().result;
    const row = await userRow(user.id);
    expect(row.token_version).toBe(user.token_version + 1);
    expect(await verifyPassword('sandi-baru-123', row.password_hash)).toBe(true);
    expect((await currentUser(headers)).statusCode).toBe(401);
    const fresh = await currentUser({ authorization: `Bearer ${token}` });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().result.id).toBe(user.id);
    // The new password signs in; the old one does not.
    const login = (password: string) =>
      ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: user.username, password } });
    expect((await login('sandi-baru-123')).statusCode).toBe(200);
    expect((await login('rahasia-123')).statusCode).toBe(401);

    const [log] = await activityRows(user.id);
    expect(log).toMatchObject({
      module: 'Pengaturan',
      action: 'Ubah',
      activity_info: ADMIN_SETTING_ACTIVITY.password,
      old_value: null,
      new_value: null,
    });
    expect(JSON.stringify(log)).not.toContain('sandi-baru-123');
  });

  it('writes one activity row with only the changed fields, signed with the new name', async () => {
    const { user, headers } = await admin();
    const res = await put(
      bodyOf(user, { name: 'Admin Berganti', password: 'sandi-lain-456', repassword: 'sandi-lain-456' }),
      headers,
    );
    expect(res.statusCode).toBe(200);
    const rows = await activityRows(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      user_name: 'Admin Berganti',
      module: 'Pengaturan',
      action: 'Ubah',
      activity_info: ADMIN_SETTING_ACTIVITY.both,
    });
    expect(JSON.parse(rows[0]?.old_value ?? '{}')).toEqual({ name: user.name });
    expect(JSON.parse(rows[0]?.new_value ?? '{}')).toEqual({ name: 'Admin Berganti' });

    // A save without any change is in the log too (docs/decisions/020: every save of the settings is).
    const token = res.json().result.token as string;
    const again = await put(bodyOf({ ...user, name: 'Admin Berganti' }), {
      authorization: `Bearer ${token}`,
    });
    expect(again.statusCode).toBe(200);
    expect(await activityRows(user.id)).toHaveLength(2);
    expect((await activityRows(user.id)).at(-1)?.activity_info).toBe(ADMIN_SETTING_ACTIVITY.unchanged);

    // An account-only change reads as such.
    await put(bodyOf({ ...user, name: 'Admin Ketiga' }), authHeader(ctx, await userRow(user.id)));
    const last = (await activityRows(user.id)).at(-1);
    expect(last?.activity_info).toBe(ADMIN_SETTING_ACTIVITY.account);
  });
});

describe('PUT /admin/setting current password', () => {
  const noCurrent = <T extends { currentPassword?: string }>(body: T) => {
    const { currentPassword: _omit, ...rest } = body;
    return rest;
  };

  it('changes name, username and picture without the current password', async () => {
    const { user, headers } = await admin();
    const res = await put(
      noCurrent(bodyOf(user, { name: 'Tanpa Sandi', username: `tanpa_${user.id}` })),
      headers,
    );
    expect(res.statusCode).toBe(200);
    expect(await userRow(user.id)).toMatchObject({ name: 'Tanpa Sandi', username: `tanpa_${user.id}` });
  });

  it.each([
    ['a new password', { password: 'sandi-baru-789', repassword: 'sandi-baru-789' }],
    ['a new email', { email: 'alamat.baru@alumni86.id' }],
  ])(
    'refuses %s without the current password (400 on currentPassword) and changes nothing',
    async (_, extra) => {
      const { user, headers } = await admin();
      const res = await put(noCurrent(bodyOf(user, extra)), headers);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: AUTH_MESSAGES.currentPasswordRequired,
        code: 'CURRENT_PASSWORD_REQUIRED',
        errors: [{ path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordRequired }],
      });
      const empty = await put(bodyOf(user, { ...extra, currentPassword: '' }), headers);
      expect(empty.json().code).toBe('CURRENT_PASSWORD_REQUIRED');
      const row = await userRow(user.id);
      expect(row.email).toBe(user.email);
      expect(row.password_hash).toBe(user.password_hash);
      expect(row.token_version).toBe(user.token_version);
    },
  );

  it.each([
    ['a new password', { password: 'sandi-baru-789', repassword: 'sandi-baru-789' }],
    ['a new email', { email: 'alamat.lain@alumni86.id' }],
  ])('refuses %s with a wrong current password (400 on currentPassword)', async (_, extra) => {
    const { user, headers } = await admin();
    const res = await put(bodyOf(user, { ...extra, currentPassword: 'bukan-sandinya' }), headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.currentPasswordWrong,
      code: 'CURRENT_PASSWORD_WRONG',
      errors: [{ path: 'currentPassword', message: AUTH_MESSAGES.currentPasswordWrong }],
    });
    const row = await userRow(user.id);
    expect(row.email).toBe(user.email);
    expect(row.password_hash).toBe(user.password_hash);
  });

  it('accepts an email change in another letter case only as no change (no current password needed)', async () => {
    const { user, headers } = await admin();
    const res = await put(noCurrent(bodyOf(user, { email: user.email.toUpperCase() })), headers);
    expect(res.statusCode).toBe(200);
  });

  it('is closed to an admin who still has a temporary password (403 PASSWORD_CHANGE_REQUIRED)', async () => {
    const { user } = await admin();
    await ctx.db.updateTable('users').set({ must_change_password: 1 }).where('id', '=', user.id).execute();
    const flagged = await put(
      bodyOf(user, { password: 'sandi-baru-789', repassword: 'sandi-baru-789' }),
      authHeader(ctx, await userRow(user.id)),
    );
    expect(flagged.statusCode).toBe(403);
    expect(flagged.json().code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect((await userRow(user.id)).must_change_password).toBe(1);
  });
});

import { EMAIL_TAKEN, PASSWORD_MISMATCH, USERNAME_TAKEN } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { fakeUpload, HOSTILE, userRow } from './users.test-support.ts';
import { countRows, login, newUserBody, postUser, userActivity } from './users-admin.test-support.ts';

/** POST /api/v1/user: an admin adds a member (docs/spec.md §§2 /admin/user/add, 5, 7). */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
});
afterAll(() => ctx.close());

describe('POST /user', () => {
  it('creates a ROLE_USER member (201 FullUser), logs "Tambah", and the member can log in', async () => {
    const picture = fakeUpload(ctx);
    const body = newUserBody('satu', {
      nickname: 'Budi',
      phoneNumber: '+62 812-3456-7890',
      address: 'Jl. Merdeka 1',
      highSchool: 'SMA 86',
      occupation: 'Guru',
      picture,
    });
    const res = await postUser(ctx, body, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const user = res.json().result;
    expect(user).toMatchObject({
      name: 'Budi satu',
      nickname: 'Budi',
      username: 'budi_satu',
      email: 'budi_satu@example.com',
      phoneNumber: '+62 812-3456-7890',
      address: 'Jl. Merdeka 1',
      highSchool: 'SMA 86',
      occupation: 'Guru',
      picture,
      role: 'ROLE_USER',
      // about is not part of the admin form, so the profile is not complete yet.
      isProfileComplete: false,
      lastLogin: null,
    });
    expect(res.body).not.toMatch(/password|kata-sandi-baru|token/i);
    const row = await userRow(ctx, user.id);
    expect(row.role).toBe('ROLE_USER');
    expect(row.password_hash).toMatch(/^scrypt\$/);
    expect(await userActivity(ctx)).toEqual([
      {
        user_id: admin.user.id,
        user_name: 'Admin Utama',
        module: 'Pengguna',
        action: 'Tambah',
        activity_info: 'Menambah pengguna budi_satu',
        old_value: null,
        new_value: JSON.stringify({
          username: 'budi_satu',
          email: 'budi_satu@example.com',
          name: 'Budi satu',
        }),
      },
    ]);

    const signIn = await login(ctx, 'budi_satu', 'kata-sandi-baru');
    expect(signIn.statusCode, signIn.body).toBe(200);
    expect(signIn.json().result.currentUser).toMatchObject({ id: user.id, role: 'ROLE_USER' });
    expect((await login(ctx, 'budi_satu', 'salah-sandi-123')).statusCode).toBe(401);
  });

  it('keeps about, languages and specialities when given (list or comma-joined), as PUT /user would', async () => {
    const res = await postUser(
      ctx,
      newUserBody('tentang', {
        about: '  Pensiunan guru, suka reuni.  ',
        languages: 'Bahasa Indonesia, Sunda',
        specialities: ['Mengajar', ' Menulis ', 'mengajar', ''],
        phoneNumber: '0812 3456 7890',
        address: 'Jl. Braga 86',
        highSchool: 'SMA 86',
        occupation: 'Guru',
        nickname: 'Tentang',
      }),
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const expected = {
      about: 'Pensiunan guru, suka reuni.',
      languages: 'Bahasa Indonesia, Sunda',
      specialities: 'Mengajar, Menulis',
      // Every field of the completeness rule is filled in now.
      isProfileComplete: true,
    };
    expect(res.json().result).toMatchObject(expected);
    const row = await userRow(ctx, res.json().result.id);
    expect(row).toMatchObject({
      about: 'Pensiunan guru, suka reuni.',
      languages: 'Bahasa Indonesia, Sunda',
      specialities: 'Mengajar, Menulis',
      is_profile_complete: 1,
    });
    const profile = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/budi_tentang' });
    expect(profile.json().result).toMatchObject(expected);

    const joined = await postUser(
      ctx,
      newUserBody('keahlian', { specialities: 'Memasak,  Menari' }),
      admin.headers,
    );
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().result).toMatchObject({
      specialities: 'Memasak, Menari',
      about: null,
      languages: null,
    });
  });

  it('refuses bad about, languages and specialities with the PUT /user messages, writing nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ about: 'x'.repeat(2001) }, 'Tentang saya maksimal 2000 karakter'],
      [{ about: 86 }, 'Tentang saya harus berupa teks'],
      [{ languages: 'x'.repeat(201) }, 'Bahasa maksimal 200 karakter'],
      [{ specialities: 86 }, 'Keahlian harus berupa teks atau daftar teks'],
      [{ specialities: ['x'.repeat(51)] }, 'Setiap keahlian maksimal 50 karakter'],
    ];
    const before = await countRows(ctx, 'users');
    for (const [fields, message] of cases) {
      const res = await postUser(ctx, newUserBody('salah', fields), admin.headers);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toBe(message);
    }
    expect(await countRows(ctx, 'users')).toBe(before);
  });

  it('refuses a confirmation that differs (400 PASSWORD_MISMATCH) and writes nothing', async () => {
    const before = { users: await countRows(ctx, 'users'), logs: await countRows(ctx, 'activity_logs') };
    const res = await postUser(ctx, newUserBody('dua', { repassword: 'kata-sandi-lain' }), admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: PASSWORD_MISMATCH, code: 'PASSWORD_MISMATCH' });
    expect(PASSWORD_MISMATCH).toBe('Kata sandi konfirmasi tidak sama dengan kata sandi');
    expect({ users: await countRows(ctx, 'users'), logs: await countRows(ctx, 'activity_logs') }).toEqual(
      before,
    );
  });

  it('refuses a username or email already used, without case (409, auth messages)', async () => {
    await createUser(ctx, { username: 'Sudah_Ada', email: 'Sudah.Ada@Example.com' });
    const users = await countRows(ctx, 'users');
    const dupUser = await postUser(ctx, newUserBody('tiga', { username: 'sudah_ada' }), admin.headers);
    expect(dupUser.statusCode).toBe(409);
    expect(dupUser.json()).toEqual({ message: USERNAME_TAKEN, code: 'USERNAME_TAKEN' });
    const dupEmail = await postUser(
      ctx,
      newUserBody('tiga', { email: 'sudah.ada@example.COM' }),
      admin.headers,
    );
    expect(dupEmail.statusCode).toBe(409);
    expect(dupEmail.json()).toEqual({ message: EMAIL_TAKEN, code: 'EMAIL_TAKEN' });
    expect(await countRows(ctx, 'users')).toBe(users);
  });

  it('stores hostile text verbatim', async () => {
    const [html, sqlText] = HOSTILE;
    const res = await postUser(
      ctx,
      newUserBody('empat', { name: html, nickname: sqlText, address: html, occupation: sqlText }),
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    const row = await userRow(ctx, res.json().result.id);
    expect(row).toMatchObject({ name: html, nickname: sqlText, address: html, occupation: sqlText });
    expect(await countRows(ctx, 'users')).toBeGreaterThan(1);
  });

  it('refuses bad input: missing fields, wrong types, too long, bad username, unknown picture', async () => {
    const cases: Record<string, unknown>[] = [
      {},
      newUserBody('lima', { name: undefined }),
      newUserBody('lima', { password: 12345678, repassword: 12345678 }),
      newUserBody('lima', { password: 'pendek', repassword: 'pendek' }),
      newUserBody('lima', { name: 'x'.repeat(101) }),
      newUserBody('lima', { username: "'; drop table users;--" }),
      newUserBody('lima', { email: 'bukan-email' }),
      newUserBody('lima', { phoneNumber: '<script>alert(1)</script>' }),
      newUserBody('lima', { picture: 'https://evil.example/x.png' }),
      newUserBody('lima', { picture: `/uploads/${'a'.repeat(32)}.webp` }),
    ];
    for (const body of cases) {
      const res = await postUser(ctx, body, admin.headers);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(typeof res.json().message).toBe('string');
    }
    expect(
      await ctx.db.selectFrom('users').select('id').where('username', '=', 'budi_lima').execute(),
    ).toEqual([]);
  });

  it('refuses guests (401) and members (403)', async () => {
    expect((await postUser(ctx, newUserBody('enam'), {})).statusCode).toBe(401);
    const member = await loginAs(ctx);
    expect((await postUser(ctx, newUserBody('enam'), member.headers)).statusCode).toBe(403);
    expect(
      await ctx.db.selectFrom('users').select('id').where('username', '=', 'budi_enam').execute(),
    ).toEqual([]);
  });
});

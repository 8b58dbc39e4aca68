import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const put = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/user-post-register',
    payload: payload as Record<string, unknown>,
    headers,
  });
const row = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

const FULL = {
  nickname: 'Budi',
  phoneNumber: '+62 812-3456-7890',
  address: 'Jl. Merdeka No. 1, Bandung',
  highSchool: 'SMA Negeri 3 Bandung',
  occupation: 'Wiraswasta',
};

describe('PUT /user-post-register', () => {
  it('fills the caller profile, marks it complete and answers the CurrentUser', async () => {
    // The shared rule (profile-completeness.service.ts) also needs `about`, which step 2 does not ask.
    const { user, headers } = await loginAs(ctx, 'ROLE_USER', { about: 'Alumni angkatan 86' });
    const other = await loginAs(ctx);
    const res = await put({ ...FULL, nickname: '  Budi  ', role: 'ROLE_ADMIN', id: other.user.id }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('message');
    expect(res.json().result).toMatchObject({ id: user.id, isProfileComplete: true, role: 'ROLE_USER' });

    expect(await row(user.id)).toMatchObject({
      nickname: 'Budi',
      phone_number: '+62 812-3456-7890',
      address: 'Jl. Merdeka No. 1, Bandung',
      high_school: 'SMA Negeri 3 Bandung',
      occupation: 'Wiraswasta',
      is_profile_complete: 1,
      role: 'ROLE_USER',
    });
    expect(await row(other.user.id)).toMatchObject({
      nickname: null,
      phone_number: null,
      is_profile_complete: 0,
    });
  });

  it('keeps the profile incomplete while `about` is empty, even with all five fields filled', async () => {
    const { user, headers } = await loginAs(ctx, 'ROLE_USER', { about: '   ' });
    const res = await put(FULL, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.isProfileComplete).toBe(false);
    expect(await row(user.id)).toMatchObject({
      nickname: 'Budi',
      occupation: 'Wiraswasta',
      is_profile_complete: 0,
    });
  });

  it('leaves absent fields alone, clears empty ones and recomputes completeness', async () => {
    const { user, headers } = await loginAs(ctx, 'ROLE_USER', { about: 'Alumni angkatan 86' });
    expect((await put(FULL, headers)).json().result.isProfileComplete).toBe(true);
    const res = await put({ occupation: 'Guru', address: '   ' }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.isProfileComplete).toBe(false);
    expect(await row(user.id)).toMatchObject({
      nickname: 'Budi',
      occupation: 'Guru',
      address: null,
      is_profile_complete: 0,
    });
  });

  it('accepts an empty body (step skipped) without changing anything', async () => {
    const { user, headers } = await loginAs(ctx, 'ROLE_USER', { nickname: 'Tetap' });
    const res = await put({}, headers);
    expect(res.statusCode).toBe(200);
    expect((await row(user.id)).nickname).toBe('Tetap');
  });

  it('stores hostile text as plain text', async () => {
    const { user, headers } = await loginAs(ctx);
    const hostile = { nickname: '<script>alert(1)</script>', address: "'; drop table users;--" };
    expect((await put(hostile, headers)).statusCode).toBe(200);
    expect(await row(user.id)).toMatchObject({ nickname: hostile.nickname, address: hostile.address });
  });

  it('refuses a guest and a revoked token with 401', async () => {
    expect((await put(FULL)).statusCode).toBe(401);
    const { user, headers } = await loginAs(ctx);
    await ctx.db.updateTable('users').set({ token_version: 9 }).where('id', '=', user.id).execute();
    const res = await put(FULL, headers);
    expect(res.statusCode).toBe(401);
    expect((await row(user.id)).nickname).toBeNull();
  });

  it.each([
    [{ nickname: 'n'.repeat(51) }, 'Nama panggilan maksimal 50 karakter'],
    [{ nickname: 12 }, 'Nama panggilan harus berupa teks'],
    [{ phoneNumber: '0812abc' }, 'Nomor telepon hanya boleh berisi angka, spasi, - dan + di awal'],
    [{ phoneNumber: '<script>alert(1)</script>' }, 'Nomor telepon maksimal 20 karakter'],
    [{ phoneNumber: "'; drop--" }, 'Nomor telepon hanya boleh berisi angka, spasi, - dan + di awal'],
    [{ phoneNumber: '08-12+34' }, 'Nomor telepon hanya boleh berisi angka, spasi, - dan + di awal'],
    [{ phoneNumber: '0812' }, 'Nomor telepon minimal 6 karakter'],
    [{ phoneNumber: '0'.repeat(21) }, 'Nomor telepon maksimal 20 karakter'],
    [{ address: 'a'.repeat(501) }, 'Alamat maksimal 500 karakter'],
    [{ highSchool: 's'.repeat(101) }, 'Asal SMA maksimal 100 karakter'],
    [{ occupation: ['Guru'] }, 'Pekerjaan harus berupa teks'],
    [{ occupation: 'o'.repeat(101) }, 'Pekerjaan maksimal 100 karakter'],
  ])('refuses %j with 400 and an Indonesian message, changing nothing', async (payload, message) => {
    const { user, headers } = await loginAs(ctx, 'ROLE_USER', { nickname: 'Asli' });
    const res = await put({ nickname: 'Baru', ...payload }, headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect((await row(user.id)).nickname).toBe('Asli');
  });
});

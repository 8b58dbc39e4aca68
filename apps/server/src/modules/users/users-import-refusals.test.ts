import { IMPORT_ERRORS_MAX, IMPORT_FAILED, IMPORT_MAX_ROWS, IMPORT_TOO_MANY } from '@alumni/contract';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { countRows, userActivity } from './users-admin.test-support.ts';
import { allUsernames, postImport, sheetRow } from './users-import.test-support.ts';

/** POST /api/v1/user/imports refusals: all or nothing, every problem reported with its sheet row. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;
let usersBefore: string[];
let logBefore: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN');
  await createUser(ctx, { username: 'Budi', email: 'Budi.Lama@Example.com' });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  usersBefore = await allUsernames(ctx);
  logBefore = (await userActivity(ctx)).length;
});

/** Posts, expects the spec's 400 with exactly these errors, and that nothing was written. */
async function expectRefused(users: unknown[], errors: { path: string; message: string }[]) {
  const res = await postImport(ctx, { users }, admin.headers);
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json()).toEqual({ message: IMPORT_FAILED, code: 'IMPORT_INVALID', errors });
  expect(await allUsernames(ctx)).toEqual(usersBefore);
  expect((await userActivity(ctx)).length).toBe(logBefore);
}

describe('POST /user/imports refusals', () => {
  it('reports every bad row with its sheet row number and imports none of the good ones', async () => {
    const good = sheetRow();
    await expectRefused(
      [
        good, // baris 2
        sheetRow({ username: '' }), // 3
        sheetRow({ username: 'bad name!' }), // 4
        sheetRow({ username: 'ab' }), // 5
        sheetRow({ email: '' }), // 6
        sheetRow({ email: 'bukan-email' }), // 7
        sheetRow({ phoneNumber: 'telp 0812' }), // 8
        sheetRow({ name: 'N'.repeat(101), address: 'A'.repeat(501) }), // 9
        { row: 9 }, // 10 -> the client's own row number: 9
      ],
      [
        { path: 'baris 3', message: 'Username harus diisi' },
        { path: 'baris 4', message: 'Username hanya boleh berisi huruf, angka, titik dan garis bawah' },
        { path: 'baris 5', message: 'Username minimal 3 karakter' },
        { path: 'baris 6', message: 'Email harus diisi' },
        { path: 'baris 7', message: 'Format email tidak valid' },
        { path: 'baris 8', message: 'Nomor telepon hanya boleh berisi angka, spasi, - dan + di awal' },
        { path: 'baris 9', message: 'Nama maksimal 100 karakter' },
        { path: 'baris 9', message: 'Alamat maksimal 500 karakter' },
        { path: 'baris 9', message: 'Username harus diisi' },
        { path: 'baris 9', message: 'Email harus diisi' },
      ],
    );
  });

  it('refuses usernames and emails repeated in the file, differing only in case', async () => {
    await expectRefused(
      [
        sheetRow({ username: 'sama.nama', email: 'satu@example.com' }),
        sheetRow({ username: 'lain', email: 'dua@example.com' }),
        sheetRow({ username: 'SAMA.Nama', email: 'Satu@Example.COM' }),
        sheetRow({ username: 'Lain' }),
      ],
      [
        { path: 'baris 4', message: 'Username ganda di file: SAMA.Nama (sama dengan baris 2)' },
        { path: 'baris 4', message: 'Email ganda di file: Satu@Example.COM (sama dengan baris 2)' },
        { path: 'baris 5', message: 'Username ganda di file: Lain (sama dengan baris 3)' },
      ],
    );
  });

  it('refuses usernames and emails already in the database (without case)', async () => {
    await expectRefused(
      [sheetRow(), sheetRow({ username: 'budi' }), sheetRow({ email: 'budi.lama@example.com' })],
      [
        { path: 'baris 3', message: 'Username sudah digunakan: budi' },
        { path: 'baris 4', message: 'Email sudah digunakan: budi.lama@example.com' },
      ],
    );
    await expectRefused(
      [sheetRow({ username: 'BUDI', email: 'BUDI.LAMA@EXAMPLE.COM' })],
      [
        { path: 'baris 2', message: 'Username sudah digunakan: BUDI' },
        { path: 'baris 2', message: 'Email sudah digunakan: BUDI.LAMA@EXAMPLE.COM' },
      ],
    );
  });

  it('finds database duplicates beyond the first lookup chunk, with field errors elsewhere', async () => {
    const users = Array.from({ length: 1200 }, () => sheetRow());
    users[1150] = sheetRow({ username: 'budi' });
    users[3] = sheetRow({ email: 'x@' });
    await expectRefused(users, [
      { path: 'baris 5', message: 'Format email tidak valid' },
      { path: 'baris 1152', message: 'Username sudah digunakan: budi' },
    ]);
  });

  it(`answers the first ${IMPORT_ERRORS_MAX} errors and counts the rest`, async () => {
    const users = Array.from({ length: 150 }, (_, i) => sheetRow({ email: `salah-${i}` }));
    const res = await postImport(ctx, { users }, admin.headers);
    expect(res.statusCode).toBe(400);
    const { errors } = res.json();
    expect(errors).toHaveLength(IMPORT_ERRORS_MAX + 1);
    expect(errors[0]).toEqual({ path: 'baris 2', message: 'Format email tidak valid' });
    expect(errors[IMPORT_ERRORS_MAX - 1]).toEqual({ path: 'baris 101', message: 'Format email tidak valid' });
    expect(errors[IMPORT_ERRORS_MAX]).toEqual({ path: 'lainnya', message: '… dan 50 kesalahan lainnya' });
    expect(await allUsernames(ctx)).toEqual(usersBefore);
  });

  it('refuses an empty list, a missing list and too many rows (400, nothing written)', async () => {
    const before = await countRows(ctx, 'users');
    const empty = await postImport(ctx, { users: [] }, admin.headers);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('File tidak berisi data pengguna.');
    const missing = await postImport(ctx, {}, admin.headers);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Daftar pengguna (users) harus diisi');
    const users = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => ({
      username: `lebih_${i}`,
      email: `lebih_${i}@example.com`,
    }));
    const tooMany = await postImport(ctx, { users }, admin.headers);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(IMPORT_TOO_MANY);
    expect(await countRows(ctx, 'users')).toBe(before);
  });

  it('refuses wrong types (400 with the field path) and writes nothing', async () => {
    for (const body of [
      { users: 'semua' },
      { users: [{ ...sheetRow(), phoneNumber: 81234567890 }] },
      { users: [{ ...sheetRow(), username: ['a'] }] },
      { users: [{ ...sheetRow(), row: 'dua' }] },
      { users: [{ ...sheetRow(), name: 'x'.repeat(1001) }] },
    ]) {
      const res = await postImport(ctx, body, admin.headers);
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(res.json().code).toBe('VALIDATION_ERROR');
    }
    const typed = await postImport(
      ctx,
      { users: [{ ...sheetRow(), phoneNumber: 81234567890 }] },
      admin.headers,
    );
    expect(typed.json().errors).toEqual([
      { path: 'users.0.phoneNumber', message: 'Isi kolom harus berupa teks' },
    ]);
    const text = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/imports',
      headers: { ...admin.headers, 'content-type': 'application/json' },
      payload: 'bukan json',
    });
    expect(text.statusCode).toBe(400);
    expect(await allUsernames(ctx)).toEqual(usersBefore);
  });

  it('refuses hostile usernames and emails as invalid, storing nothing', async () => {
    await expectRefused(
      [sheetRow({ username: '<script>alert(1)</script>', email: "'; drop table users;--" })],
      [
        { path: 'baris 2', message: 'Username hanya boleh berisi huruf, angka, titik dan garis bawah' },
        { path: 'baris 2', message: 'Format email tidak valid' },
      ],
    );
  });
});

import { IMPORT_MAX_ROWS } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import { AUTH_MESSAGES } from '../auth/auth.messages.ts';
import { post } from '../auth/auth.test-support.ts';
import { countRows, login, userActivity } from './users-admin.test-support.ts';
import { postImport, sheetRow } from './users-import.test-support.ts';

/** POST /api/v1/user/imports: accepted imports (docs/spec.md §§2, 3, 5, 7, 8). Refusals: users-import-refusals.test.ts. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Impor' });
});
afterAll(() => ctx.close());

const byUsername = (username: string) =>
  ctx.db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();

describe('POST /user/imports access', () => {
  it('refuses a guest (401) and a member (403) and writes nothing', async () => {
    const before = await countRows(ctx, 'users');
    const body = { users: [sheetRow()] };
    const guest = await postImport(ctx, body, {});
    expect(guest.statusCode).toBe(401);
    const member = await loginAs(ctx, 'ROLE_USER');
    const res = await postImport(ctx, body, member.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await countRows(ctx, 'users')).toBe(before + 1); // only the member made above
  });

  it('accepts ROLE_ADMINS too', async () => {
    const other = await loginAs(ctx, 'ROLE_ADMINS');
    const row = sheetRow();
    const res = await postImport(ctx, { users: [row] }, other.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(await byUsername(row.username)).toBeDefined();
  });
});

describe('POST /user/imports', () => {
  it('imports every row with its values intact (accents, non-Latin), defaults and one activity row', async () => {
    const activityBefore = (await userActivity(ctx)).length;
    const rows = [
      sheetRow({ name: '  Ñúñez Álvarez  ', username: 'nunez_alvarez', email: 'Nunez.Alvarez@Example.com' }),
      sheetRow({ name: '王小明', nickname: '小明', username: 'wang_xiaoming', address: '台北市 信义区' }),
      sheetRow({ name: 'Ketut Ārya', username: 'ketut.arya', highSchool: 'SMA Négeri 1 Dénpasar' }),
    ];
    const res = await postImport(ctx, { users: rows }, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({ result: { imported: 3, batchId: expect.any(Number) } });

    const nunez = await byUsername('nunez_alvarez');
    expect(nunez).toMatchObject({
      name: 'Ñúñez Álvarez',
      email: 'Nunez.Alvarez@Example.com',
      nickname: rows[0]?.nickname,
      phone_number: '081234567890',
      address: 'Jl. Melati 3, Bandung',
      high_school: 'SMA Negeri 3 Bandung',
      occupation: '-',
      about: '-',
      specialities: '-',
      languages: 'Bahasa',
      picture: null,
      role: 'ROLE_USER',
      password_hash: null,
      last_login: null,
      is_profile_complete: 1,
    });
    expect(await byUsername('wang_xiaoming')).toMatchObject({
      name: '王小明',
      nickname: '小明',
      address: '台北市 信义区',
    });
    expect(await byUsername('ketut.arya')).toMatchObject({
      name: 'Ketut Ārya',
      high_school: 'SMA Négeri 1 Dénpasar',
    });

    const log = await userActivity(ctx);
    expect(log.length).toBe(activityBefore + 1);
    expect(log.at(-1)).toEqual({
      user_id: admin.user.id,
      user_name: 'Admin Impor',
      module: 'Pengguna',
      action: 'Impor',
      activity_info: 'Mengimpor 3 pengguna',
      old_value: null,
      new_value: JSON.stringify({
        jumlah: 3,
        batch: res.json().result.batchId,
        username: 'nunez_alvarez, wang_xiaoming, ketut.arya',
      }),
    });
  });

  it('trims cells, stores empty optional cells as null, uses the username when Nama is empty', async () => {
    const res = await postImport(
      ctx,
      {
        users: [
          {
            name: '   ',
            nickname: '',
            username: '  tanpa_nama  ',
            phoneNumber: null,
            address: ' ',
            email: ' Tanpa.Nama@Example.com ',
          },
        ],
      },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(await byUsername('tanpa_nama')).toMatchObject({
      name: 'tanpa_nama',
      nickname: null,
      phone_number: null,
      address: null,
      high_school: null,
      email: 'Tanpa.Nama@Example.com',
      occupation: '-',
      about: '-',
      // nickname, phone, address and high school are missing: not complete.
      is_profile_complete: 0,
    });
  });

  it('stores hostile text as plain text', async () => {
    const hostile = ['<script>alert(1)</script>', "'; drop table users;--"];
    const row = sheetRow({
      name: hostile[0],
      nickname: hostile[1],
      address: hostile[1],
      highSchool: hostile[0],
    });
    const res = await postImport(ctx, { users: [row] }, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(await byUsername(row.username)).toMatchObject({
      name: hostile[0],
      nickname: hostile[1],
      address: hostile[1],
      high_school: hostile[0],
    });
    expect(await countRows(ctx, 'users')).toBeGreaterThan(3);
  });

  it('an imported member cannot log in until they complete forgot-password, then can', async () => {
    const row = sheetRow({ username: 'lupa_sandi_impor', email: 'lupa.sandi.impor@example.com' });
    expect((await postImport(ctx, { users: [row] }, admin.headers)).statusCode).toBe(201);

    for (const id of [row.username, row.email]) {
      for (const password of ['', 'apa-saja-123']) {
        const res = await login(ctx, id, password);
        expect(res.statusCode).toBe(password === '' ? 400 : 401);
        if (password !== '')
          expect(res.json()).toEqual({ message: AUTH_MESSAGES.badCredentials, code: 'INVALID_CREDENTIALS' });
      }
    }

    const NEW = 'sandi-baru-impor';
    const asked = await post(ctx, '/forgot-password', { email: row.email });
    expect(asked.statusCode).toBe(200);
    const mail = (await ctx.deliverMail()).filter((m) => m.to === row.email).at(-1);
    const prefix = `${ctx.config.publicUrl}/forget-password/confirm?token=`;
    const link = mail?.text.split('\n').find((l) => l.startsWith(prefix));
    expect(link).toBeDefined();
    const token = decodeURIComponent((link ?? '').slice(prefix.length));
    expect((await post(ctx, '/forgot-password/confirm', { token, password: NEW })).statusCode).toBe(200);

    const res = await login(ctx, row.username, NEW);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.currentUser).toMatchObject({ username: row.username, role: 'ROLE_USER' });
    expect((await byUsername(row.username))?.password_hash).toMatch(/^scrypt\$/);
  });

  it(`imports the maximum (${IMPORT_MAX_ROWS} rows) in batches within one request`, async () => {
    const before = await countRows(ctx, 'users');
    const users = Array.from({ length: IMPORT_MAX_ROWS }, (_, i) => ({
      name: `Massal ${i}`,
      username: `massal_${i}`,
      email: `massal_${i}@example.com`,
      phoneNumber: `0812${String(i).padStart(8, '0')}`,
    }));
    const started = Date.now();
    const res = await postImport(ctx, { users }, admin.headers);
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    expect(res.json()).toEqual({ result: { imported: IMPORT_MAX_ROWS, batchId: expect.any(Number) } });
    expect(Date.now() - started).toBeLessThan(20_000);
    expect(await countRows(ctx, 'users')).toBe(before + IMPORT_MAX_ROWS);
    const logged = (await userActivity(ctx)).at(-1);
    expect(logged?.activity_info).toBe(`Mengimpor ${IMPORT_MAX_ROWS} pengguna`);
    expect(JSON.parse(logged?.new_value ?? '{}').username).toBe(
      `${Array.from({ length: 20 }, (_, i) => `massal_${i}`).join(', ')}, …`,
    );
    expect(await byUsername(`massal_${IMPORT_MAX_ROWS - 1}`)).toMatchObject({
      phone_number: `0812${String(IMPORT_MAX_ROWS - 1).padStart(8, '0')}`,
    });
  }, 30_000);
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEFAULT_PASSWORD, loginAs, type TestContext } from '../../../test/helpers.ts';
import {
  createBusiness,
  createWorkingExp,
  HOSTILE,
  putUser,
  subRows,
  userRow,
} from './users.test-support.ts';

/** PUT /user: an admin changing another member's username and email (the /admin/user/{key} edit form). */

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const login = (email: string, password = DEFAULT_PASSWORD) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });

describe('PUT /user username and email', () => {
  it("lets an admin change a member's username and email, keeping sub-records not sent", async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const member = await loginAs(ctx, 'ROLE_USER', {
      name: 'Anggota Akun',
      username: 'akun_lama',
      email: 'akun.lama@contoh.id',
    });
    const exp = await createWorkingExp(ctx, member.user.id, { position: 'Guru' });
    const biz = await createBusiness(ctx, member.user.id, { name: 'Warung' });
    const before = await ctx.db.selectFrom('activity_logs').select('id').execute();

    const res = await putUser(
      ctx,
      { id: member.user.id, name: 'Anggota Akun', username: 'akun_baru', email: ' Akun.Baru@contoh.id ' },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      id: member.user.id,
      username: 'akun_baru',
      email: 'Akun.Baru@contoh.id',
      workingExps: [expect.objectContaining({ id: exp.id, position: 'Guru' })],
      businesses: [expect.objectContaining({ id: biz.id, name: 'Warung' })],
    });
    expect(await userRow(ctx, member.user.id)).toMatchObject({
      username: 'akun_baru',
      email: 'Akun.Baru@contoh.id',
    });
    const rows = await subRows(ctx, member.user.id);
    expect([...rows.workingExps, ...rows.businesses].map((r) => r.deleted)).toEqual([0, 0]);

    // The member signs in with the new username (and not the old one); the change is logged.
    expect((await login('akun_baru')).statusCode).toBe(200);
    expect((await login('akun_lama')).statusCode).toBe(401);
    const added = (await ctx.db.selectFrom('activity_logs').selectAll().orderBy('id').execute()).slice(
      before.length,
    );
    expect(added).toHaveLength(1);
    expect(JSON.parse(added[0]?.old_value ?? 'null')).toEqual({
      username: 'akun_lama',
      email: 'akun.lama@contoh.id',
    });
    expect(JSON.parse(added[0]?.new_value ?? 'null')).toEqual({
      username: 'akun_baru',
      email: 'Akun.Baru@contoh.id',
    });
  });

  it('refuses a username or email another user has (any case) with 409, writing nothing', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    await loginAs(ctx, 'ROLE_USER', { username: 'sudah_ada', email: 'sudah.ada@contoh.id' });
    const member = await loginAs(ctx, 'ROLE_USER', { name: 'Tetap', username: 'tetap_saja' });
    const original = await userRow(ctx, member.user.id);
    const cases = [
      [{ username: 'SUDAH_ADA' }, 'USERNAME_TAKEN', 'Username sudah digunakan.'],
      [{ email: 'Sudah.Ada@Contoh.id' }, 'EMAIL_TAKEN'],
      [{ username: 'sudah_ada', email: 'sudah.ada@contoh.id' }, 'USERNAME_TAKEN'],
    ] as const;
    for (const [fields, code, message] of cases) {
      const res = await putUser(ctx, { id: member.user.id, name: 'Diubah', ...fields }, admin.headers);
      expect(res.statusCode, code).toBe(409);
      expect(res.json()).toMatchObject({ code, ...(message ? { message } : {}) });
    }
    expect(await userRow(ctx, member.user.id)).toEqual(original);
  });

  it("keeps the member's own username and email when re-sent unchanged or in another case", async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMINS');
    const member = await loginAs(ctx, 'ROLE_USER', { username: 'sama_saja', email: 'sama@contoh.id' });
    const res = await putUser(
      ctx,
      { id: member.user.id, name: 'Sama', username: 'Sama_Saja', email: 'sama@contoh.id' },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(await userRow(ctx, member.user.id)).toMatchObject({
      username: 'Sama_Saja',
      email: 'sama@contoh.id',
    });
  });

  it('ignores username and email on one own profile (member and admin)', async () => {
    const member = await loginAs(ctx, 'ROLE_USER', { username: 'punya_sendiri', email: 'sendiri@contoh.id' });
    const admin = await loginAs(ctx, 'ROLE_ADMIN', { username: 'admin_sendiri', email: 'admin.s@contoh.id' });
    for (const [who, id] of [
      [member, undefined],
      [admin, admin.user.id],
    ] as const) {
      const res = await putUser(
        ctx,
        { id, name: 'Ganti Nama', username: 'dicoba_ganti', email: 'dicoba@contoh.id' },
        who.headers,
      );
      expect(res.statusCode).toBe(200);
    }
    expect(await userRow(ctx, member.user.id)).toMatchObject({
      name: 'Ganti Nama',
      username: 'punya_sendiri',
      email: 'sendiri@contoh.id',
    });
    expect(await userRow(ctx, admin.user.id)).toMatchObject({
      username: 'admin_sendiri',
      email: 'admin.s@contoh.id',
    });
  });

  it("refuses a member changing another member's username (403) and bad or hostile values (400)", async () => {
    const victim = await loginAs(ctx, 'ROLE_USER', { username: 'korban_akun' });
    const attacker = await loginAs(ctx);
    const forbidden = await putUser(
      ctx,
      { id: victim.user.id, name: 'X', username: 'diambil_alih' },
      attacker.headers,
    );
    expect(forbidden.statusCode).toBe(403);

    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const bad = [
      { username: 'ab' },
      { username: 'x'.repeat(31) },
      { username: 42 },
      { email: 'bukan-email' },
      { email: `${'a'.repeat(250)}@contoh.id` },
      ...HOSTILE.flatMap((h) => [{ username: h }, { email: h }]),
    ];
    for (const fields of bad) {
      const res = await putUser(ctx, { id: victim.user.id, name: 'Y', ...fields }, admin.headers);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
    }
    expect(await userRow(ctx, victim.user.id)).toMatchObject({ username: 'korban_akun' });
  });
});

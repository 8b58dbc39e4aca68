import { PROFILE_FORBIDDEN, USER_NOT_FOUND } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, loginAs, type TestContext } from '../../../test/helpers.ts';
import {
  createBusiness,
  createEducation,
  createJobType,
  createWorkingExp,
  putUser,
  subRows,
  userRow,
} from './users.test-support.ts';

let ctx: TestContext;
let jobId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  jobId = (await createJobType(ctx)).id;
});
afterAll(() => ctx.close());

const activityRows = () => ctx.db.selectFrom('activity_logs').selectAll().orderBy('id').execute();

describe('PUT /user access', () => {
  it('refuses a guest and a bad token with 401', async () => {
    expect((await putUser(ctx, { name: 'X' })).statusCode).toBe(401);
    expect((await putUser(ctx, { name: 'X' }, { authorization: 'Bearer rusak' })).statusCode).toBe(401);
  });

  it("refuses another member's profile with 403 and leaves it untouched", async () => {
    const victim = await loginAs(ctx, 'ROLE_USER', { name: 'Korban', about: 'Asli' });
    const exp = await createWorkingExp(ctx, victim.user.id, { position: 'Asli' });
    const attacker = await loginAs(ctx, 'ROLE_USER', { name: 'Penyerang' });
    const before = await userRow(ctx, victim.user.id);
    const res = await putUser(
      ctx,
      {
        id: victim.user.id,
        name: 'Diretas',
        about: 'Diretas',
        workingExps: [{ id: exp.id, deleted: true }],
      },
      attacker.headers,
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ message: PROFILE_FORBIDDEN, code: 'PROFILE_FORBIDDEN' });
    expect(await userRow(ctx, victim.user.id)).toEqual(before);
    expect((await userRow(ctx, attacker.user.id)).name).toBe('Penyerang');
    expect((await subRows(ctx, victim.user.id)).workingExps).toEqual([
      expect.objectContaining({ deleted: 0, position: 'Asli' }),
    ]);
  });

  it("writes ONE activity row with only the changed fields when an admin edits a member's profile", async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Satu' });
    const member = await loginAs(ctx, 'ROLE_USER', {
      name: 'Anggota Lama',
      username: 'anggota_lama',
      nickname: 'Lama',
      occupation: 'Guru',
      instagram: 'lama',
      facebook: 'tetap',
    });
    const before = await activityRows();
    const res = await putUser(
      ctx,
      {
        id: member.user.id,
        name: 'Anggota Baru',
        nickname: 'Lama',
        occupation: 'Guru',
        socials: { instagram: 'baru' },
      },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      id: member.user.id,
      name: 'Anggota Baru',
      email: member.user.email,
    });
    expect((await userRow(ctx, member.user.id)).name).toBe('Anggota Baru');
    expect((await userRow(ctx, admin.user.id)).name).toBe('Admin Satu');

    const added = (await activityRows()).slice(before.length);
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({
      user_id: admin.user.id,
      user_name: 'Admin Satu',
      module: 'Pengguna',
      action: 'Ubah',
      activity_info: 'Mengubah profil pengguna Anggota Baru (@anggota_lama)',
    });
    expect(JSON.parse(added[0]?.old_value ?? 'null')).toEqual({ name: 'Anggota Lama', instagram: 'lama' });
    expect(JSON.parse(added[0]?.new_value ?? 'null')).toEqual({ name: 'Anggota Baru', instagram: 'baru' });
  });

  it("logs only the changed sub-record list when an admin edits a member's records", async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMINS');
    const member = await loginAs(ctx, 'ROLE_USER', { name: 'Punya Usaha' });
    const biz = await createBusiness(ctx, member.user.id, { name: 'Lama' });
    const before = await activityRows();
    const res = await putUser(
      ctx,
      { id: member.user.id, name: 'Punya Usaha', businesses: [{ id: biz.id, name: 'Baru' }] },
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    const [row] = (await activityRows()).slice(before.length);
    expect(Object.keys(JSON.parse(row?.new_value ?? '{}'))).toEqual(['businesses']);
    expect(JSON.parse(row?.new_value ?? '{}').businesses[0]).toMatchObject({ id: biz.id, name: 'Baru' });
    expect(JSON.parse(row?.old_value ?? '{}').businesses[0]).toMatchObject({ id: biz.id, name: 'Lama' });
  });

  it('writes no activity row when an admin or a member edits their own profile', async () => {
    const before = (await activityRows()).length;
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    expect((await putUser(ctx, { name: 'Admin Sendiri' }, admin.headers)).statusCode).toBe(200);
    expect(
      (await putUser(ctx, { id: admin.user.id, name: 'Admin Sendiri 2' }, admin.headers)).statusCode,
    ).toBe(200);
    const member = await loginAs(ctx);
    expect((await putUser(ctx, { name: 'Anggota Sendiri' }, member.headers)).statusCode).toBe(200);
    expect(await activityRows()).toHaveLength(before);
  });

  it('answers 404 when an admin targets a user that does not exist, writing nothing', async () => {
    const admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Tetap' });
    const before = (await activityRows()).length;
    const res = await putUser(ctx, { id: 987654, name: 'Siapa' }, admin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: USER_NOT_FOUND, code: 'USER_NOT_FOUND' });
    expect(await activityRows()).toHaveLength(before);
  });
});

describe('PUT /user sub-record ownership', () => {
  it.each([
    ['workingExps', 'Pengalaman kerja tidak ditemukan pada profil ini.'],
    ['businesses', 'Usaha tidak ditemukan pada profil ini.'],
    ['educations', 'Pendidikan tidak ditemukan pada profil ini.'],
  ] as const)("refuses another user's %s id with 400 and rolls everything back", async (list, message) => {
    const other = await loginAs(ctx);
    const records = {
      workingExps: await createWorkingExp(ctx, other.user.id, { position: 'Milik lain' }),
      businesses: await createBusiness(ctx, other.user.id, { name: 'Milik lain' }),
      educations: await createEducation(ctx, other.user.id, { university: 'Milik lain' }),
    };
    const me = await loginAs(ctx, 'ROLE_USER', { name: 'Saya' });
    const mine = await createBusiness(ctx, me.user.id, { name: 'Punya saya' });
    const item = {
      id: records[list].id,
      name: 'Dicuri',
      university: 'Dicuri',
      position: 'Dicuri',
      jobTypeId: jobId,
    };
    for (const payload of [item, { id: records[list].id, deleted: true }]) {
      const res = await putUser(
        ctx,
        {
          name: 'Ganti',
          businesses: list === 'businesses' ? [payload] : [{ id: mine.id, deleted: true }],
          ...(list === 'businesses' ? {} : { [list]: [{ jobTypeId: jobId }, payload] }),
        },
        me.headers,
      );
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ message, code: 'PROFILE_RECORD_INVALID' });
      expect(res.json().errors[0].path).toBe(`${list}.${list === 'businesses' ? 0 : 1}.id`);
    }
    expect((await userRow(ctx, me.user.id)).name).toBe('Saya');
    expect(await subRows(ctx, me.user.id)).toEqual({
      workingExps: [],
      businesses: [expect.objectContaining({ id: mine.id, deleted: 0 })],
      educations: [],
    });
    const theirs = await subRows(ctx, other.user.id);
    expect(
      [...theirs.workingExps, ...theirs.businesses, ...theirs.educations].every((r) => r.deleted === 0),
    ).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain('Dicuri');
  });

  it('refuses an id of an already deleted record, an id sent twice and an unknown job type', async () => {
    const me = await loginAs(ctx);
    const gone = await createWorkingExp(ctx, me.user.id, { deleted: 1, job_type_id: jobId });
    const live = await createEducation(ctx, me.user.id);
    const cases = [
      [
        { workingExps: [{ id: gone.id, jobTypeId: jobId }] },
        'workingExps.0.id',
        'Pengalaman kerja tidak ditemukan pada profil ini.',
      ],
      [
        { educations: [{ id: live.id }, { id: live.id, deleted: true }] },
        'educations.1.id',
        'Data yang sama dikirim lebih dari sekali.',
      ],
      [
        { workingExps: [{ jobTypeId: jobId }, { jobTypeId: 999999 }] },
        'workingExps.1.jobTypeId',
        'Jenis pekerjaan tidak ditemukan.',
      ],
    ] as const;
    for (const [lists, path, message] of cases) {
      const res = await putUser(ctx, { name: 'Saya', ...lists }, me.headers);
      expect(res.statusCode, path).toBe(400);
      expect(res.json()).toMatchObject({ message, errors: [{ path, message }] });
    }
    const rows = await subRows(ctx, me.user.id);
    expect(rows.workingExps).toEqual([expect.objectContaining({ id: gone.id, deleted: 1 })]);
    expect(rows.educations).toEqual([expect.objectContaining({ id: live.id, deleted: 0 })]);
  });
});

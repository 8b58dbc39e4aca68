import { FullUser } from '@alumni/contract';
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
let jobA: { id: number; name: string };
let jobB: { id: number; name: string };

beforeAll(async () => {
  ctx = await createTestContext();
  jobA = await createJobType(ctx, 'Teknologi');
  jobB = await createJobType(ctx, 'Keuangan');
});
afterAll(() => ctx.close());

const PROFILE = {
  name: 'Budi Santoso',
  nickname: 'Budi',
  phoneNumber: '+62 812-3456-7890',
  address: 'Jl. Merdeka No. 1, Bandung',
  highSchool: 'SMA Negeri 3 Bandung',
  occupation: 'Insinyur',
  about: 'Alumni 86 yang suka bersepeda.',
  specialities: ['Manajemen', ' public speaking ', 'manajemen', '', 'Bersepeda, Fotografi'],
  languages: 'Bahasa Indonesia, Sunda',
  socials: { instagram: '@budi.santoso', facebook: 'budi-s', linkedin: 'budi_s', twitter: '', tiktok: null },
};

describe('PUT /user (own profile)', () => {
  it('saves the profile and adds, edits and soft-deletes each kind of sub-record in one request', async () => {
    const { user, headers } = await loginAs(ctx, 'ROLE_USER', { twitter: 'lama', email: 'budi@contoh.id' });
    const keepExp = await createWorkingExp(ctx, user.id, { position: 'Tetap', job_type_id: jobA.id });
    const editExp = await createWorkingExp(ctx, user.id, { position: 'Lama', job_type_id: jobA.id });
    const dropExp = await createWorkingExp(ctx, user.id, { position: 'Dihapus' });
    const editBiz = await createBusiness(ctx, user.id, { name: 'Warung' });
    const dropBiz = await createBusiness(ctx, user.id, { name: 'Kios' });
    const editEdu = await createEducation(ctx, user.id, { university: 'ITB' });
    const dropEdu = await createEducation(ctx, user.id, { university: 'Kursus' });

    const res = await putUser(
      ctx,
      {
        ...PROFILE,
        email: 'hacker@contoh.id',
        username: 'ganti',
        role: 'ROLE_ADMIN',
        workingExps: [
          {
            jobTypeId: jobB.id,
            position: 'Analis',
            name: 'PT Baru',
            startDate: '25/03/2020',
            endDate: '01/01/2099',
            currentlyWorking: true,
            description: 'Analisis data',
          },
          {
            id: editExp.id,
            jobTypeId: jobB.id,
            position: 'Manajer',
            name: 'PT Lama',
            startDate: '01/02/2010',
            endDate: '28/02/2015',
          },
          { id: dropExp.id, deleted: true },
          { deleted: true, position: 'Ditambah lalu dihapus' },
        ],
        businesses: [
          { name: 'Toko Roti', address: 'Cimahi', startDate: '05/05/2018', currentlyWorking: true },
          {
            id: editBiz.id,
            name: 'Warung Makan',
            startDate: '01/01/2001',
            endDate: '31/12/2005',
            currentlyWorking: false,
          },
          { id: dropBiz.id, deleted: true },
        ],
        educations: [
          {
            university: 'Universitas Padjadjaran',
            title: 'S2',
            studyMajor: 'Manajemen',
            startDate: '01/09/1995',
            endDate: '01/09/1997',
            gpa: '3,75',
          },
          { id: editEdu.id, university: 'Institut Teknologi Bandung', title: 'S1', gpa: 4, startDate: null },
          { id: dropEdu.id, deleted: true },
        ],
      },
      headers,
    );
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(FullUser.strict().safeParse(result).success).toBe(true);
    expect(result).toMatchObject({
      id: user.id,
      email: 'budi@contoh.id',
      username: user.username,
      role: 'ROLE_USER',
      specialities: 'Manajemen, public speaking, Bersepeda, Fotografi',
      isProfileComplete: true,
      socials: {
        instagram: 'budi.santoso',
        facebook: 'budi-s',
        linkedin: 'budi_s',
        twitter: null,
        tiktok: null,
      },
    });
    expect(result.workingExps.map((w: { position: string }) => w.position).sort()).toEqual([
      'Analis',
      'Manajer',
      'Tetap',
    ]);
    expect(result.workingExps.find((w: { position: string }) => w.position === 'Analis')).toMatchObject({
      jobTypeId: jobB.id,
      jobTypeName: 'Keuangan',
      startDate: '10/03/2020',
      endDate: null,
      currentlyWorking: true,
    });

    expect(await userRow(ctx, user.id)).toMatchObject({
      name: 'Budi Santoso',
      nickname: 'Budi',
      phone_number: '+62 812-3456-7890',
      address: 'Jl. Merdeka No. 1, Bandung',
      high_school: 'SMA Negeri 3 Bandung',
      occupation: 'Insinyur',
      about: 'Alumni 86 yang suka bersepeda.',
      specialities: 'Manajemen, public speaking, Bersepeda, Fotografi',
      languages: 'Bahasa Indonesia, Sunda',
      instagram: 'budi.santoso',
      facebook: 'budi-s',
      linkedin: 'budi_s',
      twitter: null,
      tiktok: null,
      email: 'budi@contoh.id',
      username: user.username,
      role: 'ROLE_USER',
      is_profile_complete: 1,
    });

    const rows = await subRows(ctx, user.id);
    expect(rows.workingExps).toHaveLength(4);
    expect(rows.workingExps.find((w) => w.id === keepExp.id)).toMatchObject({
      position: 'Tetap',
      deleted: 0,
    });
    expect(rows.workingExps.find((w) => w.id === editExp.id)).toMatchObject({
      position: 'Manajer',
      job_type_id: jobB.id,
      address: null, // the whole record is replaced by what was sent
      start_date: '2010-02-10',
      end_date: '2015-02-10',
      currently_working: 0,
      deleted: 0,
    });
    expect(rows.workingExps.find((w) => w.id === dropExp.id)).toMatchObject({
      position: 'Dihapus',
      deleted: 1,
    });
    expect(rows.workingExps.find((w) => w.position === 'Analis')).toMatchObject({
      job_type_id: jobB.id,
      name: 'PT Baru',
      start_date: '2020-03-10',
      end_date: null,
      currently_working: 1,
      description: 'Analisis data',
      deleted: 0,
    });
    expect(rows.businesses).toHaveLength(3);
    expect(rows.businesses.find((b) => b.id === editBiz.id)).toMatchObject({
      name: 'Warung Makan',
      start_date: '2001-01-10',
      end_date: '2005-12-10',
      currently_working: 0,
    });
    expect(rows.businesses.find((b) => b.id === dropBiz.id)).toMatchObject({ deleted: 1 });
    expect(rows.businesses.find((b) => b.name === 'Toko Roti')).toMatchObject({
      start_date: '2018-05-10',
      currently_working: 1,
      end_date: null,
    });
    expect(rows.educations).toHaveLength(3);
    expect(rows.educations.find((e) => e.id === editEdu.id)).toMatchObject({
      university: 'Institut Teknologi Bandung',
      gpa: 4,
      start_date: null,
    });
    expect(rows.educations.find((e) => e.id === dropEdu.id)).toMatchObject({ deleted: 1 });
    expect(rows.educations.find((e) => e.university === 'Universitas Padjadjaran')).toMatchObject({
      gpa: 3.75,
      start_date: '1995-09-10',
      end_date: '1997-09-10',
      study_major: 'Manajemen',
    });
    // Deleted ones are gone from the answer.
    expect(JSON.stringify(result)).not.toMatch(/Dihapus|Kios|Kursus|Ditambah lalu dihapus/);
  });

  it('leaves absent fields and unmentioned records alone; empty text clears and recomputes completeness', async () => {
    const { user, headers } = await loginAs(ctx, 'ROLE_USER', { instagram: 'tetap', specialities: 'Lama' });
    expect((await putUser(ctx, PROFILE, headers)).json().result.isProfileComplete).toBe(true);
    const exp = await createWorkingExp(ctx, user.id, { position: 'Tidak disebut' });

    const res = await putUser(ctx, { name: 'Budi S.', about: '  ', occupation: null }, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      name: 'Budi S.',
      isProfileComplete: false,
      about: null,
      occupation: null,
    });
    expect(await userRow(ctx, user.id)).toMatchObject({
      name: 'Budi S.',
      nickname: 'Budi',
      address: 'Jl. Merdeka No. 1, Bandung',
      about: null,
      occupation: null,
      specialities: 'Manajemen, public speaking, Bersepeda, Fotografi',
      instagram: 'budi.santoso',
      is_profile_complete: 0,
    });
    expect((await subRows(ctx, user.id)).workingExps).toEqual([
      expect.objectContaining({ id: exp.id, position: 'Tidak disebut', deleted: 0 }),
    ]);

    const cleared = await putUser(
      ctx,
      { name: 'Budi S.', specialities: [], socials: { instagram: '' } },
      headers,
    );
    expect(cleared.json().result).toMatchObject({
      specialities: null,
      socials: { instagram: null, facebook: 'budi-s' },
    });
  });

  it('accepts its own id in the body', async () => {
    const { user, headers } = await loginAs(ctx);
    const res = await putUser(ctx, { id: user.id, name: 'Nama Sendiri' }, headers);
    expect(res.statusCode).toBe(200);
    expect((await userRow(ctx, user.id)).name).toBe('Nama Sendiri');
  });
});

import { FullUser, PublicUser, USER_NOT_FOUND } from '@alumni/contract';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import type { UserRow } from '../../db/types.ts';
import { getProfile } from './users.service.ts';
import {
  createBusiness,
  createEducation,
  createJobType,
  createWorkingExp,
  getUser,
} from './users.test-support.ts';

let ctx: TestContext;
let owner: UserRow;
let ownerHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;
let jobTypeName: string;

const PRIVATE = {
  email: 'Siti.Rahma@Contoh.id',
  phone_number: '+62 811-2233-4455',
  address: 'Jl. Rahasia No. 7, Surabaya',
};
// The four opened-up fields (docs/decisions/027-cari-teman-privacy.md) are absent while hidden, the default.
const OPENED = ['phoneNumber', 'email', 'address', 'birthday'];
const PUBLIC_KEYS = Object.keys(PublicUser.shape)
  .filter((k) => !OPENED.includes(k))
  .sort();
const FULL_KEYS = Object.keys(FullUser.shape).sort();

beforeAll(async () => {
  ctx = await createTestContext();
  const job = await createJobType(ctx, 'Pendidikan');
  jobTypeName = job.name;
  owner = await createUser(ctx, {
    name: 'Siti Rahmawati',
    username: 'Siti_Rahma',
    nickname: 'Siti',
    ...PRIVATE,
    high_school: 'SMA Negeri 5 Surabaya',
    occupation: 'Guru',
    about: 'Suka mengajar.',
    specialities: 'Mengajar, Menulis',
    languages: 'Bahasa Indonesia, Inggris',
    instagram: 'siti.rahma',
    tiktok: 'sitirahma',
    last_login: '2026-02-01T03:00:00.000Z',
    created_at: '2026-01-14T18:30:00.000Z',
    is_profile_complete: 1,
  });
  // Two sign-ins: lastLogin is the one BEFORE the newest (docs/spec-resolutions.md: one meaning for every lastLogin).
  await ctx.db
    .insertInto('login_history')
    .values([
      { user_id: owner.id, ip: '127.0.0.1', created_at: '2026-01-20T02:00:00.000Z' },
      { user_id: owner.id, ip: '127.0.0.1', created_at: '2026-02-01T03:00:00.000Z' },
    ])
    .execute();
  ownerHeaders = authHeader(ctx, owner);
  memberHeaders = (await loginAs(ctx)).headers;
  adminHeaders = (await loginAs(ctx, 'ROLE_ADMIN')).headers;

  await createWorkingExp(ctx, owner.id, {
    position: 'Guru',
    job_type_id: job.id,
    start_date: '2000-07-10',
    end_date: null,
    currently_working: 1,
    name: 'SMA 5',
  });
  await createWorkingExp(ctx, owner.id, {
    position: 'Staf',
    start_date: '1995-02-10',
    end_date: '1999-12-10',
  });
  await createWorkingExp(ctx, owner.id, { position: 'Terhapus', deleted: 1 });
  await createWorkingExp(ctx, owner.id, { position: 'Tanpa tanggal', start_date: null, end_date: null });
  await createBusiness(ctx, owner.id, { name: 'Katering Siti' });
  await createBusiness(ctx, owner.id, { name: 'Usaha terhapus', deleted: 1 });
  await createEducation(ctx, owner.id, { university: 'IKIP Surabaya', gpa: 3.45 });
  await createEducation(ctx, owner.id, { university: 'Pendidikan terhapus', deleted: 1 });
  // Another member's records must never show up on this profile.
  const other = await createUser(ctx);
  await createWorkingExp(ctx, other.id, { position: 'Milik orang lain' });
});
afterAll(() => ctx.close());

describe('GET /user/{id | email | username}', () => {
  it('shows a visitor the public profile: no phone, address or email anywhere in the raw body', async () => {
    for (const key of [String(owner.id), 'siti_rahma', '@SITI_RAHMA']) {
      const res = await getUser(ctx, key);
      expect(res.statusCode, key).toBe(200);
      const body = res.json();
      expect(Object.keys(body.result).sort()).toEqual(PUBLIC_KEYS);
      expect(body.result).toMatchObject({ id: owner.id, username: 'Siti_Rahma', name: 'Siti Rahmawati' });
      for (const secret of [
        PRIVATE.email,
        PRIVATE.email.toLowerCase(),
        PRIVATE.phone_number,
        PRIVATE.address,
      ])
        expect(res.body).not.toContain(secret);
      for (const word of ['password', 'hash', 'token', 'lastLogin', 'phoneNumber', '"email"'])
        expect(res.body).not.toContain(word);
    }
  });

  it('answers a visitor or another member looking a member up by e-mail with the 404 of an unused address', async () => {
    for (const headers of [{}, memberHeaders]) {
      const res = await getUser(ctx, 'siti.rahma@contoh.ID', headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe((await getUser(ctx, 'nobody.here@contoh.id', headers)).body);
    }
  });

  it('gives another member the public profile too; a stale token is a 401 so the client signs out', async () => {
    const asMember = await getUser(ctx, 'SITI_RAHMA', memberHeaders);
    expect(Object.keys(asMember.json().result).sort()).toEqual(PUBLIC_KEYS);
    expect(asMember.body).not.toContain(PRIVATE.phone_number);
    const stale = await getUser(ctx, String(owner.id), { authorization: 'Bearer not-a-token' });
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('SESSION_EXPIRED');
    expect(stale.body).not.toContain(PRIVATE.address);
  });

  it('gives the owner and an admin the full profile, looked up by id, username or email in any case', async () => {
    for (const headers of [ownerHeaders, adminHeaders]) {
      for (const key of [String(owner.id), 'sItI_rAhMa', 'SITI.RAHMA@CONTOH.ID']) {
        const res = await getUser(ctx, key, headers);
        expect(res.statusCode, key).toBe(200);
        expect(Object.keys(res.json().result).sort()).toEqual(FULL_KEYS);
        expect(res.json().result).toMatchObject({
          id: owner.id,
          email: PRIVATE.email,
          phoneNumber: PRIVATE.phone_number,
          address: PRIVATE.address,
          lastLogin: '2026-01-20T02:00:00.000Z',
        });
      }
    }
  });

  it('means by lastLogin what /current-user means: the sign-in before the newest, null before two', async () => {
    const profile = (await getUser(ctx, String(owner.id), ownerHeaders)).json().result;
    const current = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/current-user',
      headers: ownerHeaders,
    });
    expect(current.statusCode).toBe(200);
    expect(current.json().result.lastLogin).toBe('2026-01-20T02:00:00.000Z');
    expect(profile.lastLogin).toBe(current.json().result.lastLogin);
    // createdDate is the same ISO instant in both answers too.
    expect(profile.createdDate).toBe(current.json().result.createdDate);

    const once = await createUser(ctx, { last_login: '2026-03-01T00:00:00.000Z' });
    await ctx.db
      .insertInto('login_history')
      .values({ user_id: once.id, ip: '127.0.0.1', created_at: '2026-03-01T00:00:00.000Z' })
      .execute();
    const fresh = (await getUser(ctx, String(once.id), adminHeaders)).json().result;
    expect(fresh.lastLogin).toBeNull();
  });

  it('returns every profile field and the live sub-records, newest first, dates as 10/MM/YYYY', async () => {
    const { result } = (await getUser(ctx, String(owner.id), ownerHeaders)).json();
    expect(result).toMatchObject({
      nickname: 'Siti',
      highSchool: 'SMA Negeri 5 Surabaya',
      occupation: 'Guru',
      about: 'Suka mengajar.',
      specialities: 'Mengajar, Menulis',
      languages: 'Bahasa Indonesia, Inggris',
      role: 'ROLE_USER',
      isProfileComplete: true,
      createdDate: '2026-01-14T18:30:00.000Z',
      socials: {
        instagram: 'siti.rahma',
        facebook: null,
        linkedin: null,
        twitter: null,
        tiktok: 'sitirahma',
      },
    });
    expect(result.workingExps.map((w: { position: string }) => w.position)).toEqual([
      'Guru',
      'Staf',
      'Tanpa tanggal',
    ]);
    expect(result.workingExps[0]).toMatchObject({
      jobTypeName,
      name: 'SMA 5',
      startDate: '10/07/2000',
      endDate: null,
      currentlyWorking: true,
    });
    expect(result.workingExps[1]).toMatchObject({
      startDate: '10/02/1995',
      endDate: '10/12/1999',
      currentlyWorking: false,
      jobTypeId: null,
      jobTypeName: null,
    });
    expect(result.businesses).toHaveLength(1);
    expect(result.businesses[0]).toMatchObject({
      name: 'Katering Siti',
      startDate: '10/03/2015',
      endDate: null,
      currentlyWorking: true,
    });
    expect(result.educations).toEqual([
      expect.objectContaining({
        university: 'IKIP Surabaya',
        gpa: 3.45,
        startDate: '10/08/1987',
        endDate: '10/08/1991',
        studyMajor: 'Sejarah',
      }),
    ]);
    expect(JSON.stringify(result)).not.toMatch(/terhapus|Milik orang lain/);
  });

  it('answers 404 with the Indonesian message for unknown ids, emails and usernames', async () => {
    for (const key of [
      '999999',
      '99999999999999',
      'tidak_ada',
      'tidak.ada@contoh.id',
      '@',
      "'; drop table users;--",
    ]) {
      const res = await getUser(ctx, key, adminHeaders);
      expect(res.statusCode, key).toBe(404);
      expect(res.json()).toEqual({ message: USER_NOT_FOUND, code: 'USER_NOT_FOUND' });
    }
  });

  it('treats an email-looking text without a dot after the @ as a username', async () => {
    const odd = await createUser(ctx, { username: 'budi', email: 'budi@contoh.id' });
    const res = await getUser(ctx, '@budi');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.id).toBe(odd.id);
  });

  it('loads a profile in 4 queries (user + one per sub-record table), however many records it has', async () => {
    const count = async (key: string) => {
      let queries = 0;
      const counting: KyselyPlugin = {
        transformQuery: (args) => {
          queries += 1;
          return args.node;
        },
        transformResult: async (args) => args.result,
      };
      await getProfile(ctx.db.withPlugin(counting), null, key);
      return queries;
    };
    const empty = await createUser(ctx);
    expect(await count(String(empty.id))).toBe(4);
    expect(await count(String(owner.id))).toBe(4);
  });
});

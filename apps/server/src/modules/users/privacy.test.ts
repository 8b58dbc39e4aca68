import { PRIVACY_NOT_PUBLIC } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import type { UserRow } from '../../db/types.ts';
import { getUser } from './users.test-support.ts';

/** 'Siapa yang bisa melihat' (docs/decisions/027-cari-teman-privacy.md): the settings and the profile they shape. */

let ctx: TestContext;
let owner: UserRow;
let ownerHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;
let adminHeaders: Record<string, string>;

const SECRETS = {
  phone_number: '+62 812-7000-3030',
  address: 'Jl. Melati Rahasia 30',
  email: 'wati.rahasia@contoh.id',
};

const putPrivacy = (payload: unknown, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/user/privacy', payload: payload as object, headers });
const ALL_SELF = { phone: 'SELF', email: 'SELF', address: 'SELF', birthday: 'SELF' };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await createUser(ctx, { name: 'Wati Privasi', username: 'wati_privasi', ...SECRETS });
  await ctx.db.updateTable('users').set({ birthday: '1968-04-21' }).where('id', '=', owner.id).execute();
  ownerHeaders = authHeader(ctx, owner);
  memberHeaders = (await loginAs(ctx)).headers;
  adminHeaders = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
});
afterAll(() => ctx.close());

describe('GET/PUT /user/privacy', () => {
  it('visitors get 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user/privacy' })).statusCode).toBe(401);
    expect((await putPrivacy(ALL_SELF, {})).statusCode).toBe(401);
  });

  it('defaults to hidden (SELF) for every field', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/user/privacy', headers: ownerHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual(ALL_SELF);
  });

  it.each([
    ['phone', { ...ALL_SELF, phone: 'PUBLIC' }],
    ['email', { ...ALL_SELF, email: 'PUBLIC' }],
    ['address', { ...ALL_SELF, address: 'PUBLIC' }],
  ])('refuses PUBLIC for %s with an Indonesian message', async (_field, body) => {
    const res = await putPrivacy(body, ownerHeaders);
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(PRIVACY_NOT_PUBLIC);
  });

  it('refuses unknown levels, missing and extra fields', async () => {
    for (const body of [{ ...ALL_SELF, phone: 'TEMAN' }, { phone: 'SELF' }, { ...ALL_SELF, city: 'SELF' }]) {
      expect((await putPrivacy(body, ownerHeaders)).statusCode).toBe(400);
    }
  });

  it('saves, and logs who changed which setting without any value', async () => {
    const body = { phone: 'MEMBERS', email: 'SELF', address: 'SELF', birthday: 'PUBLIC' };
    const res = await putPrivacy(body, ownerHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual(body);
    const log = await ctx.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('user_id', '=', owner.id)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log.activity_info).toBe('Mengubah pengaturan privasi (telepon, tanggal lahir)');
    expect(`${log.old_value}${log.new_value}${log.activity_info}`).not.toContain(SECRETS.phone_number);
    expect(log.old_value).toBeNull();
    expect(log.new_value).toBeNull();
  });
});

describe('the profile shows only what the owner opened up', () => {
  type Viewer = 'visitor' | 'member' | 'owner' | 'admin';
  const headersOf = (v: Viewer) =>
    v === 'visitor' ? {} : v === 'member' ? memberHeaders : v === 'owner' ? ownerHeaders : adminHeaders;

  // [phone level, birthday level, viewer, sees phone, sees birthday]
  const CASES: [string, string, Viewer, boolean, boolean][] = [
    ['SELF', 'SELF', 'visitor', false, false],
    ['SELF', 'SELF', 'member', false, false],
    ['SELF', 'SELF', 'owner', true, true],
    ['SELF', 'SELF', 'admin', true, true],
    ['MEMBERS', 'MEMBERS', 'visitor', false, false],
    ['MEMBERS', 'MEMBERS', 'member', true, true],
    ['MEMBERS', 'PUBLIC', 'visitor', false, true],
    ['MEMBERS', 'PUBLIC', 'member', true, true],
  ];

  it.each(CASES)(
    'phone %s, birthday %s, seen by %s',
    async (phone, birthday, viewer, seesPhone, seesBirthday) => {
      expect((await putPrivacy({ ...ALL_SELF, phone, birthday }, ownerHeaders)).statusCode).toBe(200);
      const res = await getUser(ctx, String(owner.id), headersOf(viewer));
      expect(res.statusCode).toBe(200);
      const user = res.json().result;
      expect(user.phoneNumber === SECRETS.phone_number).toBe(seesPhone);
      expect(user.birthday === '1968-04-21').toBe(seesBirthday);
      // Address and e-mail stay SELF in every case: only the owner and admins see them.
      const full = viewer === 'owner' || viewer === 'admin';
      expect(res.body.includes(SECRETS.address)).toBe(full);
      expect(res.body.includes(SECRETS.email)).toBe(full);
    },
  );
});

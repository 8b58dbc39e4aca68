import { MONTH_LABELS_ID } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';

let ctx: TestContext;
let clock = new Date('2026-05-15T05:00:00.000Z'); // 15 May 2026, 12:00 in Jakarta
let adminHeaders: Record<string, string>;

/** Jakarta wall time (UTC+7, no DST) to the stored ISO instant. */
const wib = (local: string) => new Date(`${local}+07:00`).toISOString();

const login = (userId: number, at: string) =>
  ctx.db.insertInto('login_history').values({ user_id: userId, ip: null, created_at: at }).execute();

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  const admin = await loginAs(ctx, 'ROLE_ADMIN');
  adminHeaders = admin.headers;

  const a = await createUser(ctx, { created_at: wib('2025-12-01T09:00:00') });
  const b = await createUser(ctx, { created_at: wib('2026-02-10T09:00:00') });
  // 2026-03-31T18:00Z is 1 April 01:00 in Jakarta: C exists from April.
  const c = await createUser(ctx, { created_at: '2026-03-31T18:00:00.000Z' });
  const d = await createUser(ctx, { created_at: wib('2026-01-05T09:00:00') });

  await login(a.id, wib('2025-12-20T10:00:00'));
  await login(a.id, wib('2026-01-10T10:00:00'));
  await login(a.id, wib('2026-03-05T10:00:00'));
  await login(a.id, '2026-03-31T18:00:00.000Z'); // April in Jakarta, March in UTC
  await login(b.id, wib('2026-02-11T10:00:00'));
  await login(b.id, wib('2026-02-20T10:00:00')); // twice in February: still one active member
  await login(c.id, wib('2026-04-02T10:00:00'));
  await login(d.id, '2026-01-31T16:59:59.000Z'); // 31 January 23:59:59 in Jakarta
  await login(d.id, '2026-02-28T17:00:00.000Z'); // 1 March 00:00 in Jakarta
  await login(d.id, wib('2026-06-01T10:00:00')); // after "now": June is still a future month
  // Admins signing in are not members.
  await login(admin.user.id, wib('2026-01-15T10:00:00'));
  await login(admin.user.id, wib('2026-05-02T10:00:00'));
});
afterAll(() => ctx.close());

const get = (query = '', headers: Record<string, string> = adminHeaders) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/dashboard/compared-user${query}`, headers });

/** [activeUser, inactiveUser] per month, January first. */
const pairs = (body: { result: { comparedUsers: { activeUser: number; inactiveUser: number }[] } }) =>
  body.result.comparedUsers.map((m) => [m.activeUser, m.inactiveUser]);

describe('GET /dashboard/compared-user', () => {
  it('refuses guests (401) and members (403)', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/compared-user' })).statusCode).toBe(
      401,
    );
    const member = await loginAs(ctx, 'ROLE_USER', { created_at: wib('2027-01-01T00:00:00') });
    const res = await get('?year=2026', member.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('counts active and inactive members per Jakarta month; future months are 0/0', async () => {
    const res = await get('?year=2026');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.result.year).toBe(2026);
    expect(
      body.result.comparedUsers.map((m: { month: number; label: string }) => [m.month, m.label]),
    ).toEqual(MONTH_LABELS_ID.map((label, i) => [i + 1, label]));
    expect(pairs(body)).toEqual([
      [2, 0], // Jan: A and D (D at 23:59:59 on the 31st)
      [1, 2], // Feb: B; A and D did not sign in
      [2, 1], // Mar: A, and D at 00:00 on 1 March; B did not; C does not exist yet
      [2, 2], // Apr: A (01:00 on 1 April) and C; B and D did not
      [0, 4], // May so far: nobody
      [0, 0], // June onwards has not started
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
  });

  it('uses the current year by default and reads an earlier one', async () => {
    const current = await get();
    expect(current.statusCode).toBe(200);
    expect(current.json().result.year).toBe(2026);
    expect(pairs(current.json())).toEqual(pairs((await get('?year=2026')).json()));

    const last = (await get('?year=2025')).json();
    expect(last.result.year).toBe(2025);
    expect(pairs(last)).toEqual([...Array.from({ length: 11 }, () => [0, 0]), [1, 0]]);

    expect(pairs((await get('?year=2022')).json())).toEqual(Array.from({ length: 12 }, () => [0, 0]));
  });

  it('takes the current year from the Jakarta calendar', async () => {
    clock = new Date('2026-12-31T17:30:00.000Z'); // 1 January 2027, 00:30 in Jakarta
    try {
      const res = await get();
      expect(res.json().result.year).toBe(2027);
      expect((await get('?year=2022')).statusCode).toBe(400);
      expect((await get('?year=2023')).statusCode).toBe(200);
    } finally {
      clock = new Date('2026-05-15T05:00:00.000Z');
    }
  });

  it('refuses a year outside the selector (current year and the 4 before)', async () => {
    for (const year of ['2021', '2027', '1986']) {
      const res = await get(`?year=${year}`);
      expect(res.statusCode, year).toBe(400);
      expect(res.json(), year).toEqual({
        code: 'YEAR_OUT_OF_RANGE',
        message: 'Tahun harus di antara 2022 dan 2026.',
      });
    }
  });

  it('refuses a year that is not a four-digit number', async () => {
    for (const year of ['abc', '20.5', '99999', "2026'; drop table users;--", '<script>alert(1)</script>']) {
      const res = await get(`?year=${encodeURIComponent(year)}`);
      expect(res.statusCode, year).toBe(400);
      expect(res.json(), year).toMatchObject({
        code: 'VALIDATION_ERROR',
        message: 'Tahun (year) harus berupa angka empat digit',
      });
    }
    expect(await ctx.db.selectFrom('users').select('id').execute()).not.toHaveLength(0);
  });
});

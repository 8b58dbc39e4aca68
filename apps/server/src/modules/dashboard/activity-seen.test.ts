import { ACTIVITY_SEEN_INVALID, type ActivitySummary } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { recordActivity } from '../activity-log/activity-log.service.ts';

/**
 * The bell's badge and '{n} Notifikasi Baru' count what this admin has not seen: other admins' rows after
 * the admin's own "seen up to" marker, which opening the bell panel (POST /dashboard/activity-seen) moves.
 */

let ctx: TestContext;
const clock = new Date('2026-06-20T05:00:00.000Z');
let ani: { user: AuthUser; headers: Record<string, string> };
let budi: { user: AuthUser; headers: Record<string, string> };
let memberHeaders: Record<string, string>;

const asAuth = (
  u: { id: number; name: string; username: string; email: string },
  role: AuthUser['role'],
) => ({
  id: u.id,
  name: u.name,
  username: u.username,
  email: u.email,
  role,
});

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  const a = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Ani' });
  ani = { user: asAuth(a.user, 'ROLE_ADMIN'), headers: a.headers };
  const b = await loginAs(ctx, 'ROLE_ADMINS', { name: 'Admin Budi' });
  budi = { user: asAuth(b.user, 'ROLE_ADMINS'), headers: b.headers };
  memberHeaders = (await loginAs(ctx, 'ROLE_USER')).headers;
});
afterAll(() => ctx.close());

let seq = 0;
/** One activity row by `by`, `ageMs` before the clock; returns its id. */
async function act(by: AuthUser, ageMs = 0): Promise<number> {
  seq += 1;
  await recordActivity(ctx.db, {
    admin: by,
    module: 'Pengguna',
    action: 'Ubah',
    activityInfo: `Aktivitas ${seq}`,
    oldValue: { name: 'Lama' },
    newValue: { name: 'Baru' },
    now: new Date(clock.getTime() - ageMs),
  });
  const row = await ctx.db
    .selectFrom('activity_logs')
    .select('id')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

const summary = async (headers: Record<string, string>): Promise<ActivitySummary> => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/dashboard/activity-summary', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

const seen = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/dashboard/activity-seen', headers, payload });

const marker = async (userId: number) =>
  (
    await ctx.db
      .selectFrom('activity_seen')
      .select('last_seen_id')
      .where('user_id', '=', userId)
      .executeTakeFirst()
  )?.last_seen_id ?? null;

describe('POST /dashboard/activity-seen access and input', () => {
  it('refuses guests (401) and members (403) before reading the body', async () => {
    const guest = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/dashboard/activity-seen',
      payload: { upTo: 1 },
    });
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'UNAUTHORIZED' });
    const member = await seen(memberHeaders, { upTo: 1 });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('refuses a missing, non-numeric, fractional or non-positive upTo with the Indonesian message', async () => {
    for (const payload of [{}, { upTo: 'semua' }, { upTo: 1.5 }, { upTo: 0 }, { upTo: -3 }]) {
      const res = await seen(ani.headers, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message, JSON.stringify(payload)).toContain(ACTIVITY_SEEN_INVALID);
    }
    expect(await marker(ani.user.id)).toBeNull();
  });
});

describe('the unseen count', () => {
  it("never counts the admin's own actions; opening the panel marks the rest seen, per admin", async () => {
    const HOUR = 3_600_000;
    const old = await act(budi.user, 10 * 24 * HOUR); // before the 7-day window: no marker yet, not counted
    const own = await act(ani.user, 2 * HOUR);
    const b1 = await act(budi.user, HOUR);
    const b2 = await act(budi.user);

    let a = await summary(ani.headers);
    expect(a.total).toBe(2);
    expect(a.newestId).toBe(b2);
    expect(a.latest.map((l) => l.id)).toEqual([b2, b1, own, old]);
    expect(a.unseenIds).toEqual([b2, b1]);
    // Budi sees Ani's one row of the week, never his own three.
    expect((await summary(budi.headers)).total).toBe(1);

    // Ani opens the panel: everything up to the newest row is seen.
    const res = await seen(ani.headers, { upTo: a.newestId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ total: 0, unseenIds: [], newestId: b2 });
    expect(await marker(ani.user.id)).toBe(b2);

    // A new row by Budi counts; Ani's own new row does not; Budi's count is untouched by Ani's marker.
    const b3 = await act(budi.user);
    await act(ani.user);
    a = await summary(ani.headers);
    expect(a.total).toBe(1);
    expect(a.unseenIds).toEqual([b3]);
    expect((await summary(budi.headers)).total).toBe(2);
  });

  it('moves the marker only forward and never past the newest row', async () => {
    const newest = (await summary(ani.headers)).newestId;
    // A number from the future cannot hide rows written later.
    expect((await seen(ani.headers, { upTo: newest + 1000 })).statusCode).toBe(200);
    expect(await marker(ani.user.id)).toBe(newest);
    const later = await act(budi.user);
    expect((await summary(ani.headers)).unseenIds).toEqual([later]);

    // An older upTo (a panel opened in another tab earlier) does not bring seen rows back.
    expect((await seen(ani.headers, { upTo: 1 })).statusCode).toBe(200);
    expect(await marker(ani.user.id)).toBe(newest);
    expect((await summary(ani.headers)).total).toBe(1);
  });

  it("counts a deleted admin's rows as someone else's and drops the marker with the account", async () => {
    const gone = await createUser(ctx, { role: 'ROLE_ADMIN', name: 'Admin Pergi' });
    const goneAuth = asAuth(gone, 'ROLE_ADMIN');
    const before = (await summary(ani.headers)).total;
    await act(goneAuth);
    await seen(authHeader(ctx, gone), { upTo: 1 });
    expect(await marker(gone.id)).toBe(1);
    await ctx.db.deleteFrom('users').where('id', '=', gone.id).execute();
    expect(await marker(gone.id)).toBeNull();
    expect((await summary(ani.headers)).total).toBe(before + 1);
  });
});

import type { ActivityLogItem } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { recordActivity } from '../activity-log/activity-log.service.ts';
import { percentageChange } from './dashboard.service.ts';

let ctx: TestContext;
let clock = new Date('2025-10-15T05:00:00.000Z');
let admin: { user: AuthUser; headers: Record<string, string> };
let adminsHeaders: Record<string, string>;
let memberHeaders: Record<string, string>;

/** Jakarta wall time (UTC+7, no DST) to the stored ISO instant. */
const wib = (local: string) => new Date(`${local}+07:00`).toISOString();

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  const a = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Dasbor' });
  admin = { user: { ...a.user, role: 'ROLE_ADMIN', treasurer: a.user.treasurer === 1 }, headers: a.headers };
  adminsHeaders = (await loginAs(ctx, 'ROLE_ADMINS')).headers;
  memberHeaders = (await loginAs(ctx, 'ROLE_USER', { created_at: wib('2020-01-01T00:00:00') })).headers;
});
afterAll(() => ctx.close());

const get = (path: string, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/dashboard/${path}`, headers });

const members = (...createdAt: string[]) =>
  Promise.all(createdAt.map((c) => createUser(ctx, { role: 'ROLE_USER', created_at: c })));

let eventSeq = 0;
const events = (...rows: { at: string; deleted?: boolean }[]) =>
  ctx.db
    .insertInto('events')
    .values(
      rows.map((r) => ({
        name: `Acara ${++eventSeq}`,
        image_url: null,
        start_date: r.at,
        end_date: r.at,
        location: 'Jakarta',
        description: null,
        quota: null,
        status: 'PUBLISH',
        event_type: 'OFFLINE',
        event_creation_type: 'NEW',
        event_category_id: null,
        event_group_id: null,
        user_id: null,
        deleted: r.deleted ? 1 : 0,
        created_at: r.at,
        updated_at: r.at,
      })),
    )
    .execute();

describe('dashboard access', () => {
  const paths = ['total-user', 'total-event', 'activity-summary', 'compared-user'];

  it('refuses guests (401) and members (403) on every figure', async () => {
    for (const path of paths) {
      const guest = await ctx.app.inject({ method: 'GET', url: `/api/v1/dashboard/${path}` });
      expect(guest.statusCode, path).toBe(401);
      expect(guest.json(), path).toMatchObject({ code: 'UNAUTHORIZED' });
      const member = await get(path, memberHeaders);
      expect(member.statusCode, path).toBe(403);
      expect(member.json(), path).toMatchObject({ code: 'FORBIDDEN' });
    }
  });

  it('serves ROLE_ADMIN and ROLE_ADMINS', async () => {
    for (const path of paths) {
      for (const headers of [admin.headers, adminsHeaders]) {
        const res = await get(path, headers);
        expect(res.statusCode, path).toBe(200);
        expect(Object.keys(res.json()), path).toEqual(['result']);
      }
    }
  });
});

describe('percentageChange', () => {
  it('rounds to one decimal and handles a zero last month', () => {
    expect(percentageChange(4, 3)).toBe(33.3);
    expect(percentageChange(1, 3)).toBe(-66.7);
    expect(percentageChange(2, 0)).toBe(100);
    expect(percentageChange(0, 0)).toBe(0);
    expect(Object.is(percentageChange(5, 5), 0)).toBe(true);
  });
});

describe('GET /dashboard/total-user', () => {
  const figure = async () => {
    const res = await get('total-user');
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };

  it('follows members month by month in Jakarta time; admins never count', async () => {
    // The member made in beforeAll (2020) is there from the start.
    clock = new Date(wib('2025-10-15T12:00:00'));
    await members(wib('2025-06-10T09:00:00'), wib('2025-06-11T09:00:00'));
    await createUser(ctx, { role: 'ROLE_ADMIN', created_at: wib('2025-10-02T09:00:00') });
    // Nothing in September or October: same as last month.
    expect(await figure()).toEqual({
      total: 3,
      percentageValue: 0,
      newThisMonth: 0,
      trend: [1, 3, 3, 3, 3, 3],
    });

    // December had none, January has two (one at 00:00 on 1 January, 17:00 UTC the day before).
    await members(wib('2026-01-01T00:00:00'), wib('2026-01-20T12:00:00'));
    clock = new Date(wib('2026-01-20T13:00:00'));
    expect(await figure()).toEqual({
      total: 5,
      percentageValue: 66.7,
      newThisMonth: 2,
      trend: [3, 3, 3, 3, 3, 5],
    });

    // The percentage is the total's growth since the end of last month (docs/decisions/022).
    // February: 7 against January's 5. 2026-01-31T18:00Z is already 1 February in Jakarta.
    await members('2026-01-31T18:00:00.000Z', wib('2026-02-14T09:00:00'));
    clock = new Date(wib('2026-02-20T08:00:00'));
    expect(await figure()).toEqual({
      total: 7,
      percentageValue: 40,
      newThisMonth: 2,
      trend: [3, 3, 3, 3, 5, 7],
    });

    // March: 8 against 7 (one new member, never a loss).
    await members(wib('2026-03-10T08:00:00'));
    clock = new Date(wib('2026-03-20T08:00:00'));
    expect(await figure()).toEqual({
      total: 8,
      percentageValue: 14.3,
      newThisMonth: 1,
      trend: [3, 3, 3, 5, 7, 8],
    });

    // April: no new member: the same total.
    clock = new Date(wib('2026-04-20T08:00:00'));
    expect(await figure()).toEqual({
      total: 8,
      percentageValue: 0,
      newThisMonth: 0,
      trend: [3, 3, 5, 7, 8, 8],
    });

    // May: 11 against 8.
    await members(wib('2026-05-01T00:00:00'), wib('2026-05-02T10:00:00'), wib('2026-05-19T23:59:00'));
    clock = new Date(wib('2026-05-20T08:00:00'));
    expect(await figure()).toEqual({
      total: 11,
      percentageValue: 37.5,
      newThisMonth: 3,
      trend: [3, 5, 7, 8, 8, 11],
    });

    // June: 15 against 11; an admin made in June changes nothing.
    await members(...['01', '05', '10', '15'].map((d) => wib(`2026-06-${d}T10:00:00`)));
    await createUser(ctx, { role: 'ROLE_ADMINS', created_at: wib('2026-06-03T10:00:00') });
    clock = new Date(wib('2026-06-20T08:00:00'));
    expect(await figure()).toEqual({
      total: 15,
      percentageValue: 36.4,
      newThisMonth: 4,
      trend: [5, 7, 8, 8, 11, 15],
    });
  });
});

describe('GET /dashboard/total-event', () => {
  const figure = async () => {
    const res = await get('total-event');
    expect(res.statusCode).toBe(200);
    return res.json().result;
  };

  it('counts events that are not deleted, by creation month in Jakarta time', async () => {
    await events({ at: wib('2026-01-10T10:00:00') }, { at: wib('2026-04-10T10:00:00') });
    // 2026-04-30T17:00Z is 00:00 on 1 May in Jakarta; the deleted one never counts.
    await events({ at: '2026-04-30T17:00:00.000Z' }, { at: wib('2026-05-12T10:00:00') });
    await events({ at: wib('2026-05-13T10:00:00'), deleted: true });
    clock = new Date(wib('2026-05-20T08:00:00'));
    expect(await figure()).toEqual({
      total: 4,
      percentageValue: 100,
      newThisMonth: 2,
      trend: [0, 1, 1, 1, 2, 4],
    });

    await events({ at: wib('2026-06-02T10:00:00') }, { at: wib('2026-06-03T10:00:00'), deleted: true });
    clock = new Date(wib('2026-06-20T08:00:00'));
    expect(await figure()).toEqual({
      total: 5,
      percentageValue: 25,
      newThisMonth: 1,
      trend: [1, 1, 1, 2, 4, 5],
    });

    clock = new Date(wib('2026-07-10T08:00:00'));
    expect(await figure()).toEqual({
      total: 5,
      percentageValue: 0,
      newThisMonth: 0,
      trend: [1, 1, 2, 4, 5, 5],
    });
  });
});

describe('GET /dashboard/activity-summary', () => {
  // Marker, own actions and POST /dashboard/activity-seen: activity-seen.test.ts.
  it("without a seen marker counts other admins' rows of the last 7 days; lists the 5 newest", async () => {
    clock = new Date('2026-06-20T05:00:00.000Z');
    const other = await createUser(ctx, { role: 'ROLE_ADMIN', name: 'Admin Lain' });
    const HOUR = 3600_000;
    const DAY = 24 * HOUR;
    const ages = [10 * DAY, 7 * DAY + 1000, 7 * DAY, 3 * DAY, 2 * DAY, DAY, HOUR, 0];
    for (const [i, age] of ages.entries()) {
      await recordActivity(ctx.db, {
        admin: { ...admin.user, id: other.id, name: other.name },
        module: i % 2 ? 'Acara' : 'Pengguna',
        action: 'Hapus',
        activityInfo: `Aktivitas ${i}`,
        oldValue: { name: `Lama ${i}` },
        newValue: null,
        now: new Date(clock.getTime() - age),
      });
    }
    const res = await get('activity-summary');
    expect(res.statusCode).toBe(200);
    const { total, latest, unseenIds } = res.json().result as {
      total: number;
      latest: ActivityLogItem[];
      unseenIds: number[];
    };
    expect(total).toBe(6);
    expect(unseenIds).toEqual(latest.map((l) => l.id));
    expect(latest.map((l) => l.activityInfo)).toEqual([
      'Aktivitas 7',
      'Aktivitas 6',
      'Aktivitas 5',
      'Aktivitas 4',
      'Aktivitas 3',
    ]);
    expect(latest[0]).toEqual({
      id: expect.any(Number),
      userName: 'Admin Lain',
      module: 'Acara',
      action: 'Hapus',
      activityInfo: 'Aktivitas 7',
      actionDate: '20/06/2026',
      time: '12:00',
      oldValue: { name: 'Lama 7' },
      newValue: null,
    });
    // Eight days on, none of them is within the window any more.
    clock = new Date(clock.getTime() + 8 * DAY);
    expect((await get('activity-summary')).json().result.total).toBe(0);
  });
});

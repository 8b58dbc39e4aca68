import { CommunityStatsResult } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { yearIn } from './stats.service.ts';

/** GET /stats: the about page's public figures. */
let ctx: TestContext;
let clock = new Date('2025-06-15T05:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  // The founding year comes from the community settings (docs/decisions/021); 2011 is the demo's.
  await ctx.db
    .updateTable('community_settings')
    .set({ data: JSON.stringify({ foundedYear: 2011 }) })
    .execute();
});
afterAll(() => ctx.close());

const get = (headers: Record<string, string> = {}, url = '/api/v1/stats') =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET /stats', () => {
  it('answers 0 years active while the community has no founding year', async () => {
    const fresh = await createTestContext({ now: () => clock });
    try {
      const res = await fresh.app.inject({ method: 'GET', url: '/api/v1/stats' });
      expect(res.json()).toEqual({ result: { members: 0, events: 0, yearsActive: 0 } });
    } finally {
      await fresh.close();
    }
  });

  it('answers zeros on an empty community, with the years active and a public one-minute cache', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    expect(res.json()).toEqual({ result: { members: 0, events: 0, yearsActive: 14 } });
  });

  it('counts members without admins and visible events without drafts or deleted ones', async () => {
    await Promise.all([
      createUser(ctx, { role: 'ROLE_USER' }),
      createUser(ctx, { role: 'ROLE_USER' }),
      createUser(ctx, { role: 'ROLE_USER' }),
      createUser(ctx, { role: 'ROLE_ADMIN' }),
      createUser(ctx, { role: 'ROLE_ADMINS' }),
    ]);
    await createEvent(ctx, { status: 'PUBLISH' });
    await createEvent(ctx, { status: 'PUBLISH' });
    await createEvent(ctx, { status: 'EXPIRED' });
    await createEvent(ctx, { status: 'DRAFT' });
    await createEvent(ctx, { status: 'PUBLISH', deleted: 1 });
    await createEvent(ctx, { status: 'EXPIRED', deleted: 1 });

    const res = await get();
    expect(res.statusCode).toBe(200);
    const body = CommunityStatsResult.parse(res.json());
    expect(body.result).toEqual({ members: 3, events: 3, yearsActive: 14 });
    // Exactly the fields of the contract, nothing more.
    expect(Object.keys(res.json().result).sort()).toEqual(['events', 'members', 'yearsActive']);

    // The same figures as a direct count of the database.
    const members = await ctx.db
      .selectFrom('users')
      .where('role', '=', 'ROLE_USER')
      .select((e) => e.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(members.n)).toBe(body.result.members);
  });

  it('follows new members and events, and publishing a draft', async () => {
    const before = (await get()).json().result;
    await createUser(ctx, { role: 'ROLE_USER' });
    const draft = await createEvent(ctx, { status: 'DRAFT' });
    expect((await get()).json().result).toMatchObject({ members: before.members + 1, events: before.events });
    await ctx.db.updateTable('events').set({ status: 'PUBLISH' }).where('id', '=', draft.id).execute();
    expect((await get()).json().result.events).toBe(before.events + 1);
    await ctx.db.updateTable('events').set({ deleted: 1 }).where('id', '=', draft.id).execute();
    expect((await get()).json().result.events).toBe(before.events);
  });

  it('gives guests, members and admins the same figures', async () => {
    const guest = (await get()).json();
    const member = await loginAs(ctx, 'ROLE_USER');
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const asGuest = (await get()).json();
    expect(asGuest.result.members).toBe(guest.result.members + 1);
    expect((await get(member.headers)).json()).toEqual(asGuest);
    expect((await get(admin.headers)).json()).toEqual(asGuest);
  });

  it('ignores stray query text, hostile or not', async () => {
    const plain = (await get()).json();
    for (const q of ['?year=1999', `?q=${encodeURIComponent("'; drop table users;--")}`, '?x=<script>']) {
      const res = await get({}, `/api/v1/stats${q}`);
      expect(res.statusCode, q).toBe(200);
      expect(res.json(), q).toEqual(plain);
    }
    expect(await ctx.db.selectFrom('users').select('id').executeTakeFirst()).toBeDefined();
  });

  it('counts the years in the community time zone: New Year arrives in Jakarta before UTC', async () => {
    clock = new Date('2025-12-31T16:59:00.000Z'); // 23:59 WIB, still 2025
    expect((await get()).json().result.yearsActive).toBe(14);
    clock = new Date('2025-12-31T17:00:00.000Z'); // 00:00 WIB, 1 January 2026
    expect((await get()).json().result.yearsActive).toBe(15);
    clock = new Date('2031-03-01T00:00:00.000Z');
    expect((await get()).json().result.yearsActive).toBe(20);
  });

  it('is read-only', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/stats', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('yearIn', () => {
  it('reads the calendar year of the zone', () => {
    const instant = new Date('2025-12-31T20:00:00.000Z');
    expect(yearIn(instant, 'Asia/Jakarta')).toBe(2026);
    expect(yearIn(instant, 'UTC')).toBe(2025);
    expect(yearIn(instant, 'America/New_York')).toBe(2025);
  });
});

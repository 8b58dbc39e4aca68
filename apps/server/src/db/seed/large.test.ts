import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/helpers.ts';
import { type LargeResult, seedLarge } from './large.ts';

const quiet = { info: () => {} };
const SIZE = { users: 200, events: 20, participations: 900, comments: 300 };
let ctx: TestContext;
let result: LargeResult;

beforeAll(async () => {
  ctx = await createTestContext();
  result = await seedLarge(ctx.db, ctx.config, quiet, SIZE);
});
afterAll(() => ctx.close());

describe('large seed', () => {
  it('gives its members a password made for this run, not a known one', async () => {
    expect(result.password).toMatch(/^[A-Za-z0-9]{20}$/);
    const again = await createTestContext();
    try {
      const other = await seedLarge(again.db, again.config, quiet, {
        ...SIZE,
        users: 2,
        events: 1,
        participations: 1,
        comments: 1,
      });
      expect(other.password).not.toBe(result.password);
    } finally {
      await again.close();
    }
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { email: 'anggota1', password: result.password },
    });
    expect(signIn.statusCode).toBe(200);
    for (const known of ['bench-anggota-1986', 'alumni1986'])
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/v1/login',
            payload: { email: 'anggota2', password: known },
          })
        ).statusCode,
      ).toBe(401);
  });

  it('writes exactly the requested amounts', async () => {
    const n = async (table: 'users' | 'events' | 'event_participants' | 'comments') =>
      Number(
        (
          await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    expect(await n('users')).toBe(SIZE.users);
    expect(await n('events')).toBe(SIZE.events);
    expect(await n('event_participants')).toBe(SIZE.participations);
    expect(await n('comments')).toBe(SIZE.comments);
    expect(result.counts).toMatchObject(SIZE);
  });

  it('keeps counters, quotas and creators consistent', async () => {
    const rows = await ctx.db
      .selectFrom('events as e')
      .leftJoin('event_participants as p', 'p.event_id', 'e.id')
      .select([
        'e.id',
        'e.total_participant',
        'e.quota',
        'e.user_id',
        'e.status',
        (eb) => eb.fn.count<number>('p.id').as('rows'),
      ])
      .groupBy(['e.id', 'e.total_participant', 'e.quota', 'e.user_id', 'e.status'])
      .execute();
    for (const r of rows) {
      expect(Number(r.rows)).toBe(r.total_participant);
      if (r.quota !== null) expect(r.total_participant).toBeLessThanOrEqual(r.quota);
      if (r.status === 'DRAFT') expect(r.total_participant).toBe(1);
    }
    const creators = await ctx.db
      .selectFrom('events as e')
      .leftJoin('event_participants as p', (j) =>
        j.onRef('p.event_id', '=', 'e.id').onRef('p.user_id', '=', 'e.user_id'),
      )
      .select(['e.id', 'p.id as registration'])
      .execute();
    for (const c of creators) expect(c.registration).not.toBeNull();

    const busiest = [...rows].sort((a, b) => b.total_participant - a.total_participant)[0];
    expect(result.busiestEventId).toBe(busiest?.id);
    expect(busiest?.status).toBe('PUBLISH');
    expect(busiest?.total_participant).toBeGreaterThan(SIZE.participations / SIZE.events);
  });

  it('replies only to top-level comments of the same event', async () => {
    const comments = await ctx.db
      .selectFrom('comments')
      .select(['id', 'event_id', 'parent_comment_id'])
      .execute();
    const byId = new Map(comments.map((c) => [c.id, c]));
    const replies = comments.filter((c) => c.parent_comment_id !== null);
    expect(replies.length).toBeGreaterThan(SIZE.comments * 0.2);
    for (const r of replies) {
      const parent = byId.get(r.parent_comment_id ?? -1);
      expect(parent?.parent_comment_id).toBeNull();
      expect(parent?.event_id).toBe(r.event_id);
    }
  });

  it('refuses a database that is not empty', async () => {
    await expect(seedLarge(ctx.db, ctx.config, quiet, SIZE)).rejects.toThrow(/tidak kosong/);
  });
});

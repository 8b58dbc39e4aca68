import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import { authHeader, createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';

/**
 * The quota under concurrent registrations. On PostgreSQL (npm run test:pg) the pool runs up to 10
 * transactions truly in parallel; on SQLite they queue on the one connection. Both must never overbook.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const register = (eventId: number, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/event-participant/register',
    headers,
    payload: { eventId },
  });

async function counts(eventId: number) {
  const e = await ctx.db
    .selectFrom('events')
    .select('total_participant')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const p = await ctx.db
    .selectFrom('event_participants')
    .where('event_id', '=', eventId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { counter: e.total_participant, rows: Number(p.n) };
}

describe('concurrent registration', () => {
  it('lets exactly the free seats through when 50 members register at once', async () => {
    const creator = await createUser(ctx);
    const existing = [creator, await createUser(ctx), await createUser(ctx)];
    const quota = existing.length + 5;
    const event = await createEvent(ctx, { user_id: creator.id, quota });
    for (const u of existing) await addParticipant(ctx, event.id, u.id);

    const members = [];
    for (let i = 0; i < 50; i += 1) members.push(await createUser(ctx));
    const responses = await Promise.all(members.map((m) => register(event.id, authHeader(ctx, m))));

    const ok = responses.filter((r) => r.statusCode === 200);
    const full = responses.filter((r) => r.statusCode === 409);
    expect(ok).toHaveLength(5);
    expect(full).toHaveLength(45);
    for (const r of ok) expect(r.json().result.registered).toBe(true);
    for (const r of full) expect(r.json()).toEqual({ message: 'Kuota Sudah Penuh', code: 'QUOTA_FULL' });
    // Each success saw a distinct count: the seats were taken one after another.
    expect(ok.map((r) => r.json().result.totalParticipant).sort((a, b) => a - b)).toEqual([4, 5, 6, 7, 8]);
    expect(await counts(event.id)).toEqual({ counter: quota, rows: quota });
    const notes = await ctx.db
      .selectFrom('notifications')
      .select('actor_id')
      .where('user_id', '=', creator.id)
      .execute();
    expect(notes).toHaveLength(5);
  });

  it('registers a member once when the same request arrives many times at once', async () => {
    const event = await createEvent(ctx, { quota: 3 });
    const member = await createUser(ctx);
    const headers = authHeader(ctx, member);
    const responses = await Promise.all(Array.from({ length: 12 }, () => register(event.id, headers)));
    for (const r of responses) {
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json()).toEqual({ result: { registered: true, totalParticipant: 1 } });
    }
    expect(await counts(event.id)).toEqual({ counter: 1, rows: 1 });
  });

  it('keeps the counter true under a mix of registrations and cancellations', async () => {
    const event = await createEvent(ctx, { quota: null });
    const members = [];
    for (let i = 0; i < 20; i += 1) members.push(await createUser(ctx));
    await Promise.all(members.map((m) => register(event.id, authHeader(ctx, m))));
    const calls = members.map((m, i) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/v1/event-participant/${i % 2 === 0 ? 'canceled' : 'register'}`,
        headers: authHeader(ctx, m),
        payload: { eventId: event.id },
      }),
    );
    for (const r of await Promise.all(calls)) expect(r.statusCode).toBe(200);
    expect(await counts(event.id)).toEqual({ counter: 10, rows: 10 });
  });
});

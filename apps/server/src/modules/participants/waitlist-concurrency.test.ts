import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import { authHeader, createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import { storedSeats, waitingLine } from './seats.test-support.ts';

/**
 * The waitlist under concurrency (docs/decisions/013). On PostgreSQL (TEST_DATABASE_URL) the pool runs up to 10
 * transactions at once and they queue on the event row's lock (seats.service.ts); on SQLite they run one at a
 * time. Either way the quota is never exceeded and the line is served strictly in order.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type User = Awaited<ReturnType<typeof createUser>>;
const call = (path: string, u: User, eventId: number) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/event-participant/${path}`,
    headers: authHeader(ctx, u),
    payload: { eventId },
  });

async function state(eventId: number) {
  const { total, userIds } = await storedSeats(ctx.db, eventId);
  return { counter: total, seated: userIds, line: await waitingLine(ctx.db, eventId) };
}

async function users(n: number) {
  const out: User[] = [];
  for (let i = 0; i < n; i += 1) out.push(await createUser(ctx));
  return out;
}

describe('waitlist under concurrency', () => {
  it('50 cancels, waitlist joins and registrations at once: never overbooked, never out of order', async () => {
    const creator = await createUser(ctx);
    const quota = 10;
    const event = await createEvent(ctx, { user_id: creator.id, quota });
    await addParticipant(ctx, event.id, creator.id);
    const seated = await users(quota - 1);
    for (const u of seated) await addParticipant(ctx, event.id, u.id);
    const waiting = await users(12);
    for (const u of waiting) expect((await call('waitlist', u, event.id)).statusCode).toBe(200);

    const joiners = await users(20);
    const registrants = await users(21);
    const tagged = (path: string, u: User) => async () => ({ path, res: await call(path, u, event.id) });
    const ops = [
      ...seated.map((u) => tagged('canceled', u)),
      ...joiners.map((u) => tagged('waitlist', u)),
      ...registrants.map((u) => tagged('register', u)),
    ];
    expect(ops).toHaveLength(50);
    // Interleave the kinds so they really meet.
    const order = ops.map((op, i) => ({ op, k: (i * 37) % ops.length })).sort((a, b) => a.k - b.k);
    const responses = await Promise.all(order.map((o) => o.op()));
    const byUrl = (path: string) => responses.filter((r) => r.path === path).map((r) => r.res.statusCode);

    expect(byUrl('canceled')).toEqual(Array(9).fill(200));
    expect(byUrl('waitlist')).toEqual(Array(20).fill(200));
    // Freed seats always had someone waiting, so no direct registration got through.
    expect(byUrl('register')).toEqual(Array(21).fill(409));

    const after = await state(event.id);
    expect(after.counter).toBe(quota);
    expect(after.seated).toHaveLength(quota);
    // The 9 freed seats went to the first 9 in line, in their order.
    expect(after.seated).toEqual([creator.id, ...waiting.slice(0, 9).map((u) => u.id)]);
    // The rest of the old line keeps the front; every joiner is behind it, once.
    expect(after.line.slice(0, 3)).toEqual(waiting.slice(9).map((u) => u.id));
    expect([...after.line.slice(3)].sort((a, b) => a - b)).toEqual(
      joiners.map((u) => u.id).sort((a, b) => a - b),
    );
  });

  it('keeps counter, rows and line consistent when cancels and re-registrations race a short line', async () => {
    const creator = await createUser(ctx);
    const event = await createEvent(ctx, { user_id: creator.id, quota: 6 });
    await addParticipant(ctx, event.id, creator.id);
    const seated = await users(5);
    for (const u of seated) await addParticipant(ctx, event.id, u.id);
    const waiting = await users(3);
    for (const u of waiting) await call('waitlist', u, event.id);
    const outsiders = await users(10);
    const responses = await Promise.all([
      ...seated.map((u) => call('canceled', u, event.id)),
      ...outsiders.map((u) => call('register', u, event.id)),
    ]);
    for (const r of responses) expect([200, 409]).toContain(r.statusCode);
    const after = await state(event.id);
    expect(after.counter).toBe(after.seated.length);
    expect(after.counter).toBeLessThanOrEqual(6);
    // The three waiting were served before any outsider.
    expect(after.line).toEqual([]);
    for (const u of waiting) expect(after.seated).toContain(u.id);
    const registered = responses.slice(5).filter((r) => r.statusCode === 200).length;
    expect(after.seated).toHaveLength(1 + 3 + registered);
  });
});

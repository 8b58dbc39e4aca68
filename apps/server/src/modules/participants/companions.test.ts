import { COMPANION_MESSAGES, REGISTRATION_MESSAGES } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import { authHeader, createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import { waitingLine } from './seats.test-support.ts';

/**
 * Companions 'Pendamping' (docs/decisions/031-companions.md): a party takes 1 + companions seats of the quota,
 * on register, on a change of party size, on cancel, and under concurrency.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const post = (path: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/event-participant/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

async function member() {
  const user = await createUser(ctx);
  return { user, headers: authHeader(ctx, user) };
}

async function seats(eventId: number) {
  const e = await ctx.db
    .selectFrom('events')
    .select('total_participant')
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const rows = await ctx.db
    .selectFrom('event_participants')
    .select(['user_id', 'companions', 'companion_names'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  return { counter: e.total_participant, rows };
}

describe('registering with companions', () => {
  it('takes 1 + companions seats and keeps the trimmed names', async () => {
    const event = await createEvent(ctx, { quota: 10, max_companions: 3 });
    const budi = await member();
    const res = await post(
      'register',
      { eventId: event.id, companions: 2, companionNames: ['  Ani ', 'Dodi'] },
      budi.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { registered: true, totalParticipant: 3 } });
    expect(await seats(event.id)).toEqual({
      counter: 3,
      rows: [{ user_id: budi.user.id, companions: 2, companion_names: '["Ani","Dodi"]' }],
    });
  });

  it('counts a member alone when companions are left out', async () => {
    const event = await createEvent(ctx, { quota: 10, max_companions: 3 });
    const budi = await member();
    const res = await post('register', { eventId: event.id }, budi.headers);
    expect(res.json()).toEqual({ result: { registered: true, totalParticipant: 1 } });
    expect((await seats(event.id)).rows).toEqual([
      { user_id: budi.user.id, companions: 0, companion_names: null },
    ]);
  });

  it('refuses more companions than the event allows, and none where it allows none', async () => {
    const some = await createEvent(ctx, { quota: 10, max_companions: 2 });
    const none = await createEvent(ctx, { quota: 10 });
    const budi = await member();
    const over = await post('register', { eventId: some.id, companions: 3 }, budi.headers);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(COMPANION_MESSAGES.tooMany(2));
    const zero = await post('register', { eventId: none.id, companions: 1 }, budi.headers);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toBe('Acara ini tidak menerima pendamping.');
    expect((await seats(some.id)).counter).toBe(0);
    expect((await seats(none.id)).counter).toBe(0);
  });

  it.each([
    [{ companions: -1 }, COMPANION_MESSAGES.count],
    [{ companions: 11 }, COMPANION_MESSAGES.count],
    [{ companions: 1.5 }, COMPANION_MESSAGES.count],
    [{ companions: '2' }, COMPANION_MESSAGES.count],
    [{ companions: 1, companionNames: ['A', 'B'] }, COMPANION_MESSAGES.namesTooMany],
    [{ companions: 1, companionNames: ['x'.repeat(81)] }, COMPANION_MESSAGES.nameTooLong],
    [{ companions: 1, companionNames: [5] }, COMPANION_MESSAGES.names],
  ])('refuses bad input %j with an Indonesian message', async (extra, message) => {
    const event = await createEvent(ctx, { quota: 10, max_companions: 10 });
    const budi = await member();
    const res = await post('register', { eventId: event.id, ...extra }, budi.headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    const change = await post('companions', { eventId: event.id, ...extra }, budi.headers);
    expect(change.statusCode).toBe(400);
  });

  it('refuses a party that does not fit the seats left, while a smaller one still fits', async () => {
    const event = await createEvent(ctx, { quota: 4, max_companions: 3 });
    const first = await member();
    expect((await post('register', { eventId: event.id, companions: 1 }, first.headers)).statusCode).toBe(
      200,
    );
    const big = await member();
    const refused = await post('register', { eventId: event.id, companions: 2 }, big.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REGISTRATION_MESSAGES.quotaFull);
    const fits = await post('register', { eventId: event.id, companions: 1 }, big.headers);
    expect(fits.json()).toEqual({ result: { registered: true, totalParticipant: 4 } });
  });

  it('frees the whole party on cancel', async () => {
    const event = await createEvent(ctx, { quota: 10, max_companions: 3 });
    const budi = await member();
    await post('register', { eventId: event.id, companions: 3 }, budi.headers);
    const res = await post('canceled', { eventId: event.id }, budi.headers);
    expect(res.json()).toEqual({ result: { registered: false, totalParticipant: 0 } });
    expect(await seats(event.id)).toEqual({ counter: 0, rows: [] });
  });

  it('is refused without a sign-in', async () => {
    const event = await createEvent(ctx, { quota: 10, max_companions: 3 });
    expect((await post('register', { eventId: event.id, companions: 1 })).statusCode).toBe(401);
    expect((await post('companions', { eventId: event.id, companions: 1 })).statusCode).toBe(401);
  });
});

describe('POST /event-participant/companions', () => {
  it('raises the party only while seats allow', async () => {
    const event = await createEvent(ctx, { quota: 4, max_companions: 3 });
    const budi = await member();
    await post('register', { eventId: event.id, companions: 1 }, budi.headers);
    const up = await post('companions', { eventId: event.id, companions: 3 }, budi.headers);
    expect(up.json()).toEqual({ result: { registered: true, totalParticipant: 4 } });
    const other = await member();
    await post('register', { eventId: event.id }, other.headers); // full: refused
    const down = await post('companions', { eventId: event.id, companions: 2 }, budi.headers);
    expect(down.json()).toEqual({ result: { registered: true, totalParticipant: 3 } });
    await post('register', { eventId: event.id }, other.headers);
    const refused = await post('companions', { eventId: event.id, companions: 3 }, budi.headers);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(COMPANION_MESSAGES.noRoom);
    expect((await seats(event.id)).counter).toBe(4);
  });

  it('gives the seats a smaller party frees to the line, first first', async () => {
    const event = await createEvent(ctx, { quota: 3, max_companions: 2 });
    const budi = await member();
    await post('register', { eventId: event.id, companions: 2 }, budi.headers);
    const a = await member();
    const b = await member();
    const c = await member();
    for (const m of [a, b, c])
      expect((await post('waitlist', { eventId: event.id }, m.headers)).statusCode).toBe(200);
    const down = await post('companions', { eventId: event.id, companions: 0 }, budi.headers);
    expect(down.json()).toEqual({ result: { registered: true, totalParticipant: 3 } });
    expect((await seats(event.id)).rows.map((r) => r.user_id)).toEqual([budi.user.id, a.user.id, b.user.id]);
    expect(await waitingLine(ctx.db, event.id)).toEqual([c.user.id]);
  });

  it('refuses a member who is not registered', async () => {
    const event = await createEvent(ctx, { quota: 4, max_companions: 3 });
    const budi = await member();
    const res = await post('companions', { eventId: event.id, companions: 1 }, budi.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(COMPANION_MESSAGES.notRegistered);
  });
});

describe('concurrent registrations with mixed party sizes', () => {
  it('never overbook: 30 members with parties of 1 to 4 at once', async () => {
    const creator = await createUser(ctx);
    const event = await createEvent(ctx, { quota: 40, max_companions: 3, user_id: creator.id });
    await addParticipant(ctx, event.id, creator.id);
    const members = await Promise.all(Array.from({ length: 30 }, () => member()));
    const results = await Promise.all(
      members.map((m, i) => post('register', { eventId: event.id, companions: i % 4 }, m.headers)),
    );
    expect(results.every((r) => r.statusCode === 200 || r.statusCode === 409)).toBe(true);
    const after = await seats(event.id);
    const taken = after.rows.reduce((sum, r) => sum + 1 + r.companions, 0);
    expect(after.counter).toBe(taken);
    expect(taken).toBeLessThanOrEqual(40);
    // Seats only ever fill here, so a refused party (at most 4) left fewer than 4 free, and fewer stayed free after.
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(after.rows.length - 1);
    expect(40 - taken).toBeLessThan(4);
  });
});

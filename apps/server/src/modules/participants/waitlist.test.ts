import { EVENT_NOT_FOUND, REGISTRATION_MESSAGES, WAITLIST_MESSAGES, WAITLIST_TEXT } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { notificationsOf } from '../notifications/notifications.test-support.ts';
import { storedSeats, waitingLine } from './seats.test-support.ts';

/**
 * The waitlist of a full event (docs/decisions/013): joining, leaving, the place in line on the event detail, the
 * admin's view of the line, and the promotion on every path that frees a seat. Runs on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL.
 */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let creator: User;
let admin: { user: User; headers: Record<string, string> };

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await createUser(ctx, { name: 'Siti Rahma' });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers, payload: payload as object });
const as = (u: User) => authHeader(ctx, u);
const join = (eventId: unknown, u: User) => post('/event-participant/waitlist', { eventId }, as(u));
const leave = (eventId: unknown, u: User) => post('/event-participant/waitlist/leave', { eventId }, as(u));
const detail = (eventId: number, u: User) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/event/${eventId}`, headers: as(u) });
const line = (eventId: number, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/event-participant/waitlist?eventId=${eventId}`, headers });

/** A published event with the creator and `seated` members filling a quota of 1 + seated.length. */
async function fullEvent(seated: User[], overrides: Parameters<typeof createEvent>[1] = {}) {
  const event = await createEvent(ctx, {
    name: 'Reuni Akbar',
    user_id: creator.id,
    quota: 1 + seated.length,
    ...overrides,
  });
  await addParticipant(ctx, event.id, creator.id);
  for (const m of seated) await addParticipant(ctx, event.id, m.id);
  return event;
}

const seats = async (eventId: number) => ({
  ...(await storedSeats(ctx.db, eventId)),
  line: await waitingLine(ctx.db, eventId),
});

async function members(n: number) {
  const out: User[] = [];
  for (let i = 0; i < n; i += 1) out.push(await createUser(ctx, { name: `Anggota ${i + 1}` }));
  return out;
}

/** The promotion's traces: the in-app notice and the mail the outbox sends. */
async function expectPromoted(u: User, eventName: string) {
  const notes = await notificationsOf(ctx, u.id);
  expect(notes.map((n) => n.content)).toContain(WAITLIST_TEXT.promoted(eventName));
  const mails = await ctx.deliverMail();
  const mine = mails.filter((m) => m.to === u.email);
  expect(mine).toHaveLength(1);
  expect(mine[0]?.subject).toBe(WAITLIST_TEXT.promotedSubject(eventName));
  expect(mine[0]?.text).toContain(`Halo ${u.name},`);
}

describe('joining and leaving the waitlist', () => {
  it('puts members in line in order, shows each their place, and closes ranks when one leaves', async () => {
    const [seated, a, b, c] = await members(4);
    const event = await fullEvent([seated as User]);

    const ra = await join(event.id, a as User);
    expect(ra.statusCode, ra.body).toBe(200);
    expect(ra.json()).toEqual({ result: { waitlistPosition: 1, totalParticipant: 2, companions: 0 } });
    expect((await join(event.id, b as User)).json().result.waitlistPosition).toBe(2);
    expect((await join(event.id, c as User)).json().result.waitlistPosition).toBe(3);
    // Idempotent: the same place again.
    expect((await join(event.id, b as User)).json().result.waitlistPosition).toBe(2);

    expect((await detail(event.id, c as User)).json().result).toMatchObject({
      isRegistered: false,
      waitlistPosition: 3,
    });
    expect((await detail(event.id, seated as User)).json().result.waitlistPosition).toBeNull();

    const rl = await leave(event.id, a as User);
    expect(rl.json()).toEqual({ result: { waitlistPosition: null, totalParticipant: 2, companions: null } });
    // Leaving twice is harmless.
    expect((await leave(event.id, a as User)).statusCode).toBe(200);
    expect((await detail(event.id, b as User)).json().result.waitlistPosition).toBe(1);
    expect((await detail(event.id, c as User)).json().result.waitlistPosition).toBe(2);

    const res = await line(event.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      total: 2,
      waitlist: [
        { position: 1, id: b?.id, name: 'Anggota 3', username: b?.username },
        { position: 2, id: c?.id, name: 'Anggota 4', username: c?.username },
      ],
    });
    // The admin list carries no e-mail or phone.
    expect(Object.keys(res.json().result.waitlist[0]).sort()).toEqual(
      ['companionNames', 'companions', 'createdDate', 'id', 'name', 'picture', 'position', 'username'].sort(),
    );
  });

  it('shows a visitor no place in line', async () => {
    const event = await fullEvent([]);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/event/${event.id}` });
    expect(res.json().result.waitlistPosition).toBeNull();
  });
});

describe('waitlist refusals', () => {
  it('refuses visitors (401) and lets only admins read the line (403 for members)', async () => {
    const event = await fullEvent([]);
    const [m] = await members(1);
    expect((await post('/event-participant/waitlist', { eventId: event.id })).statusCode).toBe(401);
    expect((await post('/event-participant/waitlist/leave', { eventId: event.id })).statusCode).toBe(401);
    expect((await line(event.id, {})).statusCode).toBe(401);
    const forbidden = await line(event.id, as(m as User));
    expect(forbidden.statusCode).toBe(403);
  });

  it('refuses a bad or missing event id with an Indonesian message', async () => {
    const [m] = await members(1);
    for (const bad of ['abc', -1, 1.5, true]) {
      const res = await join(bad, m as User);
      expect(res.statusCode, String(bad)).toBe(400);
      expect(res.json().message).toBe('ID acara tidak valid');
    }
    const missing = await post('/event-participant/waitlist', {}, as(m as User));
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('ID acara harus diisi');
    const badQuery = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/event-participant/waitlist?eventId=x',
      headers: admin.headers,
    });
    expect(badQuery.statusCode).toBe(400);
  });

  it('refuses when seats are free, when already registered, for finished, DRAFT, deleted and missing events', async () => {
    const [m, seated] = await members(2);
    const open = await createEvent(ctx, { quota: 5 });
    expect((await join(open.id, m as User)).json()).toEqual({
      message: WAITLIST_MESSAGES.seatsAvailable,
      code: 'SEATS_AVAILABLE',
    });
    const full = await fullEvent([seated as User]);
    const already = await join(full.id, seated as User);
    expect(already.statusCode).toBe(409);
    expect(already.json()).toEqual({
      message: WAITLIST_MESSAGES.alreadyRegistered,
      code: 'ALREADY_REGISTERED',
    });

    const past = new Date(Date.now() - 86_400_000).toISOString();
    const finished = await fullEvent([], { start_date: past, end_date: past });
    expect((await join(finished.id, m as User)).json()).toEqual({
      message: REGISTRATION_MESSAGES.eventFinished,
      code: 'EVENT_FINISHED',
    });
    const draft = await fullEvent([], { status: 'DRAFT' });
    const deleted = await fullEvent([], { deleted: 1 });
    for (const id of [draft.id, deleted.id, 999_999]) {
      const res = await join(id, m as User);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: EVENT_NOT_FOUND, code: 'EVENT_NOT_FOUND' });
    }
    expect((await seats(open.id)).line).toEqual([]);
  });
});

describe('a freed seat goes to the first in line, in the same transaction', () => {
  it('when a member cancels', async () => {
    const [seated, a, b] = await members(3);
    const event = await fullEvent([seated as User], { name: 'Reuni Batal Sendiri' });
    await join(event.id, a as User);
    await join(event.id, b as User);
    const res = await post('/event-participant/canceled', { eventId: event.id }, as(seated as User));
    expect(res.json()).toEqual({ result: { registered: false, totalParticipant: 2 } });
    expect(await seats(event.id)).toEqual({ total: 2, userIds: [creator.id, a?.id], line: [b?.id] });
    expect((await detail(event.id, a as User)).json().result).toMatchObject({
      isRegistered: true,
      waitlistPosition: null,
    });
    expect((await detail(event.id, b as User)).json().result.waitlistPosition).toBe(1);
    await expectPromoted(a as User, 'Reuni Batal Sendiri');
  });

  it('when an admin cancels a participant', async () => {
    const [seated, a] = await members(2);
    const event = await fullEvent([seated as User], { name: 'Reuni Dibatalkan Admin' });
    await join(event.id, a as User);
    const res = await post(
      '/event-participant/cancel',
      { eventId: event.id, userId: seated?.id },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await seats(event.id)).toEqual({ total: 2, userIds: [creator.id, a?.id], line: [] });
    await expectPromoted(a as User, 'Reuni Dibatalkan Admin');
  });

  it('when an admin raises the quota (as many as the new seats, in order)', async () => {
    const [seated, a, b, c] = await members(4);
    const event = await fullEvent([seated as User], { name: 'Reuni Kuota Naik' });
    for (const u of [a, b, c]) await join(event.id, u as User);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/event',
      headers: admin.headers,
      payload: { id: event.id, quota: 4 },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.totalParticipant).toBe(4);
    expect(await seats(event.id)).toEqual({
      total: 4,
      userIds: [creator.id, seated?.id, a?.id, b?.id],
      line: [c?.id],
    });
    await expectPromoted(a as User, 'Reuni Kuota Naik');
    await expectPromoted(b as User, 'Reuni Kuota Naik');
  });

  it('when a member is deleted', async () => {
    const [seated, a] = await members(2);
    const event = await fullEvent([seated as User], { name: 'Reuni Anggota Dihapus' });
    await join(event.id, a as User);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/v1/user/${seated?.id}`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await seats(event.id)).toEqual({ total: 2, userIds: [creator.id, a?.id], line: [] });
    await expectPromoted(a as User, 'Reuni Anggota Dihapus');
  });

  it('not while the event is a draft; publishing it again serves the line', async () => {
    const [seated, a] = await members(2);
    const event = await fullEvent([seated as User], { name: 'Reuni Draf' });
    await join(event.id, a as User);
    await ctx.db.updateTable('events').set({ status: 'DRAFT' }).where('id', '=', event.id).execute();
    await post('/event-participant/cancel', { eventId: event.id, userId: seated?.id }, admin.headers);
    expect(await seats(event.id)).toEqual({ total: 1, userIds: [creator.id], line: [a?.id] });
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/event',
      headers: admin.headers,
      payload: { id: event.id, status: 'PUBLISH' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await seats(event.id)).toEqual({ total: 2, userIds: [creator.id, a?.id], line: [] });
  });

  it('a member registering directly never takes a seat someone is waiting for', async () => {
    const [a, late] = await members(2);
    // A free seat with someone already in line (as left by a draft period): the line goes first.
    const event = await createEvent(ctx, { user_id: creator.id, quota: 2 });
    await addParticipant(ctx, event.id, creator.id);
    await ctx.db
      .insertInto('event_waitlist')
      .values({ event_id: event.id, user_id: a?.id as number, created_at: new Date().toISOString() })
      .execute();
    const res = await post('/event-participant/register', { eventId: event.id }, as(late as User));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: REGISTRATION_MESSAGES.quotaFull, code: 'QUOTA_FULL' });
    expect(await seats(event.id)).toEqual({ total: 2, userIds: [creator.id, a?.id], line: [] });
  });

  it('rolls the promotion back with the cancel when the notice cannot be written', async () => {
    const [seated, a] = await members(2);
    const event = await fullEvent([seated as User]);
    await join(event.id, a as User);
    const { failNotificationInserts } = await import('../notifications/notifications.test-support.ts');
    const restore = await failNotificationInserts(ctx);
    try {
      const res = await post('/event-participant/canceled', { eventId: event.id }, as(seated as User));
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await seats(event.id)).toEqual({ total: 2, userIds: [creator.id, seated?.id], line: [a?.id] });
  });
});

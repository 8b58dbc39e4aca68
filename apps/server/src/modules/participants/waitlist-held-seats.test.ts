import { REGISTRATION_MESSAGES, WAITLIST_TEXT } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { activityRows, putEvent } from '../events/events-write.test-support.ts';
import { notificationsOf } from '../notifications/notifications.test-support.ts';

/**
 * Seats held for the line (docs/decisions/035-waitlist-parties.md, Follow-up): while the waitlist's first party
 * waits for more seats than are free, the event list and page say the free seats are held (`seatsHeld`), the
 * committee's 'Tambah Peserta' says whose they are, a raised quota serves the line like a freed seat (and tells a
 * first party that still does not fit), and one's own history shows one's party. SQLite and, with
 * TEST_DATABASE_URL, PostgreSQL.
 */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let creator: User;
let admin: { user: User; headers: Record<string, string> };

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await createUser(ctx, { name: 'Siti Rahma' });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Panitia' });
});
afterAll(() => ctx.close());

const as = (u: User) => authHeader(ctx, u);
const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/event-participant/${url}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function members(n: number, prefix = 'Anggota') {
  const out: User[] = [];
  for (let i = 0; i < n; i += 1) out.push(await createUser(ctx, { name: `${prefix} ${i + 1}` }));
  return out as [User, ...User[]];
}

async function stored(eventId: number) {
  const e = await ctx.db
    .selectFrom('events')
    .select(['total_participant', 'quota'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const seated = await ctx.db
    .selectFrom('event_participants')
    .select(['user_id', 'companions'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  const line = await ctx.db
    .selectFrom('event_waitlist')
    .select(['user_id', 'companions'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  return { total: e.total_participant, quota: e.quota, seated, line };
}

/**
 * An event (companions up to 3) with quota 3, full with the creator and two members; `head` waits with 2 companions
 * (a party of 3); then the two members cancel: 2 seats are free, and both are held for the head.
 */
async function heldEvent(name: string) {
  const [a, b, head] = await members(3, name);
  const event = await createEvent(ctx, { name, user_id: creator.id, quota: 3, max_companions: 3 });
  await addParticipant(ctx, event.id, creator.id);
  await addParticipant(ctx, event.id, a.id);
  await addParticipant(ctx, event.id, (b as User).id);
  const joined = await post('waitlist', { eventId: event.id, companions: 2 }, as(head as User));
  expect(joined.statusCode, joined.body).toBe(200);
  // Two give up their seats: 2 free, the head's party of 3 does not fit, so both are held for it.
  expect((await post('canceled', { eventId: event.id }, as(a))).statusCode).toBe(200);
  expect((await post('canceled', { eventId: event.id }, as(b as User))).statusCode).toBe(200);
  return { event, head: head as User, seated: [a, b as User] };
}

describe('seatsHeld on the event list and the event page', () => {
  it('counts the free seats held for the first party, for visitors, members and admins alike', async () => {
    const { event, head } = await heldEvent('Reuni Tertahan');
    expect((await stored(event.id)).total).toBe(1);
    const [member] = await members(1);
    for (const headers of [{}, as(member), admin.headers]) {
      const detail = await get(`/api/v1/event/${event.id}`, headers);
      expect(detail.statusCode).toBe(200);
      expect(detail.json().result).toMatchObject({
        totalParticipant: 1,
        quota: 3,
        seatsHeld: 2,
        lineWaiting: true,
      });
      const list = await get('/api/v1/event?limit=100', headers);
      expect(list.json().result.datas.find((e: { id: number }) => e.id === event.id)).toMatchObject({
        seatsHeld: 2,
      });
    }
    // The head's own page says the same: the seats wait for them.
    expect((await get(`/api/v1/event/${event.id}`, as(head))).json().result).toMatchObject({
      seatsHeld: 2,
      waitlistPosition: 1,
      waitlistCompanions: 2,
    });
  });

  it('is 0 when nobody waits, when no seat is free and when the quota is unlimited', async () => {
    const [a, b, c] = await members(3);
    const open = await createEvent(ctx, { name: 'Reuni Lega', quota: 5 });
    await addParticipant(ctx, open.id, a.id);
    const full = await createEvent(ctx, { name: 'Reuni Penuh', quota: 1 });
    await addParticipant(ctx, full.id, a.id);
    expect((await post('waitlist', { eventId: full.id }, as(b as User))).statusCode).toBe(200);
    const unlimited = await createEvent(ctx, { name: 'Reuni Bebas', quota: null });
    await addParticipant(ctx, unlimited.id, a.id);
    // A line waits there too (rows left from when it had a quota): no quota, nothing held.
    await ctx.db
      .insertInto('event_waitlist')
      .values({ event_id: unlimited.id, user_id: (c as User).id, created_at: new Date().toISOString() })
      .execute();
    const list = (await get('/api/v1/event?limit=100', as(a))).json().result.datas as {
      id: number;
      seatsHeld: number;
    }[];
    for (const e of [open, full, unlimited])
      expect(list.find((x) => x.id === e.id)?.seatsHeld, `event ${e.name}`).toBe(0);
    expect((await get(`/api/v1/event/${full.id}`)).json().result).toMatchObject({
      seatsHeld: 0,
      lineWaiting: true,
    });
    expect((await get(`/api/v1/event/${open.id}`)).json().result).toMatchObject({
      seatsHeld: 0,
      lineWaiting: false,
    });
  });

  it('goes back to 0 when the first party comes with fewer people and takes the seats', async () => {
    const { event, head } = await heldEvent('Reuni Mengalah Dua');
    const res = await post('companions', { eventId: event.id, companions: 1 }, as(head));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.registered).toBe(true);
    expect((await get(`/api/v1/event/${event.id}`)).json().result).toMatchObject({
      totalParticipant: 3,
      seatsHeld: 0,
      lineWaiting: false,
    });
  });
});

describe("the committee's 'Tambah Peserta' while seats are held", () => {
  const add = (payload: unknown, headers: Record<string, string> = admin.headers) =>
    post('register-on-behalf', payload, headers);

  it('says the free seats are held for the people in line, and adds past the line only when confirmed', async () => {
    const { event, head } = await heldEvent('Reuni Panitia');
    const [newcomer, second] = await members(2);
    // A second party waits behind the head: 3 + 1 people wait.
    expect((await post('waitlist', { eventId: event.id }, as(second as User))).statusCode).toBe(200);
    const refused = await add({ eventId: event.id, userId: newcomer.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'SEATS_HELD_FOR_LINE',
      message: REGISTRATION_MESSAGES.seatsHeldForLine(2, 4),
    });
    expect(refused.json().message).toBe('Ada 2 kursi kosong, tetapi ditahan untuk 4 orang di daftar tunggu.');
    expect((await stored(event.id)).seated.map((s) => s.user_id)).toEqual([creator.id]);

    const logsBefore = (await activityRows(ctx)).length;
    const forced = await add({ eventId: event.id, userId: newcomer.id, overQuota: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().result).toEqual({ registered: true, totalParticipant: 2 });
    const s = await stored(event.id);
    expect(s.seated.map((r) => r.user_id)).toEqual([creator.id, newcomer.id]);
    // The line keeps its order: the head still waits first, now for a seat more.
    expect(s.line).toEqual([
      { user_id: head.id, companions: 2 },
      { user_id: (second as User).id, companions: 0 },
    ]);
    const logs = await activityRows(ctx);
    expect(logs).toHaveLength(logsBefore + 1);
    expect(logs.at(-1)).toMatchObject({
      module: 'Partisipan',
      action: 'Tambah',
      activity_info: `Menambahkan ${newcomer.username} sebagai peserta acara Reuni Panitia (mendahului daftar tunggu)`,
    });
    expect(JSON.parse(logs.at(-1)?.new_value ?? '{}')).toEqual({
      userId: newcomer.id,
      username: newcomer.username,
      aheadOfLine: true,
    });
  });

  it('keeps the plain full-quota refusal when no seat is free, and refuses visitors, members and bad input', async () => {
    const [a, b, c] = await members(3);
    const full = await createEvent(ctx, { name: 'Reuni Sesak', quota: 1 });
    await addParticipant(ctx, full.id, a.id);
    expect((await post('waitlist', { eventId: full.id }, as(b as User))).statusCode).toBe(200);
    const refused = await add({ eventId: full.id, userId: (c as User).id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_FULL', message: REGISTRATION_MESSAGES.quotaFull });
    const forced = await add({ eventId: full.id, userId: (c as User).id, overQuota: true });
    expect(forced.statusCode).toBe(200);
    expect((await activityRows(ctx)).at(-1)?.activity_info).toBe(
      `Menambahkan ${(c as User).username} sebagai peserta acara Reuni Sesak (melebihi kuota)`,
    );

    const { event } = await heldEvent('Reuni Dijaga');
    expect((await add({ eventId: event.id, userId: a.id }, {})).statusCode).toBe(401);
    expect((await add({ eventId: event.id, userId: a.id }, as(b as User))).statusCode).toBe(403);
    const bad = await add({ eventId: event.id, userId: a.id, overQuota: 'ya' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/overQuota/);
  });
});

describe('a raised quota serves the line like a freed seat', () => {
  it('tells a first party that still does not fit, serves nobody behind it, then seats it when it fits', async () => {
    const { event, head } = await heldEvent('Reuni Kuota Naik');
    const [behind] = await members(1);
    expect((await post('waitlist', { eventId: event.id }, as(behind))).statusCode).toBe(200);
    const told = async () =>
      (await notificationsOf(ctx, head.id))
        .filter((n) => n.content.includes('Reuni Kuota Naik'))
        .map((n) => n.content);
    const before = await told();

    // The head now waits with 3 companions (a party of 4): a quota of 4 will not be enough for them.
    expect(
      (await post('companions', { eventId: event.id, companions: 3 }, as(head))).json().result,
    ).toMatchObject({
      registered: false,
      waitlistPosition: 1,
    });
    // 3 -> 4: 3 free, the party of 4 still does not fit; nobody behind it is served, and the head is told.
    const raised = await putEvent(ctx, { id: event.id, quota: '4' }, admin.headers);
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().result).toMatchObject({ quota: 4, totalParticipant: 1, seatsHeld: 3 });
    let s = await stored(event.id);
    expect(s.seated.map((r) => r.user_id)).toEqual([creator.id]);
    expect(s.line.map((l) => l.user_id)).toEqual([head.id, behind.id]);
    expect(await told()).toEqual([...before, WAITLIST_TEXT.headBlocked('Reuni Kuota Naik', 3, 4)]);

    // 4 -> 6: 5 free, the party of 4 takes its seats, then the one behind it (1).
    const again = await putEvent(ctx, { id: event.id, quota: '6' }, admin.headers);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().result).toMatchObject({ quota: 6, totalParticipant: 6, seatsHeld: 0 });
    s = await stored(event.id);
    expect(s.seated.map((r) => [r.user_id, r.companions])).toEqual([
      [creator.id, 0],
      [head.id, 3],
      [behind.id, 0],
    ]);
    expect(s.line).toEqual([]);
    expect((await told()).at(-1)).toBe(WAITLIST_TEXT.promoted('Reuni Kuota Naik', 4));
    expect((await notificationsOf(ctx, behind.id)).at(-1)?.content).toBe(
      WAITLIST_TEXT.promoted('Reuni Kuota Naik'),
    );
  });

  it('an unlimited quota seats the whole line; other edits tell nobody; members cannot raise it', async () => {
    const { event, head } = await heldEvent('Reuni Tanpa Batas');
    const count = async () => (await notificationsOf(ctx, head.id)).length;
    const n = await count();
    // An edit that frees nothing (the name) sends no 'seats free' notice.
    expect(
      (await putEvent(ctx, { id: event.id, name: 'Reuni Tanpa Batas 86' }, admin.headers)).statusCode,
    ).toBe(200);
    expect(await count()).toBe(n);
    expect((await putEvent(ctx, { id: event.id, quota: '9' }, as(head))).statusCode).toBe(403);
    expect((await putEvent(ctx, { id: event.id, quota: '9' }, {})).statusCode).toBe(401);
    expect((await putEvent(ctx, { id: event.id, quota: '-1' }, admin.headers)).statusCode).toBe(400);
    const res = await putEvent(ctx, { id: event.id, quota: '' }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ quota: null, totalParticipant: 4, seatsHeld: 0 });
    expect((await stored(event.id)).line).toEqual([]);
  });
});

describe("one's own history shows one's party", () => {
  it('answers the companions of a seat and of a waiting party on one’s own history only', async () => {
    const { event, head } = await heldEvent('Reuni Riwayat');
    const [other] = await members(1);
    const seatedEvent = await createEvent(ctx, { name: 'Reuni Bertiga', quota: 10, max_companions: 3 });
    expect((await post('register', { eventId: seatedEvent.id, companions: 2 }, as(head))).statusCode).toBe(
      200,
    );
    const alone = await createEvent(ctx, { name: 'Reuni Sendiri', quota: 10 });
    expect((await post('register', { eventId: alone.id }, as(head))).statusCode).toBe(200);

    const own = await get(`/api/v1/event-participant/get-by-user?userId=${head.id}`, as(head));
    expect(own.statusCode).toBe(200);
    const byId = new Map(
      (
        own.json().result.datas as {
          id: number;
          companions?: number | null;
          waitlistPosition?: number | null;
        }[]
      ).map((e) => [e.id, e]),
    );
    expect(byId.get(event.id)).toMatchObject({ companions: 2, waitlistPosition: 1 });
    expect(byId.get(seatedEvent.id)).toMatchObject({ companions: 2, waitlistPosition: null });
    expect(byId.get(alone.id)).toMatchObject({ companions: 0, waitlistPosition: null });

    // Another member sees the events the member joined, not their party (nor their lines).
    const theirs = await get(`/api/v1/event-participant/get-by-user?userId=${head.id}`, as(other));
    const datas = theirs.json().result.datas as Record<string, unknown>[];
    expect(datas.map((e) => e.id)).not.toContain(event.id);
    for (const e of datas) {
      expect(e).not.toHaveProperty('companions');
      expect(e).not.toHaveProperty('waitlistPosition');
    }
    expect((await get(`/api/v1/event-participant/get-by-user?userId=abc`, as(head))).statusCode).toBe(400);
  });
});

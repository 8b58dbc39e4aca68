import {
  COMPANION_MESSAGES,
  REGISTRATION_MESSAGES,
  WAITLIST_MESSAGES,
  WAITLIST_TEXT,
} from '@alumni/contract';
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
import { waitlistExportPages } from './participants-export.service.ts';

/**
 * Waiting parties (docs/decisions/035-waitlist-parties.md): a member waits with their companions, the line hands out
 * 1 + companions seats at once in strict order (a first party that does not fit holds the line), a waiting party
 * can change its size, and nothing overbooks under concurrency. Runs on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL.
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
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/event-participant/${url}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
const as = (u: User) => authHeader(ctx, u);
const join = (eventId: number, u: User, companions?: number, companionNames?: string[]) =>
  post('waitlist', { eventId, companions, companionNames }, as(u));
const register = (eventId: number, u: User, companions?: number) =>
  post('register', { eventId, companions }, as(u));
const changeParty = (eventId: number, u: User, companions: number) =>
  post('companions', { eventId, companions }, as(u));
const cancel = (eventId: number, u: User) => post('canceled', { eventId }, as(u));
const detail = (eventId: number, u: User) =>
  ctx.app.inject({ method: 'GET', url: `/api/v1/event/${eventId}`, headers: as(u) });

async function members(n: number) {
  const out: User[] = [];
  for (let i = 0; i < n; i += 1) out.push(await createUser(ctx, { name: `Anggota ${i + 1}` }));
  return out;
}

/** The stored state: the counter, the seated parties (user id → companions), the line (user id, companions). */
async function stored(eventId: number) {
  const e = await ctx.db
    .selectFrom('events')
    .select(['total_participant', 'companion_seats'])
    .where('id', '=', eventId)
    .executeTakeFirstOrThrow();
  const seated = await ctx.db
    .selectFrom('event_participants')
    .select(['user_id', 'companions', 'companion_names'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  const line = await ctx.db
    .selectFrom('event_waitlist')
    .select(['user_id', 'companions'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .execute();
  return { total: e.total_participant, companionSeats: e.companion_seats, seated, line };
}

/**
 * A published event allowing 3 companions whose quota is filled: the creator alone, then `seated` members alone
 * (a quota of 1 + seated.length unless given).
 */
async function fullEvent(seated: User[], overrides: Parameters<typeof createEvent>[1] = {}) {
  const event = await createEvent(ctx, {
    name: 'Reuni Keluarga',
    user_id: creator.id,
    quota: 1 + seated.length,
    max_companions: 3,
    ...overrides,
  });
  await addParticipant(ctx, event.id, creator.id);
  for (const m of seated) await addParticipant(ctx, event.id, m.id);
  return event;
}

describe('joining the line with a party', () => {
  it('keeps 1 + companions and the names while waiting, and shows the party to the member and the admin', async () => {
    const [seated, budi, ani] = await members(3);
    const event = await fullEvent([seated as User]);
    const res = await join(event.id, budi as User, 2, [' Rina ', 'Dodi']);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { waitlistPosition: 1, totalParticipant: 2, companions: 2 } });
    // Idempotent: the same place and party again (the party changes through /companions).
    expect((await join(event.id, budi as User, 0)).json().result).toEqual({
      waitlistPosition: 1,
      totalParticipant: 2,
      companions: 2,
    });
    expect((await join(event.id, ani as User)).json().result.companions).toBe(0);
    expect((await stored(event.id)).line).toEqual([
      { user_id: budi?.id, companions: 2 },
      { user_id: ani?.id, companions: 0 },
    ]);
    expect((await detail(event.id, budi as User)).json().result).toMatchObject({
      isRegistered: false,
      companions: null,
      waitlistPosition: 1,
      waitlistCompanions: 2,
      waitlistCompanionNames: ['Rina', 'Dodi'],
      lineWaiting: true,
    });
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event-participant/waitlist?eventId=${event.id}`,
      headers: admin.headers,
    });
    expect(list.json().result).toMatchObject({
      total: 2,
      people: 4,
      waitlist: [
        { position: 1, id: budi?.id, companions: 2, companionNames: ['Rina', 'Dodi'] },
        { position: 2, id: ani?.id, companions: 0, companionNames: null },
      ],
    });
    // The export's waitlist rows carry the waiting party.
    const pages = [];
    for await (const page of waitlistExportPages(ctx.db, event.id)) pages.push(...page);
    expect(pages.map((r) => [r.user_id, r.companions, r.companion_names, r.status])).toEqual([
      [budi?.id, 2, '["Rina","Dodi"]', 'WAITLISTED'],
      [ani?.id, 0, null, 'WAITLISTED'],
    ]);
  });

  it('refuses a party the event does not allow, a negative or fractional count, visitors and members on the admin list', async () => {
    const [seated, budi] = await members(2);
    const event = await fullEvent([seated as User], { max_companions: 2 });
    const none = await fullEvent([], { max_companions: 0, quota: 1 });
    const tooMany = await join(event.id, budi as User, 3);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().message).toBe(COMPANION_MESSAGES.tooMany(2));
    const notAllowed = await join(none.id, budi as User, 1);
    expect(notAllowed.statusCode).toBe(400);
    expect(notAllowed.json().message).toBe('Acara ini tidak menerima pendamping.');
    for (const bad of [-1, 1.5, '2']) {
      const res = await post('waitlist', { eventId: event.id, companions: bad }, as(budi as User));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(COMPANION_MESSAGES.count);
    }
    const names = await join(event.id, budi as User, 1, ['Rina', 'Dodi']);
    expect(names.statusCode).toBe(400);
    expect(names.json().message).toBe(COMPANION_MESSAGES.namesTooMany);
    expect((await post('waitlist', { eventId: event.id, companions: 1 })).statusCode).toBe(401);
    const memberList = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event-participant/waitlist?eventId=${event.id}`,
      headers: as(budi as User),
    });
    expect(memberList.statusCode).toBe(403);
    expect((await stored(event.id)).line).toEqual([]);
  });

  it('sends a party that fits the free seats to register, and lets one that does not fit wait', async () => {
    const budi = (await members(1))[0] as User;
    const event = await fullEvent([], { quota: 3 }); // 2 seats free
    const fits = await join(event.id, budi, 1);
    expect(fits.statusCode).toBe(409);
    expect(fits.json().message).toBe(WAITLIST_MESSAGES.seatsAvailable);
    // A party of 3 is refused a seat ('Kuota Sudah Penuh') and may wait for all three seats together.
    const reg = await register(event.id, budi, 2);
    expect(reg.statusCode).toBe(409);
    expect(reg.json().message).toBe(REGISTRATION_MESSAGES.quotaFull);
    expect((await join(event.id, budi, 2)).json().result).toEqual({
      waitlistPosition: 1,
      totalParticipant: 1,
      companions: 2,
    });
  });
});

describe('promotion in strict order', () => {
  it('gives the first party all its seats when they are free, with names, and says for how many people', async () => {
    const [a, b, budi] = await members(3);
    const event = await fullEvent([b as User], { name: 'Reuni Bertiga', quota: 4 });
    expect((await register(event.id, a as User, 1)).json().result.totalParticipant).toBe(4);
    await join(event.id, budi as User, 2, ['Rina']);
    await cancel(event.id, b as User); // 1 free: not enough for 3
    expect((await stored(event.id)).line).toEqual([{ user_id: budi?.id, companions: 2 }]);
    const res = await cancel(event.id, a as User); // a's party of 2 frees 2: 3 with the one before
    expect(res.json()).toEqual({ result: { registered: false, totalParticipant: 4 } });
    expect(await stored(event.id)).toEqual({
      total: 4,
      companionSeats: 2,
      seated: [
        { user_id: creator.id, companions: 0, companion_names: null },
        { user_id: budi?.id, companions: 2, companion_names: '["Rina"]' },
      ],
      line: [],
    });
    const notes = (await notificationsOf(ctx, (budi as User).id)).map((n) => n.content);
    expect(notes).toContain(WAITLIST_TEXT.promoted('Reuni Bertiga', 3));
    expect(notes.some((n) => n.startsWith('Kursi untuk 3 orang tersedia'))).toBe(true);
    // While the seat freed first waited for the party, the party heard how many seats were free.
    expect(notes).toContain(WAITLIST_TEXT.headBlocked('Reuni Bertiga', 1, 3));
    const mails = (await ctx.deliverMail()).filter((m) => m.to === budi?.email);
    expect(mails.map((m) => m.subject)).toEqual([WAITLIST_TEXT.promotedSubject('Reuni Bertiga', 3)]);
    expect(mails[0]?.text).toContain('Kursi untuk 3 orang tersedia');
    expect((await detail(event.id, budi as User)).json().result).toMatchObject({
      isRegistered: true,
      companions: 2,
      companionNames: ['Rina'],
      waitlistPosition: null,
      waitlistCompanions: null,
    });
  });

  it('holds the line at a first party that does not fit: nobody behind it, nor a newcomer, takes the seats', async () => {
    const [a, b, budi, ani, newcomer] = await members(5);
    const event = await fullEvent([a as User, b as User]); // quota 3
    await join(event.id, budi as User, 2); // needs 3
    await join(event.id, ani as User, 0); // needs 1
    await cancel(event.id, a as User); // 1 free
    let s = await stored(event.id);
    expect(s.total).toBe(2);
    expect(s.line.map((l) => l.user_id)).toEqual([budi?.id, ani?.id]);
    expect((await detail(event.id, ani as User)).json().result).toMatchObject({ waitlistPosition: 2 });
    // A newcomer cannot take the free seat: it is the line's.
    const reg = await register(event.id, newcomer as User);
    expect(reg.statusCode).toBe(409);
    expect(reg.json().message).toBe(REGISTRATION_MESSAGES.quotaFull);
    // Nor can the second in line, directly.
    expect((await register(event.id, ani as User)).statusCode).toBe(409);
    // The newcomer may wait, behind everyone (free seats, but a line).
    expect((await join(event.id, newcomer as User)).json().result.waitlistPosition).toBe(3);
    await cancel(event.id, b as User); // 2 free: still not 3
    expect((await stored(event.id)).total).toBe(1);
    // The admin raises the quota by one: 3 free, the first party takes them; 0 left for the rest.
    await ctx.db.updateTable('events').set({ quota: 4 }).where('id', '=', event.id).execute();
    const { fillFreeSeats } = await import('./seats.service.ts');
    await ctx.db.transaction().execute((tx) =>
      fillFreeSeats(
        tx,
        {
          dialect: ctx.database.dialect,
          now: new Date(),
          publicUrl: 'https://alumni.test',
          timeZone: 'Asia/Jakarta',
          reminderHours: 24,
        },
        event.id,
      ),
    );
    s = await stored(event.id);
    expect(s.total).toBe(4);
    expect(s.seated.map((r) => [r.user_id, r.companions])).toEqual([
      [creator.id, 0],
      [budi?.id, 2],
    ]);
    expect(s.line.map((l) => l.user_id)).toEqual([ani?.id, newcomer?.id]);
  });

  it('serves everyone who fits, in order, when enough seats free at once', async () => {
    const [a, budi, ani, cici] = await members(4);
    const event = await fullEvent([], { quota: 2 });
    // Fill the quota (2) with a member alone, then line up parties of 2, 1 and 1.
    await addParticipant(ctx, event.id, (a as User).id);
    await join(event.id, budi as User, 1);
    await join(event.id, ani as User, 0);
    await join(event.id, cici as User, 0);
    await ctx.db.updateTable('events').set({ quota: 5 }).where('id', '=', event.id).execute();
    await cancel(event.id, a as User); // 4 free: budi (2), ani (1), cici (1)
    const s = await stored(event.id);
    expect(s.total).toBe(5);
    expect(s.seated.map((r) => r.user_id)).toEqual([creator.id, budi?.id, ani?.id, cici?.id]);
    expect(s.line).toEqual([]);
  });
});

describe('a first party that holds free seats leaves the line', () => {
  const seatsCtx = () => ({
    dialect: ctx.database.dialect,
    now: new Date(),
    publicUrl: 'https://alumni.test',
    timeZone: 'Asia/Jakarta',
    reminderHours: 24,
  });

  it('by leaving: the next party that fits takes the seats', async () => {
    const [a, budi, ani] = await members(3);
    const event = await fullEvent([a as User]); // quota 2
    await join(event.id, budi as User, 2); // needs 3
    await join(event.id, ani as User, 0);
    await cancel(event.id, a as User); // 1 free, held for budi
    expect((await stored(event.id)).line.map((l) => l.user_id)).toEqual([budi?.id, ani?.id]);
    const left = await post('waitlist/leave', { eventId: event.id }, as(budi as User));
    expect(left.json()).toEqual({
      result: { waitlistPosition: null, totalParticipant: 2, companions: null },
    });
    const s = await stored(event.id);
    expect(s.seated.map((r) => r.user_id)).toEqual([creator.id, ani?.id]);
    expect(s.line).toEqual([]);
  });

  it('by being deleted: the next party that fits takes the seats', async () => {
    const [a, budi, ani] = await members(3);
    const event = await fullEvent([a as User]); // quota 2
    await join(event.id, budi as User, 2);
    await join(event.id, ani as User, 0);
    await cancel(event.id, a as User);
    const { removeMembersSeats } = await import('./seats.service.ts');
    await ctx.db.transaction().execute((tx) => removeMembersSeats(tx, seatsCtx(), [(budi as User).id]));
    const s = await stored(event.id);
    expect(s.seated.map((r) => r.user_id)).toEqual([creator.id, ani?.id]);
    expect(s.line).toEqual([]);
  });
});

describe('changing the party while waiting', () => {
  it('keeps the place when the party grows or shrinks, within the limit', async () => {
    const [seated, budi, ani] = await members(3);
    const event = await fullEvent([seated as User], { max_companions: 2 });
    await join(event.id, budi as User, 0);
    await join(event.id, ani as User, 1);
    const grow = await changeParty(event.id, ani as User, 2);
    expect(grow.statusCode, grow.body).toBe(200);
    expect(grow.json()).toEqual({ result: { registered: false, totalParticipant: 2, waitlistPosition: 2 } });
    expect((await stored(event.id)).line).toEqual([
      { user_id: budi?.id, companions: 0 },
      { user_id: ani?.id, companions: 2 },
    ]);
    const over = await changeParty(event.id, ani as User, 3);
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(COMPANION_MESSAGES.tooMany(2));
    const negative = await changeParty(event.id, ani as User, -1);
    expect(negative.statusCode).toBe(400);
    expect(negative.json().message).toBe(COMPANION_MESSAGES.count);
    expect((await post('companions', { eventId: event.id, companions: 1 })).statusCode).toBe(401);
    const stranger = (await members(1))[0] as User;
    const notIn = await changeParty(event.id, stranger, 1);
    expect(notIn.statusCode).toBe(409);
    expect(notIn.json().message).toBe(COMPANION_MESSAGES.notRegistered);
    expect((await stored(event.id)).line.map((l) => l.companions)).toEqual([0, 2]);
  });

  it('a first party made smaller takes the free seats at once', async () => {
    const [a, b, budi, ani] = await members(4);
    const event = await fullEvent([a as User, b as User], { name: 'Reuni Mengalah' }); // quota 3
    await join(event.id, budi as User, 3); // needs 4
    await join(event.id, ani as User, 0);
    await cancel(event.id, a as User);
    await cancel(event.id, b as User); // 2 free, held for budi
    expect((await stored(event.id)).total).toBe(1);
    const smaller = await changeParty(event.id, budi as User, 1);
    expect(smaller.json()).toEqual({ result: { registered: true, totalParticipant: 3 } });
    const s = await stored(event.id);
    expect(s.seated.map((r) => [r.user_id, r.companions])).toEqual([
      [creator.id, 0],
      [budi?.id, 1],
    ]);
    expect(s.line.map((l) => l.user_id)).toEqual([ani?.id]);
    expect((await notificationsOf(ctx, (budi as User).id)).map((n) => n.content)).toContain(
      WAITLIST_TEXT.promoted('Reuni Mengalah', 2),
    );
  });
});

describe('seats freed on every path go to the waiting parties', () => {
  it('a registered party made smaller, and an admin removal', async () => {
    const [a, budi, ani] = await members(3);
    const event = await fullEvent([], { quota: 4 });
    expect((await register(event.id, a as User, 2)).json().result.totalParticipant).toBe(4);
    await join(event.id, budi as User, 1);
    await join(event.id, ani as User, 0);
    // a: 3 → 1 person frees 2: budi's party of 2 takes them.
    expect((await changeParty(event.id, a as User, 0)).json().result).toEqual({
      registered: true,
      totalParticipant: 4,
    });
    let s = await stored(event.id);
    expect(s.seated.map((r) => [r.user_id, r.companions])).toEqual([
      [creator.id, 0],
      [a?.id, 0],
      [budi?.id, 1],
    ]);
    expect(s.line.map((l) => l.user_id)).toEqual([ani?.id]);
    // The admin removes budi's party (2 seats): ani takes one, one stays free.
    const removal = await post('cancel', { eventId: event.id, userId: (budi as User).id }, admin.headers);
    expect(removal.json().result).toEqual({ registered: false, totalParticipant: 3 });
    s = await stored(event.id);
    expect(s.seated.map((r) => r.user_id)).toEqual([creator.id, a?.id, ani?.id]);
    expect(s.line).toEqual([]);
    expect(s.companionSeats).toBe(0);
  });
});

describe('waiting parties under concurrency', () => {
  it('30 parallel registrations with mixed parties, then cancellations: never overbooked, every party whole', async () => {
    const quota = 20;
    const event = await createEvent(ctx, { user_id: creator.id, quota, max_companions: 3 });
    await addParticipant(ctx, event.id, creator.id);
    const crowd = await members(30);
    const partyOf = (i: number) => (i * 7) % 4; // 0..3 companions, mixed
    // Each member registers; refused for lack of seats, they join the line with the same party.
    const results = await Promise.all(
      crowd.map(async (u, i) => {
        const reg = await register(event.id, u, partyOf(i));
        if (reg.statusCode === 200) return 'seated';
        expect(reg.statusCode, reg.body).toBe(409);
        const w = await join(event.id, u, partyOf(i));
        // Between the refusal and the join a seat may have freed for them: then they register again.
        if (w.statusCode === 409)
          return (await register(event.id, u, partyOf(i))).statusCode === 200 ? 'seated' : 'lost';
        expect(w.statusCode, w.body).toBe(200);
        return 'waiting';
      }),
    );
    expect(results).not.toContain('lost');
    const check = async () => {
      const s = await stored(event.id);
      const seatedPeople = s.seated.reduce((n, r) => n + 1 + r.companions, 0);
      expect(s.total).toBe(seatedPeople);
      expect(s.total).toBeLessThanOrEqual(quota);
      expect(s.companionSeats).toBe(s.seated.reduce((n, r) => n + r.companions, 0));
      // Every party is whole, seated or waiting, never both, with the companions it asked for.
      for (const [i, u] of crowd.entries()) {
        const seat = s.seated.find((r) => r.user_id === u.id);
        const wait = s.line.find((l) => l.user_id === u.id);
        expect(Boolean(seat) !== Boolean(wait), `member ${i}`).toBe(true);
        expect((seat ?? wait)?.companions).toBe(partyOf(i));
      }
      // Strict order: when anyone waits, the first party does not fit the free seats.
      const head = s.line[0];
      if (head) expect(s.total + 1 + head.companions).toBeGreaterThan(quota);
      return s;
    };
    const before = await check();
    expect(before.line.length).toBeGreaterThan(0);
    // Half of the seated members cancel at once: the line takes the seats, whole parties only.
    const leaving = before.seated.filter((r) => r.user_id !== creator.id).filter((_, i) => i % 2 === 0);
    await Promise.all(leaving.map((r) => cancel(event.id, crowd.find((u) => u.id === r.user_id) as User)));
    const after = await stored(event.id);
    expect(after.total).toBeLessThanOrEqual(quota);
    expect(after.total).toBe(after.seated.reduce((n, r) => n + 1 + r.companions, 0));
    for (const r of leaving) expect(after.seated.map((x) => x.user_id)).not.toContain(r.user_id);
    const head = after.line[0];
    if (head) expect(after.total + 1 + head.companions).toBeGreaterThan(quota);
    // Some of the line moved up.
    expect(after.line.length).toBeLessThan(before.line.length);
  });
});

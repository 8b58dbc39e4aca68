import {
  CHECK_IN_MESSAGES,
  COMPANION_MESSAGES,
  EVENT_WRITE_MESSAGES,
  PARTICIPANT_EXPORT_COLUMNS,
} from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { newEventBody, postEvent, putEvent } from '../events/events-write.test-support.ts';
import { readXlsx } from '../exports/exports.test-support.ts';

/**
 * Companions on every surface (docs/decisions/031-companions.md): the event's 'Pendamping per anggota' on the
 * write path and the detail, the member's own party, participant lists ('+2', names to the member and admins
 * only), tickets, check-in of part of a party, exports and the dashboard's attendance in people.
 */
type Headers = Record<string, string>;
let ctx: TestContext;
let admin: Headers;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await loginAs(ctx, 'ROLE_ADMIN')).headers;
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, headers: Headers, payload?: unknown) =>
  ctx.app.inject({
    method,
    url: `/api/v1/${url}`,
    headers: payload === undefined ? headers : { 'content-type': 'application/json', ...headers },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });

async function member(name?: string) {
  const user = await createUser(ctx, name ? { name } : {});
  return { user, headers: authHeader(ctx, user) };
}

async function register(eventId: number, headers: Headers, companions = 0, companionNames?: string[]) {
  const res = await call('POST', 'event-participant/register', headers, {
    eventId,
    companions,
    ...(companionNames ? { companionNames } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

describe('maxCompanions on POST/PUT /event and the detail', () => {
  it('is saved on create, changed on update, logged, and answered in the detail', async () => {
    const creator = await createUser(ctx);
    const created = await postEvent(ctx, await newEventBody(ctx, creator.id, { maxCompanions: 2 }), admin);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().result.id as number;
    expect(created.json().result.maxCompanions).toBe(2);

    const updated = await putEvent(ctx, { id, maxCompanions: '3' }, admin);
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().result.maxCompanions).toBe(3);
    const log = await ctx.db
      .selectFrom('activity_logs')
      .select(['old_value', 'new_value'])
      .where('activity_info', '=', 'Mengubah acara Reuni Akbar 86')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(log.old_value ?? '{}').maxCompanions).toBe(2);
    expect(JSON.parse(log.new_value ?? '{}').maxCompanions).toBe(3);

    const detail = await call('GET', `event/${id}`, admin);
    expect(detail.json().result).toMatchObject({ maxCompanions: 3, companions: null, companionNames: null });
  });

  it('defaults to 0 when left out', async () => {
    const creator = await createUser(ctx);
    const created = await postEvent(
      ctx,
      await newEventBody(ctx, creator.id, { name: 'Tanpa Pendamping' }),
      admin,
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().result.maxCompanions).toBe(0);
  });

  it.each([11, -1, 1.5, 'dua', null])('refuses maxCompanions %s with a 400 in Indonesian', async (value) => {
    const creator = await createUser(ctx);
    const res = await postEvent(ctx, await newEventBody(ctx, creator.id, { maxCompanions: value }), admin);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(EVENT_WRITE_MESSAGES.maxCompanionsInvalid);
    const event = await createEvent(ctx);
    const put = await putEvent(ctx, { id: event.id, maxCompanions: value }, admin);
    expect(put.statusCode).toBe(400);
    expect(put.json().message).toBe(EVENT_WRITE_MESSAGES.maxCompanionsInvalid);
  });

  it('refuses a member (403) and a visitor (401)', async () => {
    const event = await createEvent(ctx);
    const budi = await member();
    expect((await putEvent(ctx, { id: event.id, maxCompanions: 2 }, budi.headers)).statusCode).toBe(403);
    expect((await putEvent(ctx, { id: event.id, maxCompanions: 2 }, {})).statusCode).toBe(401);
    const row = await ctx.db
      .selectFrom('events')
      .select('max_companions')
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(row.max_companions).toBe(0);
  });

  it("answers the member's own party in the detail, and nobody else's", async () => {
    const event = await createEvent(ctx, { quota: 20, max_companions: 3 });
    const budi = await member();
    const other = await member();
    await register(event.id, budi.headers, 2, ['Ani', 'Dodi']);
    const mine = (await call('GET', `event/${event.id}`, budi.headers)).json().result;
    expect(mine).toMatchObject({
      maxCompanions: 3,
      isRegistered: true,
      companions: 2,
      companionNames: ['Ani', 'Dodi'],
      totalParticipant: 3,
    });
    const theirs = (await call('GET', `event/${event.id}`, other.headers)).json().result;
    expect(theirs).toMatchObject({ isRegistered: false, companions: null, companionNames: null });
    const guest = (await call('GET', `event/${event.id}`, {})).json().result;
    expect(guest).toMatchObject({ companions: null, companionNames: null });
  });
});

describe('participant lists with parties', () => {
  it("shows every party's companions, names to the member and admins only, and pages by registrations", async () => {
    const event = await createEvent(ctx, { quota: 20, max_companions: 3 });
    const budi = await member('Budi Pendamping');
    const citra = await member('Citra Sendiri');
    await register(event.id, budi.headers, 2, ['Ani']);
    await register(event.id, citra.headers);
    const list = (headers: Headers, q = '') =>
      call('GET', `event-participant/get-current?eventId=${event.id}${q}`, headers);

    const seenByCitra = (await list(citra.headers)).json().result;
    // Two registrations (the list pages by them), though four people hold seats.
    expect(seenByCitra.total).toBe(2);
    expect(seenByCitra.peopleTotal).toBeUndefined();
    const budiRow = seenByCitra.participants.find((p: { id: number }) => p.id === budi.user.id);
    expect(budiRow.companions).toBe(2);
    expect(budiRow).not.toHaveProperty('companionNames');
    const citraRow = seenByCitra.participants.find((p: { id: number }) => p.id === citra.user.id);
    expect(citraRow).toMatchObject({ companions: 0, companionNames: null });

    const seenByBudi = (await list(budi.headers)).json().result;
    expect(seenByBudi.participants.find((p: { id: number }) => p.id === budi.user.id).companionNames).toEqual(
      ['Ani'],
    );

    const seenByAdmin = (await list(admin)).json().result;
    expect(seenByAdmin).toMatchObject({ total: 2, peopleTotal: 4, checkedInTotal: 0, arrivedTotal: 0 });
    expect(seenByAdmin.participants.find((p: { id: number }) => p.id === budi.user.id)).toMatchObject({
      companions: 2,
      companionNames: ['Ani'],
      arrived: null,
    });

    // The search path (numbered in SQL) carries the party too.
    const searched = (await list(admin, '&name=Budi')).json().result;
    expect(searched.participants).toEqual([
      expect.objectContaining({ id: budi.user.id, companions: 2, companionNames: ['Ani'] }),
    ]);
    // Past the last page the counts still come from the counters.
    const past = (await list(admin, '&offset=5&limit=10')).json().result;
    expect(past).toMatchObject({ total: 2, peopleTotal: 4, participants: [] });
  });

  it('keeps the registration count right after a party changes size and cancels', async () => {
    const event = await createEvent(ctx, { quota: 20, max_companions: 3 });
    const budi = await member();
    const citra = await member();
    await register(event.id, budi.headers, 1);
    await register(event.id, citra.headers, 3);
    const change = await call('POST', 'event-participant/companions', budi.headers, {
      eventId: event.id,
      companions: 3,
    });
    expect(change.statusCode, change.body).toBe(200);
    await call('POST', 'event-participant/canceled', citra.headers, { eventId: event.id });
    const res = (await call('GET', `event-participant/get-current?eventId=${event.id}`, admin)).json().result;
    expect(res).toMatchObject({ total: 1, peopleTotal: 4 });
    const row = await ctx.db
      .selectFrom('events')
      .select(['total_participant', 'companion_seats'])
      .where('id', '=', event.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ total_participant: 4, companion_seats: 3 });
  });
});

describe('tickets, check-in, exports and the dashboard with parties', () => {
  async function partyEvent() {
    const event = await createEvent(ctx, { quota: 30, max_companions: 2, name: 'Reuni Keluarga' });
    const budi = await member('Budi Keluarga');
    const citra = await member('Citra Sendiri');
    await register(event.id, budi.headers, 2, ['Ani', 'Dodi']);
    await register(event.id, citra.headers);
    return { event, budi, citra };
  }
  const checkIn = (payload: Record<string, unknown>, headers: Headers = admin) =>
    call('POST', 'event-participant/check-in', headers, payload);

  it("answers the party on the member's ticket, the code unchanged", async () => {
    const { event, budi } = await partyEvent();
    const ticket = (await call('GET', `event-participant/ticket?eventId=${event.id}`, budi.headers)).json()
      .result;
    expect(ticket).toMatchObject({ companions: 2, companionNames: ['Ani', 'Dodi'], arrived: null });
    expect(ticket.code).toMatch(/^A86\./);
    expect(ticket.shortCode).toHaveLength(8);
  });

  it('checks in the whole party by default, 2 of 3 when asked, corrects the count, and undoes it', async () => {
    const { event, budi, citra } = await partyEvent();
    const ticket = (await call('GET', `event-participant/ticket?eventId=${event.id}`, budi.headers)).json()
      .result;

    const two = await checkIn({ eventId: event.id, code: ticket.code, arrived: 2 });
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().result).toMatchObject({ companions: 2, arrived: 2, alreadyCheckedIn: false });

    // The old call without a count: the whole party of one.
    const alone = await checkIn({ eventId: event.id, userId: citra.user.id });
    expect(alone.json().result).toMatchObject({ companions: 0, arrived: 1 });

    // Scanning again without a count changes nothing; with another count it corrects it (logged).
    const again = await checkIn({ eventId: event.id, code: ticket.code });
    expect(again.json().result).toMatchObject({ alreadyCheckedIn: true, arrived: 2 });
    const rest = await checkIn({ eventId: event.id, userId: budi.user.id, arrived: 3 });
    expect(rest.json().result).toMatchObject({ alreadyCheckedIn: true, arrived: 3 });
    const log = await ctx.db
      .selectFrom('activity_logs')
      .select('activity_info')
      .where('activity_info', 'like', 'Mengubah jumlah hadir%')
      .where('activity_info', 'like', '%Reuni Keluarga%')
      .execute();
    expect(log).toHaveLength(1);
    await checkIn({ eventId: event.id, userId: budi.user.id, arrived: 2 });

    const list = (await call('GET', `event-participant/get-current?eventId=${event.id}`, admin)).json()
      .result;
    expect(list).toMatchObject({ total: 2, peopleTotal: 4, checkedInTotal: 2, arrivedTotal: 3 });
    expect(list.participants.find((p: { id: number }) => p.id === budi.user.id)).toMatchObject({
      arrived: 2,
    });

    const summary = (
      await call('GET', `event-participant/attendance-summary?eventIds=${event.id}`, admin)
    ).json().result;
    expect(summary).toEqual([{ eventId: event.id, attended: 3, registered: 4 }]);

    const mine = (await call('GET', `event-participant/ticket?eventId=${event.id}`, budi.headers)).json()
      .result;
    expect(mine.arrived).toBe(2);

    // The party made smaller after the check-in: arrived never exceeds it.
    const smaller = await call('POST', 'event-participant/companions', budi.headers, {
      eventId: event.id,
      companions: 0,
    });
    expect(smaller.statusCode, smaller.body).toBe(200);
    const shrunk = await ctx.db
      .selectFrom('event_participants')
      .select('arrived')
      .where('event_id', '=', event.id)
      .where('user_id', '=', budi.user.id)
      .executeTakeFirstOrThrow();
    expect(shrunk.arrived).toBe(1);

    const undo = await call('POST', 'event-participant/check-in/undo', admin, {
      eventId: event.id,
      userId: budi.user.id,
    });
    expect(undo.json().result).toMatchObject({ checkedInAt: null, arrived: null });
    const after = (await call('GET', `event-participant/get-current?eventId=${event.id}`, admin)).json()
      .result;
    expect(after).toMatchObject({ checkedInTotal: 1, arrivedTotal: 1 });
  });

  it('refuses more arrivals than the party, a bad count, and anyone but an admin', async () => {
    const { event, budi } = await partyEvent();
    const over = await checkIn({ eventId: event.id, userId: budi.user.id, arrived: 4 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(CHECK_IN_MESSAGES.arrivedTooMany(3));
    for (const arrived of [0, 1.5, '2', 12]) {
      const bad = await checkIn({ eventId: event.id, userId: budi.user.id, arrived });
      expect(bad.statusCode, String(arrived)).toBe(400);
      expect(bad.json().message).toMatch(/^Jumlah yang hadir harus bilangan bulat/);
    }
    expect(
      (await checkIn({ eventId: event.id, userId: budi.user.id, arrived: 2 }, budi.headers)).statusCode,
    ).toBe(403);
    expect((await checkIn({ eventId: event.id, userId: budi.user.id, arrived: 2 }, {})).statusCode).toBe(401);
    const row = await ctx.db
      .selectFrom('event_participants')
      .select(['checked_in_at', 'arrived'])
      .where('event_id', '=', event.id)
      .where('user_id', '=', budi.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ checked_in_at: null, arrived: null });
  });

  it("exports the 'Pendamping', names and arrived columns", async () => {
    const { event, budi } = await partyEvent();
    await checkIn({ eventId: event.id, userId: budi.user.id, arrived: 2 });
    const res = await call('GET', `export/participants?eventId=${event.id}`, admin);
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const { rows } = await readXlsx(res.rawPayload);
    const col = (name: (typeof PARTICIPANT_EXPORT_COLUMNS)[number]) =>
      PARTICIPANT_EXPORT_COLUMNS.indexOf(name);
    expect(rows[0]?.slice(-3)).toEqual(['Pendamping', 'Nama Pendamping', 'Jumlah Hadir']);
    const budiRow = rows.find((r) => r[0] === 'Budi Keluarga');
    const citraRow = rows.find((r) => r[0] === 'Citra Sendiri');
    expect([
      budiRow?.[col('Pendamping')],
      budiRow?.[col('Nama Pendamping')],
      budiRow?.[col('Jumlah Hadir')],
    ]).toEqual(['2', 'Ani, Dodi', '2']);
    expect([citraRow?.[col('Pendamping')], citraRow?.[col('Jumlah Hadir')]]).toEqual(['0', '']);
  });
});

describe('register on behalf with companions', () => {
  const onBehalf = (payload: Record<string, unknown>, headers: Headers = admin) =>
    call('POST', 'event-participant/register-on-behalf', headers, payload);

  it("adds the member's party, within the event's limit", async () => {
    const event = await createEvent(ctx, { quota: 10, max_companions: 2 });
    const budi = await member();
    const res = await onBehalf({ eventId: event.id, userId: budi.user.id, companions: 2 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual({ registered: true, totalParticipant: 3 });
    const row = await ctx.db
      .selectFrom('event_participants')
      .select('companions')
      .where('event_id', '=', event.id)
      .where('user_id', '=', budi.user.id)
      .executeTakeFirstOrThrow();
    expect(row.companions).toBe(2);
  });

  it('refuses more companions than the event allows, a party past the quota, and a member', async () => {
    const event = await createEvent(ctx, { quota: 2, max_companions: 2 });
    const budi = await member();
    const over = await onBehalf({ eventId: event.id, userId: budi.user.id, companions: 3 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe(COMPANION_MESSAGES.tooMany(2));
    const full = await onBehalf({ eventId: event.id, userId: budi.user.id, companions: 2 });
    expect(full.statusCode).toBe(409);
    const bad = await onBehalf({ eventId: event.id, userId: budi.user.id, companions: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(COMPANION_MESSAGES.count);
    const refused = await onBehalf({ eventId: event.id, userId: budi.user.id, companions: 1 }, budi.headers);
    expect(refused.statusCode).toBe(403);
  });
});

import { CHECK_IN_MESSAGES, EVENT_NOT_FOUND } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { checkInKey, makeCheckInCode, readCheckInCode } from './check-in-code.service.ts';

/** POST /event-participant/check-in and /check-in/undo (docs/decisions/015), with GET /event-participant/ticket. */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: { user: User; headers: Record<string, string> };
let member: { user: User; headers: Record<string, string> };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Pintu' });
  member = await loginAs(ctx, 'ROLE_USER', { name: 'Budi Santoso', username: 'budi86' });
});
afterAll(() => ctx.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/event-participant/${url}`,
    headers,
    payload: payload as object,
  });

async function ticketOf(eventId: number, headers = member.headers) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/event-participant/ticket?eventId=${eventId}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as {
    code: string;
    shortCode: string;
    order: number;
    checkedInAt: string | null;
    name: string;
  };
}

async function eventWithMember(name = 'Reuni Akbar') {
  const event = await createEvent(ctx, { name });
  await addParticipant(ctx, event.id, (await createUser(ctx)).id);
  await addParticipant(ctx, event.id, member.user.id);
  return event;
}

const storedCheckIn = (eventId: number, userId: number) =>
  ctx.db
    .selectFrom('event_participants')
    .select(['checked_in_at', 'checked_in_by'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();

describe('the check-in code', () => {
  it('is signed, names no user id, and round-trips only with the same key', () => {
    const key = checkInKey('a'.repeat(40));
    const code = makeCheckInCode(key, 12, 345);
    expect(code).toMatch(/^A86\.c\.9l\.[A-Za-z0-9_-]{22}$/);
    expect(readCheckInCode(key, code)).toEqual({ eventId: 12, participationId: 345 });
    expect(readCheckInCode(checkInKey('b'.repeat(40)), code)).toBeNull();
    // Changing one id keeps the old signature, which no longer matches.
    expect(readCheckInCode(key, code.replace('A86.c.', 'A86.d.'))).toBeNull();
    for (const bad of [
      '',
      'A86',
      'A86.c.9l',
      'X86.c.9l.AAAAAAAAAAAAAAAAAAAAAA',
      'A86.0.9l.AAAAAAAAAAAAAAAAAAAAAA',
    ])
      expect(readCheckInCode(key, bad)).toBeNull();
  });
});

describe('GET /event-participant/ticket', () => {
  it('gives the member their own ticket with a signed code that is not the user id', async () => {
    const event = await eventWithMember();
    const ticket = await ticketOf(event.id);
    expect(ticket).toMatchObject({ name: 'Budi Santoso', order: 2, checkedInAt: null });
    // Made of the event and the participation (the row, not the member) signed with the server's secret.
    const row = await ctx.db
      .selectFrom('event_participants')
      .select('id')
      .where('event_id', '=', event.id)
      .where('user_id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(ticket.code).toBe(makeCheckInCode(checkInKey(ctx.config.jwtSecret), event.id, row.id));
    // The same ticket every time (nothing random is stored).
    expect((await ticketOf(event.id)).code).toBe(ticket.code);
  });

  it('refuses a member without a seat, a guest, and a missing event', async () => {
    const event = await createEvent(ctx);
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event-participant/ticket?eventId=${event.id}`,
      headers: member.headers,
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NO_TICKET', message: CHECK_IN_MESSAGES.noTicket });
    const guest = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event-participant/ticket?eventId=${event.id}`,
    });
    expect(guest.statusCode).toBe(401);
    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/event-participant/ticket?eventId=999999',
      headers: member.headers,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(EVENT_NOT_FOUND);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/event-participant/ticket?eventId=abc',
      headers: member.headers,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('POST /event-participant/check-in', () => {
  it('checks in by code, logs it, and a second scan says when (nothing changes)', async () => {
    const event = await eventWithMember('Temu Kangen');
    const { code } = await ticketOf(event.id);
    const first = await post('check-in', { eventId: event.id, code });
    expect(first.statusCode, first.body).toBe(200);
    const r1 = first.json().result;
    expect(r1).toMatchObject({
      userId: member.user.id,
      name: 'Budi Santoso',
      username: 'budi86',
      alreadyCheckedIn: false,
    });
    expect(Number.isNaN(Date.parse(r1.checkedInAt))).toBe(false);
    expect(await storedCheckIn(event.id, member.user.id)).toEqual({
      checked_in_at: r1.checkedInAt,
      checked_in_by: admin.user.id,
    });
    const log = await ctx.db
      .selectFrom('activity_logs')
      .select(['module', 'action', 'activity_info', 'user_id'])
      .where('activity_info', '=', 'Check-in budi86 pada acara Temu Kangen')
      .execute();
    expect(log).toEqual([
      {
        module: 'Partisipan',
        action: 'Ubah',
        activity_info: 'Check-in budi86 pada acara Temu Kangen',
        user_id: admin.user.id,
      },
    ]);

    const again = await post('check-in', { eventId: event.id, code });
    expect(again.statusCode).toBe(200);
    expect(again.json().result).toMatchObject({ alreadyCheckedIn: true, checkedInAt: r1.checkedInAt });
    // The manual path sees the same.
    const manual = await post('check-in', { eventId: event.id, userId: member.user.id });
    expect(manual.json().result).toMatchObject({ alreadyCheckedIn: true, checkedInAt: r1.checkedInAt });
    // The member's ticket shows it too.
    expect((await ticketOf(event.id)).checkedInAt).toBe(r1.checkedInAt);
  });

  it('checks in by user id (the manual path)', async () => {
    const event = await eventWithMember();
    const res = await post('check-in', { eventId: event.id, userId: member.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.alreadyCheckedIn).toBe(false);
    expect((await storedCheckIn(event.id, member.user.id)).checked_in_at).not.toBeNull();
  });

  it("refuses a forged code, another event's ticket, and a cancelled registration", async () => {
    const event = await eventWithMember('Reuni Bandung');
    const other = await eventWithMember('Reuni Surabaya');
    const { code } = await ticketOf(event.id);
    const [p, e, id, sig] = code.split('.') as [string, string, string, string];

    const flipped = `${p}.${e}.${id}.${sig.startsWith('A') ? `B${sig.slice(1)}` : `A${sig.slice(1)}`}`;
    for (const forged of [flipped, 'A86.1.1.AAAAAAAAAAAAAAAAAAAAAA', String(member.user.id), 'hello']) {
      const res = await post('check-in', { eventId: event.id, code: forged });
      expect(res.statusCode, forged).toBe(400);
      expect(res.json()).toMatchObject({ code: 'TICKET_INVALID', message: CHECK_IN_MESSAGES.forged });
    }
    // A code re-signed by someone without the server's secret.
    const guessed = makeCheckInCode(
      checkInKey('not-the-secret-'.repeat(3)),
      event.id,
      Number.parseInt(id, 36),
    );
    expect((await post('check-in', { eventId: event.id, code: guessed })).json().code).toBe('TICKET_INVALID');

    const foreign = await post('check-in', { eventId: other.id, code });
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json()).toMatchObject({
      code: 'TICKET_OTHER_EVENT',
      message: 'Tiket ini untuk acara lain: Reuni Bandung.',
    });

    await ctx.db
      .deleteFrom('event_participants')
      .where('event_id', '=', event.id)
      .where('user_id', '=', member.user.id)
      .execute();
    const canceled = await post('check-in', { eventId: event.id, code });
    expect(canceled.statusCode).toBe(409);
    expect(canceled.json()).toMatchObject({ code: 'TICKET_CANCELED', message: CHECK_IN_MESSAGES.canceled });
    // Nobody was checked in by any of these.
    const any = await ctx.db
      .selectFrom('event_participants')
      .select('id')
      .where('event_id', 'in', [event.id, other.id])
      .where('checked_in_at', 'is not', null)
      .execute();
    expect(any).toEqual([]);
  });

  it('refuses a member who is not a participant, and a missing event', async () => {
    const event = await eventWithMember();
    const stranger = await createUser(ctx);
    const res = await post('check-in', { eventId: event.id, userId: stranger.id });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({
      code: 'PARTICIPANT_NOT_FOUND',
      message: CHECK_IN_MESSAGES.notParticipant,
    });
    const missing = await post('check-in', { eventId: 999999, userId: stranger.id });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(EVENT_NOT_FOUND);
  });

  it('refuses guests and members, before reading the body', async () => {
    const event = await eventWithMember();
    const { code } = await ticketOf(event.id);
    const guest = await post('check-in', { eventId: event.id, code }, {});
    expect(guest.statusCode).toBe(401);
    const self = await post('check-in', { eventId: event.id, code }, member.headers);
    expect(self.statusCode).toBe(403);
    const undo = await post('check-in/undo', { eventId: event.id, userId: member.user.id }, member.headers);
    expect(undo.statusCode).toBe(403);
    expect((await storedCheckIn(event.id, member.user.id)).checked_in_at).toBeNull();
  });

  it('refuses bad bodies with clear messages', async () => {
    const event = await eventWithMember();
    const cases: [unknown, string][] = [
      [{ eventId: event.id }, 'Isi kode tiket atau ID pengguna (salah satu)'],
      [
        { eventId: event.id, code: 'x', userId: member.user.id },
        'Isi kode tiket atau ID pengguna (salah satu)',
      ],
      [{ code: 'A86.1.1.x' }, 'ID acara harus diisi'],
      [{ eventId: event.id, code: 12 }, 'Kode tiket harus berupa teks'],
      [{ eventId: event.id, code: 'x'.repeat(500) }, 'Kode tiket tidak valid'],
      [{ eventId: event.id, userId: 'abc' }, 'ID pengguna tidak valid'],
    ];
    for (const [body, message] of cases) {
      const res = await post('check-in', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(body)).toContain(message);
    }
  });
});

describe('POST /event-participant/check-in/undo', () => {
  it('clears the check-in and logs it; undoing again is refused', async () => {
    const event = await eventWithMember('Malam Keakraban');
    await post('check-in', { eventId: event.id, userId: member.user.id });
    const res = await post('check-in/undo', { eventId: event.id, userId: member.user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ userId: member.user.id, checkedInAt: null });
    expect(await storedCheckIn(event.id, member.user.id)).toEqual({
      checked_in_at: null,
      checked_in_by: null,
    });
    const log = await ctx.db
      .selectFrom('activity_logs')
      .select(['action'])
      .where('activity_info', '=', 'Membatalkan check-in budi86 pada acara Malam Keakraban')
      .execute();
    expect(log).toEqual([{ action: 'Batalkan' }]);

    const again = await post('check-in/undo', { eventId: event.id, userId: member.user.id });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'NOT_CHECKED_IN', message: CHECK_IN_MESSAGES.notCheckedIn });
    // Checking in again after an undo works and gets a fresh time.
    const redo = await post('check-in', { eventId: event.id, userId: member.user.id });
    expect(redo.json().result.alreadyCheckedIn).toBe(false);
  });

  it('refuses a non-participant and a bad body', async () => {
    const event = await eventWithMember();
    const stranger = await createUser(ctx);
    expect((await post('check-in/undo', { eventId: event.id, userId: stranger.id })).statusCode).toBe(404);
    const bad = await post('check-in/undo', { eventId: event.id });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('ID pengguna harus diisi');
  });
});

describe('attendance on the admin participant list', () => {
  it("shows each admin-visible participant's check-in and 'N dari M hadir'; members see neither", async () => {
    const event = await eventWithMember();
    await post('check-in', { eventId: event.id, userId: member.user.id });
    const asAdmin = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event-participant/get-current?eventId=${event.id}`,
      headers: admin.headers,
    });
    const result = asAdmin.json().result;
    expect(result.total).toBe(2);
    expect(result.checkedInTotal).toBe(1);
    const mine = result.participants.find((p: { id: number }) => p.id === member.user.id);
    expect(typeof mine.checkedInAt).toBe('string');
    expect(
      result.participants.filter((p: { checkedInAt: string | null }) => p.checkedInAt === null),
    ).toHaveLength(1);

    const other = await loginAs(ctx);
    const asMember = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event-participant/get-current?eventId=${event.id}`,
      headers: other.headers,
    });
    const r = asMember.json().result;
    expect(r.checkedInTotal).toBeUndefined();
    for (const p of r.participants) expect(p).not.toHaveProperty('checkedInAt');
  });
});

describe('GET /event-participant/attended and /attendance-summary', () => {
  it('tells the member (and admins) which of the listed events they attended, nobody else', async () => {
    const a = await eventWithMember();
    const b = await eventWithMember();
    await post('check-in', { eventId: a.id, userId: member.user.id });
    const url = `/api/v1/event-participant/attended?userId=${member.user.id}&eventIds=${a.id},${b.id}`;
    const own = await ctx.app.inject({ method: 'GET', url, headers: member.headers });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().result).toEqual([{ eventId: a.id, checkedInAt: expect.any(String) }]);
    const byAdmin = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(byAdmin.json().result).toHaveLength(1);
    const other = await loginAs(ctx);
    const refused = await ctx.app.inject({ method: 'GET', url, headers: other.headers });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(CHECK_IN_MESSAGES.notOwner);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event-participant/attended?userId=${member.user.id}&eventIds=1,x`,
      headers: member.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Daftar acara tidak valid');
  });

  it('counts attended and registered per event for admins only', async () => {
    const a = await eventWithMember();
    const empty = await createEvent(ctx);
    await post('check-in', { eventId: a.id, userId: member.user.id });
    const url = `/api/v1/event-participant/attendance-summary?eventIds=${a.id},${empty.id}`;
    const res = await ctx.app.inject({ method: 'GET', url, headers: admin.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toEqual([
      { eventId: a.id, attended: 1, registered: 2 },
      { eventId: empty.id, attended: 0, registered: 0 },
    ]);
    expect((await ctx.app.inject({ method: 'GET', url, headers: member.headers })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe('tickets follow the server secret', () => {
  it("an app with another JWT_SECRET refuses this app's tickets as forged", async () => {
    const event = await eventWithMember();
    const { code } = await ticketOf(event.id);
    const other = await createTestContext();
    try {
      const a = await createUser(other, { role: 'ROLE_ADMIN' });
      const e = await createEvent(other);
      const res = await other.app.inject({
        method: 'POST',
        url: '/api/v1/event-participant/check-in',
        headers: authHeader(other, a),
        payload: { eventId: e.id, code },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('TICKET_INVALID');
    } finally {
      await other.close();
    }
  });
});

describe('the short code typed at the door (docs/decisions/023)', () => {
  it('is 8 unambiguous characters on the ticket, and checks its owner in on that event only', async () => {
    const event = await eventWithMember('Reuni Kode Pendek');
    const ticket = await ticketOf(event.id);
    expect(ticket.shortCode).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    expect(ticket.code).not.toContain(ticket.shortCode);

    // Another event's door does not know it.
    const other = await eventWithMember('Acara Lain');
    const elsewhere = await post('check-in', { eventId: other.id, code: ticket.shortCode });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json()).toMatchObject({
      message: CHECK_IN_MESSAGES.shortUnknown,
      code: 'TICKET_INVALID',
    });

    // Typed in lower case with a dash and spaces, it still reads.
    const typed = `${ticket.shortCode.slice(0, 4).toLowerCase()} - ${ticket.shortCode.slice(4)}`;
    const res = await post('check-in', { eventId: event.id, code: typed });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ userId: member.user.id, alreadyCheckedIn: false });
    expect((await storedCheckIn(event.id, member.user.id)).checked_in_by).toBe(admin.user.id);
    const again = await post('check-in', { eventId: event.id, code: ticket.shortCode });
    expect(again.json().result).toMatchObject({ userId: member.user.id, alreadyCheckedIn: true });
  });

  it('refuses a wrong short code, and a member cannot use one', async () => {
    const event = await eventWithMember('Reuni Kode Salah');
    const ticket = await ticketOf(event.id);
    const wrong = ticket.shortCode.startsWith('2')
      ? `3${ticket.shortCode.slice(1)}`
      : `2${ticket.shortCode.slice(1)}`;
    const res = await post('check-in', { eventId: event.id, code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(CHECK_IN_MESSAGES.shortUnknown);
    expect(
      (await post('check-in', { eventId: event.id, code: ticket.shortCode }, member.headers)).statusCode,
    ).toBe(403);
    expect((await post('check-in', { eventId: event.id, code: ticket.shortCode }, {})).statusCode).toBe(401);
    expect((await storedCheckIn(event.id, member.user.id)).checked_in_at).toBeNull();
  });
});

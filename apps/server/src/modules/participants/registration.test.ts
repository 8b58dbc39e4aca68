import { EVENT_NOT_FOUND, REGISTRATION_MESSAGES } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import {
  authHeader,
  countingStatements,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { failNotificationInserts, notificationsOf } from '../notifications/notifications.test-support.ts';
import { registerForEvent } from './registration.service.ts';
import { storedSeats } from './seats.test-support.ts';

/** POST /event-participant/register and /event-participant/canceled (the member's own registration). */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let creator: User;

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await createUser(ctx, { name: 'Siti Rahma', username: 'siti86' });
});
afterAll(() => ctx.close());

const call = (path: 'register' | 'canceled', payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/v1/event-participant/${path}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

async function member(name = 'Budi Santoso') {
  const user = await createUser(ctx, { name });
  return { user, headers: authHeader(ctx, user) };
}

const stored = (eventId: number) => storedSeats(ctx.db, eventId);

describe('POST /event-participant/register', () => {
  it('registers the member, counts them and tells the creator in one go', async () => {
    const event = await createEvent(ctx, { name: 'Reuni Akbar', user_id: creator.id, quota: 10 });
    await addParticipant(ctx, event.id, creator.id);
    const budi = await member('Budi Santoso');
    const res = await call('register', { eventId: event.id }, budi.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { registered: true, totalParticipant: 2 } });
    expect(await stored(event.id)).toEqual({ total: 2, userIds: [creator.id, budi.user.id] });
    const notes = (await notificationsOf(ctx, creator.id)).filter(
      (n) => n.redirect_url === `/event/${event.id}`,
    );
    expect(notes).toEqual([
      {
        id: expect.any(Number),
        user_id: creator.id,
        actor_id: budi.user.id,
        content: 'Budi Santoso mendaftar pada acara Reuni Akbar',
        redirect_url: `/event/${event.id}`,
        read: 0,
      },
    ]);
    // The event detail now says so.
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event/${event.id}`,
      headers: budi.headers,
    });
    expect(detail.json().result).toMatchObject({ isRegistered: true, totalParticipant: 2 });
  });

  it('is idempotent: registering again changes nothing and notifies nobody again', async () => {
    const event = await createEvent(ctx, { user_id: creator.id });
    const budi = await member();
    expect((await call('register', { eventId: event.id }, budi.headers)).statusCode).toBe(200);
    const notesBefore = (await notificationsOf(ctx, creator.id)).length;
    const again = await call('register', { eventId: String(event.id) }, budi.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ result: { registered: true, totalParticipant: 1 } });
    expect(await stored(event.id)).toEqual({ total: 1, userIds: [budi.user.id] });
    expect(await notificationsOf(ctx, creator.id)).toHaveLength(notesBefore);
  });

  it('does not notify creators of their own registration, nor anyone for an event without creator', async () => {
    const own = await createEvent(ctx, { user_id: creator.id });
    const before = (await notificationsOf(ctx, creator.id)).length;
    const res = await call('register', { eventId: own.id }, authHeader(ctx, creator));
    expect(res.json()).toEqual({ result: { registered: true, totalParticipant: 1 } });
    expect(await notificationsOf(ctx, creator.id)).toHaveLength(before);

    const orphan = await createEvent(ctx, { user_id: null });
    const budi = await member();
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('notifications')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const all = await count();
    expect((await call('register', { eventId: orphan.id }, budi.headers)).statusCode).toBe(200);
    expect(await count()).toBe(all);
  });

  it('refuses when the quota is used up, keeping the count, and allows the last seat', async () => {
    const event = await createEvent(ctx, { user_id: creator.id, quota: 2 });
    await addParticipant(ctx, event.id, creator.id);
    const last = await member();
    expect((await call('register', { eventId: event.id }, last.headers)).json()).toEqual({
      result: { registered: true, totalParticipant: 2 },
    });
    const late = await member();
    const res = await call('register', { eventId: event.id }, late.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: REGISTRATION_MESSAGES.quotaFull, code: 'QUOTA_FULL' });
    expect(res.json().message).toBe('Kuota Sudah Penuh');
    expect(await stored(event.id)).toEqual({ total: 2, userIds: [creator.id, last.user.id] });
    // A seat given back can be taken again.
    expect((await call('canceled', { eventId: event.id }, last.headers)).statusCode).toBe(200);
    expect((await call('register', { eventId: event.id }, late.headers)).statusCode).toBe(200);
    expect(await stored(event.id)).toEqual({ total: 2, userIds: [creator.id, late.user.id] });
  });

  it('refuses a finished event: EXPIRED, or its end has passed while still PUBLISH', async () => {
    const expired = await createEvent(ctx, { status: 'EXPIRED', user_id: creator.id });
    const past = Date.now() - 3 * 86_400_000;
    const ended = await createEvent(ctx, {
      start_date: new Date(past).toISOString(),
      end_date: new Date(past + 3_600_000).toISOString(),
    });
    const budi = await member();
    for (const e of [expired, ended]) {
      for (const path of ['register', 'canceled'] as const) {
        const res = await call(path, { eventId: e.id }, budi.headers);
        expect(res.statusCode, `${path} ${e.status}`).toBe(409);
        expect(res.json()).toEqual({ message: 'Acara telah selesai.', code: 'EVENT_FINISHED' });
      }
      expect(await stored(e.id)).toEqual({ total: 0, userIds: [] });
    }
  });

  it('answers 404 for a DRAFT, deleted or unknown event, to members and admins alike', async () => {
    const draft = await createEvent(ctx, { status: 'DRAFT' });
    const gone = await createEvent(ctx, { deleted: 1 });
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    const budi = await member();
    for (const headers of [budi.headers, admin.headers]) {
      for (const id of [draft.id, gone.id, 987654]) {
        for (const path of ['register', 'canceled'] as const) {
          const res = await call(path, { eventId: id }, headers);
          expect(res.statusCode).toBe(404);
          expect(res.json()).toEqual({ message: EVENT_NOT_FOUND, code: 'EVENT_NOT_FOUND' });
        }
      }
    }
    expect(await stored(draft.id)).toEqual({ total: 0, userIds: [] });
  });

  it('rolls the registration back when its notification cannot be written', async () => {
    const event = await createEvent(ctx, { user_id: creator.id, quota: 5 });
    const budi = await member();
    const restore = await failNotificationInserts(ctx);
    try {
      const res = await call('register', { eventId: event.id }, budi.headers);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'INTERNAL' });
    } finally {
      await restore();
    }
    expect(await stored(event.id)).toEqual({ total: 0, userIds: [] });
  });
});

describe('POST /event-participant/canceled', () => {
  it('withdraws the member, frees the seat and tells the creator; again is a no-op', async () => {
    const event = await createEvent(ctx, { name: 'Jalan Sehat', user_id: creator.id });
    await addParticipant(ctx, event.id, creator.id);
    const budi = await member('Budi Santoso');
    await addParticipant(ctx, event.id, budi.user.id);
    const res = await call('canceled', { eventId: event.id }, budi.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { registered: false, totalParticipant: 1 } });
    expect(await stored(event.id)).toEqual({ total: 1, userIds: [creator.id] });
    const notes = (await notificationsOf(ctx, creator.id)).filter(
      (n) => n.redirect_url === `/event/${event.id}`,
    );
    expect(notes.map((n) => [n.content, n.actor_id])).toEqual([
      ['Budi Santoso membatalkan pendaftaran pada acara Jalan Sehat', budi.user.id],
    ]);

    const again = await call('canceled', { eventId: event.id }, budi.headers);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ result: { registered: false, totalParticipant: 1 } });
    expect(await stored(event.id)).toEqual({ total: 1, userIds: [creator.id] });
    expect(
      (await notificationsOf(ctx, creator.id)).filter((n) => n.redirect_url === `/event/${event.id}`),
    ).toHaveLength(1);
  });

  it('refuses the creator cancelling their own participation', async () => {
    const event = await createEvent(ctx, { user_id: creator.id });
    await addParticipant(ctx, event.id, creator.id);
    const res = await call('canceled', { eventId: event.id }, authHeader(ctx, creator));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Pembuat acara tidak dapat membatalkan kehadiran.',
      code: 'CREATOR_CANNOT_CANCEL',
    });
    expect(await stored(event.id)).toEqual({ total: 1, userIds: [creator.id] });
  });

  it('rolls the cancellation back when its notification cannot be written', async () => {
    const event = await createEvent(ctx, { user_id: creator.id });
    const budi = await member();
    await addParticipant(ctx, event.id, budi.user.id);
    const restore = await failNotificationInserts(ctx);
    try {
      expect((await call('canceled', { eventId: event.id }, budi.headers)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await stored(event.id)).toEqual({ total: 1, userIds: [budi.user.id] });
  });
});

describe('registration refusals', () => {
  it('needs a signed-in member (401 for guests and bad tokens)', async () => {
    const event = await createEvent(ctx);
    for (const path of ['register', 'canceled'] as const) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Record<string, string>[]) {
        const res = await call(path, { eventId: event.id }, headers);
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      }
    }
    expect(await stored(event.id)).toEqual({ total: 0, userIds: [] });
  });

  it('refuses a missing or malformed event id with a clear message', async () => {
    const budi = await member();
    const cases: [unknown, string][] = [
      [{}, 'ID acara harus diisi'],
      [{ eventId: '' }, 'ID acara harus diisi'],
      [{ eventId: null }, 'ID acara harus diisi'],
      [{ eventId: 'abc' }, 'ID acara tidak valid'],
      [{ eventId: true }, 'ID acara tidak valid'],
      [{ eventId: 1.5 }, 'ID acara tidak valid'],
      [{ eventId: -3 }, 'ID acara tidak valid'],
      [{ eventId: 99_999_999_999 }, 'ID acara tidak valid'],
      [{ eventId: "1'; drop table users;--" }, 'ID acara tidak valid'],
      [{ eventId: '<script>alert(1)</script>' }, 'ID acara tidak valid'],
      [[1], 'Data yang dikirim tidak valid.'],
      ['1', 'Data yang dikirim tidak valid.'],
    ];
    for (const path of ['register', 'canceled'] as const) {
      for (const [payload, message] of cases) {
        const res = await call(path, payload, budi.headers);
        expect(res.statusCode, JSON.stringify(payload)).toBe(400);
        expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
      }
    }
    const users = await ctx.db.selectFrom('users').select('id').execute();
    expect(users.length).toBeGreaterThan(0);
  });
});

/**
 * A member's registration is a transaction holding its event's row; on PostgreSQL each statement in it is a round
 * trip. The event is checked (visible to the member) and locked in one statement with its 'Pendamping per anggota',
 * the member's seat, place in line and the line's first party are read in one statement after the lock, no reminder
 * is looked for outside the reminder window and the creator's notice reads their 'In Memoriam' flag itself
 * (docs/decisions/049).
 */
describe('the statements of a registration', () => {
  const deps = (db: TestContext['db']) => ({
    db,
    dialect: ctx.database.dialect,
    now: () => new Date(),
    publicUrl: ctx.config.publicUrl,
    timeZone: ctx.config.tzCommunity,
    reminderHours: ctx.config.reminderHours,
  });
  const asCaller = (user: User) => ({
    id: user.id,
    role: 'ROLE_USER' as const,
    name: user.name,
    username: user.username,
    email: user.email,
    mustChangePassword: false,
  });
  const counting = () => countingStatements(ctx);

  it('is five statements in an event nobody waits for, outside the reminder window (thirteen before); four on PostgreSQL', async () => {
    const event = await createEvent(ctx, {
      name: 'Reuni Ringkas',
      user_id: creator.id,
      quota: 10,
      max_companions: 2,
    });
    const budi = await member('Budi Ringkas');
    const { db, seen } = counting();
    const answer = await registerForEvent(deps(db), asCaller(budi.user), {
      eventId: event.id,
      companions: 1,
    });
    expect(answer).toEqual({ registered: true, totalParticipant: 2 });
    // The event checked and locked, the seat state, the participation, the counters, the creator's notice; on
    // PostgreSQL the participation and its counters are one statement (seats.repo.ts insertCountedSeat).
    expect(seen.statements).toBe(ctx.database.dialect === 'postgres' ? 4 : 5);
    expect(await stored(event.id)).toEqual({ total: 2, userIds: [budi.user.id] });
    expect(
      (await notificationsOf(ctx, creator.id)).filter((n) => n.redirect_url === `/event/${event.id}`),
    ).toHaveLength(1);

    // Again: 'already', after the seat state, nothing written.
    const again = counting();
    expect(await registerForEvent(deps(again.db), asCaller(budi.user), { eventId: event.id })).toEqual({
      registered: true,
      totalParticipant: 2,
    });
    expect(again.seen.statements).toBe(2);
  });

  it('still leaves the line, sends a due reminder and skips a creator who has passed away', async () => {
    const gone = await createUser(ctx, { name: 'Almarhum Pembuat' });
    await ctx.db.updateTable('users').set({ deceased: 1 }).where('id', '=', gone.id).execute();
    const soon = new Date(Date.now() + 3_600_000);
    const event = await createEvent(ctx, {
      name: 'Reuni Esok Pagi',
      user_id: gone.id,
      quota: 3,
      start_date: soon.toISOString(),
      end_date: new Date(soon.getTime() + 3_600_000).toISOString(),
    });
    const budi = await member('Budi Antre');
    const seated = await member('Sari Duduk');
    await addParticipant(ctx, event.id, seated.user.id);
    // First in line with a party of three while two seats are free: the line stops at the member, who then
    // registers alone, takes a seat and leaves the line.
    await ctx.db
      .insertInto('event_waitlist')
      .values({
        event_id: event.id,
        user_id: budi.user.id,
        companions: 2,
        created_at: new Date().toISOString(),
      })
      .execute();
    const answer = await registerForEvent(deps(ctx.db), asCaller(budi.user), { eventId: event.id });
    expect(answer).toEqual({ registered: true, totalParticipant: 2 });
    const line = await ctx.db
      .selectFrom('event_waitlist')
      .select('id')
      .where('event_id', '=', event.id)
      .execute();
    expect(line).toEqual([]);
    const reminded = await ctx.db
      .selectFrom('event_reminders')
      .select('user_id')
      .where('event_id', '=', event.id)
      .execute();
    expect(reminded).toEqual([{ user_id: budi.user.id }]);
    expect(await notificationsOf(ctx, gone.id)).toEqual([]);
  });
});

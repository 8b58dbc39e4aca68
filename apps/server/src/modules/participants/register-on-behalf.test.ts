import { CHECK_IN_MESSAGES, EVENT_NOT_FOUND, REGISTRATION_MESSAGES } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { notificationsOf } from '../notifications/notifications.test-support.ts';
import { storedSeats } from './seats.test-support.ts';

/** POST /event-participant/register-on-behalf: 'Tambah Peserta' (docs/decisions/015). */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: { user: User; headers: Record<string, string> };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Panitia' });
});
afterAll(() => ctx.close());

const add = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/event-participant/register-on-behalf',
    headers,
    payload: payload as object,
  });

const stored = (eventId: number) => storedSeats(ctx.db, eventId);

describe('POST /event-participant/register-on-behalf', () => {
  it('keeps the waitlist: a full event refuses without overQuota, and a forced seat skips nobody', async () => {
    const event = await createEvent(ctx, { name: 'Reuni Antre', quota: 1 });
    const seated = await createUser(ctx);
    const waiting = await createUser(ctx);
    const other = await createUser(ctx);
    await addParticipant(ctx, event.id, seated.id);
    await ctx.db
      .insertInto('event_waitlist')
      .values({ event_id: event.id, user_id: waiting.id, created_at: new Date().toISOString() })
      .execute();

    const refused = await add({ eventId: event.id, userId: other.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(REGISTRATION_MESSAGES.quotaFull);

    // 'Tetap tambahkan' for someone who is not first in line: the one waiting keeps their place.
    const forced = await add({ eventId: event.id, userId: other.id, overQuota: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(await stored(event.id)).toEqual({ total: 2, userIds: [seated.id, other.id] });
    const line = await ctx.db
      .selectFrom('event_waitlist')
      .select('user_id')
      .where('event_id', '=', event.id)
      .execute();
    expect(line.map((r) => r.user_id)).toEqual([waiting.id]);

    // Adding the one in line gives them the seat and takes them out of the line.
    const fromLine = await add({ eventId: event.id, userId: waiting.id, overQuota: true });
    expect(fromLine.statusCode, fromLine.body).toBe(200);
    expect((await stored(event.id)).userIds).toEqual([seated.id, other.id, waiting.id]);
    const after = await ctx.db
      .selectFrom('event_waitlist')
      .select('user_id')
      .where('event_id', '=', event.id)
      .execute();
    expect(after).toEqual([]);
  });

  it('registers the member, notifies them and logs the activity', async () => {
    const member = await createUser(ctx, { username: 'wati86' });
    const event = await createEvent(ctx, { name: 'Reuni Akbar', quota: 5 });
    const res = await add({ eventId: event.id, userId: member.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { registered: true, totalParticipant: 1 } });
    expect(await stored(event.id)).toEqual({ total: 1, userIds: [member.id] });
    const notes = await notificationsOf(ctx, member.id);
    expect(notes.map((n) => n.content)).toEqual(['Admin mendaftarkan Anda pada acara Reuni Akbar.']);
    const log = await ctx.db
      .selectFrom('activity_logs')
      .select(['module', 'action', 'activity_info'])
      .where('activity_info', 'like', 'Menambahkan wati86%')
      .execute();
    expect(log).toEqual([
      {
        module: 'Partisipan',
        action: 'Tambah',
        activity_info: 'Menambahkan wati86 sebagai peserta acara Reuni Akbar',
      },
    ]);
  });

  it("holds the quota, and goes past it only with overQuota ('Tetap tambahkan')", async () => {
    const first = await createUser(ctx);
    const late = await createUser(ctx, { username: 'telat86' });
    const event = await createEvent(ctx, { name: 'Makan Malam', quota: 1 });
    await addParticipant(ctx, event.id, first.id);
    const refused = await add({ eventId: event.id, userId: late.id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'QUOTA_FULL', message: REGISTRATION_MESSAGES.quotaFull });
    expect(await stored(event.id)).toEqual({ total: 1, userIds: [first.id] });
    expect(await notificationsOf(ctx, late.id)).toEqual([]);

    const forced = await add({ eventId: event.id, userId: late.id, overQuota: true });
    expect(forced.statusCode, forced.body).toBe(200);
    expect(forced.json().result).toEqual({ registered: true, totalParticipant: 2 });
    expect(await stored(event.id)).toEqual({ total: 2, userIds: [first.id, late.id] });
    const log = await ctx.db
      .selectFrom('activity_logs')
      .select('activity_info')
      .where('activity_info', 'like', 'Menambahkan telat86%')
      .execute();
    expect(log).toEqual([
      { activity_info: 'Menambahkan telat86 sebagai peserta acara Makan Malam (melebihi kuota)' },
    ]);
  });

  it('refuses an already registered member, a missing user, a draft or missing event', async () => {
    const member = await createUser(ctx);
    const event = await createEvent(ctx);
    await addParticipant(ctx, event.id, member.id);
    const twice = await add({ eventId: event.id, userId: member.id });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({
      code: 'ALREADY_REGISTERED',
      message: CHECK_IN_MESSAGES.alreadyRegistered,
    });
    expect(await stored(event.id)).toEqual({ total: 1, userIds: [member.id] });

    const nobody = await add({ eventId: event.id, userId: 999999 });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('Pengguna tidak ditemukan.');

    const draft = await createEvent(ctx, { status: 'DRAFT' });
    const d = await add({ eventId: draft.id, userId: member.id });
    expect(d.statusCode).toBe(404);
    expect(d.json().message).toBe(EVENT_NOT_FOUND);
    const deleted = await createEvent(ctx, { deleted: 1 });
    expect((await add({ eventId: deleted.id, userId: member.id })).statusCode).toBe(404);
  });

  it('refuses guests and members, and bad bodies', async () => {
    const member = await loginAs(ctx);
    const event = await createEvent(ctx);
    expect((await add({ eventId: event.id, userId: member.user.id }, {})).statusCode).toBe(401);
    expect((await add({ eventId: event.id, userId: member.user.id }, member.headers)).statusCode).toBe(403);
    expect(await stored(event.id)).toEqual({ total: 0, userIds: [] });
    const cases: [unknown, string][] = [
      [{ userId: member.user.id }, 'ID acara harus diisi'],
      [{ eventId: event.id }, 'ID pengguna harus diisi'],
      [
        { eventId: event.id, userId: member.user.id, overQuota: 'ya' },
        'overQuota harus berupa true atau false',
      ],
      [{ eventId: -1, userId: member.user.id }, 'ID acara tidak valid'],
    ];
    for (const [body, message] of cases) {
      const res = await add(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(JSON.stringify(res.json())).toContain(message);
    }
  });
});

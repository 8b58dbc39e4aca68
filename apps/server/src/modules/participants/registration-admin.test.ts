import { EVENT_NOT_FOUND } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { failNotificationInserts, notificationsOf } from '../notifications/notifications.test-support.ts';
import { storedSeats } from './seats.test-support.ts';

/** POST /event-participant/cancel: an admin cancels a member's attendance. */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let creator: User;
let admin: { user: User; headers: Record<string, string> };

beforeAll(async () => {
  ctx = await createTestContext();
  creator = await createUser(ctx, { name: 'Siti Rahma', username: 'siti86' });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
});
afterAll(() => ctx.close());

const cancel = (payload: unknown, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v1/event-participant/cancel',
    headers,
    payload: payload as object,
  });

async function eventWith(members: User[], overrides: Parameters<typeof createEvent>[1] = {}) {
  const event = await createEvent(ctx, { name: 'Reuni Akbar', user_id: creator.id, ...overrides });
  await addParticipant(ctx, event.id, creator.id);
  for (const m of members) await addParticipant(ctx, event.id, m.id);
  return event;
}

const stored = (eventId: number) => storedSeats(ctx.db, eventId);

const logRows = () =>
  ctx.db
    .selectFrom('activity_logs')
    .select(['user_id', 'user_name', 'module', 'action', 'activity_info', 'old_value', 'new_value'])
    .orderBy('id')
    .execute();

describe('POST /event-participant/cancel', () => {
  it("cancels the member's attendance, notifies them and logs the activity", async () => {
    const budi = await createUser(ctx, { name: 'Budi Santoso', username: 'budi_s' });
    const dewi = await createUser(ctx);
    const event = await eventWith([budi, dewi], { quota: 3 });
    const res = await cancel({ eventId: event.id, userId: budi.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { registered: false, totalParticipant: 2 } });
    expect(await stored(event.id)).toEqual({ total: 2, userIds: [creator.id, dewi.id] });
    expect(await notificationsOf(ctx, budi.id)).toEqual([
      {
        id: expect.any(Number),
        user_id: budi.id,
        actor_id: admin.user.id,
        content: 'Kehadiran Anda pada acara Reuni Akbar dibatalkan oleh admin.',
        redirect_url: `/event/${event.id}`,
        read: 0,
      },
    ]);
    expect(await notificationsOf(ctx, dewi.id)).toEqual([]);
    const logs = await logRows();
    expect(logs.at(-1)).toEqual({
      user_id: admin.user.id,
      user_name: 'Admin Utama',
      module: 'Partisipan',
      action: 'Batalkan',
      activity_info: 'Membatalkan kehadiran budi_s pada acara Reuni Akbar',
      old_value: JSON.stringify({ userId: budi.id, username: 'budi_s' }),
      new_value: null,
    });
    // The seat is free again: the member can register anew.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/event-participant/register',
      headers: authHeader(ctx, budi),
      payload: { eventId: event.id },
    });
    expect(again.json()).toEqual({ result: { registered: true, totalParticipant: 3 } });
  });

  it('works on DRAFT and finished events too (admins correct the record)', async () => {
    const budi = await createUser(ctx);
    const draft = await eventWith([budi], { status: 'DRAFT' });
    const expired = await eventWith([budi], { status: 'EXPIRED' });
    for (const e of [draft, expired]) {
      const res = await cancel({ eventId: e.id, userId: budi.id });
      expect(res.statusCode).toBe(200);
      expect(await stored(e.id)).toEqual({ total: 1, userIds: [creator.id] });
    }
  });

  it('refuses to cancel the creator (409) and a member who is not registered (404)', async () => {
    const budi = await createUser(ctx);
    const outsider = await createUser(ctx);
    const event = await eventWith([budi]);
    const logsBefore = (await logRows()).length;

    const creatorRes = await cancel({ eventId: event.id, userId: creator.id });
    expect(creatorRes.statusCode).toBe(409);
    expect(creatorRes.json()).toEqual({
      message: 'Pembuat acara tidak dapat membatalkan kehadiran.',
      code: 'CREATOR_CANNOT_CANCEL',
    });
    for (const userId of [outsider.id, 765432]) {
      const res = await cancel({ eventId: event.id, userId });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Peserta tidak ditemukan.', code: 'PARTICIPANT_NOT_FOUND' });
    }
    // Cancelling twice: the second finds nobody.
    expect((await cancel({ eventId: event.id, userId: budi.id })).statusCode).toBe(200);
    expect((await cancel({ eventId: event.id, userId: budi.id })).statusCode).toBe(404);
    expect(await stored(event.id)).toEqual({ total: 1, userIds: [creator.id] });
    expect((await logRows()).length).toBe(logsBefore + 1);
  });

  it('answers 404 for a deleted or unknown event', async () => {
    const budi = await createUser(ctx);
    const gone = await eventWith([budi], { deleted: 1 });
    for (const eventId of [gone.id, 876543]) {
      const res = await cancel({ eventId, userId: budi.id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: EVENT_NOT_FOUND, code: 'EVENT_NOT_FOUND' });
    }
    expect(await stored(gone.id)).toEqual({ total: 2, userIds: [creator.id, budi.id] });
  });

  it('is for admins only: 401 for guests, 403 for members (even the creator)', async () => {
    const budi = await createUser(ctx);
    const event = await eventWith([budi]);
    const memberRes = await cancel({ eventId: event.id, userId: budi.id }, authHeader(ctx, budi));
    expect(memberRes.statusCode).toBe(403);
    expect(memberRes.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect((await cancel({ eventId: event.id, userId: budi.id }, authHeader(ctx, creator))).statusCode).toBe(
      403,
    );
    expect((await cancel({ eventId: event.id, userId: budi.id }, {})).statusCode).toBe(401);
    expect(await stored(event.id)).toEqual({ total: 2, userIds: [creator.id, budi.id] });
  });

  it('refuses missing or malformed ids', async () => {
    const cases: [unknown, string][] = [
      [{ userId: 1 }, 'ID acara harus diisi'],
      [{ eventId: 1 }, 'ID pengguna harus diisi'],
      [{ eventId: 1, userId: 'x' }, 'ID pengguna tidak valid'],
      [{ eventId: '<script>alert(1)</script>', userId: 1 }, 'ID acara tidak valid'],
      [{ eventId: 1, userId: "'; drop table users;--" }, 'ID pengguna tidak valid'],
    ];
    for (const [payload, message] of cases) {
      const res = await cancel(payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });

  it('rolls back the cancellation and its log row when the notification cannot be written', async () => {
    const budi = await createUser(ctx);
    const event = await eventWith([budi]);
    const logsBefore = (await logRows()).length;
    const restore = await failNotificationInserts(ctx);
    try {
      expect((await cancel({ eventId: event.id, userId: budi.id })).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await stored(event.id)).toEqual({ total: 2, userIds: [creator.id, budi.id] });
    expect((await logRows()).length).toBe(logsBefore);
  });
});

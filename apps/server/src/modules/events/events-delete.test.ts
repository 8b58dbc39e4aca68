import { EVENT_WRITE_MESSAGES as M } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent, nextInstant } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { activityRows, deleteEventsCall, eventRow, failInserts } from './events-write.test-support.ts';

/** PUT /api/v1/event/delete: soft delete, one log row per event, and the event gone from every read. */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: { user: User; headers: Record<string, string> };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
});
afterAll(() => ctx.close());

const deletedFlag = async (id: number) => (await eventRow(ctx, id)).deleted;

describe('PUT /event/delete', () => {
  it('soft-deletes the live events among the ids, once each, with one log row per event', async () => {
    const a = await createEvent(ctx, { name: 'Acara A' });
    const b = await createEvent(ctx, { name: 'Acara B', status: 'DRAFT' });
    const gone = await createEvent(ctx, { name: 'Sudah Terhapus', deleted: 1 });
    const keep = await createEvent(ctx, { name: 'Tetap' });
    const logsBefore = (await activityRows(ctx)).length;
    const res = await deleteEventsCall(
      ctx,
      { eventIds: [a.id, b.id, gone.id, 999_999, a.id, String(b.id)] },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { deleted: 2 } });
    expect(await deletedFlag(a.id)).toBe(1);
    expect(await deletedFlag(b.id)).toBe(1);
    expect(await deletedFlag(keep.id)).toBe(0);
    const logs = (await activityRows(ctx)).slice(logsBefore);
    expect(logs).toEqual([
      {
        user_id: admin.user.id,
        user_name: 'Admin Utama',
        module: 'Acara',
        action: 'Hapus',
        activity_info: 'Menghapus acara Acara A',
        old_value: JSON.stringify({ id: a.id, name: 'Acara A' }),
        new_value: null,
      },
      expect.objectContaining({ action: 'Hapus', activity_info: 'Menghapus acara Acara B' }),
    ]);
    // Again: nothing left to delete, nothing logged.
    const again = await deleteEventsCall(ctx, { eventIds: [a.id, b.id] }, admin.headers);
    expect(again.json()).toEqual({ result: { deleted: 0 } });
    expect((await activityRows(ctx)).length).toBe(logsBefore + 2);
  });

  it('refuses guests (401) and members (403)', async () => {
    const event = await createEvent(ctx);
    expect((await deleteEventsCall(ctx, { eventIds: [event.id] }, {})).statusCode).toBe(401);
    const member = await loginAs(ctx);
    expect((await deleteEventsCall(ctx, { eventIds: [event.id] }, member.headers)).statusCode).toBe(403);
    expect(await deletedFlag(event.id)).toBe(0);
  });

  it.each([
    ['no eventIds', {}, M.eventIdsRequired],
    ['an empty list', { eventIds: [] }, M.eventIdsRequired],
    ['not a list', { eventIds: '1,2' }, M.eventIdsInvalid],
    ['a bad id', { eventIds: [1, 'dua'] }, 'ID acara tidak valid'],
    ['a negative id', { eventIds: [-1] }, 'ID acara tidak valid'],
    ['too many ids', { eventIds: Array.from({ length: 101 }, (_, i) => i + 1) }, M.eventIdsTooMany],
  ])('refuses %s', async (_label, payload, message) => {
    const res = await deleteEventsCall(ctx, payload, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
  });

  it('deletes nothing when the log rows cannot be written', async () => {
    const event = await createEvent(ctx);
    const restore = await failInserts(ctx, 'activity_logs');
    try {
      expect((await deleteEventsCall(ctx, { eventIds: [event.id] }, admin.headers)).statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await deletedFlag(event.id)).toBe(0);
  });
});

describe('a deleted event vanishes from every read', () => {
  it('list, detail, created and joined lists, participants and comments', async () => {
    const creator = await createUser(ctx);
    const member = await loginAs(ctx);
    const event = await createEvent(ctx, { name: 'Akan Dihapus', user_id: creator.id });
    await addParticipant(ctx, event.id, creator.id);
    await addParticipant(ctx, event.id, member.user.id);
    const at = nextInstant();
    await ctx.db
      .insertInto('comments')
      .values({
        event_id: event.id,
        user_id: member.user.id,
        content: 'Hadir!',
        created_at: at,
        updated_at: at,
      })
      .execute();

    const get = (url: string, headers: Record<string, string> = member.headers) =>
      ctx.app.inject({ method: 'GET', url, headers });
    const reads = async () => ({
      list: (await get('/api/v1/event?limit=100', admin.headers))
        .json()
        .result.datas.map((e: { id: number }) => e.id),
      publicList: (await get('/api/v1/event?limit=100', {}))
        .json()
        .result.datas.map((e: { id: number }) => e.id),
      created: (await get(`/api/v1/event?userId=${creator.id}`)).json().result.total,
      detail: (await get(`/api/v1/event/${event.id}`, admin.headers)).statusCode,
      byUser: (await get(`/api/v1/event-participant/get-by-user?userId=${member.user.id}`)).json().result
        .total,
      joined: (await get('/api/v1/event/event-by-participant')).json().result.total,
      participants: (await get(`/api/v1/event-participant/get-current?eventId=${event.id}`)).statusCode,
      comments: (await get(`/api/v2/comment?eventId=${event.id}`)).statusCode,
    });

    // Before: everything shows it (so the checks below can fail).
    expect(await reads()).toMatchObject({
      detail: 200,
      created: 1,
      byUser: 1,
      joined: 1,
      participants: 200,
      comments: 200,
    });
    expect((await reads()).list).toContain(event.id);
    expect((await reads()).publicList).toContain(event.id);

    const res = await deleteEventsCall(ctx, { eventIds: [event.id] }, admin.headers);
    expect(res.json()).toEqual({ result: { deleted: 1 } });

    const after = await reads();
    expect(after.list).not.toContain(event.id);
    expect(after.publicList).not.toContain(event.id);
    expect(after).toMatchObject({
      detail: 404,
      created: 0,
      byUser: 0,
      joined: 0,
      participants: 404,
      comments: 404,
    });
    // Soft: the row and its participants are still stored.
    expect((await eventRow(ctx, event.id)).deleted).toBe(1);
  });
});

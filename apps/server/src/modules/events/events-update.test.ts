import { EVENT_NOT_FOUND, EVENT_WRITE_MESSAGES as M } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createCategory, createEvent, createGroup } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { activityRows, eventRow, fakeUpload, participantIds, putEvent } from './events-write.test-support.ts';

/** PUT /api/v1/event: partial changes, their rules, their activity rows. */
const NOW = new Date('2026-06-01T03:00:00.000Z');
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: { user: User; headers: Record<string, string> };
let creator: User;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
  creator = await createUser(ctx, { name: 'Siti Rahma' });
});
afterAll(() => ctx.close());

/** An event by `creator` (a participant), in its own category and group, 19:00-22:00 Jakarta on 10/02/2027. */
async function seededEvent(overrides: Parameters<typeof createEvent>[1] = {}) {
  const category = await createCategory(ctx);
  const group = await createGroup(ctx);
  const event = await createEvent(ctx, {
    name: 'Reuni Akbar',
    user_id: creator.id,
    event_category_id: category.id,
    event_group_id: group.id,
    start_date: '2027-02-10T12:00:00.000Z',
    end_date: '2027-02-10T15:00:00.000Z',
    quota: 10,
    ...overrides,
  });
  await addParticipant(ctx, event.id, creator.id);
  return event;
}

const lastLog = async () => (await activityRows(ctx)).at(-1);

describe('PUT /event', () => {
  it('changes only the given fields, answers the detail and logs only what changed', async () => {
    const event = await seededEvent({ description: 'Lama' });
    const logsBefore = (await activityRows(ctx)).length;
    const res = await putEvent(
      ctx,
      { id: event.id, name: 'Reuni Akbar 2027', description: 'Baru', quota: '20' },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      id: event.id,
      name: 'Reuni Akbar 2027',
      description: 'Baru',
      quota: 20,
      startDate: '10/02/2027 19:00',
      endDate: '10/02/2027 22:00',
      location: event.location,
      status: 'PUBLISH',
      totalParticipant: 1,
    });
    expect(await eventRow(ctx, event.id)).toMatchObject({
      name: 'Reuni Akbar 2027',
      description: 'Baru',
      quota: 20,
      location: event.location,
      created_at: event.created_at,
      updated_at: NOW.toISOString(),
    });
    const logs = await activityRows(ctx);
    expect(logs).toHaveLength(logsBefore + 1);
    const log = logs.at(-1);
    expect(log).toMatchObject({
      user_id: admin.user.id,
      module: 'Acara',
      action: 'Ubah',
      activity_info: 'Mengubah acara Reuni Akbar 2027',
    });
    expect(JSON.parse(log?.old_value ?? '{}')).toEqual({
      name: 'Reuni Akbar',
      description: 'Lama',
      quota: 10,
    });
    expect(JSON.parse(log?.new_value ?? '{}')).toEqual({
      name: 'Reuni Akbar 2027',
      description: 'Baru',
      quota: 20,
    });
  });

  it('clears the quota, the image and the end date (end = start) with null or empty', async () => {
    const event = await seededEvent({ image_url: fakeUpload(ctx) });
    const res = await putEvent(
      ctx,
      { id: event.id, quota: '', imageUrl: null, endDate: null },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ quota: null, imageUrl: null, endDate: '10/02/2027 19:00' });
    expect(await eventRow(ctx, event.id)).toMatchObject({
      end_date: '2027-02-10T12:00:00.000Z',
      quota: null,
    });
  });

  it('sets a new uploaded image, and keeps the stored one sent back even if its file is gone', async () => {
    const stored = '/uploads/00000000000000000000000000000000.webp';
    const event = await seededEvent({ image_url: stored });
    expect(
      (await putEvent(ctx, { id: event.id, imageUrl: stored, name: 'Sama' }, admin.headers)).statusCode,
    ).toBe(200);
    const fresh = fakeUpload(ctx);
    const res = await putEvent(ctx, { id: event.id, imageUrl: fresh }, admin.headers);
    expect(res.json().result.imageUrl).toBe(fresh);
  });

  it('allows any status transition', async () => {
    const event = await seededEvent({ status: 'EXPIRED' });
    for (const status of ['DRAFT', 'PUBLISH', 'EXPIRED', 'DRAFT'] as const) {
      const res = await putEvent(ctx, { id: event.id, status }, admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect((await eventRow(ctx, event.id)).status).toBe(status);
    }
  });

  it('moves the event to another existing group, which makes it CONTINUED', async () => {
    const event = await seededEvent({ event_creation_type: 'NEW' });
    const other = await createGroup(ctx, { name: 'jalan-sehat' });
    const res = await putEvent(ctx, { id: event.id, eventGroupId: other.id }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      eventCreationType: 'CONTINUED',
      eventGroup: { id: other.id, name: 'jalan-sehat' },
    });
    expect(JSON.parse((await lastLog())?.new_value ?? '{}')).toEqual({
      eventGroupId: other.id,
      eventCreationType: 'CONTINUED',
    });
  });

  it('changes the creator, who becomes a participant once', async () => {
    const event = await seededEvent();
    const budi = await createUser(ctx);
    const res = await putEvent(ctx, { id: event.id, eventUserId: budi.id }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ eventUserId: budi.id, totalParticipant: 2 });
    expect(await participantIds(ctx, event.id)).toEqual([creator.id, budi.id]);
    // Back to a creator who already is a participant: no second seat.
    await putEvent(ctx, { id: event.id, eventUserId: creator.id }, admin.headers);
    expect(await participantIds(ctx, event.id)).toEqual([creator.id, budi.id]);
    expect((await eventRow(ctx, event.id)).total_participant).toBe(2);
  });

  it('writes nothing for a save that changes nothing', async () => {
    const event = await seededEvent();
    const logsBefore = (await activityRows(ctx)).length;
    const res = await putEvent(
      ctx,
      { id: event.id, name: 'Reuni Akbar', quota: 10, startDate: '10/02/2027 19:00' },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect((await activityRows(ctx)).length).toBe(logsBefore);
    expect((await eventRow(ctx, event.id)).updated_at).toBe(event.updated_at);
  });

  it('stores hostile text verbatim', async () => {
    const event = await seededEvent();
    const name = '<script>alert(1)</script>';
    const location = "'; drop table users;--";
    const res = await putEvent(ctx, { id: event.id, name, location }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(await eventRow(ctx, event.id)).toMatchObject({ name, location });
  });
});

describe('PUT /event refusals', () => {
  it('refuses guests (401) and members (403)', async () => {
    const event = await seededEvent();
    expect((await putEvent(ctx, { id: event.id, name: 'X' }, {})).statusCode).toBe(401);
    const member = await loginAs(ctx);
    expect((await putEvent(ctx, { id: event.id, name: 'X' }, member.headers)).statusCode).toBe(403);
    expect((await eventRow(ctx, event.id)).name).toBe('Reuni Akbar');
  });

  it('answers 404 for an unknown or deleted event', async () => {
    const deleted = await seededEvent({ deleted: 1 });
    for (const id of [deleted.id, 999_999]) {
      const res = await putEvent(ctx, { id, name: 'X' }, admin.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: EVENT_NOT_FOUND, code: 'EVENT_NOT_FOUND' });
    }
    expect((await eventRow(ctx, deleted.id)).name).toBe('Reuni Akbar');
  });

  it('refuses a quota below the participants, counting a new creator', async () => {
    const event = await seededEvent({ quota: 5 });
    await addParticipant(ctx, event.id, (await createUser(ctx)).id);
    await addParticipant(ctx, event.id, (await createUser(ctx)).id);
    const res = await putEvent(ctx, { id: event.id, quota: 2 }, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: 'Kuota tidak boleh kurang dari jumlah peserta saat ini (3).',
      code: 'QUOTA_BELOW_PARTICIPANTS',
    });
    expect((await putEvent(ctx, { id: event.id, quota: 3 }, admin.headers)).statusCode).toBe(200);
    const newcomer = await createUser(ctx);
    const full = await putEvent(ctx, { id: event.id, eventUserId: newcomer.id }, admin.headers);
    expect(full.json()).toMatchObject({ message: M.quotaBelowParticipants(4) });
    expect(await eventRow(ctx, event.id)).toMatchObject({
      quota: 3,
      user_id: creator.id,
      total_participant: 3,
    });
    expect(await participantIds(ctx, event.id)).not.toContain(newcomer.id);
  });

  type Case = [label: string, body: Record<string, unknown>, message: string, code?: string];
  const cases: Case[] = [
    ['missing id', { id: undefined, name: 'X' }, 'ID acara harus diisi'],
    ['id not a number', { id: 'abc' }, 'ID acara tidak valid'],
    ['blank name', { name: ' ' }, M.nameRequired],
    ['name too long', { name: 'a'.repeat(151) }, M.nameTooLong],
    ['quota 0', { quota: 0 }, M.quotaInvalid],
    ['bad status', { status: 'SELESAI' }, M.statusInvalid],
    ['bad type', { eventType: 'HYBRID' }, M.eventTypeInvalid],
    ['bad start', { startDate: '2027-02-10' }, 'Tanggal mulai harus berformat DD/MM/YYYY HH:mm'],
    [
      'end before start in the body',
      { startDate: '10/02/2027 19:00', endDate: '10/02/2027 18:00' },
      M.endBeforeStart,
    ],
    [
      'start moved past the stored end',
      { startDate: '11/02/2027 08:00' },
      M.endBeforeStart,
      'END_BEFORE_START',
    ],
    ['ONLINE without a link', { eventType: 'ONLINE' }, M.onlineLocation, 'ONLINE_LOCATION_INVALID'],
    ['foreign image', { imageUrl: 'https://evil.example/a.png' }, M.imageInvalid],
    [
      'image not on disk',
      { imageUrl: '/uploads/ffffffffffffffffffffffffffffffff.webp' },
      M.imageInvalid,
      'IMAGE_INVALID',
    ],
    ['unknown category', { eventCategoryId: 999_999 }, M.categoryNotFound, 'CATEGORY_NOT_FOUND'],
    ['unknown group', { eventGroupId: 999_999 }, M.groupNotFound, 'GROUP_NOT_FOUND'],
    ['unknown creator', { eventUserId: 999_999 }, M.creatorNotFound, 'CREATOR_NOT_FOUND'],
  ];
  it.each(cases)('refuses %s', async (_label, patch, message, code = 'VALIDATION_ERROR') => {
    const event = await seededEvent();
    const before = await eventRow(ctx, event.id);
    const logsBefore = (await activityRows(ctx)).length;
    const res = await putEvent(ctx, { id: event.id, ...patch }, admin.headers);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ message, code });
    expect(await eventRow(ctx, event.id)).toEqual(before);
    expect((await activityRows(ctx)).length).toBe(logsBefore);
  });
});

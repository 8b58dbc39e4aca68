import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import {
  activityRows,
  eventRow,
  fakeUpload,
  newEventBody,
  participantIds,
  postEvent,
  writeCounts,
} from './events-write.test-support.ts';

/** POST /api/v1/event: the happy paths, what is stored, who may call it. */
const NOW = new Date('2026-06-01T03:00:00.000Z');
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: { user: User; headers: Record<string, string> };
let creator: User;

beforeAll(async () => {
  ctx = await createTestContext({ now: () => NOW });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
  creator = await createUser(ctx, { name: 'Siti Rahma', username: 'siti86', email: 'siti@example.com' });
});
afterAll(() => ctx.close());

describe('POST /event with a NEW group', () => {
  it('creates the group, the event and the creator as first participant, logs it, answers the detail', async () => {
    const imageUrl = fakeUpload(ctx);
    const groupImage = fakeUpload(ctx);
    const body = await newEventBody(ctx, creator.id, {
      imageUrl,
      eventGroup: { name: 'reuni-akbar', displayName: 'Reuni Akbar', imageUrl: groupImage },
    });
    const res = await postEvent(ctx, body, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json().result;
    expect(result).toEqual({
      id: expect.any(Number),
      name: 'Reuni Akbar 86',
      imageUrl,
      startDate: '10/02/2027 19:00',
      endDate: '10/02/2027 22:00',
      location: 'Gedung Serbaguna, Jakarta',
      description: 'Temu kangen angkatan 86.',
      quota: 50,
      // The body asked for PUBLISH: new events always start DRAFT.
      status: 'DRAFT',
      isFinished: false,
      totalParticipant: 1,
      seatsHeld: 0,
      totalViewer: 0,
      eventType: 'OFFLINE',
      eventCreationType: 'NEW',
      eventCategory: {
        id: body.eventCategoryId,
        displayName: expect.any(String),
        iconUrl: expect.any(String),
      },
      eventGroup: {
        id: expect.any(Number),
        name: 'reuni-akbar',
        displayName: 'Reuni Akbar',
        imageUrl: groupImage,
      },
      user: {
        id: creator.id,
        name: 'Siti Rahma',
        username: 'siti86',
        picture: null,
      },
      eventCategoryId: body.eventCategoryId,
      eventUserId: creator.id,
      createdDate: NOW.toISOString(),
      maxCompanions: 0,
      isRegistered: false,
      companions: null,
      companionNames: null,
      waitlistPosition: null,
      waitlistCompanions: null,
      waitlistCompanionNames: null,
      lineWaiting: false,
    });

    const row = await eventRow(ctx, result.id);
    expect(row).toMatchObject({
      // 19:00 and 22:00 in Jakarta (UTC+7).
      start_date: '2027-02-10T12:00:00.000Z',
      end_date: '2027-02-10T15:00:00.000Z',
      total_participant: 1,
      total_viewer: 0,
      deleted: 0,
      event_group_id: result.eventGroup.id,
      created_at: NOW.toISOString(),
      updated_at: NOW.toISOString(),
    });
    const group = await ctx.db
      .selectFrom('event_groups')
      .selectAll()
      .where('id', '=', result.eventGroup.id)
      .executeTakeFirstOrThrow();
    expect(group).toMatchObject({ name: 'reuni-akbar', display_name: 'Reuni Akbar', image_url: groupImage });
    expect(await participantIds(ctx, result.id)).toEqual([creator.id]);

    const logs = (await activityRows(ctx)).filter((l) => l.activity_info === 'Menambah acara Reuni Akbar 86');
    expect(logs).toHaveLength(1);
    expect(logs[0]).toMatchObject({
      user_id: admin.user.id,
      user_name: 'Admin Utama',
      module: 'Acara',
      action: 'Tambah',
      old_value: null,
    });
    expect(JSON.parse(logs[0]?.new_value ?? '{}')).toEqual({
      id: result.id,
      name: 'Reuni Akbar 86',
      eventType: 'OFFLINE',
      eventCreationType: 'NEW',
      location: 'Gedung Serbaguna, Jakarta',
      quota: 50,
      maxCompanions: 0,
      description: 'Temu kangen angkatan 86.',
      eventCategoryId: body.eventCategoryId,
      eventGroupId: result.eventGroup.id,
      eventUserId: creator.id,
      startDate: '10/02/2027 19:00',
      endDate: '10/02/2027 22:00',
      status: 'DRAFT',
      imageUrl,
      eventGroupName: 'reuni-akbar',
    });
  });

  it('defaults: DRAFT, end = start, unlimited quota, no description or image', async () => {
    const body = await newEventBody(ctx, creator.id, { name: 'Bawaan', quota: '', endDate: '' });
    delete body.status;
    delete body.description;
    delete body.imageUrl;
    const res = await postEvent(ctx, body, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({
      status: 'DRAFT',
      startDate: '10/02/2027 19:00',
      endDate: '10/02/2027 19:00',
      quota: null,
      description: null,
      imageUrl: null,
    });
    const absent = await newEventBody(ctx, creator.id, { name: 'Tanpa kuota' });
    delete absent.quota;
    delete absent.endDate;
    const res2 = await postEvent(ctx, { ...absent, imageUrl: '' }, admin.headers);
    expect(res2.statusCode, res2.body).toBe(201);
    expect(res2.json().result).toMatchObject({ quota: null, endDate: '10/02/2027 19:00', imageUrl: null });
  });

  it('accepts the quota as digits and an ONLINE event with a link', async () => {
    const body = await newEventBody(ctx, creator.id, {
      eventType: 'ONLINE',
      location: 'https://zoom.us/j/123456?pwd=abc',
      quota: '25',
    });
    const res = await postEvent(ctx, body, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ eventType: 'ONLINE', quota: 25 });
  });

  it('stores hostile text verbatim and answers it as plain data', async () => {
    const script = '<script>alert(1)</script>';
    const drop = "'; drop table users;--";
    const body = await newEventBody(ctx, creator.id, {
      name: script,
      location: drop,
      description: `${script}\n${drop}`,
      eventGroup: { name: drop, displayName: script },
    });
    const res = await postEvent(ctx, body, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const result = res.json().result;
    expect(result).toMatchObject({
      name: script,
      location: drop,
      description: `${script}\n${drop}`,
      eventGroup: { name: drop, displayName: script },
    });
    expect(await eventRow(ctx, result.id)).toMatchObject({ name: script, location: drop });
    // The users table is still there.
    expect(await ctx.db.selectFrom('users').select('id').where('id', '=', creator.id).execute()).toHaveLength(
      1,
    );
  });
});

describe('POST /event with a CONTINUED group', () => {
  it('joins the existing group and creates no group', async () => {
    const group = await createGroup(ctx, { name: 'jalan-sehat', display_name: 'Jalan Sehat' });
    const before = await writeCounts(ctx);
    const body = await newEventBody(ctx, creator.id, {
      eventCreationType: 'CONTINUED',
      name: 'Jalan Sehat 2027',
      eventGroup: { id: group.id },
    });
    const res = await postEvent(ctx, body, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({
      eventCreationType: 'CONTINUED',
      eventGroup: { id: group.id, name: 'jalan-sehat', displayName: 'Jalan Sehat' },
    });
    const after = await writeCounts(ctx);
    expect(after).toEqual({
      ...before,
      events: before.events + 1,
      participants: before.participants + 1,
      logs: before.logs + 1,
    });
  });

  it('lets the creator be the admin, who is then registered', async () => {
    const body = await newEventBody(ctx, admin.user.id, { name: 'Acara Admin' });
    const res = await postEvent(ctx, body, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({
      eventUserId: admin.user.id,
      isRegistered: true,
      totalParticipant: 1,
    });
  });
});

describe('POST /event: who may call it', () => {
  it('refuses guests (401) and members (403) and writes nothing', async () => {
    const member = await loginAs(ctx);
    const body = await newEventBody(ctx, creator.id);
    const before = await writeCounts(ctx);
    const guest = await postEvent(ctx, body, {});
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'UNAUTHORIZED', message: 'Silakan masuk terlebih dahulu.' });
    const refused = await postEvent(ctx, body, member.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN' });
    expect(await writeCounts(ctx)).toEqual(before);
  });

  it('accepts ROLE_ADMINS too', async () => {
    const other = await loginAs(ctx, 'ROLE_ADMINS');
    const res = await postEvent(
      ctx,
      await newEventBody(ctx, creator.id, { name: 'Oleh ADMINS' }),
      other.headers,
    );
    expect(res.statusCode, res.body).toBe(201);
  });

  it('creates a DRAFT whatever status is sent, hidden from visitors until an edit publishes it', async () => {
    const visitor = (id: number) => ctx.app.inject({ method: 'GET', url: `/api/v1/event/${id}` });
    for (const status of ['PUBLISH', 'EXPIRED', 'DRAFT', undefined]) {
      const body = await newEventBody(ctx, creator.id, { name: `Status ${status}`, status });
      const res = await postEvent(ctx, body, admin.headers);
      expect(res.statusCode, res.body).toBe(201);
      const id: number = res.json().result.id;
      expect(res.json().result).toMatchObject({ status: 'DRAFT' });
      expect((await eventRow(ctx, id)).status).toBe('DRAFT');
      expect((await visitor(id)).statusCode).toBe(404);
    }

    const res = await postEvent(ctx, await newEventBody(ctx, creator.id, { name: 'Terbit' }), admin.headers);
    const id: number = res.json().result.id;
    const put = await ctx.app.inject({
      method: 'PUT',
      url: '/api/v1/event',
      headers: admin.headers,
      payload: { id, status: 'PUBLISH' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect((await visitor(id)).json().result).toMatchObject({ name: 'Terbit', status: 'PUBLISH' });
  });

  it('still refuses a status that is not one of the three', async () => {
    const before = await writeCounts(ctx);
    const res = await postEvent(
      ctx,
      await newEventBody(ctx, creator.id, { status: 'TERBIT' }),
      admin.headers,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Status harus DRAFT, PUBLISH atau EXPIRED',
    });
    expect(await writeCounts(ctx)).toEqual(before);
  });
});

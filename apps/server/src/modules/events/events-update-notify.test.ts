import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { failNotificationInserts, notificationsOf } from '../notifications/notifications.test-support.ts';
import { activityRows, eventRow, putEvent } from './events-write.test-support.ts';

/** PUT /api/v1/event tells the participants when the schedule, the place or the status changes. */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: { user: User; headers: Record<string, string> };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
});
afterAll(() => ctx.close());

/** An event whose participants are its creator, two members and the admin; plus a bystander. */
async function eventWithParticipants() {
  const creator = await createUser(ctx);
  const budi = await createUser(ctx);
  const dewi = await createUser(ctx);
  const bystander = await createUser(ctx);
  const event = await createEvent(ctx, {
    name: 'Reuni Akbar',
    user_id: creator.id,
    location: 'Gedung A',
    start_date: '2027-02-10T12:00:00.000Z',
    end_date: '2027-02-10T15:00:00.000Z',
  });
  for (const u of [creator, budi, dewi, admin.user]) await addParticipant(ctx, event.id, u.id);
  return { event, told: [creator, budi, dewi], bystander };
}

async function expectTold(users: User[], eventId: number, content: string) {
  for (const u of users) {
    expect(await notificationsOf(ctx, u.id)).toEqual([
      {
        id: expect.any(Number),
        user_id: u.id,
        actor_id: admin.user.id,
        content,
        redirect_url: `/event/${eventId}`,
        read: 0,
      },
    ]);
  }
}

describe('PUT /event notifications', () => {
  it('tells every participant but the admin about a new schedule', async () => {
    const { event, told, bystander } = await eventWithParticipants();
    const res = await putEvent(
      ctx,
      { id: event.id, startDate: '11/02/2027 19:00', endDate: '11/02/2027 23:30' },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    await expectTold(
      told,
      event.id,
      'Reuni Akbar diubah: jadwal menjadi 11/02/2027 19:00 - 11/02/2027 23:30',
    );
    expect(await notificationsOf(ctx, admin.user.id)).toEqual([]);
    expect(await notificationsOf(ctx, bystander.id)).toEqual([]);
  });

  it('tells them about a new place and a new status, in one notification with the new name', async () => {
    const { event, told } = await eventWithParticipants();
    const res = await putEvent(
      ctx,
      { id: event.id, name: 'Reuni Akbar 2027', location: 'Gedung B', status: 'EXPIRED' },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    await expectTold(
      told,
      event.id,
      'Reuni Akbar 2027 diubah: lokasi menjadi Gedung B; status menjadi Selesai',
    );
  });

  it('tells them when only the end moves, or the end option is switched off', async () => {
    const { event, told } = await eventWithParticipants();
    await putEvent(ctx, { id: event.id, endDate: '' }, admin.headers);
    await expectTold(
      told,
      event.id,
      'Reuni Akbar diubah: jadwal menjadi 10/02/2027 19:00 - 10/02/2027 19:00',
    );
  });

  it('tells nobody about a description, name, quota or category change', async () => {
    const { event, told } = await eventWithParticipants();
    const res = await putEvent(
      ctx,
      { id: event.id, description: 'Dresscode batik', name: 'Reuni', quota: 100 },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const u of told) expect(await notificationsOf(ctx, u.id)).toEqual([]);
  });

  it('tells nobody when the same schedule, place and status are sent back', async () => {
    const { event, told } = await eventWithParticipants();
    const res = await putEvent(
      ctx,
      {
        id: event.id,
        startDate: '10/02/2027 19:00',
        endDate: '10/02/2027 22:00',
        location: 'Gedung A',
        status: 'PUBLISH',
      },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    for (const u of told) expect(await notificationsOf(ctx, u.id)).toEqual([]);
  });

  it('keeps the change, its notifications and its log row together: a failing notification undoes all', async () => {
    const { event, told } = await eventWithParticipants();
    const logsBefore = (await activityRows(ctx)).length;
    const restore = await failNotificationInserts(ctx);
    try {
      const res = await putEvent(ctx, { id: event.id, location: 'Gedung C' }, admin.headers);
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect((await eventRow(ctx, event.id)).location).toBe('Gedung A');
    expect((await activityRows(ctx)).length).toBe(logsBefore);
    for (const u of told) expect(await notificationsOf(ctx, u.id)).toEqual([]);
  });
});

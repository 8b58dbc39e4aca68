import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGroup } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { activityRows, newEventBody, postEvent, writeCounts } from './events-write.test-support.ts';

/**
 * POST /api/v1/event with the form's defaults (docs/decisions/023): no group = a new group named after the
 * event; no creator = the signed-in admin; `publish: true` = created DRAFT and published in one transaction,
 * both in the activity log.
 */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Panitia Satu' });
});
afterAll(() => ctx.close());

async function bare(overrides: Record<string, unknown> = {}) {
  const body = await newEventBody(ctx, 0, overrides);
  delete body.eventGroup;
  delete body.eventUserId;
  return body;
}

describe('POST /event defaults', () => {
  it('names a new group after the event and makes the admin its creator and first participant', async () => {
    const res = await postEvent(ctx, await bare({ name: 'Halal Bihalal 2027' }), admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json().result;
    expect(event).toMatchObject({
      status: 'DRAFT',
      eventCreationType: 'NEW',
      eventGroup: { name: 'Halal Bihalal 2027', displayName: 'Halal Bihalal 2027', imageUrl: null },
      user: { id: admin.user.id, name: 'Panitia Satu' },
      eventUserId: admin.user.id,
      totalParticipant: 1,
    });
    const seat = await ctx.db
      .selectFrom('event_participants')
      .select('user_id')
      .where('event_id', '=', event.id)
      .execute();
    expect(seat).toEqual([{ user_id: admin.user.id }]);
  });

  it('cuts a long event name to the group name limit', async () => {
    const name = `Reuni ${'Besar '.repeat(22)}`.trim(); // 137 characters: a valid event name
    const res = await postEvent(ctx, await bare({ name }), admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json().result.eventGroup;
    expect([...group.name].length).toBeLessThanOrEqual(100);
    expect(name.startsWith(group.name)).toBe(true);
  });

  it('keeps a picked group and a picked creator', async () => {
    const group = await createGroup(ctx);
    const creator = await createUser(ctx);
    const body = await newEventBody(ctx, creator.id, {
      eventCreationType: 'CONTINUED',
      eventGroup: { id: group.id },
    });
    const res = await postEvent(ctx, body, admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result).toMatchObject({ eventGroup: { id: group.id }, eventUserId: creator.id });
  });

  it("'Simpan & Terbitkan': created DRAFT and published at once, both in the log", async () => {
    const before = (await activityRows(ctx)).length;
    const res = await postEvent(ctx, await bare({ name: 'Jalan Sehat', publish: true }), admin.headers);
    expect(res.statusCode, res.body).toBe(201);
    const event = res.json().result;
    expect(event.status).toBe('PUBLISH');
    const rows = (await activityRows(ctx)).slice(before);
    expect(rows.map((r) => [r.action, r.activity_info])).toEqual([
      ['Tambah', 'Menambah acara Jalan Sehat'],
      ['Ubah', 'Menerbitkan acara Jalan Sehat'],
    ]);
    expect(JSON.parse(String(rows[0]?.new_value))).toMatchObject({ status: 'DRAFT' });
    expect(JSON.parse(String(rows[1]?.old_value))).toEqual({ status: 'DRAFT' });
    expect(JSON.parse(String(rows[1]?.new_value))).toEqual({ status: 'PUBLISH' });
    // Members see it at once.
    const member = await loginAs(ctx);
    const seen = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/event/${event.id}`,
      headers: member.headers,
    });
    expect(seen.statusCode).toBe(200);
  });

  it('without publish, or publish false, stays a DRAFT with one log row', async () => {
    for (const publish of [undefined, false]) {
      const before = (await activityRows(ctx)).length;
      const res = await postEvent(ctx, await bare(publish === undefined ? {} : { publish }), admin.headers);
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().result.status).toBe('DRAFT');
      expect((await activityRows(ctx)).length - before).toBe(1);
    }
  });

  it('is refused to visitors and members, writing nothing', async () => {
    const member = await loginAs(ctx);
    const counts = await writeCounts(ctx);
    expect((await postEvent(ctx, await bare({ publish: true }), {})).statusCode).toBe(401);
    expect((await postEvent(ctx, await bare({ publish: true }), member.headers)).statusCode).toBe(403);
    expect(await writeCounts(ctx)).toEqual(counts);
  });
});

import { EVENT_WRITE_MESSAGES as M } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createCategory, createEvent, createGroup } from '../../../test/factories.ts';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { activityRows, eventRow, fakeUpload, putEvent } from './events-write.test-support.ts';

/** PUT /api/v1/event takes the group in POST /event's shapes: eventGroup {id} or {name, displayName, imageUrl}. */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let admin: { user: User; headers: Record<string, string> };
let creator: User;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
  creator = await createUser(ctx, { name: 'Siti Rahma' });
});
afterAll(() => ctx.close());

async function seededEvent(creationType: 'NEW' | 'CONTINUED' = 'NEW') {
  const category = await createCategory(ctx);
  const group = await createGroup(ctx);
  const event = await createEvent(ctx, {
    name: 'Reuni Akbar',
    user_id: creator.id,
    event_category_id: category.id,
    event_group_id: group.id,
    event_creation_type: creationType,
  });
  await addParticipant(ctx, event.id, creator.id);
  return { event, group };
}

const groupCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('event_groups')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const lastLog = async () => (await activityRows(ctx)).at(-1);

describe('PUT /event with eventGroup', () => {
  it('moves the event to an existing group with eventGroup {id} (CONTINUED), as POST /event says it', async () => {
    const { event } = await seededEvent('NEW');
    const other = await createGroup(ctx, { name: 'jalan-sehat' });
    for (const body of [
      { id: event.id, eventGroup: { id: other.id } },
      { id: event.id, eventCreationType: 'CONTINUED', eventGroup: { id: other.id } },
    ]) {
      const res = await putEvent(ctx, body, admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().result).toMatchObject({
        eventCreationType: 'CONTINUED',
        eventGroup: { id: other.id, name: 'jalan-sehat' },
      });
    }
    expect(await eventRow(ctx, event.id)).toMatchObject({
      event_group_id: other.id,
      event_creation_type: 'CONTINUED',
    });
  });

  it('creates a new group with eventGroup {name, displayName, imageUrl} (NEW), in the same transaction', async () => {
    const { event } = await seededEvent('CONTINUED');
    const image = fakeUpload(ctx);
    const before = await groupCount();
    const res = await putEvent(
      ctx,
      {
        id: event.id,
        eventCreationType: 'NEW',
        eventGroup: { name: 'reuni-40', displayName: 'Reuni 40 Tahun', imageUrl: image },
      },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json().result;
    expect(result).toMatchObject({
      eventCreationType: 'NEW',
      eventGroup: { name: 'reuni-40', displayName: 'Reuni 40 Tahun', imageUrl: image },
    });
    expect(await groupCount()).toBe(before + 1);
    expect(await eventRow(ctx, event.id)).toMatchObject({
      event_group_id: result.eventGroup.id,
      event_creation_type: 'NEW',
    });
    expect(JSON.parse((await lastLog())?.new_value ?? '{}')).toEqual({
      eventGroupId: result.eventGroup.id,
      eventCreationType: 'NEW',
      eventGroupName: 'reuni-40',
    });
  });

  it('refuses bad group shapes with clear messages and writes nothing', async () => {
    const { event, group } = await seededEvent('NEW');
    const cases: [Record<string, unknown>, string][] = [
      [{ eventGroup: { id: 'dua' } }, M.groupInvalid],
      [{ eventGroup: { name: 'tanpa-tampilan' } }, 'Nama tampilan grup harus diisi'],
      [{ eventGroup: { name: '', displayName: 'Kosong' } }, 'Nama grup harus diisi'],
      [{ eventGroup: 'grup' }, M.groupRequired],
      [{ eventGroup: { id: group.id }, eventGroupId: group.id }, M.groupBoth],
      [{ eventCreationType: 'NEW', eventGroup: { id: group.id } }, M.creationTypeGroup],
      [{ eventCreationType: 'CONTINUED', eventGroup: { name: 'a', displayName: 'b' } }, M.creationTypeGroup],
      [{ eventCreationType: 'NEW' }, M.creationTypeGroup],
      [{ eventCreationType: 'LANJUT', eventGroup: { id: group.id } }, M.creationTypeInvalid],
      [{ eventGroup: { name: 'x'.repeat(101), displayName: 'b' } }, 'Nama grup maksimal 100 karakter'],
      [
        { eventGroup: { name: 'a', displayName: 'b', imageUrl: 'https://evil.example/x.png' } },
        M.imageInvalid,
      ],
      [
        { eventGroup: { name: 'a', displayName: 'b', imageUrl: `/uploads/${'a'.repeat(32)}.webp` } },
        M.imageInvalid,
      ],
      [{ eventGroup: { id: 999_999 } }, M.groupNotFound],
    ];
    const groups = await groupCount();
    const logs = (await activityRows(ctx)).length;
    for (const [fields, message] of cases) {
      const res = await putEvent(ctx, { id: event.id, ...fields }, admin.headers);
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message, JSON.stringify(fields)).toBe(message);
    }
    expect(await groupCount()).toBe(groups);
    expect((await activityRows(ctx)).length).toBe(logs);
    expect(await eventRow(ctx, event.id)).toMatchObject({
      event_group_id: group.id,
      event_creation_type: 'NEW',
    });
  });

  it('refuses guests (401) and members (403) before reading the group', async () => {
    const { event } = await seededEvent();
    const body = { id: event.id, eventGroup: { name: 'a', displayName: 'b' } };
    const groups = await groupCount();
    expect((await putEvent(ctx, body, {})).statusCode).toBe(401);
    expect((await putEvent(ctx, body, (await loginAs(ctx)).headers)).statusCode).toBe(403);
    expect(await groupCount()).toBe(groups);
  });
});

import { USER_LAST_ADMIN, USER_NOT_FOUND, USER_SELF_DELETE } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent, nextInstant } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { eventRow, failInserts } from '../events/events-write.test-support.ts';
import { deleteUserByAdmin } from './users-admin.service.ts';
import { countRows, currentUser, deleteUser, deleteUsers, userActivity } from './users-admin.test-support.ts';

/** DELETE /api/v1/user/{id} and PUT /api/v1/user/delete: hard delete in one transaction. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
});
afterAll(() => ctx.close());

const exists = async (id: number) =>
  (await ctx.db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

async function comment(userId: number, eventId: number, content: string, parent: number | null = null) {
  const at = nextInstant();
  return ctx.db
    .insertInto('comments')
    .values({
      event_id: eventId,
      user_id: userId,
      parent_comment_id: parent,
      content,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
}

describe('DELETE /user/{id}', () => {
  it('removes the user, their participations (counters drop), keeps comments and events with no author', async () => {
    const leaver = await createUser(ctx, {
      name: 'Akan Pergi',
      username: 'akan_pergi',
      email: 'pergi@example.com',
    });
    const stayer = await createUser(ctx);
    const own = await createEvent(ctx, { user_id: leaver.id, name: 'Acara Buatan' });
    const other = await createEvent(ctx);
    await addParticipant(ctx, own.id, leaver.id);
    await addParticipant(ctx, other.id, leaver.id);
    await addParticipant(ctx, other.id, stayer.id);
    const top = await comment(stayer.id, other.id, 'Halo semua');
    const reply = await comment(leaver.id, other.id, 'Balasan saya', top.id);
    const token = authHeader(ctx, leaver);
    expect((await currentUser(ctx, token)).statusCode).toBe(200);

    const res = await deleteUser(ctx, leaver.id, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { deleted: 1 } });
    expect(await exists(leaver.id)).toBe(false);
    expect(await exists(stayer.id)).toBe(true);
    expect((await eventRow(ctx, own.id)).total_participant).toBe(0);
    expect((await eventRow(ctx, other.id)).total_participant).toBe(1);
    expect((await eventRow(ctx, own.id)).user_id).toBeNull();
    expect(
      await ctx.db
        .selectFrom('event_participants')
        .select('user_id')
        .where('event_id', '=', other.id)
        .execute(),
    ).toEqual([{ user_id: stayer.id }]);
    const kept = await ctx.db
      .selectFrom('comments')
      .select(['id', 'user_id'])
      .where('id', '=', reply.id)
      .execute();
    expect(kept).toEqual([{ id: reply.id, user_id: null }]);
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/v2/comment?eventId=${other.id}`,
      headers: authHeader(ctx, stayer),
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().result.datas[0].replies).toEqual([
      expect.objectContaining({
        id: reply.id,
        content: 'Balasan saya',
        name: 'Pengguna dihapus',
        username: null,
      }),
    ]);
    expect((await userActivity(ctx)).at(-1)).toEqual({
      user_id: admin.user.id,
      user_name: 'Admin Utama',
      module: 'Pengguna',
      action: 'Hapus',
      activity_info: 'Menghapus pengguna akan_pergi',
      old_value: JSON.stringify({ username: 'akan_pergi', email: 'pergi@example.com', name: 'Akan Pergi' }),
      new_value: null,
    });
    // The deleted user's old token is refused.
    expect((await currentUser(ctx, token)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown id and 400 for a non-numeric one', async () => {
    const logs = await countRows(ctx, 'activity_logs');
    const res = await deleteUser(ctx, 999_999, admin.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: USER_NOT_FOUND });
    expect(USER_NOT_FOUND).toBe('Pengguna tidak ditemukan.');
    expect((await deleteUser(ctx, 'abc', admin.headers)).statusCode).toBe(400);
    expect(await countRows(ctx, 'activity_logs')).toBe(logs);
  });

  it('refuses deleting yourself (409)', async () => {
    const res = await deleteUser(ctx, admin.user.id, admin.headers);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: 'Anda tidak dapat menghapus akun Anda sendiri.',
      code: 'USER_SELF_DELETE',
    });
    expect(USER_SELF_DELETE).toBe('Anda tidak dapat menghapus akun Anda sendiri.');
    const bulk = await deleteUsers(ctx, { userIds: [admin.user.id] }, admin.headers);
    expect(bulk.statusCode).toBe(409);
    expect(await exists(admin.user.id)).toBe(true);
  });

  it('deletes another admin, but never the last one (409)', async () => {
    const second = await loginAs(ctx, 'ROLE_ADMINS');
    expect((await deleteUser(ctx, second.user.id, admin.headers)).statusCode).toBe(200);
    expect(await exists(second.user.id)).toBe(false);
    // The guard always leaves the caller, so the rule bites when the caller's own row went away in a
    // concurrent request (two admins deleting each other): the service refuses to remove the last one.
    const ghost = {
      id: 999_998,
      role: 'ROLE_ADMIN' as const,
      name: 'Hantu',
      username: 'hantu',
      email: 'h@x.id',
    };
    const deps = {
      db: ctx.db,
      dialect: ctx.database.dialect,
      now: () => new Date(),
      publicUrl: ctx.config.publicUrl,
      timeZone: ctx.config.tzCommunity,
      reminderHours: ctx.config.reminderHours,
    };
    await expect(deleteUserByAdmin(deps, ghost, admin.user.id)).rejects.toMatchObject({
      statusCode: 409,
      code: 'USER_LAST_ADMIN',
      message: 'Admin terakhir tidak dapat dihapus.',
    });
    expect(USER_LAST_ADMIN).toBe('Admin terakhir tidak dapat dihapus.');
    expect(await exists(admin.user.id)).toBe(true);
  });

  it('writes nothing when the transaction fails midway', async () => {
    const victim = await createUser(ctx);
    const event = await createEvent(ctx);
    await addParticipant(ctx, event.id, victim.id);
    const restore = await failInserts(ctx, 'activity_logs');
    try {
      const res = await deleteUser(ctx, victim.id, admin.headers);
      expect(res.statusCode).toBe(500);
    } finally {
      await restore();
    }
    expect(await exists(victim.id)).toBe(true);
    expect((await eventRow(ctx, event.id)).total_participant).toBe(1);
    expect(
      await ctx.db
        .selectFrom('event_participants')
        .select('user_id')
        .where('event_id', '=', event.id)
        .execute(),
    ).toEqual([{ user_id: victim.id }]);
  });
});

describe('PUT /user/delete', () => {
  it('deletes the known ids once each, skips unknown ones, one log row per user', async () => {
    const a = await createUser(ctx, { username: 'hapus_a' });
    const b = await createUser(ctx, { username: 'hapus_b' });
    const keep = await createUser(ctx);
    const event = await createEvent(ctx);
    await addParticipant(ctx, event.id, a.id);
    await addParticipant(ctx, event.id, b.id);
    await addParticipant(ctx, event.id, keep.id);
    const logs = (await userActivity(ctx)).length;
    const res = await deleteUsers(ctx, { userIds: [a.id, b.id, a.id, 999_997] }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { deleted: 2 } });
    expect(await exists(a.id)).toBe(false);
    expect(await exists(b.id)).toBe(false);
    expect(await exists(keep.id)).toBe(true);
    expect((await eventRow(ctx, event.id)).total_participant).toBe(1);
    const written = (await userActivity(ctx)).slice(logs);
    expect(written.map((r) => [r.action, r.activity_info])).toEqual([
      ['Hapus', 'Menghapus pengguna hapus_a'],
      ['Hapus', 'Menghapus pengguna hapus_b'],
    ]);
    const again = await deleteUsers(ctx, { userIds: [a.id] }, admin.headers);
    expect(again.json()).toEqual({ result: { deleted: 0 } });
  });

  it("reads an id given as its digits like the number (the contract's one bodyId)", async () => {
    const c = await createUser(ctx, { username: 'hapus_teks' });
    const res = await deleteUsers(ctx, { userIds: [String(c.id)] }, admin.headers);
    expect(res.json()).toEqual({ result: { deleted: 1 } });
    expect(await exists(c.id)).toBe(false);
  });

  it('refuses bad bodies (400)', async () => {
    const ids = Array.from({ length: 101 }, (_, i) => i + 1);
    for (const body of [
      {},
      { userIds: [] },
      { userIds: ['1; drop table users;--'] },
      { userIds: [0] },
      { userIds: [true] },
      { userIds: [1.5] },
      { userIds: [2_147_483_648] },
      { userIds: ids },
    ]) {
      expect((await deleteUsers(ctx, body, admin.headers)).statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('roles', () => {
  it('refuses guests (401) and members (403) on both deletes', async () => {
    const target = await createUser(ctx);
    const member = await loginAs(ctx);
    expect((await deleteUser(ctx, target.id, {})).statusCode).toBe(401);
    expect((await deleteUser(ctx, target.id, member.headers)).statusCode).toBe(403);
    expect((await deleteUsers(ctx, { userIds: [target.id] }, {})).statusCode).toBe(401);
    expect((await deleteUsers(ctx, { userIds: [target.id] }, member.headers)).statusCode).toBe(403);
    expect(await exists(target.id)).toBe(true);
  });
});

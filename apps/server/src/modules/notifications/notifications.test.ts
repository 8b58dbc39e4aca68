import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import {
  authHeader,
  countingStatements,
  createTestContext,
  createUser,
  type TestContext,
} from '../../../test/helpers.ts';
import { listNotifications, notify, notifyMany } from './notifications.service.ts';
import { notificationsOf } from './notifications.test-support.ts';

/** GET /api/v2/notification and POST /api/v2/notification/read, plus the notify helpers. */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
let siti: User;
let budi: User;
const BASE = Date.UTC(2026, 2, 1, 8, 0, 0);

beforeAll(async () => {
  ctx = await createTestContext();
  siti = await createUser(ctx, { name: 'Siti Rahma', picture: '/uploads/siti.jpg' });
  budi = await createUser(ctx, { name: 'Budi Santoso' });
});
afterAll(() => ctx.close());

const list = (query: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/notification${query}`, headers });
const read = (payload: unknown, headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/v2/notification/read',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

/** `n` notifications for `user`, one minute apart, numbered in content; returns their ids oldest first. */
async function seed(user: User, n: number, actor: User | null = siti) {
  await notifyMany(
    ctx.db,
    Array.from({ length: n }, (_, i) => ({
      userId: user.id,
      actorId: actor?.id ?? null,
      content: `Kabar ${i + 1}`,
      redirectUrl: `/event/${i + 1}`,
      now: new Date(BASE + i * 60_000),
    })),
  );
  return (await notificationsOf(ctx, user.id)).map((r) => r.id);
}

describe('notify / notifyMany', () => {
  it('writes one row per receiver in one insert and skips the actor notifying themselves', async () => {
    const a = await createUser(ctx);
    const b = await createUser(ctx);
    const now = new Date(BASE);
    const written = await notifyMany(ctx.db, [
      { userId: a.id, actorId: b.id, content: 'Untuk A', redirectUrl: '/event/1', now },
      { userId: b.id, actorId: b.id, content: 'Untuk diri sendiri', redirectUrl: null, now },
    ]);
    expect(written).toBe(1);
    expect(await notifyMany(ctx.db, [])).toBe(0);
    expect(
      await notify(ctx.db, { userId: b.id, actorId: null, content: 'Sistem', redirectUrl: null, now }),
    ).toBe(1);
    expect((await notificationsOf(ctx, a.id)).map((r) => r.content)).toEqual(['Untuk A']);
    expect((await notificationsOf(ctx, b.id)).map((r) => [r.content, r.actor_id])).toEqual([
      ['Sistem', null],
    ]);
  });
});

describe('GET /notification', () => {
  it("pages the caller's own notifications newest first (default 5), with totals and the actor", async () => {
    const me = await createUser(ctx);
    const ids = await seed(me, 7);
    await seed(budi, 2); // someone else's never show up
    const res = await list('', authHeader(ctx, me));
    expect(res.statusCode).toBe(200);
    const { result } = res.json();
    expect(result.total).toBe(7);
    expect(result.totalUnread).toBe(7);
    expect(result.datas).toHaveLength(5);
    expect(result.datas[0]).toEqual({
      id: ids[6],
      read: false,
      content: 'Kabar 7',
      time: new Date(BASE + 6 * 60_000).toISOString(),
      redirectUrl: '/event/7',
      user: { name: 'Siti Rahma', picture: '/uploads/siti.jpg' },
    });
    expect(result.datas.map((d: { content: string }) => d.content)).toEqual([
      'Kabar 7',
      'Kabar 6',
      'Kabar 5',
      'Kabar 4',
      'Kabar 3',
    ]);
    const page2 = (await list('?offset=2&limit=5', authHeader(ctx, me))).json().result;
    expect(page2.datas.map((d: { content: string }) => d.content)).toEqual(['Kabar 2', 'Kabar 1']);
    expect((await list('?offset=1&limit=1', authHeader(ctx, me))).json().result.datas).toHaveLength(1);
    expect((await list('?limit=500', authHeader(ctx, me))).json().result.datas).toHaveLength(7);
  });

  it('carries both counts on every page, past the last one too, in one statement where the page has rows', async () => {
    const me = await createUser(ctx);
    const ids = await seed(me, 7);
    await ctx.db.updateTable('notifications').set({ read: 1 }).where('id', 'in', ids.slice(0, 3)).execute();
    const counted = async (query: { offset: number; limit: number }, userId = me.id) => {
      const { db, seen } = countingStatements(ctx);
      const { total, totalUnread, datas } = await listNotifications(db, userId, query);
      return { total, totalUnread, shown: datas.length, statements: seen.statements };
    };
    expect(await counted({ offset: 1, limit: 5 })).toEqual({
      total: 7,
      totalUnread: 4,
      shown: 5,
      statements: 1,
    });
    expect(await counted({ offset: 2, limit: 5 })).toEqual({
      total: 7,
      totalUnread: 4,
      shown: 2,
      statements: 1,
    });
    // Past the last page: no row carries the counts, asked on their own.
    expect(await counted({ offset: 3, limit: 5 })).toEqual({
      total: 7,
      totalUnread: 4,
      shown: 0,
      statements: 2,
    });
    // No notice at all: the empty first page says so.
    const none = await createUser(ctx);
    expect(await counted({ offset: 1, limit: 5 }, none.id)).toEqual({
      total: 0,
      totalUnread: 0,
      shown: 0,
      statements: 1,
    });
  });

  it('caps the page at 50 and shows a missing actor as null', async () => {
    const me = await createUser(ctx);
    await seed(me, 55, null);
    const result = (await list('?limit=1000', authHeader(ctx, me))).json().result;
    expect(result.datas).toHaveLength(50);
    expect(result.total).toBe(55);
    expect(result.datas[0].user).toBeNull();
  });

  it("answers an empty list for a member without notifications ('Belum Ada Notifikasi')", async () => {
    const me = await createUser(ctx);
    expect((await list('', authHeader(ctx, me))).json()).toEqual({
      result: { datas: [], total: 0, totalUnread: 0 },
    });
  });

  it('needs sign-in and numeric paging', async () => {
    expect((await list('', {})).statusCode).toBe(401);
    const res = await list('?offset=abc', authHeader(ctx, budi));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Halaman (offset) harus berupa angka 0 atau lebih',
    });
  });
});

describe('POST /notification/read', () => {
  it('marks one as read and answers the unread count', async () => {
    const me = await createUser(ctx);
    const ids = await seed(me, 3);
    const res = await read({ id: ids[1] }, authHeader(ctx, me));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { totalUnread: 2 } });
    expect((await notificationsOf(ctx, me.id)).map((r) => r.read)).toEqual([0, 1, 0]);
    // Marking it again is harmless.
    expect((await read({ id: String(ids[1]) }, authHeader(ctx, me))).json()).toEqual({
      result: { totalUnread: 2 },
    });
    const listed = (await list('', authHeader(ctx, me))).json().result;
    expect(listed.totalUnread).toBe(2);
    expect(listed.datas.map((d: { read: boolean }) => d.read)).toEqual([false, true, false]);
  });

  it("marks all of the caller's as read, and only theirs", async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    await seed(me, 4);
    await seed(other, 2);
    const res = await read({ all: true }, authHeader(ctx, me));
    expect(res.json()).toEqual({ result: { totalUnread: 0 } });
    expect((await notificationsOf(ctx, me.id)).every((r) => r.read === 1)).toBe(true);
    expect((await notificationsOf(ctx, other.id)).map((r) => r.read)).toEqual([0, 0]);
  });

  it("answers 404 for another member's notification as for a missing one, and leaves it unread", async () => {
    const me = await createUser(ctx);
    const other = await createUser(ctx);
    const [theirs] = await seed(other, 1);
    for (const id of [theirs, 4_000_000]) {
      const res = await read({ id }, authHeader(ctx, me));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Notifikasi tidak ditemukan.', code: 'NOTIFICATION_NOT_FOUND' });
    }
    expect((await notificationsOf(ctx, other.id)).map((r) => r.read)).toEqual([0]);
  });

  it('refuses a body with neither or both, malformed values, and guests', async () => {
    const me = await createUser(ctx);
    const [id] = await seed(me, 1);
    const pick = 'Pilih satu notifikasi (id) atau semua notifikasi (all: true).';
    const cases: [unknown, string][] = [
      [{}, pick],
      [{ all: false }, pick],
      [{ id, all: true }, pick],
      [{ id: 'abc' }, 'ID notifikasi tidak valid'],
      [{ id: "1'; drop table users;--" }, 'ID notifikasi tidak valid'],
      [{ all: '<script>alert(1)</script>' }, 'Nilai all harus true atau false'],
      [[id], 'Data yang dikirim tidak valid.'],
    ];
    for (const [payload, message] of cases) {
      const res = await read(payload, authHeader(ctx, me));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect((await read({ all: true }, {})).statusCode).toBe(401);
    expect((await notificationsOf(ctx, me.id)).map((r) => r.read)).toEqual([0]);
  });
});

describe('notifications from other modules', () => {
  it('reach the member through the list with the actor shown', async () => {
    const creator = await createUser(ctx, { name: 'Pembuat Acara' });
    const event = await createEvent(ctx, { name: 'Temu Kangen', user_id: creator.id });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/event-participant/register',
      headers: authHeader(ctx, siti),
      payload: { eventId: event.id },
    });
    expect(res.statusCode).toBe(200);
    const result = (await list('', authHeader(ctx, creator))).json().result;
    expect(result).toMatchObject({
      total: 1,
      totalUnread: 1,
      datas: [
        {
          content: 'Siti Rahma mendaftar pada acara Temu Kangen',
          redirectUrl: `/event/${event.id}`,
          read: false,
          user: { name: 'Siti Rahma', picture: '/uploads/siti.jpg' },
        },
      ],
    });
  });
});

import { EVENT_NOT_FOUND } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, nextInstant } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { commentApi, steppingClock } from './comments.test-support.ts';

/** GET /api/v2/comment: threads newest first, replies oldest first, deleted comments and authors. */
let ctx: TestContext;
let api: ReturnType<typeof commentApi>;
type User = Awaited<ReturnType<typeof createUser>>;
let siti: User;
let budi: User;
let member: Record<string, string>;

beforeAll(async () => {
  ctx = await createTestContext({ now: steppingClock() });
  api = commentApi(ctx);
  siti = await createUser(ctx, { name: 'Siti Rahma', username: 'siti86', picture: '/uploads/siti.jpg' });
  budi = await createUser(ctx, { name: 'Budi Santoso', username: 'budi.s' });
  member = authHeader(ctx, budi);
});
afterAll(() => ctx.close());

async function say(user: User, eventId: number, content: string, parentCommentId?: number) {
  const res = await api.create({ eventId, content, parentCommentId }, authHeader(ctx, user));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: number; time: string };
}

describe('GET /comment', () => {
  it('lists threads newest first with their replies oldest first, in the documented shape', async () => {
    const event = await createEvent(ctx);
    const first = await say(siti, event.id, 'Pertama');
    const second = await say(budi, event.id, 'Kedua');
    const r1 = await say(budi, event.id, 'Balasan satu', first.id);
    const r2 = await say(siti, event.id, 'Balasan dua', first.id);

    const res = await api.list(`?eventId=${event.id}`, member);
    expect(res.statusCode).toBe(200);
    const common = { eventId: event.id, edited: false, deleted: false, deceased: false };
    const sitiAuthor = { name: 'Siti Rahma', username: 'siti86', userImageUrl: '/uploads/siti.jpg' };
    const budiAuthor = { name: 'Budi Santoso', username: 'budi.s', userImageUrl: null };
    expect(res.json()).toEqual({
      result: {
        total: 2,
        datas: [
          {
            id: second.id,
            content: 'Kedua',
            time: second.time,
            ...common,
            ...budiAuthor,
            parentCommentId: null,
            replies: [],
          },
          {
            id: first.id,
            content: 'Pertama',
            time: first.time,
            ...common,
            ...sitiAuthor,
            parentCommentId: null,
            replies: [
              {
                id: r1.id,
                content: 'Balasan satu',
                time: r1.time,
                ...common,
                ...budiAuthor,
                parentCommentId: first.id,
              },
              {
                id: r2.id,
                content: 'Balasan dua',
                time: r2.time,
                ...common,
                ...sitiAuthor,
                parentCommentId: first.id,
              },
            ],
          },
        ],
      },
    });
  });

  it("keeps deleted comments in place with empty content, and shows a deleted author as 'Pengguna dihapus'", async () => {
    const event = await createEvent(ctx);
    const leaver = await createUser(ctx, { name: 'Akan Pergi', username: 'akan_pergi', picture: '/p.jpg' });
    const top = await say(siti, event.id, 'Rahasia yang dihapus');
    const reply = await say(leaver, event.id, 'Balasan dari akun yang dihapus', top.id);
    expect(
      (await api.update({ eventId: event.id, id: top.id, deleted: true }, authHeader(ctx, siti))).statusCode,
    ).toBe(200);
    // Deleting the account anonymises its comments (the FK sets user_id to null).
    await ctx.db.deleteFrom('users').where('id', '=', leaver.id).execute();

    const res = await api.list(`?eventId=${event.id}`, member);
    const [thread] = res.json().result.datas;
    expect(thread).toMatchObject({
      id: top.id,
      content: '',
      deleted: true,
      name: 'Siti Rahma',
      username: 'siti86',
    });
    expect(thread.replies).toEqual([
      expect.objectContaining({
        id: reply.id,
        content: 'Balasan dari akun yang dihapus',
        deleted: false,
        name: 'Pengguna dihapus',
        username: null,
        userImageUrl: null,
      }),
    ]);
    expect(res.body).not.toContain('Rahasia yang dihapus');
  });

  it('pages top-level comments in SQL, counts only them, and clamps the limit to 1000', async () => {
    const event = await createEvent(ctx);
    const rows = Array.from({ length: 1003 }, (_, i) => {
      const at = nextInstant();
      return {
        event_id: event.id,
        user_id: budi.id,
        content: `Komentar ${i}`,
        created_at: at,
        updated_at: at,
      };
    });
    await ctx.db.insertInto('comments').values(rows).execute();
    const newest = await ctx.db
      .selectFrom('comments')
      .select('id')
      .where('content', '=', 'Komentar 1002')
      .executeTakeFirstOrThrow();
    await say(siti, event.id, 'Balasan', newest.id);

    const all = (await api.list(`?eventId=${event.id}&offset=0&limit=10000`, member)).json().result;
    expect(all.total).toBe(1003);
    expect(all.datas).toHaveLength(1000);
    expect(all.datas[0]).toMatchObject({ content: 'Komentar 1002', replies: [{ content: 'Balasan' }] });
    expect(all.datas[999].content).toBe('Komentar 3');

    const page = (await api.list(`?eventId=${event.id}&offset=3&limit=2`, member)).json().result;
    expect(page.total).toBe(1003);
    expect(page.datas.map((c: { content: string }) => c.content)).toEqual(['Komentar 998', 'Komentar 997']);
    expect((await api.list(`?eventId=${event.id}&offset=999&limit=10`, member)).json().result).toEqual({
      total: 1003,
      datas: [],
    });
  });

  it('answers the same threads and replies whether a page holds every thread or only some of them', async () => {
    // A page holding every thread reads all of the event's replies at once; another page those of its threads
    // (docs/decisions/050). Another event's replies never join either.
    const event = await createEvent(ctx);
    const other = await createEvent(ctx);
    const a = await say(siti, event.id, 'Utas A');
    const b = await say(budi, event.id, 'Utas B');
    const elsewhere = await say(siti, other.id, 'Utas lain');
    await say(budi, event.id, 'Balas A1', a.id);
    await say(siti, event.id, 'Balas B1', b.id);
    await say(budi, other.id, 'Balas lain', elsewhere.id);
    await say(budi, event.id, 'Balas A2', a.id);
    const list = async (query: string) => {
      const res = await api.list(`?eventId=${event.id}&${query}`, member);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().result as {
        total: number;
        datas: { content: string; replies: { content: string }[] }[];
      };
    };
    const all = await list('offset=1&limit=10000');
    expect(all.total).toBe(2);
    expect(all.datas.map((t) => [t.content, t.replies.map((r) => r.content)])).toEqual([
      ['Utas B', ['Balas B1']],
      ['Utas A', ['Balas A1', 'Balas A2']],
    ]);
    const first = await list('offset=1&limit=1');
    const second = await list('offset=2&limit=1');
    expect([first.total, second.total]).toEqual([2, 2]);
    expect([...first.datas, ...second.datas]).toEqual(all.datas);
    expect(await list('offset=3&limit=1')).toEqual({ total: 2, datas: [] });
  });

  it("answers an empty list for an event without comments ('Belum Ada Komentar')", async () => {
    const event = await createEvent(ctx);
    expect((await api.list(`?eventId=${event.id}`, member)).json()).toEqual({
      result: { total: 0, datas: [] },
    });
  });

  it('shows DRAFT events only to admins, deleted and unknown ones to nobody', async () => {
    const draft = await createEvent(ctx, { status: 'DRAFT' });
    const gone = await createEvent(ctx, { deleted: 1 });
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    expect((await api.list(`?eventId=${draft.id}`, admin.headers)).statusCode).toBe(200);
    for (const [id, headers] of [
      [draft.id, member],
      [gone.id, member],
      [gone.id, admin.headers],
      [123456, member],
    ] as const) {
      const res = await api.list(`?eventId=${id}`, headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: EVENT_NOT_FOUND, code: 'EVENT_NOT_FOUND' });
    }
  });

  it('needs sign-in (401) and a valid event id (400)', async () => {
    const event = await createEvent(ctx);
    expect((await api.list(`?eventId=${event.id}`, {})).statusCode).toBe(401);
    const cases: [string, string][] = [
      ['', 'ID acara harus diisi'],
      ['?eventId=abc', 'ID acara tidak valid'],
      [`?eventId=${encodeURIComponent("1'; drop table users;--")}`, 'ID acara tidak valid'],
      [`?eventId=${event.id}&limit=-1`, 'Batas (limit) harus berupa angka 0 atau lebih'],
    ];
    for (const [query, message] of cases) {
      const res = await api.list(query, member);
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
  });
});

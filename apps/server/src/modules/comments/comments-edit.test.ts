import { COMMENT_MESSAGES, EVENT_NOT_FOUND } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { notificationsOf } from '../notifications/notifications.test-support.ts';
import { commentApi, countRows, steppingClock, storedComment } from './comments.test-support.ts';

/** PUT /api/v2/comment: edit own, soft-delete own, an admin soft-deleting anyone's (logged). */
let ctx: TestContext;
let api: ReturnType<typeof commentApi>;
type User = Awaited<ReturnType<typeof createUser>>;
let siti: User;
let budi: User;
let dewi: User;
let admin: { user: User; headers: Record<string, string> };
let event: { id: number };

beforeAll(async () => {
  ctx = await createTestContext({ now: steppingClock() });
  api = commentApi(ctx);
  siti = await createUser(ctx, { name: 'Siti Rahma', username: 'siti86' });
  budi = await createUser(ctx, { name: 'Budi Santoso', username: 'budi.s' });
  dewi = await createUser(ctx, { name: 'Dewi Lestari', username: 'dewi' });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Utama' });
  event = await createEvent(ctx, { name: 'Reuni Akbar' });
});
afterAll(() => ctx.close());

const as = (u: User) => authHeader(ctx, u);

async function say(user: User, content: string, parentCommentId?: number) {
  const res = await api.create({ eventId: event.id, content, parentCommentId }, as(user));
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result as { id: number; time: string };
}

describe('PUT /comment (edit)', () => {
  it('edits your own comment: trimmed content, edited flag, updated_at, same time', async () => {
    const c = await say(siti, 'Sampai jumpa');
    const before = await storedComment(ctx, c.id);
    const res = await api.update(
      { eventId: event.id, id: c.id, content: '  Sampai jumpa besok  ' },
      as(siti),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({
      id: c.id,
      content: 'Sampai jumpa besok',
      edited: true,
      deleted: false,
      time: c.time,
      name: 'Siti Rahma',
    });
    const after = await storedComment(ctx, c.id);
    expect(after).toMatchObject({ content: 'Sampai jumpa besok', edited: 1, deleted: 0, created_at: c.time });
    expect(after?.updated_at && before?.updated_at && after.updated_at > before.updated_at).toBe(true);
    const listed = (await api.list(`?eventId=${event.id}`, as(budi))).json().result.datas;
    expect(listed.find((x: { id: number }) => x.id === c.id)).toMatchObject({
      content: 'Sampai jumpa besok',
      edited: true,
    });
  });

  it("refuses another member's comment (403), even to an admin, and leaves it unchanged", async () => {
    const c = await say(siti, 'Milik Siti');
    for (const headers of [as(budi), admin.headers]) {
      const res = await api.update({ eventId: event.id, id: c.id, content: 'Diubah orang lain' }, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        message: 'Anda hanya dapat mengubah komentar Anda sendiri.',
        code: 'NOT_COMMENT_OWNER',
      });
    }
    expect(await storedComment(ctx, c.id)).toMatchObject({ content: 'Milik Siti', edited: 0 });
  });

  it('refuses editing a deleted comment (409)', async () => {
    const c = await say(siti, 'Akan dihapus');
    await api.update({ eventId: event.id, id: c.id, deleted: true }, as(siti));
    const res = await api.update({ eventId: event.id, id: c.id, content: 'Hidup lagi' }, as(siti));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: COMMENT_MESSAGES.editDeleted, code: 'COMMENT_DELETED' });
    expect(await storedComment(ctx, c.id)).toMatchObject({ content: 'Akan dihapus', deleted: 1, edited: 0 });
  });

  it('notifies only members mentioned for the first time by the edit', async () => {
    const c = await say(budi, 'Halo @siti86');
    const sitiBefore = (await notificationsOf(ctx, siti.id)).length;
    const res = await api.update(
      { eventId: event.id, id: c.id, content: 'Halo @siti86 dan @DEWI' },
      as(budi),
    );
    expect(res.statusCode).toBe(200);
    expect(await notificationsOf(ctx, siti.id)).toHaveLength(sitiBefore);
    expect((await notificationsOf(ctx, dewi.id)).map((n) => [n.content, n.redirect_url, n.actor_id])).toEqual(
      [
        [
          'Budi Santoso menyebut Anda dalam komentar di acara Reuni Akbar',
          `/event/${event.id}#comment-${c.id}`,
          budi.id,
        ],
      ],
    );
    // Saving the same text again notifies nobody.
    await api.update({ eventId: event.id, id: c.id, content: 'Halo @siti86 dan @DEWI' }, as(budi));
    expect(await notificationsOf(ctx, dewi.id)).toHaveLength(1);
  });

  it('refuses bad input (400), a comment of another event or an unknown one (404), and guests (401)', async () => {
    const c = await say(siti, 'Teks');
    const cases: [unknown, string][] = [
      [{ eventId: event.id, id: c.id }, 'Komentar tidak boleh kosong.'],
      [{ eventId: event.id, id: c.id, content: '   ' }, 'Komentar tidak boleh kosong.'],
      [{ eventId: event.id, id: c.id, content: 'x'.repeat(2001) }, 'Komentar maksimal 2000 karakter.'],
      [{ eventId: event.id, content: 'Teks' }, 'ID komentar harus diisi'],
      [{ eventId: event.id, id: 'abc', content: 'Teks' }, 'ID komentar tidak valid'],
      [{ id: c.id, content: 'Teks' }, 'ID acara harus diisi'],
      [{ eventId: event.id, id: c.id, deleted: 'yes' }, 'Nilai deleted harus true atau false'],
    ];
    for (const [payload, message] of cases) {
      const res = await api.update(payload, as(siti));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    const other = await createEvent(ctx);
    for (const [eventId, id] of [
      [other.id, c.id],
      [event.id, 3_000_000],
    ]) {
      const res = await api.update({ eventId, id, content: 'Teks baru' }, as(siti));
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Komentar tidak ditemukan.', code: 'COMMENT_NOT_FOUND' });
    }
    const gone = await createEvent(ctx, { deleted: 1 });
    expect((await api.update({ eventId: gone.id, id: c.id, content: 'x' }, as(siti))).json()).toEqual({
      message: EVENT_NOT_FOUND,
      code: 'EVENT_NOT_FOUND',
    });
    expect((await api.update({ eventId: event.id, id: c.id, content: 'Tamu' }, {})).statusCode).toBe(401);
    expect(await storedComment(ctx, c.id)).toMatchObject({ content: 'Teks', edited: 0, deleted: 0 });
  });
});

describe('PUT /comment (delete)', () => {
  it('soft-deletes your own comment (placeholder content ignored); again is a no-op; no activity row', async () => {
    const c = await say(siti, 'Salah ketik');
    const logs = await countRows(ctx, 'activity_logs');
    const res = await api.update(
      { eventId: event.id, id: c.id, deleted: true, content: 'placeholder' },
      as(siti),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ id: c.id, content: '', deleted: true, name: 'Siti Rahma' });
    expect(await storedComment(ctx, c.id)).toMatchObject({ content: 'Salah ketik', deleted: 1 });
    const again = await api.update({ eventId: event.id, id: c.id, deleted: true }, as(siti));
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(res.json());
    expect(await countRows(ctx, 'activity_logs')).toBe(logs);
  });

  it("refuses deleting another member's comment (403)", async () => {
    const c = await say(siti, 'Jangan dihapus');
    const res = await api.update({ eventId: event.id, id: c.id, deleted: true }, as(budi));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({
      message: 'Anda hanya dapat menghapus komentar Anda sendiri.',
      code: 'NOT_COMMENT_OWNER',
    });
    expect(await storedComment(ctx, c.id)).toMatchObject({ deleted: 0 });
  });

  it("lets an admin soft-delete anyone's comment, logged once with the old content and author", async () => {
    const top = await say(siti, 'Komentar <b>kasar</b>');
    const reply = await say(budi, 'Balasan tetap ada', top.id);
    const logs = await countRows(ctx, 'activity_logs');
    const res = await api.update(
      { eventId: event.id, id: top.id, deleted: true, content: '' },
      admin.headers,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ id: top.id, deleted: true, content: '' });
    expect(await storedComment(ctx, top.id)).toMatchObject({ deleted: 1 });
    const log = await ctx.db
      .selectFrom('activity_logs')
      .selectAll()
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(log).toMatchObject({
      user_id: admin.user.id,
      user_name: 'Admin Utama',
      module: 'Komentar',
      action: 'Hapus',
      activity_info: 'Menghapus komentar siti86 pada acara Reuni Akbar',
      new_value: null,
    });
    expect(JSON.parse(log.old_value ?? 'null')).toEqual({
      content: 'Komentar <b>kasar</b>',
      author: 'siti86',
    });
    // Idempotent: a second delete writes no second row.
    expect(
      (await api.update({ eventId: event.id, id: top.id, deleted: true }, admin.headers)).statusCode,
    ).toBe(200);
    expect(await countRows(ctx, 'activity_logs')).toBe(logs + 1);
    // The thread stays readable.
    const thread = (await api.list(`?eventId=${event.id}`, as(budi)))
      .json()
      .result.datas.find((x: { id: number }) => x.id === top.id);
    expect(thread).toMatchObject({
      content: '',
      deleted: true,
      replies: [{ id: reply.id, content: 'Balasan tetap ada' }],
    });
  });

  it("an admin's deletion of their own comment is a member action: not logged", async () => {
    const own = (await api.create({ eventId: event.id, content: 'Catatan admin' }, admin.headers)).json()
      .result;
    const logs = await countRows(ctx, 'activity_logs');
    expect(
      (await api.update({ eventId: event.id, id: own.id, deleted: true }, admin.headers)).statusCode,
    ).toBe(200);
    expect(await countRows(ctx, 'activity_logs')).toBe(logs);
  });
});

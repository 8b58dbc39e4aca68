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
import { failNotificationInserts, notificationsOf } from '../notifications/notifications.test-support.ts';
import { commentApi, countRows, steppingClock, storedComment } from './comments.test-support.ts';

/** POST /api/v2/comment: comments, replies, and the notifications they cause. */
let ctx: TestContext;
let api: ReturnType<typeof commentApi>;
type User = Awaited<ReturnType<typeof createUser>>;
let siti: User;
let budi: User;
let dewi: User;
let event: { id: number };

beforeAll(async () => {
  ctx = await createTestContext({ now: steppingClock() });
  api = commentApi(ctx);
  siti = await createUser(ctx, { name: 'Siti Rahma', username: 'siti86', picture: '/uploads/siti.jpg' });
  budi = await createUser(ctx, { name: 'Budi Santoso', username: 'budi.s' });
  dewi = await createUser(ctx, { name: 'Dewi Lestari', username: 'Dewi_L' });
  event = await createEvent(ctx, { name: 'Reuni Akbar' });
});
afterAll(() => ctx.close());

const as = (u: User) => authHeader(ctx, u);

describe('POST /comment', () => {
  it('stores a trimmed plain-text comment and answers 201 with it', async () => {
    const res = await api.create({ eventId: event.id, content: '  Sampai jumpa di sana!  ' }, as(siti));
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      result: {
        id: expect.any(Number),
        eventId: event.id,
        content: 'Sampai jumpa di sana!',
        time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        edited: false,
        deleted: false,
        name: 'Siti Rahma',
        username: 'siti86',
        userImageUrl: '/uploads/siti.jpg',
        deceased: false,
        parentCommentId: null,
      },
    });
    expect(await storedComment(ctx, body.result.id)).toMatchObject({
      event_id: event.id,
      user_id: siti.id,
      parent_comment_id: null,
      content: 'Sampai jumpa di sana!',
      edited: 0,
      deleted: 0,
      created_at: body.result.time,
    });
  });

  it('keeps hostile text verbatim as text and gives it back unchanged', async () => {
    for (const content of [
      '<script>alert(1)</script>',
      "'; drop table users;--",
      '<img src=x onerror=alert(1)> & "quotes"',
    ]) {
      const res = await api.create({ eventId: event.id, content }, as(budi));
      expect(res.statusCode).toBe(201);
      expect(res.json().result.content).toBe(content);
      expect((await storedComment(ctx, res.json().result.id))?.content).toBe(content);
      const listed = (await api.list(`?eventId=${event.id}`, as(budi))).json().result.datas;
      expect(listed.find((c: { id: number }) => c.id === res.json().result.id)?.content).toBe(content);
    }
    expect(await countRows(ctx, 'comments')).toBeGreaterThan(0);
  });

  it('accepts exactly 2000 characters (an emoji counts as one) and refuses 2001', async () => {
    const max = await api.create({ eventId: event.id, content: `${'a'.repeat(1999)}😀` }, as(budi));
    expect(max.statusCode).toBe(201);
    const before = await countRows(ctx, 'comments');
    const res = await api.create({ eventId: event.id, content: 'a'.repeat(2001) }, as(budi));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Komentar maksimal 2000 karakter.',
    });
    expect(await countRows(ctx, 'comments')).toBe(before);
  });

  it('refuses bad input with a clear message and stores nothing', async () => {
    const before = await countRows(ctx, 'comments');
    const cases: [unknown, string][] = [
      [{ eventId: event.id }, COMMENT_MESSAGES.empty],
      [{ eventId: event.id, content: '' }, 'Komentar tidak boleh kosong.'],
      [{ eventId: event.id, content: ' \n\t ' }, 'Komentar tidak boleh kosong.'],
      [{ eventId: event.id, content: 42 }, COMMENT_MESSAGES.notText],
      [{ eventId: event.id, content: 'a\u0000b' }, COMMENT_MESSAGES.badCharacter],
      [{ content: 'Halo' }, 'ID acara harus diisi'],
      [{ eventId: 'abc', content: 'Halo' }, 'ID acara tidak valid'],
      [{ eventId: event.id, content: 'Halo', parentCommentId: 'x' }, 'ID komentar yang dibalas tidak valid'],
      ['Halo', 'Data yang dikirim tidak valid.'],
    ];
    for (const [payload, message] of cases) {
      const res = await api.create(payload, as(budi));
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message });
    }
    expect(await countRows(ctx, 'comments')).toBe(before);
  });

  it('needs sign-in, and an event the caller may see', async () => {
    expect((await api.create({ eventId: event.id, content: 'Halo' }, {})).statusCode).toBe(401);
    const draft = await createEvent(ctx, { status: 'DRAFT' });
    const gone = await createEvent(ctx, { deleted: 1 });
    const member = await loginAs(ctx);
    for (const id of [draft.id, gone.id, 998877]) {
      const res = await api.create({ eventId: id, content: 'Halo' }, member.headers);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: EVENT_NOT_FOUND, code: 'EVENT_NOT_FOUND' });
    }
    const admin = await loginAs(ctx, 'ROLE_ADMIN');
    expect(
      (await api.create({ eventId: draft.id, content: 'Catatan admin' }, admin.headers)).statusCode,
    ).toBe(201);
  });
});

describe('replies', () => {
  it('replies to a top-level comment and notifies its author', async () => {
    const top = (await api.create({ eventId: event.id, content: 'Siapa yang ikut?' }, as(siti))).json()
      .result;
    const before = (await notificationsOf(ctx, siti.id)).length;
    const res = await api.create(
      { eventId: event.id, content: 'Saya ikut', parentCommentId: top.id },
      as(budi),
    );
    expect(res.statusCode).toBe(201);
    const reply = res.json().result;
    expect(reply).toMatchObject({ parentCommentId: top.id, name: 'Budi Santoso', username: 'budi.s' });
    const notes = (await notificationsOf(ctx, siti.id)).slice(before);
    expect(notes).toEqual([
      {
        id: expect.any(Number),
        user_id: siti.id,
        actor_id: budi.id,
        content: 'Budi Santoso membalas komentar Anda di acara Reuni Akbar',
        redirect_url: `/event/${event.id}#comment-${reply.id}`,
        read: 0,
      },
    ]);
  });

  it('sends the parent author only one notification when they are also mentioned', async () => {
    const top = (await api.create({ eventId: event.id, content: 'Ada kabar?' }, as(siti))).json().result;
    const before = (await notificationsOf(ctx, siti.id)).length;
    const content = 'Betul @siti86, kata @SITI86 juga';
    expect(
      (await api.create({ eventId: event.id, content, parentCommentId: top.id }, as(budi))).statusCode,
    ).toBe(201);
    const notes = (await notificationsOf(ctx, siti.id)).slice(before);
    expect(notes.map((n) => n.content)).toEqual(['Budi Santoso membalas komentar Anda di acara Reuni Akbar']);
  });

  it('does not notify you of your reply to your own comment', async () => {
    const top = (await api.create({ eventId: event.id, content: 'Info parkir' }, as(siti))).json().result;
    const before = (await notificationsOf(ctx, siti.id)).length;
    const res = await api.create(
      { eventId: event.id, content: 'Tambahan', parentCommentId: top.id },
      as(siti),
    );
    expect(res.statusCode).toBe(201);
    expect(await notificationsOf(ctx, siti.id)).toHaveLength(before);
  });

  it('refuses a reply to a reply, to another event, to a deleted or unknown comment; nothing is written', async () => {
    // Members of their own: these posts must not spend siti's and budi's per-minute budget.
    const [author, replier] = [await createUser(ctx), await createUser(ctx)];
    const top = (await api.create({ eventId: event.id, content: 'Utama' }, as(author))).json().result;
    const reply = (
      await api.create({ eventId: event.id, content: 'Balasan', parentCommentId: top.id }, as(replier))
    ).json().result;
    const other = await createEvent(ctx);
    const elsewhere = (await api.create({ eventId: other.id, content: 'Di acara lain' }, as(author))).json()
      .result;
    const removed = (await api.create({ eventId: event.id, content: 'Akan dihapus' }, as(author))).json()
      .result;
    await api.update({ eventId: event.id, id: removed.id, deleted: true }, as(author));

    const comments = await countRows(ctx, 'comments');
    const notes = await countRows(ctx, 'notifications');
    const cases: [number, string, string][] = [
      [reply.id, 'Balasan hanya untuk komentar utama.', 'REPLY_TO_REPLY'],
      [elsewhere.id, COMMENT_MESSAGES.parentNotFound, 'PARENT_NOT_FOUND'],
      [removed.id, COMMENT_MESSAGES.parentDeleted, 'PARENT_DELETED'],
      [2_000_000, COMMENT_MESSAGES.parentNotFound, 'PARENT_NOT_FOUND'],
    ];
    for (const [parentCommentId, message, code] of cases) {
      // The text mentions Dewi, so a leaked notification would show.
      const res = await api.create(
        { eventId: event.id, content: 'Halo @Dewi_L', parentCommentId },
        as(replier),
      );
      expect(res.statusCode, code).toBe(400);
      expect(res.json()).toEqual({ message, code });
    }
    expect(await countRows(ctx, 'comments')).toBe(comments);
    expect(await countRows(ctx, 'notifications')).toBe(notes);
  });
});

describe('mentions', () => {
  it('notifies each mentioned member once, case-insensitively, and nobody else', async () => {
    const bystander = await createUser(ctx, { username: 'bystander' });
    const before = {
      siti: (await notificationsOf(ctx, siti.id)).length,
      dewi: (await notificationsOf(ctx, dewi.id)).length,
    };
    const content =
      'Halo @dewi_l dan @DEWI_L, juga @siti86. Bukan @tidakada, bukan budi@siti86.id, dan @budi.s sendiri.';
    const res = await api.create({ eventId: event.id, content }, as(budi));
    expect(res.statusCode).toBe(201);
    const id = res.json().result.id;
    const expected = {
      actor_id: budi.id,
      content: 'Budi Santoso menyebut Anda dalam komentar di acara Reuni Akbar',
      redirect_url: `/event/${event.id}#comment-${id}`,
      read: 0,
    };
    expect((await notificationsOf(ctx, dewi.id)).slice(before.dewi)).toEqual([
      { id: expect.any(Number), user_id: dewi.id, ...expected },
    ]);
    expect((await notificationsOf(ctx, siti.id)).slice(before.siti)).toEqual([
      { id: expect.any(Number), user_id: siti.id, ...expected },
    ]);
    expect(await notificationsOf(ctx, bystander.id)).toEqual([]);
    expect(await notificationsOf(ctx, budi.id)).toEqual([]);
  });

  it('rolls the comment back when its notifications cannot be written', async () => {
    const comments = await countRows(ctx, 'comments');
    const author = await createUser(ctx);
    const restore = await failNotificationInserts(ctx);
    try {
      const res = await api.create({ eventId: event.id, content: 'Halo @siti86' }, as(author));
      expect(res.statusCode).toBe(500);
      expect(res.json()).toMatchObject({ code: 'INTERNAL' });
      // A comment with nobody to notify writes no notification, so it still goes through.
      expect((await api.create({ eventId: event.id, content: 'Tanpa sebutan' }, as(author))).statusCode).toBe(
        201,
      );
    } finally {
      await restore();
    }
    expect(await countRows(ctx, 'comments')).toBe(comments + 1);
    const stored = await ctx.db
      .selectFrom('comments')
      .select('content')
      .where('content', '=', 'Halo @siti86')
      .execute();
    expect(stored).toEqual([]);
  });
});

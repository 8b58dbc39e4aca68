import {
  COMMENT_DUPLICATE_WINDOW_MS,
  COMMENT_MENTION_NOTIFY_MAX,
  COMMENT_MESSAGES,
  COMMENT_RATE_LIMIT,
} from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../test/factories.ts';
import { authHeader, createTestContext, createUser, type TestContext } from '../../test/helpers.ts';
import { commentApi } from '../modules/comments/comments.test-support.ts';
import { notificationsOf } from '../modules/notifications/notifications.test-support.ts';

/**
 * Security: comment floods (docs/decisions/008). Each test is an attack followed by proof that it failed,
 * with a normal comment beside it still going through. Every test has members of its own, so one
 * test's posts never spend another's per-minute budget.
 */
let ctx: TestContext;
let api: ReturnType<typeof commentApi>;
let event: { id: number };
type User = Awaited<ReturnType<typeof createUser>>;

/** The app's clock; the tests move it by hand across the duplicate window. */
let clock = Date.parse('2026-03-01T08:00:00.000Z');

beforeAll(async () => {
  ctx = await createTestContext({ now: () => new Date(clock) });
  api = commentApi(ctx);
  event = await createEvent(ctx, { name: 'Reuni Akbar' });
});
afterAll(() => ctx.close());

const as = (u: User) => authHeader(ctx, u);
const member = (name = 'Anggota') => createUser(ctx, { name });

async function commentsBy(user: User) {
  return ctx.db
    .selectFrom('comments')
    .select(['id', 'content', 'parent_comment_id'])
    .where('user_id', '=', user.id)
    .orderBy('id')
    .execute();
}

const mentionNotes = async (user: User) =>
  (await notificationsOf(ctx, user.id)).filter((n) => n.content.includes('menyebut Anda'));

describe('per-member rate limit on new comments', () => {
  it(`refuses the ${COMMENT_RATE_LIMIT.max + 1}th comment in a minute with 429, stores nothing, and keys by member, not address`, async () => {
    const flooder = await member('Penyebar');
    for (let i = 1; i <= COMMENT_RATE_LIMIT.max; i += 1) {
      const res = await api.create({ eventId: event.id, content: `Pesan ke-${i}` }, as(flooder));
      expect(res.statusCode, res.body).toBe(201);
    }
    const refused = await api.create({ eventId: event.id, content: 'Satu lagi' }, as(flooder));
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: COMMENT_MESSAGES.tooMany, code: 'COMMENT_RATE_LIMITED' });
    expect(await commentsBy(flooder)).toHaveLength(COMMENT_RATE_LIMIT.max);
    expect((await commentsBy(flooder)).map((c) => c.content)).not.toContain('Satu lagi');

    // Positive control: another member from the same address (inject always uses 127.0.0.1) posts.
    const neighbour = await member();
    const ok = await api.create({ eventId: event.id, content: 'Sampai jumpa di sana' }, as(neighbour));
    expect(ok.statusCode, ok.body).toBe(201);
    expect(await commentsBy(neighbour)).toHaveLength(1);
  });
});

describe('double tap: the same text again within the window is one comment', () => {
  it('answers a repeat with the earlier comment (201, same body), writes nothing and notifies nobody again', async () => {
    const author = await member('Budi');
    const friend = await member('Dewi');
    const text = `Saya ikut, @${friend.username}`;
    const first = await api.create({ eventId: event.id, content: text }, as(author));
    expect(first.statusCode).toBe(201);

    clock += COMMENT_DUPLICATE_WINDOW_MS - 1;
    const again = await api.create({ eventId: event.id, content: `  ${text} ` }, as(author));
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await commentsBy(author)).toHaveLength(1);
    expect(await mentionNotes(friend)).toHaveLength(1);

    // Positive controls: other text, a reply under it, another member, and the same text later all post.
    const other = await api.create({ eventId: event.id, content: 'Saya bawa kue' }, as(author));
    expect(other.statusCode).toBe(201);
    expect(other.json().result.id).not.toBe(first.json().result.id);
    const reply = await api.create(
      { eventId: event.id, content: text, parentCommentId: other.json().result.id },
      as(author),
    );
    expect(reply.statusCode).toBe(201);
    const someoneElse = await member();
    expect((await api.create({ eventId: event.id, content: text }, as(someoneElse))).statusCode).toBe(201);
    clock += 2;
    const later = await api.create({ eventId: event.id, content: text }, as(author));
    expect(later.statusCode).toBe(201);
    expect(later.json().result.id).not.toBe(first.json().result.id);
    expect(await commentsBy(author)).toHaveLength(4);
  });

  it('keeps two identical posts arriving at the same time to one comment and one notification', async () => {
    const author = await member('Budi');
    const friend = await member('Dewi');
    for (let round = 1; round <= 4; round += 1) {
      const body = { eventId: event.id, content: `Hadir ${round} @${friend.username}` };
      const [a, b] = await Promise.all([api.create(body, as(author)), api.create(body, as(author))]);
      expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
      expect(a.json().result.id).toBe(b.json().result.id);
    }
    expect(await commentsBy(author)).toHaveLength(4);
    expect(await mentionNotes(friend)).toHaveLength(4);
  });

  it('does not treat a deleted earlier comment as the answer', async () => {
    const author = await member();
    const first = (await api.create({ eventId: event.id, content: 'Ralat' }, as(author))).json().result;
    await api.update({ eventId: event.id, id: first.id, deleted: true }, as(author));
    const again = await api.create({ eventId: event.id, content: 'Ralat' }, as(author));
    expect(again.statusCode).toBe(201);
    expect(again.json().result).toMatchObject({ content: 'Ralat', deleted: false });
    expect(again.json().result.id).not.toBe(first.id);
  });
});

describe('mentions', () => {
  it(`notifies at most ${COMMENT_MENTION_NOTIFY_MAX} mentioned members (the first named) and still saves the comment`, async () => {
    const author = await member('Penyebut');
    const crowd: User[] = [];
    for (let i = 0; i < COMMENT_MENTION_NOTIFY_MAX + 5; i += 1) crowd.push(await member());
    // Each name twice and in other case: still one notification per member.
    const content = [
      ...crowd.map((u) => `@${u.username}`),
      ...crowd.map((u) => `@${u.username.toUpperCase()}`),
    ].join(' ');
    const res = await api.create({ eventId: event.id, content }, as(author));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().result.content).toBe(content);

    const counts = await Promise.all(crowd.map(async (u) => (await mentionNotes(u)).length));
    expect(counts).toEqual(crowd.map((_, i) => (i < COMMENT_MENTION_NOTIFY_MAX ? 1 : 0)));

    // An edit cannot add the members past the cap either.
    const edited = await api.update(
      { eventId: event.id, id: res.json().result.id, content: `${content} lagi` },
      as(author),
    );
    expect(edited.statusCode).toBe(200);
    const after = await Promise.all(crowd.map(async (u) => (await mentionNotes(u)).length));
    expect(after).toEqual(counts);

    // Positive control: a normal mention is notified.
    const friend = await member();
    const normal = await api.create({ eventId: event.id, content: `Halo @${friend.username}` }, as(author));
    expect(normal.statusCode).toBe(201);
    expect(await mentionNotes(friend)).toHaveLength(1);
  });

  it('notifies on edit only members never notified for that comment, even when they are removed and mentioned again', async () => {
    const author = await member('Budi');
    const [siti, dewi, eko] = [await member(), await member(), await member()];
    const c = (await api.create({ eventId: event.id, content: `Halo @${siti.username}` }, as(author))).json()
      .result;
    expect(await mentionNotes(siti)).toHaveLength(1);

    const edit = (content: string) => api.update({ eventId: event.id, id: c.id, content }, as(author));
    expect((await edit('Halo semua')).statusCode).toBe(200);
    expect((await edit(`Halo @${siti.username} dan @${dewi.username}`)).statusCode).toBe(200);
    expect((await edit(`Halo @${dewi.username}, @${siti.username}!`)).statusCode).toBe(200);
    expect(await mentionNotes(siti)).toHaveLength(1);
    expect(await mentionNotes(dewi)).toHaveLength(1);

    // Two edits adding the same member at the same time tell them once.
    const [a, b] = await Promise.all([edit(`Halo @${eko.username}`), edit(`Halo @${eko.username} juga`)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(await mentionNotes(eko)).toHaveLength(1);
    for (const u of [siti, dewi, eko]) {
      expect(
        (await mentionNotes(u)).every((n) => n.redirect_url === `/event/${event.id}#comment-${c.id}`),
      ).toBe(true);
    }
  });
});

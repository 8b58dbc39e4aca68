import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent, nextInstant } from '../../../test/factories.ts';
import { createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';
import { down, up } from './004-comment-recipients.ts';

/** Migration 004 on a database that already has comments and the notifications they caused. */
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('004-comment-recipients', () => {
  it('records who was already notified about each comment, from the notifications sent before it', async () => {
    await down(ctx.db);
    const [author, siti, dewi, eko] = [
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
      await createUser(ctx),
    ];
    const event = await createEvent(ctx);
    const at = nextInstant();
    const comment = (content: string) =>
      ctx.db
        .insertInto('comments')
        .values({ event_id: event.id, user_id: author.id, content, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
    const a = await comment('Halo @siti @dewi');
    const b = await comment('Halo @eko');
    const note = (userId: number, redirect_url: string) => ({
      user_id: userId,
      actor_id: author.id,
      content: 'x menyebut Anda',
      redirect_url,
      created_at: at,
    });
    await ctx.db
      .insertInto('notifications')
      .values([
        note(siti.id, `/event/${event.id}#comment-${a.id}`),
        note(dewi.id, `/event/${event.id}#comment-${a.id}`),
        // The same member twice for one comment is one row; an event link names no comment.
        note(dewi.id, `/event/${event.id}#comment-${a.id}`),
        note(eko.id, `/event/${event.id}`),
        // A link whose event does not match the comment's is not that comment.
        note(eko.id, `/event/${event.id + 1}#comment-${b.id}`),
      ])
      .execute();

    await up(ctx.db);

    const rows = await ctx.db
      .selectFrom('comment_recipients')
      .select(['comment_id', 'user_id'])
      .orderBy('comment_id')
      .orderBy('user_id')
      .execute();
    expect(rows).toEqual(
      [
        { comment_id: a.id, user_id: siti.id },
        { comment_id: a.id, user_id: dewi.id },
      ].sort((x, y) => x.user_id - y.user_id),
    );
  });
});

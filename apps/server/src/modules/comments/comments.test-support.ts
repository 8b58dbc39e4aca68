import type { TestContext } from '../../../test/helpers.ts';

/** Test-only helpers of the comment tests (not a *.test.ts file, so vitest does not run it). */

type Headers = Record<string, string>;

export function commentApi(ctx: Pick<TestContext, 'app'>) {
  return {
    list: (query: string, headers: Headers) =>
      ctx.app.inject({ method: 'GET', url: `/api/v2/comment${query}`, headers }),
    create: (payload: unknown, headers: Headers) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/v2/comment',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(payload),
      }),
    update: (payload: unknown, headers: Headers) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/v2/comment',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify(payload),
      }),
  };
}

/** A clock that moves one second on every reading, so "newest first" never ties. */
export function steppingClock(start = Date.now()) {
  let t = start;
  return () => {
    t += 1000;
    return new Date(t);
  };
}

export const storedComment = (ctx: Pick<TestContext, 'db'>, id: number) =>
  ctx.db.selectFrom('comments').selectAll().where('id', '=', id).executeTakeFirst();

export async function countRows(
  ctx: Pick<TestContext, 'db'>,
  table: 'comments' | 'notifications' | 'activity_logs',
) {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

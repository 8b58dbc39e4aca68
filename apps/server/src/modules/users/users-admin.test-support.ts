import type { TestContext } from '../../../test/helpers.ts';

/** Test-only helpers of the admin user-management tests (not a *.test.ts file). */

type Headers = Record<string, string>;

export const postUser = (ctx: Pick<TestContext, 'app'>, payload: unknown, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/user', headers, payload: payload as object });

export const deleteUser = (ctx: Pick<TestContext, 'app'>, id: number | string, headers: Headers) =>
  ctx.app.inject({ method: 'DELETE', url: `/api/v1/user/${id}`, headers });

export const deleteUsers = (ctx: Pick<TestContext, 'app'>, payload: unknown, headers: Headers) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/user/delete', headers, payload: payload as object });

export const resetPassword = (ctx: Pick<TestContext, 'app'>, id: number | string, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/user/${id}/reset-password`, headers });

export const login = (ctx: Pick<TestContext, 'app'>, email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });

export const currentUser = (ctx: Pick<TestContext, 'app'>, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/current-user', headers });

/** The 'Pengguna' activity rows, oldest first. */
export const userActivity = (ctx: Pick<TestContext, 'db'>) =>
  ctx.db
    .selectFrom('activity_logs')
    .select(['user_id', 'user_name', 'module', 'action', 'activity_info', 'old_value', 'new_value'])
    .where('module', '=', 'Pengguna')
    .orderBy('id')
    .execute();

export async function countRows(
  ctx: Pick<TestContext, 'db'>,
  table: 'users' | 'activity_logs' | 'event_participants' | 'comments',
): Promise<number> {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A valid POST /user body; override any field. */
export const newUserBody = (tag: string, overrides: Record<string, unknown> = {}) => ({
  name: `Budi ${tag}`,
  username: `budi_${tag}`,
  email: `budi_${tag}@example.com`,
  password: 'kata-sandi-baru',
  repassword: 'kata-sandi-baru',
  ...overrides,
});

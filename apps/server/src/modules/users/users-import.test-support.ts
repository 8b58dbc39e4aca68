import type { TestContext } from '../../../test/helpers.ts';

/** Test-only helpers of the import tests (not a *.test.ts file). */

export const postImport = (
  ctx: Pick<TestContext, 'app'>,
  payload: unknown,
  headers: Record<string, string>,
) => ctx.app.inject({ method: 'POST', url: '/api/v1/user/imports', headers, payload: payload as object });

let seq = 0;
/** A valid sheet row with a unique username/email; override any cell. */
export function sheetRow(overrides: Record<string, unknown> = {}) {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  return {
    name: `Anggota Impor ${seq}`,
    nickname: `Impor${seq}`,
    username: `impor_${tag}`,
    phoneNumber: '081234567890',
    address: 'Jl. Melati 3, Bandung',
    email: `impor_${tag}@example.com`,
    highSchool: 'SMA Negeri 3 Bandung',
    ...overrides,
  };
}

/** Every username of the users table, lower-cased, sorted: compared before/after a refused import. */
export async function allUsernames(ctx: Pick<TestContext, 'db'>): Promise<string[]> {
  const rows = await ctx.db.selectFrom('users').select('username').orderBy('id').execute();
  return rows.map((r) => r.username.toLowerCase()).sort();
}

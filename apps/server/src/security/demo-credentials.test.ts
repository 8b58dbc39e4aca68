import { readFileSync } from 'node:fs';
import { ADMIN_ROLES } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/helpers.ts';
import { type DemoLogin, seedDemoIfEmpty } from '../db/seed/demo.ts';
import { post } from '../modules/auth/auth.test-support.ts';
import { ensureFirstAdmin } from '../modules/auth/bootstrap.service.ts';

/**
 * Sign-in hardening (docs/decisions/008): a fresh server (first admin, then the demo, as main.ts does) holds no password that
 * anyone could know from the README or the source.
 */
let ctx: TestContext;
let demo: DemoLogin | null;
const OLD_SHARED_PASSWORD = 'alumni1986';
const README = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');

beforeAll(async () => {
  ctx = await createTestContext();
  const quiet = { info: () => {}, warn: () => {} };
  await ensureFirstAdmin(ctx.db, ctx.config, quiet);
  demo = await seedDemoIfEmpty(ctx.db, ctx.config, quiet);
});
afterAll(() => ctx.close());

const login = (identifier: string, password: string) => post(ctx, '/login', { email: identifier, password });

describe('demo credentials on a fresh server', () => {
  it('has no demo account with an admin role: the only admin is the bootstrap one', async () => {
    const admins = await ctx.db
      .selectFrom('users')
      .select('username')
      .where('role', 'in', ADMIN_ROLES)
      .execute();
    expect(admins.map((a) => a.username)).toEqual([ctx.config.admin.username]);
    // Attack: the old committee account of the README.
    const res = await login('pengurus', OLD_SHARED_PASSWORD);
    expect(res.statusCode).toBe(401);
  });

  it("does not let the README's old shared password sign in anyone", async () => {
    const users = await ctx.db.selectFrom('users').select('username').orderBy('id').execute();
    expect(users.length).toBeGreaterThan(100);
    // Every account, tried through the real login (the account limiter counts per identifier, so one try
    // each stays under it).
    for (const { username } of users) {
      const res = await login(username, OLD_SHARED_PASSWORD);
      expect(res.statusCode, username).toBe(401);
    }
    expect(README).not.toContain(OLD_SHARED_PASSWORD);
  });

  it('lets the demo member printed once sign in (positive control), as a member only', async () => {
    expect(demo).not.toBeNull();
    const res = await login(demo?.username ?? '', demo?.password ?? '');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.currentUser.role).toBe('ROLE_USER');
    const adminCall = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/activity-log?offset=1&limit=10',
      headers: { authorization: `Bearer ${res.json().result.token}` },
    });
    expect(adminCall.statusCode).toBe(403);
  });

  it('names in the README a demo username that exists, and no password', async () => {
    expect(README).toContain(`\`${demo?.username}\``);
    expect(README).not.toContain(demo?.password ?? '');
    expect(README).not.toMatch(/`anggota1`/);
  });
});

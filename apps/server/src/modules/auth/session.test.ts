import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { type App, buildApp } from '../../app.ts';
import { SESSION_EXPIRED } from '../../lib/auth.ts';

let ctx: TestContext;
/** A second app on the same database and secret, with throw-away routes behind each guard. */
let guarded: App;
beforeAll(async () => {
  ctx = await createTestContext();
  guarded = await buildApp({
    config: ctx.config,
    database: ctx.database,
    mailer: { configured: true, send: async () => {} },
    logger: false,
  });
  for (const name of ['optional', 'user', 'admin'] as const) {
    guarded.get(`/probe/${name}`, { preHandler: guarded.guards[name] }, async (req) => ({
      result: req.auth ? { id: req.auth.id, role: req.auth.role } : null,
    }));
  }
  await guarded.ready();
});
afterAll(async () => {
  await guarded.close();
  await ctx.close();
});

const currentUser = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/v1/current-user', headers });
const probe = (name: string, headers: Record<string, string> = {}) =>
  guarded.inject({ method: 'GET', url: `/probe/${name}`, headers });
const expectSessionExpired = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(401);
  expect(res.json()).toEqual({ message: SESSION_EXPIRED, code: 'SESSION_EXPIRED' });
};

describe('GET /current-user', () => {
  it('returns the caller', async () => {
    const { user, headers } = await loginAs(ctx, 'ROLE_ADMINS', {
      name: 'Pak Admin',
      picture: '/uploads/a.jpg',
    });
    const res = await currentUser(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      result: {
        id: user.id,
        name: 'Pak Admin',
        username: user.username,
        email: user.email,
        role: 'ROLE_ADMINS',
        picture: '/uploads/a.jpg',
        lastLogin: null,
        isProfileComplete: false,
        mustChangePassword: false,
        createdDate: user.created_at,
      },
    });
  });

  it('refuses a guest and garbage tokens with 401', async () => {
    const guest = await currentUser();
    expect(guest.statusCode).toBe(401);
    expect(guest.json()).toMatchObject({ code: 'UNAUTHORIZED', message: expect.any(String) });
    for (const authorization of [
      'Bearer nonsense',
      'Bearer ',
      'Basic YWRtaW46YWRtaW4=',
      "Bearer '; drop table users;--",
    ]) {
      expectSessionExpired(await currentUser({ authorization }));
    }
  });

  it('refuses a token signed with another secret', async () => {
    const user = await createUser(ctx);
    const other = await createTestContext();
    try {
      expectSessionExpired(await currentUser(authHeader(other, user)));
    } finally {
      await other.close();
    }
  });
});

describe('token revocation', () => {
  it('refuses a token once the user row is deleted', async () => {
    const { user, headers } = await loginAs(ctx);
    expect((await currentUser(headers)).statusCode).toBe(200);
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    expectSessionExpired(await currentUser(headers));
  });

  it('refuses a token after token_version moved on (password change)', async () => {
    const { user, headers } = await loginAs(ctx);
    await ctx.db
      .updateTable('users')
      .set({ token_version: user.token_version + 1 })
      .where('id', '=', user.id)
      .execute();
    expectSessionExpired(await currentUser(headers));
    expect(
      (await currentUser(authHeader(ctx, { ...user, token_version: user.token_version + 1 }))).statusCode,
    ).toBe(200);
  });

  it('refuses an expired token', async () => {
    const user = await createUser(ctx);
    const issuedAt = Math.floor(Date.now() / 1000) - ctx.config.tokenTtlSeconds - 5;
    const claims = { sub: String(user.id), tv: user.token_version, at: issuedAt };
    const expired = ctx.app.jwt.sign({ ...claims, sid: 'expired-token', gen: 0, iat: issuedAt });
    expectSessionExpired(await currentUser({ authorization: `Bearer ${expired}` }));
    // The same claims signed now are accepted, so it is the expiry that refused the first one.
    const fresh = ctx.app.jwt.sign({ ...claims, sid: 'fresh-token', gen: 0 });
    expect((await currentUser({ authorization: `Bearer ${fresh}` })).statusCode).toBe(200);
  });
});

describe('guards', () => {
  it('admin refuses a guest (401) and a member (403), accepts ROLE_ADMIN and ROLE_ADMINS', async () => {
    expect((await probe('admin')).statusCode).toBe(401);
    const member = await loginAs(ctx, 'ROLE_USER');
    const refused = await probe('admin', member.headers);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.any(String) });
    for (const role of ['ROLE_ADMIN', 'ROLE_ADMINS'] as const) {
      const admin = await loginAs(ctx, role);
      const res = await probe('admin', admin.headers);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ result: { id: admin.user.id, role } });
    }
  });

  it('user refuses a guest and accepts a member', async () => {
    expect((await probe('user')).statusCode).toBe(401);
    const member = await loginAs(ctx);
    expect((await probe('user', member.headers)).json()).toEqual({
      result: { id: member.user.id, role: 'ROLE_USER' },
    });
  });

  it('optional: no token is a guest, a good one the caller, a bad or revoked one a 401 (the client signs out)', async () => {
    expectSessionExpired(await probe('optional', { authorization: 'Bearer not-a-token' }));

    const { user, headers } = await loginAs(ctx);
    expect((await probe('optional', headers)).json()).toEqual({ result: { id: user.id, role: 'ROLE_USER' } });
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    expectSessionExpired(await probe('optional', headers));
    expect((await probe('optional')).json()).toEqual({ result: null });
  });
});

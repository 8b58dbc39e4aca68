import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, createTestContext, createUser, type TestContext } from '../../../test/helpers.ts';

/**
 * Guards run on request, before the body is parsed or validated: a guest gets 401 and a member 403 for an
 * admin call whatever they send (a malformed body must not reveal the shape a valid one has).
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ADMIN_CALLS = [
  { method: 'POST', url: '/api/v1/user/imports' },
  { method: 'POST', url: '/api/v1/user' },
  { method: 'PUT', url: '/api/v1/user/delete' },
  { method: 'POST', url: '/api/v1/event' },
  { method: 'PUT', url: '/api/v1/event' },
  { method: 'PUT', url: '/api/v1/event/delete' },
  { method: 'POST', url: '/api/v1/event-participant/cancel' },
] as const;

const BAD_BODIES = [{}, { users: 'nope' }, '<script>alert(1)</script>'];

describe('admin calls check the caller before the body', () => {
  it('answer 401 to a guest for any body', async () => {
    for (const call of ADMIN_CALLS)
      for (const payload of BAD_BODIES) {
        const res = await ctx.app.inject({ ...call, payload });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
        expect(res.json().code).toBe('UNAUTHORIZED');
      }
  });

  it('answer 403 to a member for any body', async () => {
    const member = await createUser(ctx);
    for (const call of ADMIN_CALLS)
      for (const payload of BAD_BODIES) {
        const res = await ctx.app.inject({ ...call, payload, headers: authHeader(ctx, member) });
        expect(res.statusCode, `${call.method} ${call.url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
  });

  it('still validate the body for an admin', async () => {
    const admin = await createUser(ctx, { role: 'ROLE_ADMIN' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/imports',
      payload: {},
      headers: authHeader(ctx, admin),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_ERROR');
  });
});

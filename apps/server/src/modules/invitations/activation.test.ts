import { ACTIVATION_MSG } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { verifyPassword } from '../../lib/password.ts';
import { manualClock, post } from '../auth/auth.test-support.ts';
import { INVITATION_TTL_MS } from './invitations.service.ts';
import {
  activation,
  invitationToken,
  sendInvitations,
  tokenFromWhatsApp,
  whatsApp,
} from './invitations.test-support.ts';

/** Invitations and activation (docs/decisions/014): 'Aktifkan Akun' through the single-use, 7-day link. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;
const clock = manualClock(new Date('2026-08-01T03:00:00.000Z'));
const PASSWORD = 'sandi-pertama-86';

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
  admin = await loginAs(ctx, 'ROLE_ADMIN');
});
afterAll(() => ctx.close());

async function invite(overrides: Parameters<typeof createUser>[1] = {}) {
  const member = await createUser(ctx, { password: null, ...overrides });
  await sendInvitations(ctx, { userIds: [member.id] }, admin.headers);
  return { member, token: await invitationToken(ctx, member.email) };
}

const userRow = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('POST /activation', () => {
  it('sets the first password, signs the member in, and the link works once', async () => {
    const { member, token } = await invite({ name: 'Rina Wati' });
    const check = await activation(ctx, '/check', { token });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({ result: { name: 'Rina Wati', username: member.username } });

    const res = await activation(ctx, '', { token, password: PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json().result;
    expect(body.currentUser).toMatchObject({ id: member.id, username: member.username });
    expect(body.token).toEqual(expect.any(String));
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/current-user',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(me.statusCode).toBe(200);

    const row = await userRow(member.id);
    expect(await verifyPassword(PASSWORD, row.password_hash)).toBe(true);
    expect(row.token_version).toBe(member.token_version + 1);
    expect((await post(ctx, '/login', { email: member.username, password: PASSWORD })).statusCode).toBe(200);

    // Single use: the same link now says so, and changes nothing.
    const again = await activation(ctx, '', { token, password: 'sandi-lain-1986' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: ACTIVATION_MSG.used, code: 'ACTIVATION_USED' });
    expect((await activation(ctx, '/check', { token })).json().code).toBe('ACTIVATION_USED');
    expect(await verifyPassword(PASSWORD, (await userRow(member.id)).password_hash)).toBe(true);
  });

  it('refuses an expired link (after 7 days) and says how to get a new one; a new invitation works', async () => {
    const { member, token } = await invite();
    clock.advance(INVITATION_TTL_MS);
    const res = await activation(ctx, '', { token, password: PASSWORD });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: ACTIVATION_MSG.expired, code: 'ACTIVATION_EXPIRED' });
    expect(res.json().message).toContain('Minta undangan baru');
    expect((await userRow(member.id)).password_hash).toBeNull();

    await sendInvitations(ctx, { userIds: [member.id] }, admin.headers);
    const fresh = await invitationToken(ctx, member.email);
    expect(fresh).not.toBe(token);
    expect((await activation(ctx, '', { token: fresh, password: PASSWORD })).statusCode).toBe(200);
  });

  it('one activation ends every other open link of the member (e-mail and WhatsApp)', async () => {
    const { member, token } = await invite({ phone_number: '081377778888' });
    const wa = await whatsApp(ctx, member.id, admin.headers);
    const waToken = tokenFromWhatsApp(wa.json().result.url, ctx.config.publicUrl);
    expect((await activation(ctx, '', { token: waToken, password: PASSWORD })).statusCode).toBe(200);
    const other = await activation(ctx, '', { token, password: 'sandi-lain-1986' });
    expect(other.json().code).toBe('ACTIVATION_USED');
  });

  it('a member who set a password another way (forgot-password) cannot have it replaced by an old invitation', async () => {
    const { member, token } = await invite();
    await ctx.db.updateTable('users').set({ password_hash: 'x' }).where('id', '=', member.id).execute();
    const res = await activation(ctx, '', { token, password: PASSWORD });
    expect(res.json().code).toBe('ACTIVATION_USED');
    expect((await userRow(member.id)).password_hash).toBe('x');
  });

  it('two activations of one link at once: exactly one succeeds', async () => {
    const { member, token } = await invite();
    const results = await Promise.all([
      activation(ctx, '', { token, password: 'sandi-satu-1986' }),
      activation(ctx, '', { token, password: 'sandi-dua-1986' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const row = await userRow(member.id);
    expect(row.token_version).toBe(member.token_version + 1);
  });

  it.each([
    ['an unknown token', { token: 'x'.repeat(43), password: PASSWORD }, ACTIVATION_MSG.invalid],
    ['a short token', { token: 'abc', password: PASSWORD }, ACTIVATION_MSG.invalid],
    ['no token', { password: PASSWORD }, ACTIVATION_MSG.invalid],
    ['a short password', { token: 'x'.repeat(43), password: 'pendek' }, 'Password minimal 8 karakter'],
    ['no password', { token: 'x'.repeat(43) }, 'Password harus diisi'],
  ])('refuses %s with a 400 in Indonesian', async (_label, body, message) => {
    const res = await activation(ctx, '', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});

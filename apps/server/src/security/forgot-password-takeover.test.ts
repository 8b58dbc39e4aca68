import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestContext,
  createUser,
  DEFAULT_PASSWORD,
  type TestContext,
} from '../../test/helpers.ts';
import { verifyPassword } from '../lib/password.ts';
import { AUTH_MESSAGES } from '../modules/auth/auth.messages.ts';
import { post } from '../modules/auth/auth.test-support.ts';

/**
 * Sign-in hardening (docs/decisions/008): whoever fills in the forgot-password form must not get the account when its owner
 * clicks the mailed link. The person who opens the link sets the password.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const ATTACKER_PASSWORD = 'dipilih-penyerang-86';
const OWNER_PASSWORD = 'pilihan-pemilik-86';

const mailsTo = async (to: string) => (await ctx.deliverMail()).filter((m) => m.to === to);
function tokenOf(text: string): string {
  const prefix = `${ctx.config.publicUrl}/forget-password/confirm?token=`;
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  if (!line) throw new Error('no link in the mail');
  return decodeURIComponent(line.slice(prefix.length));
}
const hashOf = async (id: number) =>
  (await ctx.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow())
    .password_hash;

describe('forgot-password takeover', () => {
  it("never applies the requester's password, even when the owner uses the link", async () => {
    const owner = await createUser(ctx);
    // Attack: request a reset for the owner's email with a password of the attacker's choosing.
    const attack = await post(ctx, '/forgot-password', {
      email: owner.email,
      password: ATTACKER_PASSWORD,
      repassword: ATTACKER_PASSWORD,
    });
    expect(attack.statusCode).toBe(200);
    const [mail] = await mailsTo(owner.email);
    expect(mail?.text).not.toContain(ATTACKER_PASSWORD);

    // The owner opens the link; the page asks them for a password: a confirm without one is refused.
    const token = tokenOf(mail?.text ?? '');
    const bare = await post(ctx, '/forgot-password/confirm', { token });
    expect(bare.statusCode).toBe(400);
    expect(await verifyPassword(DEFAULT_PASSWORD, await hashOf(owner.id))).toBe(true);

    // Proof it failed: the attacker's password signs in nobody, before or after the owner's confirmation.
    expect((await post(ctx, '/login', { email: owner.email, password: ATTACKER_PASSWORD })).statusCode).toBe(
      401,
    );
    const confirmed = await post(ctx, '/forgot-password/confirm', { token, password: OWNER_PASSWORD });
    expect(confirmed.statusCode).toBe(200);
    expect(await verifyPassword(ATTACKER_PASSWORD, await hashOf(owner.id))).toBe(false);
    expect((await post(ctx, '/login', { email: owner.email, password: ATTACKER_PASSWORD })).statusCode).toBe(
      401,
    );

    // Positive control: the owner's own password works.
    expect((await post(ctx, '/login', { email: owner.email, password: OWNER_PASSWORD })).statusCode).toBe(
      200,
    );
  });

  it('stores no password with the request: nothing a later click could apply', async () => {
    const owner = await createUser(ctx);
    await post(ctx, '/forgot-password', { email: owner.email, password: ATTACKER_PASSWORD });
    const rows = await ctx.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', owner.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toMatch(/scrypt\$/);
    expect(await verifyPassword(DEFAULT_PASSWORD, await hashOf(owner.id))).toBe(true);
  });

  it("says in the second request's mail that the earlier link stopped working", async () => {
    const owner = await createUser(ctx);
    const session = authHeader(ctx, owner);
    await post(ctx, '/forgot-password', { email: owner.email });
    // Attack: a second request silently kills the owner's pending link.
    await post(ctx, '/forgot-password', { email: owner.email });
    const [first, second] = await mailsTo(owner.email);
    expect(first?.text).not.toContain(AUTH_MESSAGES.earlierLinkReplaced);
    // Proof it is not silent: the new mail says so plainly; the old link is refused with a clear message.
    expect(second?.text).toContain(AUTH_MESSAGES.earlierLinkReplaced);
    const old = await post(ctx, '/forgot-password/confirm', {
      token: tokenOf(first?.text ?? ''),
      password: OWNER_PASSWORD,
    });
    expect(old.json()).toEqual({ message: AUTH_MESSAGES.resetTokenInvalid, code: 'RESET_TOKEN_INVALID' });
    // Positive control: the newest link sets the owner's password and ends the older session.
    const fresh = await post(ctx, '/forgot-password/confirm', {
      token: tokenOf(second?.text ?? ''),
      password: OWNER_PASSWORD,
    });
    expect(fresh.statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/current-user', headers: session })).statusCode,
    ).toBe(401);
  });
});

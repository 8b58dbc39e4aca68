import { DEFAULT_COMMUNITY } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestContext,
  createUser,
  DEFAULT_PASSWORD,
  type TestContext,
} from '../../../test/helpers.ts';
import { SESSION_EXPIRED } from '../../lib/auth.ts';
import { COMMUNITY_NAME } from '../../lib/mail-layout.ts';
import { verifyPassword } from '../../lib/password.ts';
import { AUTH_MESSAGES } from './auth.messages.ts';
import { IP_LIMITS } from './auth.routes.ts';
import { manualClock, post } from './auth.test-support.ts';
import { hashResetToken } from './password-reset.service.ts';

let ctx: TestContext;
const clock = manualClock(new Date('2026-05-10T02:00:00.000Z'));
beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
});
afterAll(() => ctx.close());

const NEW_PASSWORD = 'sandi-baru-2026';
const HOUR = 60 * 60_000;

/** The token from the link of the last mail sent to `to`. */
async function tokenFromOutbox(to: string): Promise<string> {
  const mail = (await ctx.deliverMail()).filter((m) => m.to === to).at(-1);
  if (!mail) throw new Error(`no mail to ${to}`);
  const prefix = `${ctx.config.publicUrl}/forget-password/confirm?token=`;
  const link = mail.text.split('\n').find((line) => line.startsWith(prefix));
  if (!link) throw new Error('no confirmation link in the mail');
  return decodeURIComponent(link.slice(prefix.length));
}

const userRow = (id: number) =>
  ctx.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const resetsOf = (userId: number) =>
  ctx.db.selectFrom('password_resets').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const confirm = (token: unknown, password: unknown = NEW_PASSWORD) =>
  post(ctx, '/forgot-password/confirm', { token, password });

describe('POST /forgot-password', () => {
  it('answers 200 OK for an unknown email and sends nothing', async () => {
    const before = (await ctx.deliverMail()).length;
    const res = await post(ctx, '/forgot-password', {
      email: 'tidak.terdaftar@example.com',
      password: NEW_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { status: 'OK', emailConfigured: true, committeeWhatsApp: null } });
    expect((await ctx.deliverMail()).length).toBe(before);
    expect(await ctx.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(0);
  });

  it('runs the whole flow: mail with link, password unchanged until the link page sets one, old sessions revoked', async () => {
    const user = await createUser(ctx, { email: 'Lupa.Sandi@Example.com', name: 'Lupa Sandi' });
    const oldSession = authHeader(ctx, user);

    const res = await post(ctx, '/forgot-password', { email: 'lupa.sandi@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: { status: 'OK', emailConfigured: true, committeeWhatsApp: null } });

    const mail = (await ctx.deliverMail()).at(-1);
    expect(mail?.to).toBe('Lupa.Sandi@Example.com');
    // The community's short name is filled in when the mail is sent (mail-layout.ts COMMUNITY_NAME).
    expect(mail?.subject).toBe(
      AUTH_MESSAGES.resetMailSubject.replace(COMMUNITY_NAME, DEFAULT_COMMUNITY.shortName),
    );
    expect(mail?.text).toContain('Halo Lupa Sandi');
    const token = await tokenFromOutbox(user.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const [reset] = await resetsOf(user.id);
    expect(reset?.token_hash).toBe(hashResetToken(token));
    expect(reset?.token_hash).not.toContain(token);
    expect(reset?.expires_at).toBe(new Date(clock.now().getTime() + HOUR).toISOString());
    expect(reset?.used_at).toBeNull();
    expect(mail?.text).not.toContain(AUTH_MESSAGES.earlierLinkReplaced);

    // Nothing changed yet: the old password still signs in, the old session still works.
    expect(await verifyPassword(DEFAULT_PASSWORD, (await userRow(user.id)).password_hash)).toBe(true);
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/current-user', headers: oldSession })).statusCode,
    ).toBe(200);

    clock.advance(HOUR - 1000);
    const ok = await confirm(token);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ result: { status: 'OK' } });

    const after = await userRow(user.id);
    expect(after.token_version).toBe(user.token_version + 1);
    expect(await verifyPassword(NEW_PASSWORD, after.password_hash)).toBe(true);
    expect((await resetsOf(user.id))[0]?.used_at).toBe(clock.now().toISOString());

    const revoked = await ctx.app.inject({ method: 'GET', url: '/api/v1/current-user', headers: oldSession });
    expect(revoked.statusCode).toBe(401);
    expect(revoked.json()).toEqual({ message: SESSION_EXPIRED, code: 'SESSION_EXPIRED' });

    expect((await post(ctx, '/login', { email: user.username, password: DEFAULT_PASSWORD })).statusCode).toBe(
      401,
    );
    const fresh = await post(ctx, '/login', { email: user.username, password: NEW_PASSWORD });
    expect(fresh.statusCode).toBe(200);

    // Single use.
    const again = await confirm(token, 'sandi-lain-2026');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: AUTH_MESSAGES.resetTokenInvalid, code: 'RESET_TOKEN_INVALID' });
    expect((await userRow(user.id)).token_version).toBe(user.token_version + 1);
  });

  it('lets a member without a password (imported) set one', async () => {
    const user = await createUser(ctx, { password: null });
    await post(ctx, '/forgot-password', { email: user.email });
    expect((await confirm(await tokenFromOutbox(user.email))).statusCode).toBe(200);
    expect((await post(ctx, '/login', { email: user.email, password: NEW_PASSWORD })).statusCode).toBe(200);
  });

  it('refuses an expired link and leaves the password alone', async () => {
    const user = await createUser(ctx);
    await post(ctx, '/forgot-password', { email: user.email });
    const token = await tokenFromOutbox(user.email);
    clock.advance(HOUR);
    const res = await confirm(token);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetTokenInvalid, code: 'RESET_TOKEN_INVALID' });
    const row = await userRow(user.id);
    expect(row.token_version).toBe(user.token_version);
    expect(await verifyPassword(DEFAULT_PASSWORD, row.password_hash)).toBe(true);
    expect((await resetsOf(user.id))[0]?.used_at).toBeNull();
  });

  it('invalidates the earlier unused link when a new one is requested, and says so in the new mail', async () => {
    const user = await createUser(ctx);
    await post(ctx, '/forgot-password', { email: user.email });
    const first = await tokenFromOutbox(user.email);
    await post(ctx, '/forgot-password', { email: user.email });
    const second = await tokenFromOutbox(user.email);
    expect(second).not.toBe(first);
    expect(await resetsOf(user.id)).toHaveLength(1);
    expect((await ctx.deliverMail()).filter((m) => m.to === user.email).at(-1)?.text).toContain(
      AUTH_MESSAGES.earlierLinkReplaced,
    );

    expect((await confirm(first, 'sandi-pertama-1')).statusCode).toBe(400);
    expect((await confirm(second, 'sandi-kedua-22')).statusCode).toBe(200);
    expect(await verifyPassword('sandi-kedua-22', (await userRow(user.id)).password_hash)).toBe(true);
  });

  it('does not mention an earlier link that had already expired', async () => {
    const user = await createUser(ctx);
    await post(ctx, '/forgot-password', { email: user.email });
    clock.advance(HOUR + 1000);
    await post(ctx, '/forgot-password', { email: user.email });
    expect((await ctx.deliverMail()).filter((m) => m.to === user.email).at(-1)?.text).not.toContain(
      AUTH_MESSAGES.earlierLinkReplaced,
    );
  });

  it('ignores a password sent with the request: it is never stored and never applied', async () => {
    const user = await createUser(ctx);
    const res = await post(ctx, '/forgot-password', { email: user.email, password: 'dipilih-penyerang-1' });
    expect(res.statusCode).toBe(200);
    const token = await tokenFromOutbox(user.email);
    expect(Object.keys((await resetsOf(user.id))[0] ?? {})).not.toContain('password_hash');
    expect((await confirm(token, NEW_PASSWORD)).statusCode).toBe(200);
    const row = await userRow(user.id);
    expect(await verifyPassword('dipilih-penyerang-1', row.password_hash)).toBe(false);
    expect(await verifyPassword(NEW_PASSWORD, row.password_hash)).toBe(true);
  });

  it('clears a pending temporary-password flag when the link sets a password', async () => {
    const user = await createUser(ctx);
    await ctx.db.updateTable('users').set({ must_change_password: 1 }).where('id', '=', user.id).execute();
    await post(ctx, '/forgot-password', { email: user.email });
    expect((await confirm(await tokenFromOutbox(user.email))).statusCode).toBe(200);
    expect((await userRow(user.id)).must_change_password).toBe(0);
  });

  it('refuses a bad new password on the link page without spending the link', async () => {
    const user = await createUser(ctx);
    await post(ctx, '/forgot-password', { email: user.email });
    const token = await tokenFromOutbox(user.email);
    const res = await confirm(token, 'pendek');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Password minimal 8 karakter', code: 'VALIDATION_ERROR' });
    expect((await resetsOf(user.id))[0]?.used_at).toBeNull();
    expect((await confirm(token)).statusCode).toBe(200);
  });

  it.each([['a'.repeat(43)], ["'; drop table users;--<script>alert(1)</script>"]])(
    'refuses an unknown token %s with 400',
    async (token) => {
      const res = await confirm(token);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: AUTH_MESSAGES.resetTokenInvalid, code: 'RESET_TOKEN_INVALID' });
    },
  );

  it.each([
    ['/forgot-password', { password: NEW_PASSWORD }, 'Email harus diisi'],
    ['/forgot-password', { email: 'bukan-email' }, 'Format email tidak valid'],
    ['/forgot-password', { email: ['a@b.id'] }, 'Email harus diisi'],
    ['/forgot-password/confirm', { password: NEW_PASSWORD }, 'Token harus diisi'],
    ['/forgot-password/confirm', { token: 12, password: NEW_PASSWORD }, 'Token harus diisi'],
    [
      '/forgot-password/confirm',
      { token: 'pendek', password: NEW_PASSWORD },
      AUTH_MESSAGES.resetTokenInvalid,
    ],
    [
      '/forgot-password/confirm',
      { token: 't'.repeat(201), password: NEW_PASSWORD },
      AUTH_MESSAGES.resetTokenInvalid,
    ],
    ['/forgot-password/confirm', { token: 't'.repeat(43) }, 'Password harus diisi'],
    [
      '/forgot-password/confirm',
      { token: 't'.repeat(43), password: 'pendek' },
      'Password minimal 8 karakter',
    ],
    [
      '/forgot-password/confirm',
      { token: 't'.repeat(43), password: 'p'.repeat(129) },
      'Password maksimal 128 karakter',
    ],
  ])('%s refuses %j with 400 and an Indonesian message', async (url, payload, message) => {
    const before = (await ctx.deliverMail()).length;
    const res = await post(ctx, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, code: 'VALIDATION_ERROR' });
    expect((await ctx.deliverMail()).length).toBe(before);
  });

  it(`limits one address to ${IP_LIMITS.forgotPassword.max} requests per 15 minutes`, async () => {
    const ip = '198.51.100.5';
    for (let i = 0; i < IP_LIMITS.forgotPassword.max; i++) {
      const res = await post(ctx, '/forgot-password', { email: `x${i}@example.com` }, { ip });
      expect(res.statusCode).toBe(200);
    }
    const limited = await post(ctx, '/forgot-password', { email: 'y@example.com' }, { ip });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.any(String) });
  });
});

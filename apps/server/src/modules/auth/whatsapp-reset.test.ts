import { WHATSAPP_RESET_TTL_HOURS } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authHeader,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { verifyPassword } from '../../lib/password.ts';
import { userActivity } from '../users/users-admin.test-support.ts';
import { manualClock, post } from './auth.test-support.ts';
import { hashResetToken } from './password-reset.service.ts';

/** 'Kirim tautan atur ulang via WhatsApp' (docs/decisions/022): a way back in without e-mail. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;
const clock = manualClock(new Date('2026-11-26T03:00:00.000Z'));

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now, config: { publicUrl: 'https://alumni86.id' } });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Panitia Sandi' });
});
afterAll(() => ctx.close());

const resetLink = (id: number | string, headers: Record<string, string> = admin.headers) =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/user/${id}/reset-link/whatsapp`, headers });

const tokenOf = (url: string) => {
  const text = new URL(url).searchParams.get('text') ?? '';
  const prefix = 'https://alumni86.id/forget-password/confirm?token=';
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  if (!line) throw new Error(`no reset link in ${text}`);
  return decodeURIComponent(line.slice(prefix.length));
};

describe('POST /user/{id}/reset-link/whatsapp', () => {
  it('refuses a guest (401), a member (403), an unknown member (404) and a bad id (400)', async () => {
    const target = await createUser(ctx, { phone_number: '081234567890' });
    expect((await resetLink(target.id, {})).statusCode).toBe(401);
    const member = await loginAs(ctx, 'ROLE_USER');
    expect((await resetLink(target.id, member.headers)).statusCode).toBe(403);
    const missing = await resetLink(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toMatch(/tidak ditemukan/i);
    const bad = await resetLink('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBeTruthy();
    expect(await ctx.db.selectFrom('password_resets').selectAll().execute()).toHaveLength(0);
  });

  it('refuses a member without a WhatsApp number with a 400 in Indonesian', async () => {
    const target = await createUser(ctx, { phone_number: '021 5550123' });
    const res = await resetLink(target.id);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NO_WHATSAPP' });
    expect(res.json().message).toContain('WhatsApp');
  });

  it('answers a wa.me message with a fresh single-use link that lets only its holder set a password', async () => {
    const target = await createUser(ctx, { phone_number: '0812-3456-7890', name: 'Bu Ani' });
    const oldSession = authHeader(ctx, target);
    const before = (await userActivity(ctx)).length;

    const first = await resetLink(target.id);
    expect(first.statusCode, first.body).toBe(200);
    const res = await resetLink(target.id);
    const { url, link, phone } = res.json().result;
    expect(phone).toBe('6281234567890');
    expect(url.startsWith('https://wa.me/6281234567890?text=')).toBe(true);
    const text = new URL(url).searchParams.get('text') ?? '';
    expect(text).toContain('Halo Bu Ani');
    expect(text).toContain(`berlaku ${WHATSAPP_RESET_TTL_HOURS} jam`);
    const token = tokenOf(url);
    expect(link).toBe(`https://alumni86.id/forget-password/confirm?token=${encodeURIComponent(token)}`);

    // Only the hash is kept; the first link was replaced; valid 24 hours; nothing changed yet.
    const rows = await ctx.db
      .selectFrom('password_resets')
      .selectAll()
      .where('user_id', '=', target.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      token_hash: hashResetToken(token),
      used_at: null,
      expires_at: new Date(clock.now().getTime() + WHATSAPP_RESET_TTL_HOURS * 3_600_000).toISOString(),
    });
    const stillOld = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/current-user',
      headers: oldSession,
    });
    expect(stillOld.statusCode).toBe(200);

    const log = await userActivity(ctx);
    expect(log).toHaveLength(before + 2);
    expect(log.at(-1)).toMatchObject({
      user_id: admin.user.id,
      action: 'Tautan Atur Ulang',
      activity_info: `Membuat tautan atur ulang password via WhatsApp untuk ${target.username}`,
    });
    expect(JSON.stringify(log.at(-1))).not.toContain(token);

    // The first link no longer works; the fresh one sets the password once and ends the old sessions.
    expect(
      (
        await post(ctx, '/forgot-password/confirm', {
          token: tokenOf(first.json().result.url),
          password: 'sandi-baru-99',
        })
      ).statusCode,
    ).toBe(400);
    const done = await post(ctx, '/forgot-password/confirm', { token, password: 'sandi-baru-99' });
    expect(done.statusCode, done.body).toBe(200);
    const user = await ctx.db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', target.id)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword('sandi-baru-99', user.password_hash, 10)).toBe(true);
    const revoked = await ctx.app.inject({ method: 'GET', url: '/api/v1/current-user', headers: oldSession });
    expect(revoked.statusCode).toBe(401);
    expect(
      (await post(ctx, '/forgot-password/confirm', { token, password: 'sandi-lain-99' })).statusCode,
    ).toBe(400);
  });

  it('expires after 24 hours', async () => {
    const target = await createUser(ctx, { phone_number: '081298765432' });
    const token = tokenOf((await resetLink(target.id)).json().result.url);
    clock.advance(WHATSAPP_RESET_TTL_HOURS * 3_600_000 + 1000);
    expect(
      (await post(ctx, '/forgot-password/confirm', { token, password: 'sandi-baru-99' })).statusCode,
    ).toBe(400);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { createMailer } from '../../lib/mailer.ts';
import { post } from '../auth/auth.test-support.ts';
import { userActivity } from '../users/users-admin.test-support.ts';
import { sendInvitations, whatsApp } from './invitations.test-support.ts';

/**
 * docs/decisions/022: every screen says what really happened to a mail. The server tells the web whether e-mail
 * is configured and what became of each member's newest invitation (WhatsApp, queued, sent, failed), the log
 * does not say "sent" for a mail that waits, and the public address links are built on is flagged when phones
 * cannot open it.
 */
const listRow = async (ctx: TestContext, headers: Record<string, string>, username: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/v1/user?offset=1&limit=10&username=${encodeURIComponent(username)}`,
    headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().result.datas as { username: string; lastInvitationState: string | null }[]).find(
    (r) => r.username === username,
  );
};

describe('without SMTP_URL', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof loginAs>>;
  beforeAll(async () => {
    const mailer = createMailer({ from: 'x@alumni86.id', log: { warn: () => {} } as never });
    ctx = await createTestContext({ mailer });
    admin = await loginAs(ctx, 'ROLE_ADMIN');
  });
  afterAll(() => ctx.close());

  it('an invitation is "queued", before and after the sender ran, and the log says it was not sent', async () => {
    const member = await createUser(ctx, { password: null });
    expect((await listRow(ctx, admin.headers, member.username))?.lastInvitationState).toBeNull();
    const res = await sendInvitations(ctx, { userIds: [member.id] }, admin.headers);
    expect(res.json().result).toEqual({ invited: 1, skippedActive: 0, emailConfigured: false });
    expect((await listRow(ctx, admin.headers, member.username))?.lastInvitationState).toBe('queued');
    await ctx.deliverMail();
    expect((await listRow(ctx, admin.headers, member.username))?.lastInvitationState).toBe('queued');
    expect((await userActivity(ctx)).at(-1)).toMatchObject({
      action: 'Undang',
      activity_info:
        'Menyimpan undangan aktivasi untuk 1 anggota di antrean: e-mail belum dikonfigurasi, belum terkirim',
    });
  });

  it("'Lupa password' learns that no mail can leave, for a known and an unknown address alike", async () => {
    const member = await createUser(ctx);
    for (const email of [member.email, 'tidak.ada@example.com']) {
      const res = await post(ctx, '/forgot-password', { email });
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toMatchObject({ status: 'OK', emailConfigured: false });
    }
  });
});

describe('with SMTP_URL', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof loginAs>>;
  beforeAll(async () => {
    ctx = await createTestContext({ config: { publicUrl: 'https://alumni86.id' } });
    admin = await loginAs(ctx, 'ROLE_ADMIN');
  });
  afterAll(() => ctx.close());

  it('an invitation is "queued" until the sender ran, then "sent"; a WhatsApp one is "whatsapp"', async () => {
    const member = await createUser(ctx, { password: null, phone_number: '0812-3456-7890' });
    await sendInvitations(ctx, { userIds: [member.id] }, admin.headers);
    expect((await listRow(ctx, admin.headers, member.username))?.lastInvitationState).toBe('queued');
    expect((await userActivity(ctx)).at(-1)?.activity_info).toBe(
      'Mengantrekan undangan aktivasi untuk 1 anggota (dikirim lewat e-mail)',
    );
    await ctx.deliverMail();
    expect((await listRow(ctx, admin.headers, member.username))?.lastInvitationState).toBe('sent');
    expect((await whatsApp(ctx, member.id, admin.headers)).statusCode).toBe(200);
    expect((await listRow(ctx, admin.headers, member.username))?.lastInvitationState).toBe('whatsapp');
  });

  it('a mail that failed for good is "failed"', async () => {
    const member = await createUser(ctx, { password: null });
    await sendInvitations(ctx, { userIds: [member.id] }, admin.headers);
    await ctx.db.updateTable('outbox').set({ status: 'failed' }).where('user_id', '=', member.id).execute();
    expect((await listRow(ctx, admin.headers, member.username))?.lastInvitationState).toBe('failed');
  });

  it('GET /mail/status: e-mail configured and a public address phones can open; admins only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/mail/status', headers: admin.headers });
    expect(res.json()).toEqual({
      result: { configured: true, publicUrl: 'https://alumni86.id', publicUrlLocal: false },
    });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/mail/status' })).statusCode).toBe(401);
    const member = await loginAs(ctx, 'ROLE_USER');
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/mail/status',
      headers: member.headers,
    });
    expect(refused.statusCode).toBe(403);
  });

  it("'Lupa password' says e-mail is configured, and names no contact then", async () => {
    const res = await post(ctx, '/forgot-password', { email: 'siapa.saja@example.com' });
    expect(res.json()).toEqual({ result: { status: 'OK', emailConfigured: true, committeeWhatsApp: null } });
  });
});

describe('a private PUBLIC_URL', () => {
  it.each(['http://192.168.1.20:3000', 'http://127.0.0.1:3000'])(
    '%s is flagged to the admin screens',
    async (url) => {
      const ctx = await createTestContext({ config: { publicUrl: url } });
      try {
        const admin = await loginAs(ctx, 'ROLE_ADMIN');
        const res = await ctx.app.inject({
          method: 'GET',
          url: '/api/v1/mail/status',
          headers: admin.headers,
        });
        expect(res.json().result).toMatchObject({ publicUrl: url, publicUrlLocal: true });
      } finally {
        await ctx.close();
      }
    },
  );
});

describe("'Lupa password' without e-mail names the committee's WhatsApp from the community settings", () => {
  it('null until set, then the stored number', async () => {
    const mailer = createMailer({ from: 'x@alumni86.id', log: { warn: () => {} } as never });
    const ctx = await createTestContext({ mailer });
    try {
      const before = await post(ctx, '/forgot-password', { email: 'siapa@example.com' });
      expect(before.json().result).toEqual({ status: 'OK', emailConfigured: false, committeeWhatsApp: null });
      const admin = await loginAs(ctx, 'ROLE_ADMIN');
      const put = await ctx.app.inject({
        method: 'PUT',
        url: '/api/v1/community',
        headers: admin.headers,
        payload: { whatsapp: '0812-1986-0086' },
      });
      expect(put.statusCode, put.body).toBe(200);
      const after = await post(ctx, '/forgot-password', { email: 'siapa@example.com' });
      expect(after.json().result).toEqual({
        status: 'OK',
        emailConfigured: false,
        committeeWhatsApp: '6281219860086',
      });
    } finally {
      await ctx.close();
    }
  });
});

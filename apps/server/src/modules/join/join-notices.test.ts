import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestContext,
  createUser,
  loginAs,
  setCommunity,
  type TestContext,
} from '../../../test/helpers.ts';
import { plainText, startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { createMailer } from '../../lib/mailer.ts';
import { post } from '../auth/auth.test-support.ts';
import { JOIN_NOTICE_TEXT } from './join-notices.service.ts';

/**
 * The registrant hears the committee's decision (docs/decisions/022): an approval or a confirmed claim gives
 * an in-app notification and a mail with the sign-in link, a refusal a polite mail; through a real SMTP
 * server, on both databases.
 */
let ctx: TestContext;
let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
let admin: Awaited<ReturnType<typeof loginAs>>;
let token: string;
const PUBLIC_URL = 'https://alumni.example.org';
const silent = { warn: () => {}, error: () => {} };

beforeAll(async () => {
  receiver = await startSmtpReceiver();
  const mailer = createMailer({ smtpUrl: receiver.url, from: 'no-reply@alumni.example.org', log: silent });
  ctx = await createTestContext({ config: { publicUrl: PUBLIC_URL }, mailer });
  await setCommunity(ctx, {
    name: 'Paguyuban Angkatan Uji',
    shortName: 'Angkatan Uji',
    registrationMode: 'APPROVAL',
  });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Panitia Putus' });
  token = (await adminPost('/join-link')).json().result.token;
});
afterAll(async () => {
  await ctx.close();
  await receiver.close();
});

function adminPost(url: string, headers: Record<string, string> = admin.headers) {
  return ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers });
}
let seq = 0;
function registrant(over: Record<string, unknown> = {}) {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}`;
  return {
    token,
    username: `putus_${tag}`,
    name: `Putus ${tag}`,
    email: `putus_${tag}@example.com`,
    password: 'rahasia-putus-1',
    ...over,
  };
}
async function requestId(username: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('registration_requests')
    .select('id')
    .where('username', '=', username)
    .executeTakeFirstOrThrow();
  return row.id;
}
async function notificationsOf(userId: number) {
  return ctx.db
    .selectFrom('notifications')
    .select(['content', 'redirect_url', 'actor_id'])
    .where('user_id', '=', userId)
    .execute();
}
const mailTo = (address: string) => receiver.mails.filter((m) => m.to.includes(address.toLowerCase()));

describe('the decision on a waiting registration reaches the registrant', () => {
  it("an approval: notification 'Pendaftaran Anda disetujui' and a mail with the sign-in link, once", async () => {
    const body = registrant();
    expect((await post(ctx, '/join', body)).json().result.status).toBe('PENDING');
    const id = await requestId(body.username);
    const approved = await adminPost(`/registrations/${id}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const userId = approved.json().result.userId as number;
    expect(await notificationsOf(userId)).toEqual([
      { content: JOIN_NOTICE_TEXT.approvedNotification, redirect_url: '/profile', actor_id: admin.user.id },
    ]);
    // The member sees it in their own list.
    const signedIn = await post(ctx, '/login', { email: body.username, password: body.password });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/v2/notification?offset=1&limit=5',
      headers: { authorization: `Bearer ${signedIn.json().result.token}` },
    });
    expect(list.statusCode, list.body).toBe(200);
    expect(JSON.stringify(list.json())).toContain(JOIN_NOTICE_TEXT.approvedNotification);

    await ctx.app.mailJob.runOnce();
    const [mail, ...more] = mailTo(body.email);
    expect(more).toHaveLength(0);
    expect(mail?.raw).toContain(`Subject: ${JOIN_NOTICE_TEXT.approvedSubject}`);
    // MAIL_FROM is a bare address: the community's name is the sender's display name (docs/decisions/025).
    expect(mail?.raw).toMatch(/^From: Paguyuban Angkatan Uji <no-reply@alumni\.example\.org>\r?$/m);
    expect(mail?.from).toBe('no-reply@alumni.example.org');
    const text = plainText(mail?.raw ?? '');
    expect(text).toContain(`Halo ${body.name},`);
    expect(text).toContain('Pendaftaran Anda di Angkatan Uji disetujui panitia.');
    expect(text).toContain(`username ${body.username}`);
    expect(text).toContain(`${PUBLIC_URL}/login`);
    expect(text).not.toContain(body.password);

    // Deciding again is a 409 and tells nobody twice.
    expect((await adminPost(`/registrations/${id}/approve`)).statusCode).toBe(409);
    await ctx.app.mailJob.runOnce();
    expect(mailTo(body.email)).toHaveLength(1);
    expect(await notificationsOf(userId)).toHaveLength(1);
  });

  it('a confirmed claim: notification and mail to the registrant, with the username they sign in with', async () => {
    const imported = await createUser(ctx, {
      password: null,
      phone_number: '0813-4444-1212',
      name: 'Rina Impor',
    });
    const body = registrant({ phoneNumber: '081344441212' });
    const claimed = await post(ctx, '/join', { ...body, claimUserId: imported.id });
    expect(claimed.json().result.status).toBe('CLAIM_PENDING');
    const approved = await adminPost(`/registrations/${await requestId(body.username)}/approve`);
    expect(approved.json().result).toEqual({ status: 'APPROVED', userId: imported.id });
    expect(await notificationsOf(imported.id)).toEqual([
      { content: JOIN_NOTICE_TEXT.claimedNotification, redirect_url: '/profile', actor_id: admin.user.id },
    ]);
    await ctx.app.mailJob.runOnce();
    const [mail] = mailTo(body.email);
    expect(mail?.raw).toContain(`Subject: ${JOIN_NOTICE_TEXT.claimedSubject}`);
    const text = plainText(mail?.raw ?? '');
    expect(text).toContain('Halo ');
    expect(text).toContain('sudah mengonfirmasi bahwa data anggota itu milik Anda');
    expect(text).toContain(`username ${body.username}`);
    expect(text).toContain(`${PUBLIC_URL}/login`);
  });

  it('a refusal: a polite mail, no account and no notification', async () => {
    const body = registrant();
    await post(ctx, '/join', body);
    const before = await ctx.db.selectFrom('notifications').select('id').execute();
    const rejected = await adminPost(`/registrations/${await requestId(body.username)}/reject`);
    expect(rejected.json().result).toEqual({ status: 'REJECTED', userId: null });
    expect(await ctx.db.selectFrom('notifications').select('id').execute()).toHaveLength(before.length);
    await ctx.app.mailJob.runOnce();
    const [mail] = mailTo(body.email);
    expect(mail?.raw).toContain(`Subject: ${JOIN_NOTICE_TEXT.refusedSubject}`);
    const text = plainText(mail?.raw ?? '');
    expect(text).toContain('Mohon maaf, panitia belum dapat menyetujui pendaftaran Anda.');
    expect(text).toContain('silakan hubungi panitia');
    expect(text).not.toContain('/login');
  });

  it('a member cannot decide, and a refused call sends nothing', async () => {
    const body = registrant();
    await post(ctx, '/join', body);
    const member = await loginAs(ctx, 'ROLE_USER');
    const id = await requestId(body.username);
    expect((await adminPost(`/registrations/${id}/approve`, member.headers)).statusCode).toBe(403);
    expect((await adminPost(`/registrations/${id}/reject`, {})).statusCode).toBe(401);
    await ctx.app.mailJob.runOnce();
    expect(mailTo(body.email)).toHaveLength(0);
  });
});

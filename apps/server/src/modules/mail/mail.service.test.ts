import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, setCommunity, type TestContext } from '../../../test/helpers.ts';
import { freePort, plainText, startSmtpReceiver } from '../../../test/smtp-receiver.ts';
import { COMMUNITY_NAME, renderMail } from '../../lib/mail-layout.ts';
import { createMailer, type Mail } from '../../lib/mailer.ts';
import { manualClock, post } from '../auth/auth.test-support.ts';
import {
  createMailSender,
  MAIL_NOT_CONFIGURED,
  MAX_ATTEMPTS,
  RETRY_DELAYS_MS,
} from './mail-sender.service.ts';

const [FIRST_DELAY = 0, SECOND_DELAY = 0] = RETRY_DELAYS_MS;

import { enqueueMail } from './mail.service.ts';

/** The outbox (docs/decisions/014): same transaction, retries, real SMTP. */

const silent = { warn: () => {}, error: () => {} };
const clock = manualClock(new Date('2026-06-01T01:00:00.000Z'));

const outboxRows = (ctx: TestContext) => ctx.db.selectFrom('outbox').selectAll().orderBy('id').execute();
const sample = (to: string, extra: Partial<Parameters<typeof enqueueMail>[1]> = {}) => ({
  kind: 'test',
  to,
  subject: 'Uji coba Alumni 86',
  ...renderMail({ greeting: 'Halo Budi,', intro: ['Ini surat uji coba.'] }),
  ...extra,
});

describe('enqueueMail', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ now: clock.now });
  });
  afterAll(() => ctx.close());

  it('writes the mail in the caller’s transaction: rolled back with its cause, kept when it commits', async () => {
    const user = await createUser(ctx);
    await expect(
      ctx.db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ name: 'Nama Baru' }).where('id', '=', user.id).execute();
        await enqueueMail(tx, sample(user.email, { userId: user.id }), clock.now());
        throw new Error('batal');
      }),
    ).rejects.toThrow('batal');
    expect(await outboxRows(ctx)).toHaveLength(0);
    const unchanged = await ctx.db
      .selectFrom('users')
      .select('name')
      .where('id', '=', user.id)
      .executeTakeFirst();
    expect(unchanged?.name).toBe(user.name);

    const id = await ctx.db.transaction().execute(async (tx) => {
      await tx.updateTable('users').set({ name: 'Nama Baru' }).where('id', '=', user.id).execute();
      return enqueueMail(tx, sample(user.email, { userId: user.id, ref: 'uji:1' }), clock.now());
    });
    const [row] = await outboxRows(ctx);
    expect(row).toMatchObject({
      id,
      kind: 'test',
      to_address: user.email,
      status: 'queued',
      attempts: 0,
      next_attempt_at: clock.now().toISOString(),
      user_id: user.id,
      ref: 'uji:1',
      attachments: '[]',
    });
    expect(row?.html).toContain('<html lang="id">');
    expect(row?.text).toContain(`Panitia ${COMMUNITY_NAME}`);
  });

  it('queues the forgot-password mail with the reset link in the same transaction', async () => {
    const user = await createUser(ctx, { name: '<b>Sari</b>' });
    expect((await post(ctx, '/forgot-password', { email: user.email })).statusCode).toBe(200);
    const rows = (await outboxRows(ctx)).filter((r) => r.to_address === user.email);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'password-reset', status: 'queued', user_id: user.id, secret: 1 });
    expect(rows[0]?.text).toContain('/forget-password/confirm?token=');
    // Member text is escaped in the HTML part.
    expect(rows[0]?.html).toContain('Halo &lt;b&gt;Sari&lt;/b&gt;,');
    expect(rows[0]?.html).not.toContain('<b>Sari</b>');

    const sent = await ctx.deliverMail();
    expect(sent.filter((m) => m.to === user.email)).toHaveLength(1);
    const [after] = (await outboxRows(ctx)).filter((r) => r.to_address === user.email);
    // The secret link does not outlive the sending.
    expect(after).toMatchObject({ status: 'sent', text: '', html: '', sent_at: clock.now().toISOString() });
  });

  it('drops a deleted member’s unsent mail with them', async () => {
    const user = await createUser(ctx);
    await enqueueMail(ctx.db, sample(user.email, { userId: user.id }), clock.now());
    await ctx.db.deleteFrom('users').where('id', '=', user.id).execute();
    expect((await outboxRows(ctx)).filter((r) => r.to_address === user.email)).toHaveLength(0);
  });
});

describe('the sender with a real SMTP server', () => {
  let ctx: TestContext;
  let port: number;
  beforeAll(async () => {
    port = await freePort();
    const mailer = createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      from: 'Alumni 86 <no-reply@alumni86.id>',
      log: silent,
    });
    ctx = await createTestContext({ now: clock.now, mailer });
  });
  afterAll(() => ctx.close());

  it('keeps the mail queued while SMTP is down, retries with backoff and sends it once SMTP is back', async () => {
    await enqueueMail(ctx.db, sample('budi@example.com'), clock.now());

    // SMTP down: nothing listens on the port.
    await ctx.app.mailJob.runOnce();
    let [row] = await outboxRows(ctx);
    expect(row?.status).toBe('queued');
    expect(row?.attempts).toBe(1);
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(row?.next_attempt_at).toBe(new Date(clock.now().getTime() + FIRST_DELAY).toISOString());

    const receiver = await startSmtpReceiver(port);
    try {
      // Not due yet: the backoff is kept.
      await ctx.app.mailJob.runOnce();
      expect(receiver.mails).toHaveLength(0);

      clock.advance(FIRST_DELAY);
      await ctx.app.mailJob.runOnce();
      expect(receiver.mails).toHaveLength(1);
      [row] = await outboxRows(ctx);
      expect(row).toMatchObject({
        status: 'sent',
        attempts: 2,
        last_error: null,
        sent_at: clock.now().toISOString(),
      });

      const [mail] = receiver.mails;
      expect(mail?.to).toEqual(['budi@example.com']);
      expect(mail?.from).toBe('no-reply@alumni86.id');
      expect(mail?.raw).toContain('Subject: Uji coba Alumni 86');
      expect(mail?.raw).toMatch(/Content-Type: text\/html/i);
      expect(plainText(mail?.raw ?? '')).toContain('Ini surat uji coba.');

      // Sent once: later runs send nothing more.
      clock.advance(SECOND_DELAY);
      await ctx.app.mailJob.runOnce();
      expect(receiver.mails).toHaveLength(1);
    } finally {
      await receiver.close();
    }
  });

  it('gives up after the last attempt and records the reason (gagal)', async () => {
    await ctx.db.deleteFrom('outbox').execute();
    await enqueueMail(ctx.db, sample('gagal@example.com'), clock.now());
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await ctx.app.mailJob.runOnce();
      const [row] = await outboxRows(ctx);
      expect(row?.attempts).toBe(attempt);
      expect(row?.status).toBe(attempt < MAX_ATTEMPTS ? 'queued' : 'failed');
      clock.advance(RETRY_DELAYS_MS[attempt - 1] ?? 0);
    }
    const [row] = await outboxRows(ctx);
    expect(row?.next_attempt_at).toBeNull();
    expect(row?.last_error).toMatch(/ECONNREFUSED|connect/i);
    clock.advance(24 * 3_600_000);
    await ctx.app.mailJob.runOnce();
    expect((await outboxRows(ctx))[0]?.attempts).toBe(MAX_ATTEMPTS);
  });
});

describe('with SMTP_URL pointing at a real SMTP server', () => {
  let ctx: TestContext;
  let receiver: Awaited<ReturnType<typeof startSmtpReceiver>>;
  beforeAll(async () => {
    receiver = await startSmtpReceiver();
    const mailer = createMailer({
      smtpUrl: receiver.url,
      from: 'Alumni 86 <no-reply@alumni86.id>',
      log: silent,
    });
    ctx = await createTestContext({ now: clock.now, mailer });
    // Name and contact come from the community settings when a mail is sent (docs/decisions/021).
    await setCommunity(ctx, { shortName: 'Alumni 86', phone: '6281286001986' });
  });
  afterAll(async () => {
    await ctx.close();
    await receiver.close();
  });

  it('forgot-password mails and invitations arrive there, in Indonesian HTML and text', async () => {
    const admin = await createUser(ctx, { role: 'ROLE_ADMIN' });
    const forgetful = await createUser(ctx, { name: 'Lupa Sandi' });
    const invitee = await createUser(ctx, { name: 'Undangan Baru', password: null });
    expect((await post(ctx, '/forgot-password', { email: forgetful.email })).statusCode).toBe(200);
    const invited = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/invitations',
      headers: { authorization: `Bearer ${ctx.app.signToken(admin).token}` },
      payload: { userIds: [invitee.id] },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    await ctx.app.mailJob.runOnce();

    const reset = receiver.mails.find((m) => m.to.includes(forgetful.email.toLowerCase()));
    expect(reset?.raw).toContain('Subject: Atur ulang password Alumni 86');
    expect(plainText(reset?.raw ?? '')).toContain('Kontak: Telepon +62 812-8600-1986');
    expect(plainText(reset?.raw ?? '')).toContain(`${ctx.config.publicUrl}/forget-password/confirm?token=`);
    const invitation = receiver.mails.find((m) => m.to.includes(invitee.email.toLowerCase()));
    expect(invitation?.raw).toContain('Subject: Undangan mengaktifkan akun Alumni 86');
    expect(invitation?.raw).toMatch(/Content-Type: text\/html/i);
    const text = plainText(invitation?.raw ?? '');
    expect(text).toContain('Halo Undangan Baru,');
    expect(text).toContain(`${ctx.config.publicUrl}/activate?token=`);
    expect(text).toContain('Panitia Alumni 86');
    expect((await outboxRows(ctx)).every((r) => r.status === 'sent')).toBe(true);
  });
});

describe('two senders at once', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ now: clock.now });
  });
  afterAll(() => ctx.close());

  it('one run sends everything due, batch after batch', async () => {
    for (let i = 0; i < 45; i += 1) await enqueueMail(ctx.db, sample(`r${i}@example.com`), clock.now());
    const before = ctx.outbox.length;
    await ctx.app.mailJob.runOnce();
    expect(ctx.outbox.length - before).toBe(45);
    expect((await outboxRows(ctx)).every((r) => r.status === 'sent')).toBe(true);
  });

  it('never send one mail twice (FOR UPDATE SKIP LOCKED on PostgreSQL)', async () => {
    for (let i = 0; i < 45; i += 1) await enqueueMail(ctx.db, sample(`m${i}@example.com`), clock.now());
    const received: Mail[] = [];
    const slowMailer = {
      configured: true,
      send: async (m: Mail) => {
        await new Promise((r) => setImmediate(r));
        received.push(m);
      },
    };
    const senders = [0, 1, 2].map(() =>
      createMailSender({ database: ctx.database, mailer: slowMailer, now: clock.now, log: silent }),
    );
    for (let round = 0; round < 3; round += 1) await Promise.all(senders.map((s) => s.runOnce()));
    expect(received).toHaveLength(45);
    expect(new Set(received.map((m) => m.to)).size).toBe(45);
    const rows = (await outboxRows(ctx)).filter((r) => r.to_address.startsWith('m'));
    expect(rows).toHaveLength(45);
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 1)).toBe(true);
  });
});

describe('without SMTP_URL', () => {
  let ctx: TestContext;
  const logged: string[] = [];
  beforeAll(async () => {
    const mailer = createMailer({
      from: 'x@alumni86.id',
      log: { warn: (_o: unknown, msg: string) => void logged.push(msg) } as never,
    });
    ctx = await createTestContext({ now: clock.now, mailer });
  });
  afterAll(() => ctx.close());

  it('the admin screens learn that e-mail is not configured; invitations still queue', async () => {
    const admin = await createUser(ctx, { role: 'ROLE_ADMIN' });
    const headers = { authorization: `Bearer ${ctx.app.signToken(admin).token}` };
    const status = await ctx.app.inject({ method: 'GET', url: '/api/v1/mail/status', headers });
    expect(status.json()).toEqual({
      result: { configured: false, publicUrl: 'http://localhost:3000', publicUrlLocal: true },
    });
    const member = await createUser(ctx, { password: null });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/user/invitations',
      headers,
      payload: { userIds: [member.id] },
    });
    expect(res.json()).toEqual({ result: { invited: 1, skippedActive: 0, emailConfigured: false } });
    const deliveries = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user/${member.id}/deliveries`,
      headers,
    });
    expect(deliveries.json().result).toMatchObject({ emailConfigured: false, active: false });
    await ctx.db.deleteFrom('outbox').execute();
  });

  it('writes the mail to the log once for the operator and keeps it queued until SMTP is configured', async () => {
    await enqueueMail(ctx.db, sample('tanpa.smtp@example.com'), clock.now());
    await ctx.app.mailJob.runOnce();
    await ctx.app.mailJob.runOnce();
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Ini surat uji coba.');
    const [row] = await outboxRows(ctx);
    expect(row).toMatchObject({
      status: 'queued',
      attempts: 0,
      next_attempt_at: null,
      last_error: MAIL_NOT_CONFIGURED,
    });

    // Configured later (a restart with SMTP_URL): the parked mail goes out.
    const received: Mail[] = [];
    const configured = createMailSender({
      database: ctx.database,
      mailer: { configured: true, send: async (m) => void received.push(m) },
      now: clock.now,
      log: silent,
    });
    expect(await configured.runOnce()).toMatchObject({ sent: 1 });
    expect(received.map((m) => m.to)).toEqual(['tanpa.smtp@example.com']);
  });
});

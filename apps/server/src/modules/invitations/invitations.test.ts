import { DEFAULT_COMMUNITY, INVITATION_MSG, whatsAppNumber } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, createUser, loginAs, type TestContext } from '../../../test/helpers.ts';
import { COMMUNITY_NAME } from '../../lib/mail-layout.ts';
import { manualClock } from '../auth/auth.test-support.ts';
import { newUserRow } from '../users/create-user.service.ts';
import { userActivity } from '../users/users-admin.test-support.ts';
import { hashInvitationToken, INVITATION_TTL_MS } from './invitations.service.ts';
import {
  deliveries,
  invitationToken,
  sendInvitations,
  tokenFromWhatsApp,
  whatsApp,
} from './invitations.test-support.ts';

/** Invitations and activation (docs/decisions/014): 'Kirim Undangan', 'Kirim via WhatsApp', 'Belum aktif', delivery status. */
let ctx: TestContext;
let admin: Awaited<ReturnType<typeof loginAs>>;
const clock = manualClock(new Date('2026-07-01T03:00:00.000Z'));

beforeAll(async () => {
  ctx = await createTestContext({ now: clock.now });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Panitia Undangan' });
});
afterAll(() => ctx.close());

const invitationsOf = (userId: number) =>
  ctx.db.selectFrom('invitations').selectAll().where('user_id', '=', userId).orderBy('id').execute();
const outboxOf = (userId: number) =>
  ctx.db.selectFrom('outbox').selectAll().where('user_id', '=', userId).orderBy('id').execute();

describe('whatsAppNumber', () => {
  it('normalises Indonesian mobile numbers to 62… and refuses what WhatsApp cannot reach', () => {
    expect(whatsAppNumber('0812-3456-7890')).toBe('6281234567890');
    expect(whatsAppNumber('+62 812 3456 789')).toBe('628123456789');
    expect(whatsAppNumber('62(812)34567890')).toBe('6281234567890');
    expect(whatsAppNumber('81234567890')).toBe('6281234567890');
    expect(whatsAppNumber('021 5550123')).toBeNull(); // a Jakarta landline
    expect(whatsAppNumber('0812')).toBeNull();
    expect(whatsAppNumber('08123456789012345')).toBeNull();
    expect(whatsAppNumber('bukan nomor')).toBeNull();
    expect(whatsAppNumber('-')).toBeNull();
    expect(whatsAppNumber(null)).toBeNull();
  });
});

describe('POST /user/invitations', () => {
  it('refuses a guest (401) and a member (403) before reading the body', async () => {
    const target = await createUser(ctx, { password: null });
    expect((await sendInvitations(ctx, { userIds: [target.id] }, {})).statusCode).toBe(401);
    const member = await loginAs(ctx, 'ROLE_USER');
    const res = await sendInvitations(ctx, { userIds: [target.id] }, member.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
    expect(await invitationsOf(target.id)).toHaveLength(0);
  });

  it.each([
    ['nothing chosen', {}, INVITATION_MSG.selectionRequired],
    ['an empty selection', { userIds: [] }, INVITATION_MSG.selectionRequired],
    ['both a selection and all', { userIds: [1], all: true }, INVITATION_MSG.selectionRequired],
    ['a text id', { userIds: ['x'] }, 'ID pengguna tidak valid'],
    ['id 0', { userIds: [0] }, 'ID pengguna tidak valid'],
    ['all: false', { all: false }, INVITATION_MSG.selectionRequired],
    ['10,001 ids', { userIds: Array.from({ length: 10_001 }, (_, i) => i + 1) }, INVITATION_MSG.tooMany],
  ])('refuses %s with a 400 in Indonesian', async (_label, body, message) => {
    const res = await sendInvitations(ctx, body, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('queues one mail per not-yet-active member with a 7-day link, skips active ones, logs one activity row', async () => {
    const a = await createUser(ctx, { password: null, name: 'Siti <Aminah>' });
    const b = await createUser(ctx, { password: null });
    const active = await createUser(ctx);
    const before = (await userActivity(ctx)).length;

    const res = await sendInvitations(ctx, { userIds: [a.id, b.id, active.id, a.id] }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ result: { invited: 2, skippedActive: 1, emailConfigured: true } });

    const [inv] = await invitationsOf(a.id);
    expect(inv).toMatchObject({
      channel: 'email',
      created_by: admin.user.id,
      created_at: clock.now().toISOString(),
      expires_at: new Date(clock.now().getTime() + INVITATION_TTL_MS).toISOString(),
      used_at: null,
    });
    expect(await invitationsOf(active.id)).toHaveLength(0);
    const [mail] = await outboxOf(a.id);
    expect(mail).toMatchObject({
      kind: 'invitation',
      status: 'queued',
      ref: `invitation:${inv?.id}`,
      secret: 1,
    });
    // The outbox row holds the marker the sender replaces with the community's short name (mail-layout.ts).
    expect(mail?.subject).toBe(INVITATION_MSG.mailSubject(COMMUNITY_NAME));
    expect(mail?.html).toContain('Halo Siti &lt;Aminah&gt;,');
    expect(mail?.html).toContain('>Aktifkan Akun</a>');
    expect(mail?.text).toContain('berlaku 7 hari');

    const token = await invitationToken(ctx, a.email);
    expect(hashInvitationToken(token)).toBe(inv?.token_hash);
    expect(inv?.token_hash).not.toContain(token);

    const log = await userActivity(ctx);
    expect(log).toHaveLength(before + 1);
    expect(log.at(-1)).toMatchObject({
      user_id: admin.user.id,
      action: 'Undang',
      activity_info: 'Mengantrekan undangan aktivasi untuk 2 anggota (dikirim lewat e-mail)',
    });
  });

  it('with all: true invites every not-yet-active member matching the search, and nobody else', async () => {
    const tag = `grup${Date.now().toString(36)}`;
    const m1 = await createUser(ctx, { password: null, name: `Anggota ${tag} Satu` });
    const m2 = await createUser(ctx, { password: null, username: `${tag}_dua` });
    const activeMatch = await createUser(ctx, { name: `Anggota ${tag} Aktif` });
    const other = await createUser(ctx, { password: null });
    const res = await sendInvitations(ctx, { all: true, username: tag.toUpperCase() }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result).toMatchObject({ invited: 2, skippedActive: 0 });
    expect(await invitationsOf(m1.id)).toHaveLength(1);
    expect(await invitationsOf(m2.id)).toHaveLength(1);
    expect(await invitationsOf(activeMatch.id)).toHaveLength(0);
    expect(await invitationsOf(other.id)).toHaveLength(0);
  });
});

describe('Kirim Undangan to a whole import', () => {
  it('invites 1,100 listed members in one request: one invitation and one linked mail each', async () => {
    await ctx.deliverMail(); // earlier tests' mails are out of the way
    const tag = `massal${Date.now().toString(36)}`;
    const at = clock.now().toISOString();
    // Built like every user row (users/create-user.service.ts), without a password: 'Belum aktif'.
    const rows = Array.from({ length: 1_100 }, (_, i) =>
      newUserRow(
        {
          name: `Anggota ${tag} ${i}`,
          username: `${tag}_${i}`,
          email: `${tag}_${i}@example.com`,
          password_hash: null,
        },
        at,
      ),
    );
    for (let i = 0; i < rows.length; i += 250)
      await ctx.db
        .insertInto('users')
        .values(rows.slice(i, i + 250))
        .execute();

    const res = await sendInvitations(ctx, { all: true, username: tag }, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.invited).toBe(1_100);
    const mails = await ctx.db
      .selectFrom('outbox as o')
      .innerJoin('users as u', 'u.id', 'o.user_id')
      .select(['o.ref', 'o.to_address', 'u.email', 'u.id as user_id'])
      .where('u.username', 'like', `${tag}_%`)
      .execute();
    expect(mails).toHaveLength(1_100);
    const invitations = await ctx.db
      .selectFrom('invitations as i')
      .innerJoin('users as u', 'u.id', 'i.user_id')
      .select(['i.id', 'i.user_id'])
      .where('u.username', 'like', `${tag}_%`)
      .execute();
    const invitationOf = new Map(invitations.map((i) => [i.user_id, i.id]));
    for (const m of mails) {
      expect(m.to_address).toBe(m.email);
      expect(m.ref).toBe(`invitation:${invitationOf.get(m.user_id)}`);
    }
    // One sender run sends at most 1,000; the next run goes on with the rest.
    const sentToBatch = () => ctx.outbox.filter((m) => m.to.startsWith(`${tag}_`)).length;
    await ctx.deliverMail();
    expect(sentToBatch()).toBe(1_000);
    await ctx.deliverMail();
    expect(sentToBatch()).toBe(1_100);
  });
});

describe("GET /user?status=inactive ('Belum aktif')", () => {
  it('lists only members without a password, with when they were last invited', async () => {
    const tag = `filter${Date.now().toString(36)}`;
    const never = await createUser(ctx, { password: null, name: `${tag} Belum Diundang` });
    const invited = await createUser(ctx, { password: null, name: `${tag} Sudah Diundang` });
    await createUser(ctx, { name: `${tag} Aktif` });
    clock.advance(60_000);
    await sendInvitations(ctx, { userIds: [invited.id] }, admin.headers);

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user?status=inactive&username=${tag}&sortBy=az`,
      headers: admin.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { total, datas } = res.json().result;
    expect(total).toBe(2);
    expect(datas.map((u: { id: number }) => u.id)).toEqual([never.id, invited.id]);
    expect(datas[0]).toMatchObject({ active: false, lastInvitedAt: null });
    expect(datas[1]).toMatchObject({ active: false, lastInvitedAt: clock.now().toISOString() });

    const all = await ctx.app.inject({
      method: 'GET',
      url: `/api/v1/user?username=${tag}&sortBy=az`,
      headers: admin.headers,
    });
    expect(all.json().result.total).toBe(3);
    expect(all.json().result.datas.find((u: { name: string }) => u.name.endsWith('Aktif')).active).toBe(true);
  });

  it('refuses the filter to members and guests (403) and a bad status (400)', async () => {
    const member = await loginAs(ctx, 'ROLE_USER');
    const asMember = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user?status=inactive',
      headers: member.headers,
    });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.json().message).toBe('Filter status pengguna hanya untuk admin.');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/user?status=inactive' })).statusCode).toBe(
      403,
    );
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user?status=aktif',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status hanya boleh inactive');
  });
});

describe('POST /user/{id}/invitation/whatsapp', () => {
  it('answers a wa.me link with the pre-filled Indonesian message holding a working activation link', async () => {
    const member = await createUser(ctx, {
      password: null,
      name: 'Budi Santoso',
      phone_number: '0812 3456 7890',
    });
    const res = await whatsApp(ctx, member.id, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    const { url, link, phone } = res.json().result;
    expect(phone).toBe('6281234567890');
    expect(url).toMatch(/^https:\/\/wa\.me\/6281234567890\?text=/);
    const text = new URL(url).searchParams.get('text');
    expect(text).toContain(`Halo Budi Santoso, ini undangan dari panitia ${DEFAULT_COMMUNITY.shortName}.`);
    expect(text).toContain(link);
    const token = tokenFromWhatsApp(url, ctx.config.publicUrl);
    const [inv] = await invitationsOf(member.id);
    expect(inv).toMatchObject({ channel: 'whatsapp', token_hash: hashInvitationToken(token) });
    // No mail: WhatsApp works without e-mail.
    expect(await outboxOf(member.id)).toHaveLength(0);
    expect((await userActivity(ctx)).at(-1)?.activity_info).toBe(
      `Membuat undangan WhatsApp untuk ${member.username}`,
    );
  });

  it('refuses a member without a usable number (400), an active member (409), unknown or bad ids and non-admins', async () => {
    const noPhone = await createUser(ctx, { password: null, phone_number: '021 5550123' });
    const res = await whatsApp(ctx, noPhone.id, admin.headers);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'NO_WHATSAPP', message: INVITATION_MSG.noWhatsApp });

    const active = await createUser(ctx, { phone_number: '081234567890' });
    const conflict = await whatsApp(ctx, active.id, admin.headers);
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().message).toBe(INVITATION_MSG.alreadyActive);

    expect((await whatsApp(ctx, 99_999_999, admin.headers)).statusCode).toBe(404);
    expect((await whatsApp(ctx, 'abc', admin.headers)).statusCode).toBe(400);
    const member = await loginAs(ctx, 'ROLE_USER');
    expect((await whatsApp(ctx, noPhone.id, member.headers)).statusCode).toBe(403);
    expect((await whatsApp(ctx, noPhone.id, {})).statusCode).toBe(401);
    expect(await invitationsOf(noPhone.id)).toHaveLength(0);
  });
});

describe('GET /user/{id}/deliveries and GET /mail/status', () => {
  it('shows invitations and mails with status (antre, terkirim, gagal + reason)', async () => {
    const member = await createUser(ctx, { password: null, phone_number: '081299998888' });
    await sendInvitations(ctx, { userIds: [member.id] }, admin.headers);
    let res = await deliveries(ctx, member.id, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    let body = res.json().result;
    expect(body).toMatchObject({ active: false, emailConfigured: true, whatsApp: '6281299998888' });
    expect(body.invitations).toHaveLength(1);
    expect(body.mails[0]).toMatchObject({
      kind: 'invitation',
      status: 'queued',
      attempts: 0,
      sentDate: null,
    });

    await ctx.deliverMail();
    // A failed mail keeps its reason.
    await ctx.db
      .insertInto('outbox')
      .values({
        kind: 'invitation',
        to_address: member.email,
        subject: 'x',
        html: '',
        text: '',
        status: 'failed',
        attempts: 6,
        next_attempt_at: null,
        last_error: '550 mailbox unavailable',
        created_at: clock.now().toISOString(),
        sent_at: null,
        user_id: member.id,
        ref: null,
      })
      .execute();
    res = await deliveries(ctx, member.id, admin.headers);
    body = res.json().result;
    expect(body.mails.map((m: { status: string }) => m.status)).toEqual(['failed', 'sent']);
    expect(body.mails[0].lastError).toBe('550 mailbox unavailable');
  });

  it('refuses non-admins and unknown members', async () => {
    const member = await loginAs(ctx, 'ROLE_USER');
    expect((await deliveries(ctx, member.user.id, member.headers)).statusCode).toBe(403);
    expect((await deliveries(ctx, member.user.id, {})).statusCode).toBe(401);
    expect((await deliveries(ctx, 99_999_999, admin.headers)).statusCode).toBe(404);
    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/mail/status',
      headers: admin.headers,
    });
    expect(status.json()).toEqual({
      result: { configured: true, publicUrl: 'http://localhost:3000', publicUrlLocal: true },
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/v1/mail/status', headers: member.headers }))
        .statusCode,
    ).toBe(403);
  });
});

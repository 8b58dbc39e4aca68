import { MEMORIAL_MSG } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import {
  type ApiCallArgs,
  authHeader,
  callApi,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { enqueueMails } from '../mail/mail.service.ts';
import { notificationsOf } from '../notifications/notifications.test-support.ts';

/**
 * 'In Memoriam' (docs/decisions/024): an admin marks an account (reversible); its future seats are released
 * and the waitlist moves; from then on no sender reaches it (outbox, reminders, waitlist promotions,
 * invitations incl. WhatsApp, mentions and mention suggestions); messages of remembrance appear once approved.
 */
let ctx: TestContext;
type User = Awaited<ReturnType<typeof createUser>>;
type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let member: Login;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Panitia' });
  member = await loginAs(ctx, 'ROLE_USER', { name: 'Teguh Prasetyo' });
});
afterAll(() => ctx.close());

const call = (...args: ApiCallArgs) => callApi(ctx, ...args);
const mark = (u: User, deceased: boolean, date: string | null = '15/11/2026') =>
  call('PUT', `/user/${u.id}/deceased`, admin.headers, { deceased, date });
const HOUR = 3_600_000;

describe('marking an account', () => {
  it('only admins, never themselves; bad input refused', async () => {
    const target = await createUser(ctx);
    expect((await call('PUT', `/user/${target.id}/deceased`, {}, { deceased: true })).statusCode).toBe(401);
    expect(
      (await call('PUT', `/user/${target.id}/deceased`, member.headers, { deceased: true })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/user/${admin.user.id}/deceased`, admin.headers, { deceased: true })).json()
        .message,
    ).toBe(MEMORIAL_MSG.cannotSelf);
    expect(
      (await call('PUT', `/user/${target.id}/deceased`, admin.headers, { deceased: 'ya' })).statusCode,
    ).toBe(400);
    const badDate = await call('PUT', `/user/${target.id}/deceased`, admin.headers, {
      deceased: true,
      date: '2026-11-15',
    });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors[0].message).toBe(MEMORIAL_MSG.dateInvalid);
    expect((await call('PUT', '/user/999999/deceased', admin.headers, { deceased: true })).statusCode).toBe(
      404,
    );
  });

  it('releases seats at events still to come (the waitlist moves), keeps past ones, and is reversible', async () => {
    const gone = await createUser(ctx, { name: 'Almarhum Rudi' });
    const waiting = await createUser(ctx, { name: 'Menunggu Kursi' });
    const alsoWaiting = await createUser(ctx, { name: 'Juga Menunggu' });
    const roster = (await call('POST', '/roster', admin.headers, { name: 'Rudi Hartono' })).json().result;
    await call('PUT', `/roster/${roster.id}/link`, admin.headers, { userId: gone.id });

    const future = await createEvent(ctx, { name: 'Reuni Penuh', quota: 1 });
    await addParticipant(ctx, future.id, gone.id);
    await ctx.db
      .insertInto('event_waitlist')
      .values({ event_id: future.id, user_id: waiting.id, created_at: new Date().toISOString() })
      .execute();
    const other = await createEvent(ctx, { name: 'Acara Lain', quota: 1 });
    await addParticipant(ctx, other.id, alsoWaiting.id);
    await ctx.db
      .insertInto('event_waitlist')
      .values({ event_id: other.id, user_id: gone.id, created_at: new Date().toISOString() })
      .execute();
    const past = await createEvent(ctx, {
      name: 'Reuni Lalu',
      start_date: new Date(Date.now() - 48 * HOUR).toISOString(),
      end_date: new Date(Date.now() - 45 * HOUR).toISOString(),
    });
    await addParticipant(ctx, past.id, gone.id);

    const res = await mark(gone, true);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({
      id: gone.id,
      deceased: true,
      deceasedDate: '15/11/2026',
      released: 1,
    });

    const seats = await ctx.db
      .selectFrom('event_participants')
      .select(['event_id', 'user_id'])
      .where('event_id', 'in', [future.id, past.id])
      .execute();
    expect(seats).toEqual(
      expect.arrayContaining([
        { event_id: future.id, user_id: waiting.id },
        { event_id: past.id, user_id: gone.id },
      ]),
    );
    expect(seats.some((s) => s.event_id === future.id && s.user_id === gone.id)).toBe(false);
    const line = await ctx.db
      .selectFrom('event_waitlist')
      .select('user_id')
      .where('user_id', '=', gone.id)
      .execute();
    expect(line).toHaveLength(0);
    const count = await ctx.db
      .selectFrom('events')
      .select('total_participant')
      .where('id', '=', future.id)
      .executeTakeFirstOrThrow();
    expect(count.total_participant).toBe(1);
    // The roster row follows.
    const row = (await call('GET', '/roster?search=rudi', admin.headers)).json().result.datas[0];
    expect(row).toMatchObject({ status: 'DECEASED', deceasedDate: '15/11/2026' });

    const undo = await mark(gone, false, null);
    expect(undo.json().result).toMatchObject({ deceased: false, released: 0 });
    expect((await call('GET', '/roster?search=rudi', admin.headers)).json().result.datas[0].status).toBe(
      'REGISTERED',
    );
    const logs = await ctx.db
      .selectFrom('activity_logs')
      .select('activity_info')
      .where('activity_info', 'like', '%Almarhum Rudi%')
      .execute();
    expect(logs).toHaveLength(2);
  });
});

describe('nothing reaches the account of a classmate who has passed away', () => {
  let gone: User;
  let living: User;
  beforeAll(async () => {
    gone = await createUser(ctx, {
      name: 'Almarhumah Sari',
      username: 'sari_kenangan',
      password: null,
      phone_number: '081234567890',
    });
    living = await createUser(ctx, { name: 'Sahabat Sari', username: 'sari_sahabat', password: null });
    // A mail queued before the mark is stopped too.
    await enqueueMails(ctx.db, [
      { kind: 'test', to: gone.email, subject: 'Lama', html: 'x', text: 'x', userId: gone.id },
    ]);
    expect((await mark(gone, true)).statusCode).toBe(200);
  });

  it('the outbox: by member and by address; mails waiting before the mark are stopped', async () => {
    const ids = await enqueueMails(ctx.db, [
      { kind: 'test', to: gone.email, subject: 'A', html: 'a', text: 'a', userId: gone.id },
      { kind: 'test', to: gone.email.toUpperCase(), subject: 'B', html: 'b', text: 'b' },
      { kind: 'test', to: living.email, subject: 'C', html: 'c', text: 'c', userId: living.id },
    ]);
    expect(ids).toHaveLength(1);
    const delivered = await ctx.deliverMail();
    expect(delivered.some((m) => m.to.toLowerCase() === gone.email.toLowerCase())).toBe(false);
    expect(delivered.some((m) => m.to === living.email)).toBe(true);
    const old = await ctx.db
      .selectFrom('outbox')
      .select(['status', 'last_error'])
      .where('subject', '=', 'Lama')
      .executeTakeFirstOrThrow();
    expect(old.status).toBe('failed');
  });

  it('reminders and waitlist promotions', async () => {
    const soon = new Date(Date.now() + 6 * HOUR);
    const event = await createEvent(ctx, {
      name: 'Acara Besok',
      quota: 2,
      start_date: soon.toISOString(),
      end_date: new Date(soon.getTime() + 2 * HOUR).toISOString(),
    });
    // Rows written behind the rules' back (a stale seat, a stale place in line): the senders still skip her.
    await addParticipant(ctx, event.id, gone.id);
    await addParticipant(ctx, event.id, living.id);
    await ctx.app.reminderJob.runOnce();
    expect((await notificationsOf(ctx, gone.id)).length).toBe(0);
    expect((await notificationsOf(ctx, living.id)).some((n) => n.content.includes('Acara Besok'))).toBe(true);

    const full = await createEvent(ctx, { name: 'Acara Penuh', quota: 1 });
    const seated = await createUser(ctx);
    await addParticipant(ctx, full.id, seated.id);
    await ctx.db
      .insertInto('event_waitlist')
      .values({ event_id: full.id, user_id: gone.id, created_at: new Date().toISOString() })
      .execute();
    await call('POST', '/event-participant/canceled', authHeader(ctx, seated), { eventId: full.id });
    expect((await notificationsOf(ctx, gone.id)).length).toBe(0);
    const mails = await ctx.db
      .selectFrom('outbox')
      .select('id')
      .where('user_id', '=', gone.id)
      .where('status', '=', 'queued')
      .execute();
    expect(mails).toHaveLength(0);
  });

  it('invitations (e-mail and WhatsApp), mentions and mention suggestions', async () => {
    const invited = await call('POST', '/user/invitations', admin.headers, { userIds: [gone.id, living.id] });
    expect(invited.statusCode).toBe(200);
    expect(invited.json().result.invited).toBe(1);
    const all = await call('POST', '/user/invitations', admin.headers, { all: true, username: 'sari_' });
    expect(all.json().result.invited).toBe(1);
    const wa = await call('POST', `/user/${gone.id}/invitation/whatsapp`, admin.headers);
    expect(wa.statusCode).toBe(409);
    expect(wa.json().code).toBe('MEMBER_DECEASED');
    const invitations = await ctx.db
      .selectFrom('invitations')
      .select('id')
      .where('user_id', '=', gone.id)
      .execute();
    expect(invitations).toHaveLength(0);

    const suggestions = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user?offset=0&limit=5&username=sari_',
    });
    const names = suggestions.json().result.datas.map((u: { username: string }) => u.username);
    expect(names).toContain('sari_sahabat');
    expect(names).not.toContain('sari_kenangan');
    // Admins still find the account (to undo a mistake).
    const adminList = await ctx.app.inject({
      method: 'GET',
      url: '/api/v1/user?username=sari_',
      headers: admin.headers,
    });
    expect(adminList.json().result.datas.map((u: { username: string }) => u.username)).toContain(
      'sari_kenangan',
    );

    const event = await createEvent(ctx, { name: 'Acara Kenangan' });
    await addParticipant(ctx, event.id, member.user.id);
    const comment = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/comment',
      headers: member.headers,
      payload: {
        eventId: event.id,
        content: 'Teringat @sari_kenangan dan @sari_sahabat',
        parentCommentId: null,
      },
    });
    expect(comment.statusCode).toBeLessThan(300);
    expect((await notificationsOf(ctx, gone.id)).length).toBe(0);
    expect((await notificationsOf(ctx, living.id)).some((n) => n.content.includes('Acara Kenangan'))).toBe(
      true,
    );
  });
});

describe('messages of remembrance', () => {
  it('appear after an admin approves them', async () => {
    const gone = await createUser(ctx, { name: 'Almarhum Joko' });
    const alive = await createUser(ctx);
    expect(
      (await call('POST', `/user/${alive.id}/memories`, member.headers, { content: 'Halo' })).json().message,
    ).toBe(MEMORIAL_MSG.notDeceased);
    await mark(gone, true, null);

    expect((await call('POST', `/user/${gone.id}/memories`, {}, { content: 'x' })).statusCode).toBe(401);
    expect(
      (await call('POST', `/user/${gone.id}/memories`, member.headers, { content: '  ' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/user/${gone.id}/memories`, member.headers, { content: 'x'.repeat(1001) }))
        .statusCode,
    ).toBe(400);
    const sent = await call('POST', `/user/${gone.id}/memories`, member.headers, {
      content: 'Selamat jalan, sahabat. Kenangan di kelas IPA 2 tak terlupa.',
    });
    expect(sent.statusCode).toBe(201);
    const memoryId = sent.json().result.id;

    const reader = await loginAs(ctx);
    const before = await call('GET', `/user/${gone.id}/memories`, reader.headers);
    expect(before.json().result.memorial).toMatchObject({
      name: 'Almarhum Joko',
      deceased: true,
      deceasedDate: null,
    });
    expect(before.json().result.datas).toHaveLength(0);
    expect(
      (await call('GET', `/user/${gone.id}/memories`, member.headers)).json().result.datas[0].status,
    ).toBe('PENDING');
    expect((await call('GET', '/memories/pending', member.headers)).statusCode).toBe(403);
    const pending = await call('GET', '/memories/pending', admin.headers);
    expect(pending.json().result.datas.some((m: { id: number }) => m.id === memoryId)).toBe(true);

    expect(
      (await call('PUT', `/user/${gone.id}/memories/${memoryId}`, member.headers, { status: 'APPROVED' }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/user/${gone.id}/memories/${memoryId}`, admin.headers, { status: 'MAYBE' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('PUT', `/user/${alive.id}/memories/${memoryId}`, admin.headers, { status: 'APPROVED' }))
        .statusCode,
    ).toBe(404);
    const approved = await call('PUT', `/user/${gone.id}/memories/${memoryId}`, admin.headers, {
      status: 'APPROVED',
    });
    expect(approved.json().result.status).toBe('APPROVED');
    const after = await call('GET', `/user/${gone.id}/memories`, reader.headers);
    expect(after.json().result.datas.map((m: { content: string }) => m.content)).toEqual([
      'Selamat jalan, sahabat. Kenangan di kelas IPA 2 tak terlupa.',
    ]);
    // Visitors see the memorial but not the messages.
    const visitor = await call('GET', `/user/${gone.id}/memories`);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json().result.datas).toHaveLength(0);
    expect((await notificationsOf(ctx, member.user.id)).at(-1)?.content).toContain('Almarhum Joko');
  });
});

import { DEATH_NOTICE_MSG, deathNoticeShareText } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type ApiCallArgs,
  callApi,
  createTestContext,
  createUser,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { notificationsOf } from '../notifications/notifications.test-support.ts';

/**
 * 'Kabar Duka' (docs/decisions/024): any member submits, published only after an admin other than the
 * submitter confirms; then every member is told in-app and by e-mail (unless turned off). Both databases.
 */
let ctx: TestContext;
type Login = Awaited<ReturnType<typeof loginAs>>;
let adminA: Login;
let adminB: Login;
let member: Login;
let other: Login;

beforeAll(async () => {
  ctx = await createTestContext();
  adminA = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Satu' });
  adminB = await loginAs(ctx, 'ROLE_ADMINS', { name: 'Admin Dua' });
  member = await loginAs(ctx, 'ROLE_USER', { name: 'Yusuf Hidayat' });
  other = await loginAs(ctx, 'ROLE_USER', { name: 'Lina Marlina' });
});
afterAll(() => ctx.close());

const call = (...args: ApiCallArgs) => callApi(ctx, ...args);

const notice = {
  deceasedName: 'Bapak H. Sudirman',
  relation: 'Ayahanda dari Yusuf Hidayat (IPA 2)',
  diedOn: '20/11/2026',
  funeralHome: 'Jl. Melati No. 5, Bandung',
  burialTime: 'Sabtu, 21/11/2026 pukul 10.00 WIB',
  burialPlace: 'TPU Sirnaraga',
  mapUrl: 'https://maps.app.goo.gl/abc',
  note: 'Mohon doanya.',
};

describe('submitting', () => {
  it('a visitor cannot submit; bad input gets Indonesian messages; there is no cause-of-death field', async () => {
    expect((await call('POST', '/death-notice', {}, notice)).statusCode).toBe(401);
    expect((await call('GET', '/death-notice')).statusCode).toBe(401);
    const cause = await call('POST', '/death-notice', member.headers, { ...notice, cause: 'sakit' });
    expect(cause.statusCode).toBe(400);
    const noName = await call('POST', '/death-notice', member.headers, { ...notice, deceasedName: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBeTruthy();
    const badDate = await call('POST', '/death-notice', member.headers, { ...notice, diedOn: '31/02/2026' });
    expect(badDate.json().errors[0].message).toBe(DEATH_NOTICE_MSG.dateInvalid);
    const future = await call('POST', '/death-notice', member.headers, { ...notice, diedOn: '01/01/2999' });
    expect(future.statusCode).toBe(400);
    const map = await call('POST', '/death-notice', member.headers, {
      ...notice,
      mapUrl: 'javascript:alert(1)',
    });
    expect(map.json().errors[0].message).toBe(DEATH_NOTICE_MSG.mapInvalid);
    expect((await ctx.db.selectFrom('death_notices').select('id').execute()).length).toBe(0);
  });
});

describe('the two-person rule', () => {
  it('stays pending until an admin other than the submitter confirms', async () => {
    const sent = await call('POST', '/death-notice', member.headers, notice);
    expect(sent.statusCode).toBe(201);
    const id = sent.json().result.id;
    expect(sent.json().result).toMatchObject({ status: 'PENDING', shareText: null, diedOn: '20/11/2026' });
    // The admins are told it waits; the other member sees nothing yet.
    expect((await notificationsOf(ctx, adminA.user.id)).at(-1)?.content).toBe(
      DEATH_NOTICE_MSG.pendingForAdmins(notice.deceasedName),
    );
    expect((await call('GET', '/death-notice', other.headers)).json().result.total).toBe(0);
    expect((await call('GET', `/death-notice/${id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/death-notice/${id}`, member.headers)).json().result.status).toBe('PENDING');

    // A member cannot confirm, not even their own.
    expect(
      (await call('POST', `/death-notice/${id}/confirm`, member.headers, { wording: 'ISLAMIC' })).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/death-notice/${id}/confirm`, adminA.headers, { wording: 'OTHER' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/death-notice/999999/confirm', adminA.headers, { wording: 'ISLAMIC' })).statusCode,
    ).toBe(404);

    await createUser(ctx, { name: 'Tanpa Email Duka', death_notice_email: 0 });
    const ok = await call('POST', `/death-notice/${id}/confirm`, adminA.headers, { wording: 'ISLAMIC' });
    expect(ok.statusCode).toBe(200);
    const published = ok.json().result;
    expect(published).toMatchObject({ status: 'PUBLISHED', wording: 'ISLAMIC', confirmedBy: 'Admin Satu' });
    expect(published.shareText).toBe(
      deathNoticeShareText({ ...notice, diedOn: '2026-11-20', wording: 'ISLAMIC' }),
    );
    expect(published.shareText.startsWith("Innalillahi wa inna ilaihi raji'un.")).toBe(true);
    expect(published.shareText).toContain('Jumat, 20 November 2026');
    expect(published.shareText).toContain('https://maps.app.goo.gl/abc');

    // Every member is told, in-app and by e-mail (except who turned those e-mails off).
    const note = (await notificationsOf(ctx, other.user.id)).at(-1);
    expect(note).toMatchObject({
      content: DEATH_NOTICE_MSG.notification(notice.deceasedName),
      redirect_url: `/kabar-duka/${id}`,
    });
    const mails = await ctx.db
      .selectFrom('outbox')
      .select(['to_address', 'subject', 'text', 'user_id'])
      .where('ref', '=', `death-notice:${id}`)
      .execute();
    expect(mails.map((m) => m.to_address)).toContain(other.user.email);
    expect(mails.some((m) => m.subject === DEATH_NOTICE_MSG.mailSubject(notice.deceasedName))).toBe(true);
    const off = await ctx.db
      .selectFrom('users')
      .select('email')
      .where('death_notice_email', '=', 0)
      .execute();
    expect(mails.map((m) => m.to_address)).not.toContain(off[0]?.email);
    expect(mails.map((m) => m.to_address)).not.toContain(adminA.user.email);
    const delivered = await ctx.deliverMail();
    expect(delivered.some((m) => m.to === other.user.email && m.text.includes('TPU Sirnaraga'))).toBe(true);

    // Confirmed once only.
    const twice = await call('POST', `/death-notice/${id}/confirm`, adminB.headers, { wording: 'NEUTRAL' });
    expect(twice.statusCode).toBe(409);
    expect((await call('GET', '/death-notice', other.headers)).json().result.datas[0].id).toBe(id);
    const log = await ctx.db
      .selectFrom('activity_logs')
      .select(['module', 'activity_info'])
      .where('module', '=', 'Kabar Duka')
      .execute();
    expect(log).toHaveLength(1);
  });

  it("an admin's own notice needs another admin; the neutral wording; declining", async () => {
    const sent = await call('POST', '/death-notice', adminA.headers, {
      ...notice,
      deceasedName: 'Ibu Hajjah Aminah',
      mapUrl: null,
    });
    const id = sent.json().result.id;
    const own = await call('POST', `/death-notice/${id}/confirm`, adminA.headers, { wording: 'NEUTRAL' });
    expect(own.statusCode).toBe(403);
    expect(own.json()).toMatchObject({ code: 'DEATH_NOTICE_OWN', message: DEATH_NOTICE_MSG.ownNotice });
    expect(
      (
        await ctx.db
          .selectFrom('death_notices')
          .select('status')
          .where('id', '=', id)
          .executeTakeFirstOrThrow()
      ).status,
    ).toBe('PENDING');
    const byB = await call('POST', `/death-notice/${id}/confirm`, adminB.headers, { wording: 'NEUTRAL' });
    expect(byB.statusCode).toBe(200);
    expect(byB.json().result.shareText.startsWith('Dengan penuh duka')).toBe(true);
    expect(byB.json().result.shareText).not.toContain('Innalillahi');

    const wrong = (
      await call('POST', '/death-notice', other.headers, { ...notice, deceasedName: 'Kabar Keliru' })
    ).json().result;
    expect((await call('POST', `/death-notice/${wrong.id}/reject`, member.headers)).statusCode).toBe(403);
    const rejected = await call('POST', `/death-notice/${wrong.id}/reject`, adminB.headers);
    expect(rejected.json().result.status).toBe('REJECTED');
    expect(
      (await call('POST', `/death-notice/${wrong.id}/confirm`, adminA.headers, { wording: 'ISLAMIC' }))
        .statusCode,
    ).toBe(409);
    expect((await notificationsOf(ctx, member.user.id)).some((n) => n.content.includes('Kabar Keliru'))).toBe(
      false,
    );
  });

  it('members may turn the e-mails off', async () => {
    expect((await call('GET', '/death-notice/email-preference', member.headers)).json().result.email).toBe(
      true,
    );
    const off = await call('PUT', '/death-notice/email-preference', member.headers, { email: false });
    expect(off.json().result.email).toBe(false);
    expect(
      (await call('PUT', '/death-notice/email-preference', member.headers, { email: 'no' })).statusCode,
    ).toBe(400);
    const id = (
      await call('POST', '/death-notice', other.headers, { ...notice, deceasedName: 'Pak Darmawan' })
    ).json().result.id;
    await call('POST', `/death-notice/${id}/confirm`, adminA.headers, { wording: 'ISLAMIC' });
    const mails = await ctx.db
      .selectFrom('outbox')
      .select('to_address')
      .where('ref', '=', `death-notice:${id}`)
      .execute();
    expect(mails.map((m) => m.to_address)).not.toContain(member.user.email);
    expect(mails.map((m) => m.to_address)).toContain(other.user.email);
    expect((await notificationsOf(ctx, member.user.id)).at(-1)?.content).toBe(
      DEATH_NOTICE_MSG.notification('Pak Darmawan'),
    );
  });
});

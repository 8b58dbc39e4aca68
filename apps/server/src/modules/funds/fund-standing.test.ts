import { CASHBOOK_EXPORT_COLUMNS, FUND_MSG, PARTICIPANT_EXPORT_COLUMNS } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addParticipant, createEvent } from '../../../test/factories.ts';
import {
  type ApiCallArgs,
  callApi,
  createTestContext,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { readXlsx } from '../exports/exports.test-support.ts';
import { notificationsOf } from '../notifications/notifications.test-support.ts';

/**
 * Who has paid (docs/decisions/028, "Who has paid"): the fund's counts, the committee's list of who has not
 * paid, 'Ingatkan' once a day, each participant's payment on the participant list and in 'Unduh Peserta', and
 * 'Buku Kas' as .xlsx with the names the reader may see. Both databases.
 */
let ctx: TestContext;
let clock = new Date('2026-12-01T02:00:00Z');
type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let treasurer: Login;
let paid: Login;
let waiting: Login;
let owing: Login;
let eventId: number;
let fundId: number;

const call = (...args: ApiCallArgs) => callApi(ctx, ...args);

const accounts = [{ bank: 'BCA', number: '1234567890', holder: 'Siti Bendahara' }];

beforeAll(async () => {
  ctx = await createTestContext({ now: () => clock });
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Kas' });
  treasurer = await loginAs(ctx, 'ROLE_USER', { name: 'Bu Bendahara' });
  paid = await loginAs(ctx, 'ROLE_USER', { name: 'Ahmad Lunas' });
  waiting = await loginAs(ctx, 'ROLE_USER', { name: 'Budi Menunggu' });
  owing = await loginAs(ctx, 'ROLE_USER', { name: 'Citra Belum' });
  expect(
    (await call('PUT', `/user/${treasurer.user.id}/treasurer`, admin.headers, { treasurer: true }))
      .statusCode,
  ).toBe(200);
  eventId = (await createEvent(ctx, { name: 'Reuni Perak' })).id;
  for (const m of [paid, waiting, owing]) await addParticipant(ctx, eventId, m.user.id);
  const fund = await call('POST', '/fund', treasurer.headers, {
    kind: 'EVENT',
    name: 'Iuran Reuni Perak',
    eventId,
    amount: 200_000,
    dueDate: '2026-12-20',
    accounts,
  });
  expect(fund.statusCode).toBe(201);
  fundId = fund.json().result.id;
  // One paid (cash, verified at once), one waiting for verification, one not yet.
  expect(
    (await call('POST', `/fund/${fundId}/cash-payment`, treasurer.headers, { userId: paid.user.id }))
      .statusCode,
  ).toBe(201);
  expect((await call('POST', `/fund/${fundId}/payment`, waiting.headers, {})).statusCode).toBe(201);
});
afterAll(() => ctx.close());

describe('the fund page counts', () => {
  it('due, not yet and their amount; waiting amount; a member sees the counts', async () => {
    const res = await call('GET', `/fund/${fundId}`, owing.headers);
    expect(res.statusCode).toBe(200);
    const fund = res.json().result;
    expect(fund.paidCount).toBe(1);
    expect(fund.pendingCount).toBe(1);
    expect(fund.pendingAmount).toBe(200_000);
    expect(fund.standing).toEqual({ due: 3, notYet: 1, notYetAmount: 200_000 });
  });

  it('a donation has no standing', async () => {
    const res = await call('POST', '/fund', admin.headers, { kind: 'DONATION', name: 'Uang Duka', accounts });
    const id = res.json().result.id;
    expect((await call('GET', `/fund/${id}`, paid.headers)).json().result.standing).toBeNull();
    const unpaid = await call('GET', `/fund/${id}/unpaid`, admin.headers);
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().message).toBe(FUND_MSG.donationNoDue);
  });
});

describe('who has not paid', () => {
  it('the committee sees the names; a member and a visitor are refused', async () => {
    const res = await call('GET', `/fund/${fundId}/unpaid`, treasurer.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.total).toBe(1);
    expect(res.json().result.datas.map((d: { name: string }) => d.name)).toEqual(['Citra Belum']);
    expect((await call('GET', `/fund/${fundId}/unpaid`, paid.headers)).statusCode).toBe(403);
    expect((await call('GET', `/fund/${fundId}/unpaid`)).statusCode).toBe(401);
    expect((await call('GET', '/fund/999999/unpaid', admin.headers)).statusCode).toBe(404);
    expect((await call('GET', `/fund/${fundId}/unpaid?limit=abc`, admin.headers)).statusCode).toBe(400);
  });

  it('a rejected slip counts as not paid again', async () => {
    const member = await loginAs(ctx, 'ROLE_USER', { name: 'Eka Ditolak' });
    await addParticipant(ctx, eventId, member.user.id);
    const pay = await call('POST', `/fund/${fundId}/payment`, member.headers, {});
    const names = async () =>
      (await call('GET', `/fund/${fundId}/unpaid?limit=100`, admin.headers))
        .json()
        .result.datas.map((d: { name: string }) => d.name);
    expect(await names()).not.toContain('Eka Ditolak');
    await call('POST', `/fund-payment/${pay.json().result.id}/reject`, admin.headers, {
      reason: 'Slip buram',
    });
    expect(await names()).toContain('Eka Ditolak');
    // Dues: every living member owes them.
    const dues = await call('POST', '/fund', admin.headers, {
      kind: 'DUES',
      name: 'Iuran 2027',
      amount: 100_000,
      accounts,
    });
    const standing = (await call('GET', `/fund/${dues.json().result.id}`, admin.headers)).json().result
      .standing;
    const living = await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('deceased', '=', 0)
      .executeTakeFirstOrThrow();
    expect(standing.due).toBe(Number(living.n));
    expect(standing.notYet).toBe(Number(living.n));
  });
});

describe("'Ingatkan'", () => {
  it('reaches who has not paid, in-app and by e-mail, once a day; logged; the WhatsApp text', async () => {
    const before = (await notificationsOf(ctx, owing.user.id)).length;
    // A phone of the member who owes (docs/decisions/030): the reminder is pushed to it too.
    const device = {
      endpoint: 'https://push.example.com/owing',
      keys: {
        p256dh: Buffer.alloc(65, 4).toString('base64url'),
        auth: Buffer.alloc(16, 7).toString('base64url'),
      },
    };
    expect((await call('POST', '/push/subscription', owing.headers, device)).statusCode).toBe(200);
    expect((await call('POST', `/fund/${fundId}/remind`, paid.headers)).statusCode).toBe(403);
    const res = await call('POST', `/fund/${fundId}/remind`, treasurer.headers);
    expect(res.statusCode).toBe(200);
    const { reminded, skipped, whatsappText } = res.json().result;
    expect(reminded).toBeGreaterThanOrEqual(1);
    expect(skipped).toBe(0);
    expect(whatsappText).toContain('Iuran Reuni Perak');
    expect(whatsappText).toContain('Rp 200.000');
    expect(whatsappText).toContain(`/iuran/${fundId}`);
    const notes = await notificationsOf(ctx, owing.user.id);
    expect(notes.length).toBe(before + 1);
    expect(notes.at(-1)?.content).toBe(FUND_MSG.reminderNotice('Iuran Reuni Perak', 'Rp 200.000'));
    expect(notes.at(-1)?.redirect_url).toBe(`/iuran/${fundId}`);
    const pushed = await ctx.db
      .selectFrom('push_outbox as o')
      .innerJoin('push_subscriptions as s', 's.id', 'o.subscription_id')
      .select(['o.body', 'o.url'])
      .where('s.endpoint', '=', device.endpoint)
      .execute();
    expect(pushed).toEqual([
      { body: FUND_MSG.reminderNotice('Iuran Reuni Perak', 'Rp 200.000'), url: `/iuran/${fundId}` },
    ]);
    // Not those who paid or wait for verification.
    expect((await notificationsOf(ctx, paid.user.id)).some((n) => n.content.startsWith('Pengingat'))).toBe(
      false,
    );
    expect((await notificationsOf(ctx, waiting.user.id)).some((n) => n.content.startsWith('Pengingat'))).toBe(
      false,
    );
    const mails = await ctx.deliverMail();
    expect(
      mails.some((m) => m.to === owing.user.email && m.subject === 'Pengingat iuran Iuran Reuni Perak'),
    ).toBe(true);
    const log = await ctx.db
      .selectFrom('activity_logs')
      .selectAll()
      .where('module', '=', 'Keuangan')
      .where('action', '=', 'Ingatkan')
      .execute();
    expect(log).toHaveLength(1);
    expect(log[0]?.user_id).toBe(treasurer.user.id);

    // Again within the day: nobody reminded twice.
    clock = new Date(clock.getTime() + 60 * 60 * 1000);
    const again = (await call('POST', `/fund/${fundId}/remind`, admin.headers)).json().result;
    expect(again.reminded).toBe(0);
    expect(again.skipped).toBe(reminded);
    expect((await notificationsOf(ctx, owing.user.id)).length).toBe(before + 1);
    const listed = (await call('GET', `/fund/${fundId}/unpaid`, admin.headers)).json().result.datas;
    expect(listed.find((d: { id: number }) => d.id === owing.user.id)?.remindedAt).toBeTruthy();

    // A day later, once more.
    clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
    expect((await call('POST', `/fund/${fundId}/remind`, admin.headers)).json().result.reminded).toBe(
      reminded,
    );
    expect((await notificationsOf(ctx, owing.user.id)).length).toBe(before + 2);
  });

  it('a closed fund or a donation cannot be reminded', async () => {
    const res = await call('POST', '/fund', admin.headers, {
      kind: 'DUES',
      name: 'Iuran Lama',
      amount: 50_000,
      accounts,
    });
    const id = res.json().result.id;
    const body = { kind: 'DUES', name: 'Iuran Lama', amount: 50_000, accounts, status: 'CLOSED' };
    const closed = await call('PUT', `/fund/${id}`, admin.headers, body);
    expect(closed.json().result.status).toBe('CLOSED');
    const r = await call('POST', `/fund/${id}/remind`, admin.headers);
    expect(r.statusCode).toBe(400);
    expect(r.json().message).toBe(FUND_MSG.closed);
    const donation = await call('POST', '/fund', admin.headers, {
      kind: 'DONATION',
      name: 'Donasi X',
      accounts,
    });
    expect((await call('POST', `/fund/${donation.json().result.id}/remind`, admin.headers)).statusCode).toBe(
      400,
    );
  });
});

describe('payment on the participant list, check-in and the export', () => {
  it('admins see Lunas / waiting / not yet per participant; members never see it', async () => {
    const res = await call(
      'GET',
      `/event-participant/get-current?eventId=${eventId}&limit=100`,
      admin.headers,
    );
    expect(res.statusCode).toBe(200);
    const byName = new Map<string, string | null>(
      res
        .json()
        .result.participants.map((p: { name: string; payment: string | null }) => [p.name, p.payment]),
    );
    expect(byName.get('Ahmad Lunas')).toBe('VERIFIED');
    expect(byName.get('Budi Menunggu')).toBe('PENDING');
    expect(byName.get('Citra Belum')).toBe('NONE');
    const asMember = await call('GET', `/event-participant/get-current?eventId=${eventId}`, paid.headers);
    for (const p of asMember.json().result.participants) expect(p).not.toHaveProperty('payment');
    // An event without a fee: null.
    const free = await createEvent(ctx, { name: 'Arisan Gratis' });
    await addParticipant(ctx, free.id, paid.user.id);
    const freeList = await call('GET', `/event-participant/get-current?eventId=${free.id}`, admin.headers);
    expect(freeList.json().result.participants[0].payment).toBeNull();
  });

  it("'Unduh Peserta' has a Pembayaran column", async () => {
    const res = await call('GET', `/export/participants?eventId=${eventId}`, admin.headers);
    expect(res.statusCode).toBe(200);
    const { rows } = await readXlsx(res.rawPayload);
    expect(rows[0]).toEqual([...PARTICIPANT_EXPORT_COLUMNS]);
    const col = PARTICIPANT_EXPORT_COLUMNS.indexOf('Pembayaran');
    const of = (name: string) => rows.find((r) => r[0] === name)?.[col];
    expect(of('Ahmad Lunas')).toBe('Lunas');
    expect(of('Budi Menunggu')).toBe('Menunggu verifikasi');
    expect(of('Citra Belum')).toBe('Belum bayar');
  });
});

describe("'Buku Kas' as .xlsx", () => {
  it('every member may download it; an anonymous donor is Hamba Allah to members, named to the committee', async () => {
    const donation = await call('POST', '/fund', admin.headers, {
      kind: 'DONATION',
      name: 'Donasi Sakit',
      accounts,
    });
    const gift = await call('POST', `/fund/${donation.json().result.id}/payment`, owing.headers, {
      amount: 75_000,
      anonymous: true,
    });
    expect(gift.statusCode).toBe(201);
    expect(
      (await call('POST', `/fund-payment/${gift.json().result.id}/verify`, treasurer.headers)).statusCode,
    ).toBe(200);
    const read = async (headers: Record<string, string>, query = '') => {
      const res = await call('GET', `/cashbook/export${query}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      return (await readXlsx(res.rawPayload)).rows;
    };
    const asMember = await read(paid.headers);
    expect(asMember[0]).toEqual([...CASHBOOK_EXPORT_COLUMNS]);
    const giftRow = (rows: string[][]) => rows.find((r) => r[2] === 'Donasi Sakit');
    expect(giftRow(asMember)?.[3]).toBe('Hamba Allah');
    expect(giftRow(await read(treasurer.headers))?.[3]).toBe('Citra Belum');
    // The last running balance is the book's balance.
    const book = (await call('GET', '/cashbook', paid.headers)).json().result;
    expect(Number(asMember.at(-1)?.[6])).toBe(book.balance);
    // A month: the opening line first.
    const month = clock.toISOString().slice(0, 7);
    expect((await read(paid.headers, `?month=${month}`))[1]?.[1]).toBe('Saldo awal');
    expect((await call('GET', '/cashbook/export')).statusCode).toBe(401);
    expect((await call('GET', '/cashbook/export?month=2026-13', paid.headers)).statusCode).toBe(400);
  });
});

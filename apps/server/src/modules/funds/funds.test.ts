import { ANONYMOUS_DONOR, FUND_MSG } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEvent } from '../../../test/factories.ts';
import {
  type ApiCallArgs,
  callApi,
  createTestContext,
  loginAs,
  type TestContext,
} from '../../../test/helpers.ts';
import { notificationsOf } from '../notifications/notifications.test-support.ts';
import { makeImage, upload } from '../uploads/uploads.test-support.ts';

/**
 * 'Iuran', 'Keuangan', 'Buku Kas' (docs/decisions/028): roles, unique codes under concurrency, verification
 * once only, the append-only cash book and its balance, bad input refused with nothing written. Both databases.
 */
let ctx: TestContext;
type Login = Awaited<ReturnType<typeof loginAs>>;
let admin: Login;
let treasurer: Login;
let member: Login;
let other: Login;
let slip: string;
let eventId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await loginAs(ctx, 'ROLE_ADMIN', { name: 'Admin Keuangan' });
  treasurer = await loginAs(ctx, 'ROLE_USER', { name: 'Bu Bendahara' });
  member = await loginAs(ctx, 'ROLE_USER', { name: 'Yusuf Hidayat' });
  other = await loginAs(ctx, 'ROLE_USER', { name: 'Lina Marlina' });
  const up = await upload(ctx, {
    file: { bytes: await makeImage(600, 900, 'jpeg'), name: 'slip.jpg', type: 'image/jpeg' },
    fields: [['kind', 'event']],
    headers: member.headers,
  });
  expect(up.statusCode).toBe(201);
  slip = up.json().result;
  eventId = (await createEvent(ctx, { name: 'Reuni 40 Tahun' })).id;
});
afterAll(() => ctx.close());

const call = (...args: ApiCallArgs) => callApi(ctx, ...args);

const accounts = [{ bank: 'BCA', number: '1234567890', holder: 'Siti Bendahara' }];
const eventFund = () => ({
  kind: 'EVENT',
  name: 'Iuran Reuni 40 Tahun',
  description: 'Per orang, termasuk makan malam.',
  eventId,
  amount: 250_000,
  dueDate: '2026-12-20',
  accounts,
});
const count = async (table: 'funds' | 'fund_payments' | 'cashbook_entries') =>
  Number(
    (
      await ctx.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('treasurer role', () => {
  it('only an admin marks a Bendahara; logged; a treasurer does not manage users', async () => {
    expect(
      (await call('PUT', `/user/${treasurer.user.id}/treasurer`, member.headers, { treasurer: true }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/user/${treasurer.user.id}/treasurer`, {}, { treasurer: true })).statusCode,
    ).toBe(401);
    expect(
      (await call('PUT', `/user/${treasurer.user.id}/treasurer`, admin.headers, { treasurer: 'ya' }))
        .statusCode,
    ).toBe(400);
    expect((await call('PUT', '/user/999999/treasurer', admin.headers, { treasurer: true })).statusCode).toBe(
      404,
    );
    const res = await call('PUT', `/user/${treasurer.user.id}/treasurer`, admin.headers, { treasurer: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toEqual({ id: treasurer.user.id, name: 'Bu Bendahara', treasurer: true });
    const log = await ctx.db
      .selectFrom('activity_logs')
      .select('activity_info')
      .where('activity_info', 'like', '%Bendahara%')
      .execute();
    expect(log.map((l) => l.activity_info)).toContain('Menjadikan Bu Bendahara sebagai Bendahara');
    expect(
      (await call('GET', '/treasurer', admin.headers)).json().result.datas.map((t: { id: number }) => t.id),
    ).toEqual([treasurer.user.id]);
    // Not an admin: no user or event management, no treasurer list.
    const newUser = await call('POST', '/user', treasurer.headers, {
      name: 'Coba',
      username: 'coba_b',
      email: 'coba@example.com',
    });
    expect(newUser.statusCode).toBe(403);
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/v1/user/${other.user.id}`,
          headers: treasurer.headers,
        })
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', '/event', treasurer.headers, { name: 'Acara Baru' })).statusCode).toBe(403);
    expect((await call('GET', '/treasurer', treasurer.headers)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/user/${other.user.id}/treasurer`, treasurer.headers, { treasurer: true }))
        .statusCode,
    ).toBe(403);
  });
});

describe('funds', () => {
  it('the committee creates and edits; members cannot; bad input gets Indonesian messages', async () => {
    expect((await call('POST', '/fund', {}, eventFund())).statusCode).toBe(401);
    const refused = await call('POST', '/fund', member.headers, eventFund());
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(FUND_MSG.committeeOnly);
    for (const [amount, msg] of [
      [-5000, 'Nominal harus lebih dari 0'],
      [1500.5, 'Nominal harus bilangan bulat (rupiah tanpa sen)'],
      [1_000_000_001, 'Nominal maksimal Rp 1.000.000.000'],
      ['250000', 'Nominal harus berupa angka'],
    ] as const) {
      const bad = await call('POST', '/fund', treasurer.headers, { ...eventFund(), amount });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((e: { message: string }) => e.message)).toContain(msg);
    }
    const nul = await call('POST', '/fund', treasurer.headers, { ...eventFund(), name: 'Iuran\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json().message).toMatch(/karakter/);
    const noEvent = await call('POST', '/fund', treasurer.headers, { ...eventFund(), eventId: undefined });
    expect(noEvent.json().errors[0].message).toBe(FUND_MSG.eventRequired);
    const noAccount = await call('POST', '/fund', treasurer.headers, { ...eventFund(), accounts: [] });
    expect(noAccount.statusCode).toBe(400);
    const badQris = await call('POST', '/fund', treasurer.headers, {
      ...eventFund(),
      qrisUrl: '/uploads/0123456789abcdef0123456789abcdef.webp',
    });
    expect(badQris.statusCode).toBe(400);
    expect(await count('funds')).toBe(0);

    const made = await call('POST', '/fund', treasurer.headers, eventFund());
    expect(made.statusCode).toBe(201);
    const fund = made.json().result;
    expect(fund).toMatchObject({
      kind: 'EVENT',
      amount: 250_000,
      eventName: 'Reuni 40 Tahun',
      status: 'OPEN',
      my: null,
      accounts,
    });
    const edited = await call('PUT', `/fund/${fund.id}`, admin.headers, {
      ...eventFund(),
      name: 'Iuran Reuni 40th',
    });
    expect(edited.json().result.name).toBe('Iuran Reuni 40th');
    expect((await call('PUT', `/fund/${fund.id}`, member.headers, eventFund())).statusCode).toBe(403);
    expect((await call('PUT', '/fund/999999', admin.headers, eventFund())).statusCode).toBe(404);
    const list = await call('GET', `/fund?eventId=${eventId}`, member.headers);
    expect(list.json().result).toMatchObject({ committee: false, total: 1 });
    expect((await call('GET', `/fund/${fund.id}`, member.headers)).json().result.name).toBe(
      'Iuran Reuni 40th',
    );
  });
});

describe('paying and verifying', () => {
  it('member pays with a unique code and a slip; treasurer verifies once; cash book gets the income', async () => {
    const fund = (
      await call('POST', '/fund', treasurer.headers, { ...eventFund(), name: 'Iuran Bayar' })
    ).json().result;
    // A slip that is not an image never becomes a path: the upload pipeline refuses it by content.
    const notImage = await upload(ctx, {
      file: { bytes: Buffer.from('%PDF-1.4 not an image'), name: 'slip.jpg', type: 'image/jpeg' },
      fields: [['kind', 'event']],
      headers: member.headers,
    });
    expect(notImage.statusCode).toBe(400);
    const fake = await call('POST', `/fund/${fund.id}/payment`, member.headers, {
      proofUrl: 'https://evil.example/x.jpg',
    });
    expect(fake.statusCode).toBe(400);
    const missing = await call('POST', `/fund/${fund.id}/payment`, member.headers, {
      proofUrl: '/uploads/0123456789abcdef0123456789abcdef.webp',
    });
    expect(missing.json().message).toBe(FUND_MSG.imageMissing);
    expect(await count('fund_payments')).toBe(0);

    const paid = await call('POST', `/fund/${fund.id}/payment`, member.headers, { proofUrl: slip });
    expect(paid.statusCode).toBe(201);
    const p = paid.json().result;
    expect(p.status).toBe('PENDING');
    expect(p.uniqueAmount).toBeGreaterThan(250_000);
    expect(p.uniqueAmount).toBeLessThanOrEqual(250_999);
    expect(p.uniqueAmount - p.amount).toBe(p.uniqueCode);
    // Asking again reuses the waiting payment.
    expect((await call('POST', `/fund/${fund.id}/payment`, member.headers, {})).json().result.id).toBe(p.id);

    // Another member sees neither the payment nor the slip; members cannot list or verify.
    expect((await call('GET', `/fund-payment/${p.id}`, other.headers)).statusCode).toBe(404);
    expect((await call('GET', `/fund-payment/${p.id}`, member.headers)).json().result.proofUrl).toBe(slip);
    expect((await call('GET', `/fund/${fund.id}/payments`, other.headers)).statusCode).toBe(403);
    expect((await call('GET', `/fund/${fund.id}/payments`, member.headers)).statusCode).toBe(403);
    expect((await call('POST', `/fund-payment/${p.id}/verify`, member.headers)).statusCode).toBe(403);
    expect(
      (await call('POST', `/fund-payment/${p.id}/reject`, other.headers, { reason: 'x' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/fund-payment/${p.id}/proof`, other.headers, { proofUrl: slip })).statusCode,
    ).toBe(404);

    const queue = await call('GET', `/fund/${fund.id}/payments?status=PENDING`, treasurer.headers);
    expect(queue.json().result.datas[0]).toMatchObject({
      id: p.id,
      userName: 'Yusuf Hidayat',
      proofUrl: slip,
    });
    const verified = await call('POST', `/fund-payment/${p.id}/verify`, treasurer.headers);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().result).toMatchObject({ status: 'VERIFIED', verifiedBy: 'Bu Bendahara' });
    const receipt = verified.json().result.receiptNo as string;
    expect(receipt).toMatch(/^KW-\d{6}-\d{5}$/);
    const twice = await call('POST', `/fund-payment/${p.id}/verify`, admin.headers);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(FUND_MSG.notPending);
    expect(
      (await call('POST', `/fund-payment/${p.id}/reject`, admin.headers, { reason: 'salah' })).statusCode,
    ).toBe(409);
    // Paid: no second payment.
    expect((await call('POST', `/fund/${fund.id}/payment`, member.headers, {})).statusCode).toBe(409);

    // Told in-app and by e-mail, with the receipt number.
    expect((await notificationsOf(ctx, member.user.id)).at(-1)?.content).toBe(
      FUND_MSG.verifiedNotice(fund.name, receipt),
    );
    const mails = await ctx.db
      .selectFrom('outbox')
      .select(['to_address', 'text'])
      .where('ref', '=', `fund-payment:${p.id}`)
      .execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to_address).toBe(member.user.email);
    expect(mails[0]?.text).toContain(receipt);

    const mine = (await call('GET', `/fund/${fund.id}`, member.headers)).json().result;
    expect(mine.my).toMatchObject({ status: 'VERIFIED', receiptNo: receipt });
    expect(mine).toMatchObject({ paidCount: 1, collected: 250_000 });
    const book = (await call('GET', '/cashbook', other.headers)).json().result;
    expect(book.canWrite).toBe(false);
    const income = book.datas.find((e: { fundId: number }) => e.fundId === fund.id);
    expect(income).toMatchObject({
      direction: 'IN',
      amount: p.uniqueAmount,
      name: 'Yusuf Hidayat',
      receiptUrl: null,
    });
    const log = await ctx.db
      .selectFrom('activity_logs')
      .select('module')
      .where('module', '=', 'Keuangan')
      .execute();
    expect(log.length).toBeGreaterThan(0);
  });

  it('a rejected payment tells the member the reason; they may pay again', async () => {
    const fund = (await call('POST', '/fund', admin.headers, { ...eventFund(), name: 'Iuran Tolak' })).json()
      .result;
    const p = (await call('POST', `/fund/${fund.id}/payment`, other.headers, { proofUrl: slip })).json()
      .result;
    const noReason = await call('POST', `/fund-payment/${p.id}/reject`, treasurer.headers, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors[0].message).toBe('Alasan wajib diisi');
    const rejected = await call('POST', `/fund-payment/${p.id}/reject`, treasurer.headers, {
      reason: 'Nominal tidak sesuai',
    });
    expect(rejected.json().result).toMatchObject({ status: 'REJECTED', reason: 'Nominal tidak sesuai' });
    expect((await notificationsOf(ctx, other.user.id)).at(-1)?.content).toBe(
      FUND_MSG.rejectedNotice(fund.name, 'Nominal tidak sesuai'),
    );
    expect((await call('GET', `/fund/${fund.id}`, other.headers)).json().result.my).toMatchObject({
      status: 'REJECTED',
      reason: 'Nominal tidak sesuai',
    });
    const again = await call('POST', `/fund/${fund.id}/payment`, other.headers, { proofUrl: slip });
    expect(again.statusCode).toBe(201);
    expect(again.json().result.id).not.toBe(p.id);
    expect(again.json().result.status).toBe('PENDING');
  });

  it("'Bayar tunai' is verified at once and goes into the book; a closed fund takes no payment", async () => {
    const fund = (await call('POST', '/fund', admin.headers, { ...eventFund(), name: 'Iuran Tunai' })).json()
      .result;
    expect(
      (await call('POST', `/fund/${fund.id}/cash-payment`, member.headers, { userId: other.user.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/fund/${fund.id}/cash-payment`, treasurer.headers, { userId: 999999 })).statusCode,
    ).toBe(400);
    const cash = await call('POST', `/fund/${fund.id}/cash-payment`, treasurer.headers, {
      userId: other.user.id,
    });
    expect(cash.statusCode).toBe(201);
    expect(cash.json().result).toMatchObject({ status: 'VERIFIED', method: 'CASH', uniqueAmount: 250_000 });
    expect(
      (await call('POST', `/fund/${fund.id}/cash-payment`, treasurer.headers, { userId: other.user.id }))
        .statusCode,
    ).toBe(409);
    await call('PUT', `/fund/${fund.id}`, admin.headers, {
      ...eventFund(),
      name: 'Iuran Tunai',
      status: 'CLOSED',
    });
    const closed = await call('POST', `/fund/${fund.id}/payment`, member.headers, {});
    expect(closed.statusCode).toBe(409);
    expect(closed.json().message).toBe(FUND_MSG.closed);
    expect(
      (await call('GET', '/fund', member.headers)).json().result.datas.map((f: { id: number }) => f.id),
    ).not.toContain(fund.id);
    expect((await call('GET', `/fund/${fund.id}`, member.headers)).statusCode).toBe(404);
    expect((await call('GET', `/fund/${fund.id}`, other.headers)).statusCode).toBe(200);
  });
});

describe('bank-statement matches', () => {
  it('verifies several at once, all or none; members cannot', async () => {
    const fund = (
      await call('POST', '/fund', treasurer.headers, {
        ...eventFund(),
        kind: 'DUES',
        eventId: null,
        name: 'Iuran Mutasi',
        amount: 75_000,
      })
    ).json().result;
    const a = (await call('POST', `/fund/${fund.id}/payment`, member.headers, {})).json().result;
    const b = (await call('POST', `/fund/${fund.id}/payment`, other.headers, {})).json().result;
    expect((await call('POST', '/fund-payment/verify', member.headers, { ids: [a.id] })).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/fund-payment/verify', treasurer.headers, { ids: [] })).statusCode).toBe(400);
    const entries = await count('cashbook_entries');
    // One unknown id: nothing is verified.
    expect(
      (await call('POST', '/fund-payment/verify', treasurer.headers, { ids: [a.id, 999999] })).statusCode,
    ).toBe(404);
    expect(await count('cashbook_entries')).toBe(entries);
    const ok = await call('POST', '/fund-payment/verify', treasurer.headers, { ids: [a.id, b.id] });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().result.datas.map((p: { status: string }) => p.status)).toEqual(['VERIFIED', 'VERIFIED']);
    expect(await count('cashbook_entries')).toBe(entries + 2);
    expect((await call('POST', '/fund-payment/verify', treasurer.headers, { ids: [a.id] })).statusCode).toBe(
      409,
    );
  });
});

describe('unique codes', () => {
  it('stay unique under 30 parallel payments', async () => {
    const fund = (
      await call('POST', '/fund', treasurer.headers, {
        ...eventFund(),
        kind: 'DUES',
        eventId: null,
        name: 'Iuran 2027',
        amount: 100_000,
      })
    ).json().result;
    const payers = await Promise.all(
      Array.from({ length: 30 }, (_, i) => loginAs(ctx, 'ROLE_USER', { name: `Pembayar ${i}` })),
    );
    const results = await Promise.all(
      payers.map((u) => call('POST', `/fund/${fund.id}/payment`, u.headers, { proofUrl: slip })),
    );
    expect(results.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    const amounts = results.map((r) => r.json().result.uniqueAmount as number);
    expect(new Set(amounts).size).toBe(30);
    for (const a of amounts) expect(a).toBeGreaterThan(100_000);
    // A donation of the same amount by the same member, 30 at once: distinct too.
    const donation = (
      await call('POST', '/fund', treasurer.headers, { kind: 'DONATION', name: 'Donasi Paralel', accounts })
    ).json().result;
    const gifts = await Promise.all(
      Array.from({ length: 30 }, () =>
        call('POST', `/fund/${donation.id}/payment`, member.headers, { amount: 50_000 }),
      ),
    );
    expect(gifts.map((r) => r.statusCode)).toEqual(Array(30).fill(201));
    expect(new Set(gifts.map((r) => r.json().result.uniqueAmount)).size).toBe(30);
  });
});

describe('donations', () => {
  it('need an amount; an anonymous donor is Hamba Allah to other members, named to the treasurer', async () => {
    const fund = (
      await call('POST', '/fund', treasurer.headers, {
        kind: 'DONATION',
        name: 'Uang Duka Pak Harun',
        description: 'Untuk keluarga almarhum.',
        target: 10_000_000,
        accounts,
      })
    ).json().result;
    const none = await call('POST', `/fund/${fund.id}/payment`, member.headers, { proofUrl: slip });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(FUND_MSG.amountRequired);
    for (const amount of [-1, 0.5, 2_000_000_000]) {
      const bad = await call('POST', `/fund/${fund.id}/payment`, member.headers, { amount, proofUrl: slip });
      expect(bad.statusCode).toBe(400);
    }
    const gift = await call('POST', `/fund/${fund.id}/payment`, member.headers, {
      amount: 300_000,
      proofUrl: slip,
      anonymous: true,
    });
    expect(gift.json().result.anonymous).toBe(true);
    await call('POST', `/fund-payment/${gift.json().result.id}/verify`, treasurer.headers);
    const forOther = (await call('GET', '/cashbook', other.headers))
      .json()
      .result.datas.find((e: { fundId: number }) => e.fundId === fund.id);
    expect(forOther.name).toBe(ANONYMOUS_DONOR);
    expect(JSON.stringify(forOther)).not.toContain('Yusuf');
    const forTreasurer = (await call('GET', '/cashbook', treasurer.headers))
      .json()
      .result.datas.find((e: { fundId: number }) => e.fundId === fund.id);
    expect(forTreasurer.name).toBe('Yusuf Hidayat');
  });
});

describe('cash book', () => {
  it('expenses and reversals: treasurer only, bad input refused with nothing written', async () => {
    const before = await count('cashbook_entries');
    const expense = { amount: 150_000, date: '2026-11-20', description: 'Sewa tenda', receiptUrl: slip };
    expect((await call('POST', '/cashbook/expense', member.headers, expense)).statusCode).toBe(403);
    expect((await call('GET', '/cashbook')).statusCode).toBe(401);
    for (const body of [
      { ...expense, amount: -150_000 },
      { ...expense, amount: 150_000.25 },
      { ...expense, amount: 5_000_000_000 },
      { ...expense, date: '2026-02-30' },
      { ...expense, description: 'Sewa\u0000tenda' },
      { ...expense, receiptUrl: 'data:image/png;base64,AAAA' },
    ]) {
      const bad = await call('POST', '/cashbook/expense', treasurer.headers, body);
      expect(bad.statusCode).toBe(400);
      expect(bad.json().message).toBeTruthy();
    }
    expect(await count('cashbook_entries')).toBe(before);
    const made = await call('POST', '/cashbook/expense', treasurer.headers, expense);
    expect(made.statusCode).toBe(201);
    const entry = made.json().result;
    expect(entry).toMatchObject({ direction: 'OUT', amount: 150_000, receiptUrl: slip });
    expect(
      (await call('POST', `/cashbook/${entry.id}/reverse`, member.headers, { reason: 'salah' })).statusCode,
    ).toBe(403);
    const rev = await call('POST', `/cashbook/${entry.id}/reverse`, treasurer.headers, {
      reason: 'Salah catat',
    });
    expect(rev.statusCode).toBe(201);
    expect(rev.json().result).toMatchObject({ direction: 'IN', amount: 150_000, reversesEntryId: entry.id });
    expect(
      (await call('POST', `/cashbook/${entry.id}/reverse`, treasurer.headers, { reason: 'lagi' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', `/cashbook/${rev.json().result.id}/reverse`, treasurer.headers, { reason: 'x' }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/cashbook/999999/reverse', treasurer.headers, { reason: 'x' })).statusCode,
    ).toBe(404);
    const book = (await call('GET', '/cashbook', member.headers)).json().result;
    const original = book.datas.find((e: { id: number }) => e.id === entry.id);
    expect(original.reversedByEntryId).toBe(rev.json().result.id);
    expect((await call('GET', '/cashbook?month=2026-13', member.headers)).statusCode).toBe(400);
  });

  it('the balance equals the sum of entries after a random sequence of writes', async () => {
    let seed = 29;
    const rand = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    const fund = (
      await call('POST', '/fund', treasurer.headers, { kind: 'DONATION', name: 'Kas Acak', accounts })
    ).json().result;
    const pending: number[] = [];
    const entries: number[] = [];
    for (let step = 0; step < 40; step++) {
      const op = rand(5);
      if (op === 0 || pending.length === 0) {
        const r = await call('POST', `/fund/${fund.id}/payment`, member.headers, {
          amount: 1000 * (1 + rand(500)),
          proofUrl: slip,
        });
        pending.push(r.json().result.id);
      } else if (op === 1) {
        const id = pending.splice(rand(pending.length), 1)[0] as number;
        await call('POST', `/fund-payment/${id}/verify`, treasurer.headers);
      } else if (op === 2) {
        const id = pending.splice(rand(pending.length), 1)[0] as number;
        await call('POST', `/fund-payment/${id}/reject`, treasurer.headers, {
          reason: 'Tidak ada dana masuk',
        });
      } else if (op === 3) {
        const r = await call('POST', '/cashbook/expense', treasurer.headers, {
          amount: 500 * (1 + rand(300)),
          date: '2026-11-25',
          description: `Belanja ${step}`,
          receiptUrl: slip,
          fundId: rand(2) === 0 ? fund.id : null,
        });
        entries.push(r.json().result.id);
      } else {
        const book = (await call('GET', '/cashbook', treasurer.headers)).json().result;
        const candidates = book.datas.filter(
          (e: { reversesEntryId: number | null; reversedByEntryId: number | null }) =>
            e.reversesEntryId === null && e.reversedByEntryId === null,
        );
        if (candidates.length > 0) {
          const pick = candidates[rand(candidates.length)];
          expect(
            (await call('POST', `/cashbook/${pick.id}/reverse`, treasurer.headers, { reason: 'Koreksi' }))
              .statusCode,
          ).toBe(201);
        }
      }
      const book = (await call('GET', '/cashbook', other.headers)).json().result;
      const sum = book.datas.reduce(
        (s: number, e: { direction: string; amount: number }) =>
          s + (e.direction === 'IN' ? e.amount : -e.amount),
        0,
      );
      expect(book.balance).toBe(sum);
      const totals = book.totals.reduce((s: number, t: { in: number; out: number }) => s + t.in - t.out, 0);
      expect(totals).toBe(sum);
      for (const e of book.datas) expect(Number.isInteger(e.amount)).toBe(true);
    }
    // Entries are never edited or deleted: no route does either.
    const raw = await ctx.db.selectFrom('cashbook_entries').select(['direction', 'amount']).execute();
    const rawSum = raw.reduce((s, e) => s + (e.direction === 'IN' ? Number(e.amount) : -Number(e.amount)), 0);
    expect((await call('GET', '/cashbook', member.headers)).json().result.balance).toBe(rawSum);
  });
});

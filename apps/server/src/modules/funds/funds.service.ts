import {
  ANONYMOUS_DONOR,
  type Cashbook,
  type CashEntry,
  type CashPaymentBody,
  type ExpenseBody,
  FUND_MSG,
  type Fund,
  type FundAccount,
  type FundKind,
  type FundPayment,
  type FundPaymentBody,
  type FundStatus,
  type FundValues,
  formatRupiah,
  type MyPayment,
  type PaymentStatus,
  UNIQUE_CODE_MAX,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { recordActivity, withAdminActivity } from '../activity-log/activity-log.service.ts';
import { enqueueMails } from '../mail/mail.service.ts';
import { notifyMany } from '../notifications/notifications.service.ts';
import type { ImageStore } from '../uploads/image-store.service.ts';
import { isOurUpload } from '../uploads/uploads.service.ts';
import { fundStanding } from './fund-standing.service.ts';
import type { EntryRow, FundRow, PaymentRow } from './funds.repo.ts';
import * as repo from './funds.repo.ts';
import { fundUrl, isCommittee, requireCommittee } from './funds-access.service.ts';

export { fundUrl, isCommittee, requireCommittee };

/**
 * 'Iuran', 'Keuangan' and 'Buku Kas' (docs/decisions/028-iuran-keuangan-buku-kas.md).
 * - The committee (admins and members marked 'Bendahara') creates funds, verifies or rejects payments, records
 *   cash payments and expenses, reverses entries. Every write is one transaction with its activity row.
 * - A member pays: amount + a unique code 1..999 distinct among the fund's PENDING payments (a unique partial
 *   index; a clash under concurrency is retried), then uploads the transfer slip.
 * - The cash book is append-only: verified payments (IN), expenses (OUT), reversing entries. The balance is
 *   the sum of its entries.
 */

export interface FundDeps {
  db: Db;
  now: () => Date;
  images: ImageStore;
  publicUrl: string;
}

const fundNotFound = () => notFound(FUND_MSG.notFound, 'FUND_NOT_FOUND');
const paymentNotFound = () => notFound(FUND_MSG.paymentNotFound, 'PAYMENT_NOT_FOUND');
const entryNotFound = () => notFound(FUND_MSG.entryNotFound, 'CASH_ENTRY_NOT_FOUND');
const dayOf = (now: Date) => now.toISOString().slice(0, 10);

async function fundOrThrow(db: Executor, id: number) {
  const row = await repo.selectFund(db, id);
  if (!row) throw fundNotFound();
  return row;
}

async function entryOrThrow(db: Executor, id: number) {
  const row = await repo.selectEntry(db, id);
  if (!row) throw entryNotFound();
  return row;
}

// --- Funds ---------------------------------------------------------------------------------------

function toMyPayment(p: PaymentRow): MyPayment {
  return {
    id: p.id,
    amount: Number(p.amount),
    uniqueAmount: Number(p.unique_amount),
    status: p.status as PaymentStatus,
    proofUrl: p.proof_url,
    reason: p.reason,
    receiptNo: p.receipt_no,
    anonymous: p.anonymous === 1,
    createdAt: p.created_at,
  };
}

function toFund(r: FundRow, my: PaymentRow | undefined): Fund {
  return {
    id: r.id,
    kind: r.kind as FundKind,
    name: r.name,
    description: r.description,
    eventId: r.event_id,
    eventName: r.event_name ?? null,
    amount: r.amount === null ? null : Number(r.amount),
    target: r.target === null ? null : Number(r.target),
    dueDate: r.due_date,
    accounts: JSON.parse(r.accounts) as FundAccount[],
    qrisUrl: r.qris_url,
    status: r.status as FundStatus,
    collected: Number(r.collected ?? 0),
    paidCount: Number(r.paid_count ?? 0),
    pendingCount: Number(r.pending_count ?? 0),
    pendingAmount: Number(r.pending_amount ?? 0),
    my: my ? toMyPayment(my) : null,
  };
}

/** The member's latest payment in each of the given funds. */
async function latestPayments(
  db: Executor,
  userId: number,
  fundIds: number[],
): Promise<Map<number, PaymentRow>> {
  const out = new Map<number, PaymentRow>();
  if (fundIds.length === 0) return out;
  const rows = await repo.selectUserPayments(db, userId, fundIds);
  for (const r of rows) out.set(r.fund_id, r);
  return out;
}

/** GET /fund: members see the open funds with their own state; the committee sees every fund. */
export async function listFunds(db: Db, viewer: AuthUser, query: { eventId?: number | undefined }) {
  const committee = await isCommittee(db, viewer);
  const rows = await repo.selectFunds(db, { openOnly: !committee, eventId: query.eventId });
  const mine = await latestPayments(
    db,
    viewer.id,
    rows.map((r) => r.id),
  );
  return { committee, total: rows.length, datas: rows.map((r) => toFund(r, mine.get(r.id))) };
}

/** GET /fund/{id}: an open fund for members (a closed one only if they paid into it); any for the committee. */
export async function getFund(db: Db, viewer: AuthUser, id: number): Promise<Fund> {
  const row = await repo.selectFund(db, id);
  if (!row) throw fundNotFound();
  const mine = await latestPayments(db, viewer.id, [id]);
  if (row.status !== 'OPEN' && !mine.has(id) && !(await isCommittee(db, viewer))) throw fundNotFound();
  const fund = toFund(row, mine.get(id));
  // Counts only, no names: every member may see how the collection stands (the names are the committee's).
  fund.standing =
    row.kind === 'DONATION'
      ? null
      : await fundStanding(db, { id, kind: row.kind, event_id: row.event_id, amount: fund.amount });
  return fund;
}

async function checkFundBody(deps: FundDeps, tx: Executor, body: FundValues) {
  if (body.eventId) {
    if (!(await repo.eventExists(tx, body.eventId)))
      throw badRequest(FUND_MSG.eventNotFound, 'BAD_REQUEST', [
        { path: 'eventId', message: FUND_MSG.eventNotFound },
      ]);
  }
  if (body.qrisUrl && !(await isOurUpload(body.qrisUrl, deps.images)))
    throw badRequest(FUND_MSG.imageMissing, 'BAD_REQUEST', [
      { path: 'qrisUrl', message: FUND_MSG.imageMissing },
    ]);
}

const fundColumns = (body: FundValues) => ({
  kind: body.kind,
  name: body.name,
  description: body.description,
  event_id: body.kind === 'EVENT' ? (body.eventId ?? null) : (body.eventId ?? null),
  amount: body.amount ?? null,
  target: body.target ?? null,
  due_date: body.dueDate ?? null,
  accounts: JSON.stringify(body.accounts),
  qris_url: body.qrisUrl ?? null,
});

/** POST /fund (committee). */
export async function createFund(deps: FundDeps, user: AuthUser, body: FundValues): Promise<Fund> {
  await requireCommittee(deps.db, user);
  const now = deps.now();
  await checkFundBody(deps, deps.db, body);
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const id = await repo.insertFund(tx, {
        ...fundColumns(body),
        status: body.status ?? 'OPEN',
        created_by: user.id,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      });
      const fund = toFund(await fundOrThrow(tx, id), undefined);
      return {
        result: fund,
        activity: {
          module: 'Keuangan',
          action: 'Tambah',
          activityInfo: `Membuat iuran ${fund.name}`,
          newValue: { jenis: fund.kind, nominal: fund.amount, target: fund.target },
        },
      };
    },
    user,
    now,
  );
}

/** PUT /fund/{id} (committee): every field, and OPEN/CLOSED. */
export async function updateFund(
  deps: FundDeps,
  user: AuthUser,
  id: number,
  body: FundValues,
): Promise<Fund> {
  await requireCommittee(deps.db, user);
  const now = deps.now();
  await checkFundBody(deps, deps.db, body);
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const before = await repo.selectFundRow(tx, id);
      if (!before) throw fundNotFound();
      await repo.updateFundRow(tx, id, {
        ...fundColumns(body),
        status: body.status ?? before.status,
        updated_at: now.toISOString(),
      });
      const after = await repo.selectFundRow(tx, id);
      if (!after) throw fundNotFound();
      const pick = (r: typeof before) => ({
        nama: r.name,
        jenis: r.kind,
        nominal: r.amount === null ? null : Number(r.amount),
        target: r.target === null ? null : Number(r.target),
        batas: r.due_date,
        rekening: r.accounts,
        status: r.status,
      });
      return {
        result: toFund(await fundOrThrow(tx, id), undefined),
        activity: {
          module: 'Keuangan',
          action: 'Ubah',
          activityInfo: `Mengubah iuran ${after.name}`,
          oldValue: pick(before),
          newValue: pick(after),
        },
      };
    },
    user,
    now,
  );
}

// --- Payments ------------------------------------------------------------------------------------

function toPayment(p: PaymentRow): FundPayment {
  return {
    id: p.id,
    fundId: p.fund_id,
    fundName: p.fund_name,
    userId: p.user_id,
    userName: p.user_name ?? null,
    amount: Number(p.amount),
    uniqueCode: p.unique_code,
    uniqueAmount: Number(p.unique_amount),
    proofUrl: p.proof_url,
    anonymous: p.anonymous === 1,
    method: p.method === 'CASH' ? 'CASH' : 'TRANSFER',
    status: p.status as PaymentStatus,
    reason: p.reason,
    receiptNo: p.receipt_no,
    verifiedBy: p.verifier_name ?? null,
    verifiedAt: p.verified_at,
    createdAt: p.created_at,
  };
}

const isUniqueViolation = (err: unknown): boolean => {
  if (typeof err !== 'object' || err === null) return false;
  const code = (err as { code?: unknown }).code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
};

async function openFund(tx: Executor, id: number) {
  const fund = await repo.selectFundRow(tx, id);
  if (!fund) throw fundNotFound();
  if (fund.status !== 'OPEN') throw conflict(FUND_MSG.closed, 'FUND_CLOSED');
  return fund;
}

/**
 * POST /fund/{id}/payment (a member): a PENDING payment whose amount to transfer carries a unique code 1..999
 * no other PENDING payment of the fund has (the unique partial index fund_payments_pending_amount decides; a
 * clash with a concurrent payment is retried with another code). For a fixed-amount fund the member's PENDING
 * payment is reused (the slip attached to it); a paid one is a 409. Donations: any amount, each its own payment.
 */
export async function createPayment(
  deps: FundDeps,
  member: AuthUser,
  fundId: number,
  body: FundPaymentBody,
): Promise<FundPayment> {
  const now = deps.now();
  if (body.proofUrl && !(await isOurUpload(body.proofUrl, deps.images)))
    throw badRequest(FUND_MSG.imageMissing, 'BAD_REQUEST', [
      { path: 'proofUrl', message: FUND_MSG.imageMissing },
    ]);
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.db.transaction().execute(async (tx) => {
        const fund = await openFund(tx, fundId);
        const donation = fund.kind === 'DONATION';
        const amount = donation ? body.amount : Number(fund.amount);
        if (!amount)
          throw badRequest(FUND_MSG.amountRequired, 'BAD_REQUEST', [
            { path: 'amount', message: FUND_MSG.amountRequired },
          ]);
        if (!donation) {
          const mine = await repo.selectMemberPayment(tx, fundId, member.id, ['PENDING', 'VERIFIED']);
          if (mine?.status === 'VERIFIED') throw conflict(FUND_MSG.alreadyPaid, 'FUND_PAID');
          if (mine) {
            if (body.proofUrl) await repo.setPaymentProof(tx, mine.id, body.proofUrl);
            return toPayment(await repo.selectPaymentOrThrow(tx, mine.id));
          }
        }
        const taken = new Set(await repo.selectPendingAmounts(tx, fundId));
        const free: number[] = [];
        for (let code = 1; code <= UNIQUE_CODE_MAX; code++) if (!taken.has(amount + code)) free.push(code);
        if (free.length === 0) throw conflict(FUND_MSG.noCodeLeft, 'FUND_NO_CODE');
        const code = free[Math.floor(Math.random() * free.length)] as number;
        const id = await repo.insertPayment(tx, {
          fund_id: fundId,
          user_id: member.id,
          amount,
          unique_code: code,
          unique_amount: amount + code,
          proof_url: body.proofUrl ?? null,
          anonymous: donation && body.anonymous ? 1 : 0,
          method: 'TRANSFER',
          status: 'PENDING',
          created_at: now.toISOString(),
        });
        return toPayment(await repo.selectPaymentOrThrow(tx, id));
      });
    } catch (err) {
      if (attempt < 20 && isUniqueViolation(err)) continue;
      throw err;
    }
  }
}

/** PUT /fund-payment/{id}/proof (the payer): attaches the transfer slip to their PENDING payment. */
export async function attachProof(deps: FundDeps, member: AuthUser, id: number, proofUrl: string) {
  if (!(await isOurUpload(proofUrl, deps.images)))
    throw badRequest(FUND_MSG.imageMissing, 'BAD_REQUEST', [
      { path: 'proofUrl', message: FUND_MSG.imageMissing },
    ]);
  return deps.db.transaction().execute(async (tx) => {
    const row = await repo.selectPaymentOwner(tx, id);
    if (!row || row.user_id !== member.id) throw paymentNotFound();
    if (row.status !== 'PENDING') throw conflict(FUND_MSG.notPending, 'PAYMENT_PROCESSED');
    await repo.setPaymentProof(tx, id, proofUrl);
    return toPayment(await repo.selectPaymentOrThrow(tx, id));
  });
}

/** GET /fund-payment/{id}: the payer or the committee. */
export async function getPayment(db: Db, viewer: AuthUser, id: number): Promise<FundPayment> {
  const row = await repo.selectPayment(db, id);
  if (!row) throw paymentNotFound();
  if (row.user_id !== viewer.id && !(await isCommittee(db, viewer))) throw paymentNotFound();
  return toPayment(row);
}

/** GET /fund/{id}/payments (committee); GET /fund-payment?status=PENDING: the queue over all funds. */
export async function listPayments(
  db: Db,
  viewer: AuthUser,
  fundId: number | null,
  status: PaymentStatus | undefined,
) {
  await requireCommittee(db, viewer);
  if (fundId !== null) {
    if (!(await repo.fundExists(db, fundId))) throw fundNotFound();
  }
  const rows = await repo.selectPayments(db, { fundId, status });
  return { total: rows.length, datas: rows.map(toPayment) };
}

const receiptNumber = (id: number, now: Date) =>
  `KW-${now.toISOString().slice(0, 7).replace('-', '')}-${String(id).padStart(5, '0')}`;

async function tellPayer(
  deps: FundDeps,
  tx: Executor,
  p: PaymentRow,
  actorId: number,
  content: string,
  subject: string,
  now: Date,
) {
  if (p.user_id === null) return;
  await notifyMany(tx, [{ userId: p.user_id, actorId, content, redirectUrl: fundUrl(p.fund_id), now }]);
  const user = await repo.selectMemberContact(tx, p.user_id);
  if (!user) return;
  await enqueueMails(
    tx,
    [
      {
        kind: 'fund-payment',
        to: user.email,
        subject,
        ...renderMail({
          greeting: `Yth. ${user.name},`,
          intro: [content, `Nominal: ${formatRupiah(Number(p.unique_amount))}.`],
          action: { label: 'Lihat Iuran', url: `${deps.publicUrl}${fundUrl(p.fund_id)}` },
        }),
        userId: p.user_id,
        ref: `fund-payment:${p.id}`,
      },
    ],
    now,
  );
}

/** Verifies a PENDING payment inside `tx`: VERIFIED, the receipt number, the IN entry, the payer told. */
async function verifyInTx(deps: FundDeps, tx: Executor, user: AuthUser, id: number, now: Date) {
  const decided = await repo.decidePendingPayment(tx, id, {
    status: 'VERIFIED',
    receipt_no: receiptNumber(id, now),
    verified_by: user.id,
    verified_at: now.toISOString(),
  });
  if (!decided) {
    if (!(await repo.paymentExists(tx, id))) throw paymentNotFound();
    throw conflict(FUND_MSG.notPending, 'PAYMENT_PROCESSED');
  }
  const p = await repo.selectPaymentOrThrow(tx, id);
  await repo.insertEntry(tx, {
    direction: 'IN',
    amount: Number(p.unique_amount),
    date: dayOf(now),
    description: `Pembayaran ${p.fund_name}${p.method === 'CASH' ? ' (tunai)' : ''}`,
    fund_id: p.fund_id,
    payment_id: p.id,
    receipt_url: p.proof_url,
    reverses_entry_id: null,
    created_by: user.id,
    created_at: now.toISOString(),
  });
  await tellPayer(
    deps,
    tx,
    p,
    user.id,
    FUND_MSG.verifiedNotice(p.fund_name, p.receipt_no ?? ''),
    FUND_MSG.verifiedSubject(p.fund_name),
    now,
  );
  return p;
}

/** POST /fund-payment/{id}/verify (committee): once only (the state is checked in the UPDATE itself). */
export async function verifyPayment(deps: FundDeps, user: AuthUser, id: number): Promise<FundPayment> {
  await requireCommittee(deps.db, user);
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const p = await verifyInTx(deps, tx, user, id, now);
      return {
        result: toPayment(p),
        activity: {
          module: 'Keuangan',
          action: 'Setujui',
          activityInfo: `Memverifikasi pembayaran ${p.fund_name} dari ${p.user_name ?? '-'} (${formatRupiah(Number(p.unique_amount))})`,
          oldValue: { status: 'PENDING' },
          newValue: { status: 'VERIFIED', kuitansi: p.receipt_no },
        },
      };
    },
    user,
    now,
  );
}

/** POST /fund-payment/verify { ids } (committee): the bank statement's matches, all or none. */
export async function verifyMany(deps: FundDeps, user: AuthUser, ids: number[]): Promise<FundPayment[]> {
  await requireCommittee(deps.db, user);
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const out: FundPayment[] = [];
    for (const id of ids) {
      const p = await verifyInTx(deps, tx, user, id, now);
      await recordActivity(tx, {
        admin: user,
        now,
        module: 'Keuangan',
        action: 'Setujui',
        activityInfo: `Memverifikasi pembayaran ${p.fund_name} dari ${p.user_name ?? '-'} (mutasi bank)`,
        oldValue: { status: 'PENDING' },
        newValue: { status: 'VERIFIED', kuitansi: p.receipt_no },
      });
      out.push(toPayment(p));
    }
    return out;
  });
}

/** POST /fund-payment/{id}/reject { reason } (committee): the payer is told and may pay again. */
export async function rejectPayment(
  deps: FundDeps,
  user: AuthUser,
  id: number,
  reason: string,
): Promise<FundPayment> {
  await requireCommittee(deps.db, user);
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const decided = await repo.decidePendingPayment(tx, id, {
        status: 'REJECTED',
        reason,
        verified_by: user.id,
        verified_at: now.toISOString(),
      });
      if (!decided) {
        if (!(await repo.paymentExists(tx, id))) throw paymentNotFound();
        throw conflict(FUND_MSG.notPending, 'PAYMENT_PROCESSED');
      }
      const p = await repo.selectPaymentOrThrow(tx, id);
      await tellPayer(
        deps,
        tx,
        p,
        user.id,
        FUND_MSG.rejectedNotice(p.fund_name, reason),
        FUND_MSG.rejectedSubject(p.fund_name),
        now,
      );
      return {
        result: toPayment(p),
        activity: {
          module: 'Keuangan',
          action: 'Tolak',
          activityInfo: `Menolak pembayaran ${p.fund_name} dari ${p.user_name ?? '-'}`,
          oldValue: { status: 'PENDING' },
          newValue: { status: 'REJECTED', alasan: reason },
        },
      };
    },
    user,
    now,
  );
}

/** POST /fund/{id}/cash-payment { userId, amount? } (committee): 'Bayar tunai', VERIFIED at once. */
export async function recordCashPayment(
  deps: FundDeps,
  user: AuthUser,
  fundId: number,
  body: CashPaymentBody,
): Promise<FundPayment> {
  await requireCommittee(deps.db, user);
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const fund = await openFund(tx, fundId);
      const member = await repo.selectMemberName(tx, body.userId);
      if (!member)
        throw badRequest(FUND_MSG.userNotFound, 'BAD_REQUEST', [
          { path: 'userId', message: FUND_MSG.userNotFound },
        ]);
      const amount = fund.kind === 'DONATION' ? body.amount : Number(fund.amount);
      if (!amount)
        throw badRequest(FUND_MSG.amountRequired, 'BAD_REQUEST', [
          { path: 'amount', message: FUND_MSG.amountRequired },
        ]);
      if (fund.kind !== 'DONATION') {
        const paid = await repo.selectMemberPayment(tx, fundId, member.id, ['VERIFIED']);
        if (paid) throw conflict(FUND_MSG.alreadyPaid, 'FUND_PAID');
        // A waiting transfer of the same member is superseded by the cash.
        await repo.decideMemberPending(tx, fundId, member.id, {
          status: 'REJECTED',
          reason: 'Dibayar tunai',
          verified_by: user.id,
          verified_at: now.toISOString(),
        });
      }
      const paymentId = await repo.insertPayment(tx, {
        fund_id: fundId,
        user_id: member.id,
        amount,
        unique_code: 0,
        unique_amount: amount,
        proof_url: null,
        anonymous: 0,
        method: 'CASH',
        status: 'PENDING',
        created_at: now.toISOString(),
      });
      const p = await verifyInTx(deps, tx, user, paymentId, now);
      return {
        result: toPayment(p),
        activity: {
          module: 'Keuangan',
          action: 'Tambah',
          activityInfo: `Mencatat pembayaran tunai ${fund.name} dari ${member.name} (${formatRupiah(amount)})`,
          newValue: { status: 'VERIFIED', kuitansi: p.receipt_no },
        },
      };
    },
    user,
    now,
  );
}

// --- Cash book -----------------------------------------------------------------------------------

function toEntry(r: EntryRow, bookkeeper: boolean): CashEntry {
  const entry: CashEntry = {
    id: r.id,
    direction: r.direction === 'OUT' ? 'OUT' : 'IN',
    amount: Number(r.amount),
    date: r.date,
    description: r.description,
    fundId: r.fund_id,
    fundName: r.fund_name ?? null,
    // The slip of a member's transfer stays with the committee; an expense's receipt is for every member.
    receiptUrl: r.payment_id !== null && !bookkeeper ? null : r.receipt_url,
    reversesEntryId: r.reverses_entry_id,
    reversedByEntryId: r.reversed_by ?? null,
    createdAt: r.created_at,
  };
  if (r.payment_id !== null)
    entry.name = r.anonymous === 1 && !bookkeeper ? ANONYMOUS_DONOR : (r.payer_name ?? ANONYMOUS_DONOR);
  return entry;
}

/** GET /cashbook (members): every entry, the balance (the sum of entries) and per-fund totals. */
export async function readCashbook(db: Db, viewer: AuthUser, month: string | undefined): Promise<Cashbook> {
  const bookkeeper = await isCommittee(db, viewer);
  const rows = await repo.selectEntries(db, month);
  const sums = await repo.sumByDirection(db);
  const sumOf = (d: string) => Number(sums.find((s) => s.direction === d)?.s ?? 0);
  const perFund = await repo.sumByFund(db);
  const totals = new Map<
    number | null,
    { fundId: number | null; fundName: string; in: number; out: number }
  >();
  for (const r of perFund) {
    const t = totals.get(r.fund_id) ?? { fundId: r.fund_id, fundName: r.name ?? 'Kas umum', in: 0, out: 0 };
    if (r.direction === 'IN') t.in += Number(r.s);
    else t.out += Number(r.s);
    totals.set(r.fund_id, t);
  }
  return {
    balance: sumOf('IN') - sumOf('OUT'),
    canWrite: bookkeeper,
    totals: [...totals.values()].sort((a, b) => (a.fundId ?? 0) - (b.fundId ?? 0)),
    datas: rows.map((r) => toEntry(r, bookkeeper)),
  };
}

/** POST /cashbook/expense (committee): an OUT entry with its receipt photo. */
export async function addExpense(deps: FundDeps, user: AuthUser, body: ExpenseBody): Promise<CashEntry> {
  await requireCommittee(deps.db, user);
  const now = deps.now();
  if (!(await isOurUpload(body.receiptUrl, deps.images)))
    throw badRequest(FUND_MSG.imageMissing, 'BAD_REQUEST', [
      { path: 'receiptUrl', message: FUND_MSG.imageMissing },
    ]);
  return withAdminActivity(
    deps.db,
    async (tx) => {
      if (body.fundId) {
        if (!(await repo.fundExists(tx, body.fundId)))
          throw badRequest(FUND_MSG.notFound, 'BAD_REQUEST', [
            { path: 'fundId', message: FUND_MSG.notFound },
          ]);
      }
      const entryId = await repo.insertEntry(tx, {
        direction: 'OUT',
        amount: body.amount,
        date: body.date,
        description: body.description,
        fund_id: body.fundId ?? null,
        payment_id: null,
        receipt_url: body.receiptUrl,
        reverses_entry_id: null,
        created_by: user.id,
        created_at: now.toISOString(),
      });
      return {
        result: toEntry(await entryOrThrow(tx, entryId), true),
        activity: {
          module: 'Keuangan',
          action: 'Tambah',
          activityInfo: `Mencatat pengeluaran ${body.description} (${formatRupiah(body.amount)})`,
          newValue: { nominal: body.amount, tanggal: body.date },
        },
      };
    },
    user,
    now,
  );
}

/** POST /cashbook/{id}/reverse { reason } (committee): the opposite entry; the original stays, both visible. */
export async function reverseEntry(
  deps: FundDeps,
  user: AuthUser,
  id: number,
  reason: string,
): Promise<CashEntry> {
  await requireCommittee(deps.db, user);
  const now = deps.now();
  try {
    return await withAdminActivity(
      deps.db,
      async (tx) => {
        const orig = await repo.selectEntry(tx, id);
        if (!orig) throw entryNotFound();
        if (orig.reverses_entry_id !== null) throw badRequest(FUND_MSG.reversalOfReversal);
        if (orig.reversed_by !== null) throw conflict(FUND_MSG.alreadyReversed, 'CASH_ENTRY_REVERSED');
        const entryId = await repo.insertEntry(tx, {
          direction: orig.direction === 'IN' ? 'OUT' : 'IN',
          amount: Number(orig.amount),
          date: dayOf(now),
          description: `Koreksi: ${orig.description} (${reason})`,
          fund_id: orig.fund_id,
          payment_id: null,
          receipt_url: null,
          reverses_entry_id: id,
          created_by: user.id,
          created_at: now.toISOString(),
        });
        return {
          result: toEntry(await entryOrThrow(tx, entryId), true),
          activity: {
            module: 'Keuangan',
            action: 'Batalkan',
            activityInfo: `Mengoreksi catatan kas ${orig.description} (${formatRupiah(Number(orig.amount))}): ${reason}`,
            newValue: { koreksiDari: id },
          },
        };
      },
      user,
      now,
    );
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(FUND_MSG.alreadyReversed, 'CASH_ENTRY_REVERSED');
    throw err;
  }
}

// --- Treasurers ----------------------------------------------------------------------------------

export async function listTreasurers(db: Db) {
  return { datas: await repo.selectTreasurers(db) };
}

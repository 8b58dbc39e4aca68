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
import type { ImageStore } from '../uploads/storage.ts';
import { isOurUpload } from '../uploads/uploads.service.ts';
import { fundStanding } from './fund-standing.service.ts';
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

// --- Funds ---------------------------------------------------------------------------------------

function fundQuery(db: Executor) {
  return db
    .selectFrom('funds as f')
    .leftJoin('events as e', 'e.id', 'f.event_id')
    .select([
      'f.id',
      'f.kind',
      'f.name',
      'f.description',
      'f.event_id',
      'e.name as event_name',
      'f.amount',
      'f.target',
      'f.due_date',
      'f.accounts',
      'f.qris_url',
      'f.status',
      (eb) =>
        eb
          .selectFrom('fund_payments as p')
          .select((x) => x.fn.coalesce(x.fn.sum<number>('p.amount'), x.lit(0)).as('s'))
          .whereRef('p.fund_id', '=', 'f.id')
          .where('p.status', '=', 'VERIFIED')
          .as('collected'),
      (eb) =>
        eb
          .selectFrom('fund_payments as p')
          .select((x) => x.fn.countAll<number>().as('n'))
          .whereRef('p.fund_id', '=', 'f.id')
          .where('p.status', '=', 'VERIFIED')
          .as('paid_count'),
      (eb) =>
        eb
          .selectFrom('fund_payments as p')
          .select((x) => x.fn.countAll<number>().as('n'))
          .whereRef('p.fund_id', '=', 'f.id')
          .where('p.status', '=', 'PENDING')
          .as('pending_count'),
      (eb) =>
        eb
          .selectFrom('fund_payments as p')
          .select((x) => x.fn.coalesce(x.fn.sum<number>('p.amount'), x.lit(0)).as('s'))
          .whereRef('p.fund_id', '=', 'f.id')
          .where('p.status', '=', 'PENDING')
          .as('pending_amount'),
    ]);
}
type FundRow = Awaited<ReturnType<ReturnType<typeof fundQuery>['executeTakeFirstOrThrow']>>;

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
  const rows = await paymentQuery(db)
    .where('p.user_id', '=', userId)
    .where('p.fund_id', 'in', fundIds)
    .orderBy('p.id', 'asc')
    .execute();
  for (const r of rows) out.set(r.fund_id, r);
  return out;
}

/** GET /fund: members see the open funds with their own state; the committee sees every fund. */
export async function listFunds(db: Db, viewer: AuthUser, query: { eventId?: number | undefined }) {
  const committee = await isCommittee(db, viewer);
  const rows = await fundQuery(db)
    .$if(!committee, (q) => q.where('f.status', '=', 'OPEN'))
    .$if(query.eventId !== undefined, (q) => q.where('f.event_id', '=', query.eventId as number))
    .orderBy('f.status', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
  const mine = await latestPayments(
    db,
    viewer.id,
    rows.map((r) => r.id),
  );
  return { committee, total: rows.length, datas: rows.map((r) => toFund(r, mine.get(r.id))) };
}

/** GET /fund/{id}: an open fund for members (a closed one only if they paid into it); any for the committee. */
export async function getFund(db: Db, viewer: AuthUser, id: number): Promise<Fund> {
  const row = await fundQuery(db).where('f.id', '=', id).executeTakeFirst();
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
    const event = await tx
      .selectFrom('events')
      .select('id')
      .where('id', '=', body.eventId)
      .executeTakeFirst();
    if (!event)
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
      const row = await tx
        .insertInto('funds')
        .values({
          ...fundColumns(body),
          status: body.status ?? 'OPEN',
          created_by: user.id,
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const fund = toFund(
        await fundQuery(tx).where('f.id', '=', row.id).executeTakeFirstOrThrow(),
        undefined,
      );
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
      const before = await tx.selectFrom('funds').selectAll().where('id', '=', id).executeTakeFirst();
      if (!before) throw fundNotFound();
      await tx
        .updateTable('funds')
        .set({ ...fundColumns(body), status: body.status ?? before.status, updated_at: now.toISOString() })
        .where('id', '=', id)
        .execute();
      const after = await tx.selectFrom('funds').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
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
        result: toFund(await fundQuery(tx).where('f.id', '=', id).executeTakeFirstOrThrow(), undefined),
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

function paymentQuery(db: Executor) {
  return db
    .selectFrom('fund_payments as p')
    .innerJoin('funds as f', 'f.id', 'p.fund_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('users as v', 'v.id', 'p.verified_by')
    .select([
      'p.id',
      'p.fund_id',
      'f.name as fund_name',
      'p.user_id',
      'u.name as user_name',
      'p.amount',
      'p.unique_code',
      'p.unique_amount',
      'p.proof_url',
      'p.anonymous',
      'p.method',
      'p.status',
      'p.reason',
      'p.receipt_no',
      'v.name as verifier_name',
      'p.verified_at',
      'p.created_at',
    ]);
}
type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['executeTakeFirstOrThrow']>>;

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
  const fund = await tx.selectFrom('funds').selectAll().where('id', '=', id).executeTakeFirst();
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
          const mine = await tx
            .selectFrom('fund_payments')
            .select(['id', 'status'])
            .where('fund_id', '=', fundId)
            .where('user_id', '=', member.id)
            .where('status', 'in', ['PENDING', 'VERIFIED'])
            .orderBy('id', 'desc')
            .executeTakeFirst();
          if (mine?.status === 'VERIFIED') throw conflict(FUND_MSG.alreadyPaid, 'FUND_PAID');
          if (mine) {
            if (body.proofUrl)
              await tx
                .updateTable('fund_payments')
                .set({ proof_url: body.proofUrl })
                .where('id', '=', mine.id)
                .execute();
            return toPayment(await paymentQuery(tx).where('p.id', '=', mine.id).executeTakeFirstOrThrow());
          }
        }
        const taken = new Set(
          (
            await tx
              .selectFrom('fund_payments')
              .select('unique_amount')
              .where('fund_id', '=', fundId)
              .where('status', '=', 'PENDING')
              .execute()
          ).map((r) => Number(r.unique_amount)),
        );
        const free: number[] = [];
        for (let code = 1; code <= UNIQUE_CODE_MAX; code++) if (!taken.has(amount + code)) free.push(code);
        if (free.length === 0) throw conflict(FUND_MSG.noCodeLeft, 'FUND_NO_CODE');
        const code = free[Math.floor(Math.random() * free.length)] as number;
        const row = await tx
          .insertInto('fund_payments')
          .values({
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
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return toPayment(await paymentQuery(tx).where('p.id', '=', row.id).executeTakeFirstOrThrow());
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
    const row = await tx
      .selectFrom('fund_payments')
      .select(['user_id', 'status'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || row.user_id !== member.id) throw paymentNotFound();
    if (row.status !== 'PENDING') throw conflict(FUND_MSG.notPending, 'PAYMENT_PROCESSED');
    await tx.updateTable('fund_payments').set({ proof_url: proofUrl }).where('id', '=', id).execute();
    return toPayment(await paymentQuery(tx).where('p.id', '=', id).executeTakeFirstOrThrow());
  });
}

/** GET /fund-payment/{id}: the payer or the committee. */
export async function getPayment(db: Db, viewer: AuthUser, id: number): Promise<FundPayment> {
  const row = await paymentQuery(db).where('p.id', '=', id).executeTakeFirst();
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
    const fund = await db.selectFrom('funds').select('id').where('id', '=', fundId).executeTakeFirst();
    if (!fund) throw fundNotFound();
  }
  const rows = await paymentQuery(db)
    .$if(fundId !== null, (q) => q.where('p.fund_id', '=', fundId as number))
    .$if(status !== undefined, (q) => q.where('p.status', '=', status as string))
    .orderBy('p.id', 'asc')
    .execute();
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
  const user = await tx
    .selectFrom('users')
    .select(['name', 'email'])
    .where('id', '=', p.user_id)
    .executeTakeFirst();
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
  const res = await tx
    .updateTable('fund_payments')
    .set({
      status: 'VERIFIED',
      receipt_no: receiptNumber(id, now),
      verified_by: user.id,
      verified_at: now.toISOString(),
    })
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  if (Number(res.numUpdatedRows) === 0) {
    const exists = await tx.selectFrom('fund_payments').select('id').where('id', '=', id).executeTakeFirst();
    if (!exists) throw paymentNotFound();
    throw conflict(FUND_MSG.notPending, 'PAYMENT_PROCESSED');
  }
  const p = await paymentQuery(tx).where('p.id', '=', id).executeTakeFirstOrThrow();
  await tx
    .insertInto('cashbook_entries')
    .values({
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
    })
    .execute();
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
      const res = await tx
        .updateTable('fund_payments')
        .set({ status: 'REJECTED', reason, verified_by: user.id, verified_at: now.toISOString() })
        .where('id', '=', id)
        .where('status', '=', 'PENDING')
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) === 0) {
        const exists = await tx
          .selectFrom('fund_payments')
          .select('id')
          .where('id', '=', id)
          .executeTakeFirst();
        if (!exists) throw paymentNotFound();
        throw conflict(FUND_MSG.notPending, 'PAYMENT_PROCESSED');
      }
      const p = await paymentQuery(tx).where('p.id', '=', id).executeTakeFirstOrThrow();
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
      const member = await tx
        .selectFrom('users')
        .select(['id', 'name'])
        .where('id', '=', body.userId)
        .executeTakeFirst();
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
        const paid = await tx
          .selectFrom('fund_payments')
          .select('id')
          .where('fund_id', '=', fundId)
          .where('user_id', '=', member.id)
          .where('status', '=', 'VERIFIED')
          .executeTakeFirst();
        if (paid) throw conflict(FUND_MSG.alreadyPaid, 'FUND_PAID');
        // A waiting transfer of the same member is superseded by the cash.
        await tx
          .updateTable('fund_payments')
          .set({
            status: 'REJECTED',
            reason: 'Dibayar tunai',
            verified_by: user.id,
            verified_at: now.toISOString(),
          })
          .where('fund_id', '=', fundId)
          .where('user_id', '=', member.id)
          .where('status', '=', 'PENDING')
          .execute();
      }
      const row = await tx
        .insertInto('fund_payments')
        .values({
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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const p = await verifyInTx(deps, tx, user, row.id, now);
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

function entryQuery(db: Executor) {
  return db
    .selectFrom('cashbook_entries as c')
    .leftJoin('funds as f', 'f.id', 'c.fund_id')
    .leftJoin('fund_payments as p', 'p.id', 'c.payment_id')
    .leftJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('cashbook_entries as r', 'r.reverses_entry_id', 'c.id')
    .select([
      'c.id',
      'c.direction',
      'c.amount',
      'c.date',
      'c.description',
      'c.fund_id',
      'f.name as fund_name',
      'c.receipt_url',
      'c.reverses_entry_id',
      'r.id as reversed_by',
      'c.created_at',
      'c.payment_id',
      'p.anonymous',
      'u.name as payer_name',
    ]);
}
type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['executeTakeFirstOrThrow']>>;

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
  const rows = await entryQuery(db)
    .$if(month !== undefined, (q) => q.where('c.date', 'like', `${month}-%`))
    .orderBy('c.date', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
  const sums = await db
    .selectFrom('cashbook_entries')
    .select(['direction', (eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('s')])
    .groupBy('direction')
    .execute();
  const sumOf = (d: string) => Number(sums.find((s) => s.direction === d)?.s ?? 0);
  const perFund = await db
    .selectFrom('cashbook_entries as c')
    .leftJoin('funds as f', 'f.id', 'c.fund_id')
    .select([
      'c.fund_id',
      'f.name',
      'c.direction',
      (eb) => eb.fn.coalesce(eb.fn.sum<number>('c.amount'), eb.lit(0)).as('s'),
    ])
    .groupBy(['c.fund_id', 'f.name', 'c.direction'])
    .execute();
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
        const fund = await tx
          .selectFrom('funds')
          .select('id')
          .where('id', '=', body.fundId)
          .executeTakeFirst();
        if (!fund)
          throw badRequest(FUND_MSG.notFound, 'BAD_REQUEST', [
            { path: 'fundId', message: FUND_MSG.notFound },
          ]);
      }
      const row = await tx
        .insertInto('cashbook_entries')
        .values({
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
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return {
        result: toEntry(await entryQuery(tx).where('c.id', '=', row.id).executeTakeFirstOrThrow(), true),
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
        const orig = await entryQuery(tx).where('c.id', '=', id).executeTakeFirst();
        if (!orig) throw entryNotFound();
        if (orig.reverses_entry_id !== null) throw badRequest(FUND_MSG.reversalOfReversal);
        if (orig.reversed_by !== null) throw conflict(FUND_MSG.alreadyReversed, 'CASH_ENTRY_REVERSED');
        const row = await tx
          .insertInto('cashbook_entries')
          .values({
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
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return {
          result: toEntry(await entryQuery(tx).where('c.id', '=', row.id).executeTakeFirstOrThrow(), true),
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
  const rows = await db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .where('treasurer', '=', 1)
    .orderBy('name')
    .execute();
  return { datas: rows };
}

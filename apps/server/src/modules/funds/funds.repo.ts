import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../../db/index.ts';
import { reusableQuery } from '../../db/reusable-query.ts';
import type { CashbookEntriesTable, FundPaymentsTable, FundsTable } from '../../db/types.ts';
import { livingMember } from '../users/deceased.service.ts';

// The funds, fund_payments, cashbook_entries and fund_reminders tables (docs/decisions/028-iuran-keuangan-buku-kas.md),
// with the event's name, the payer's and verifier's names and the participants joined in (reads of events,
// users and event_participants allowed in architecture.test.ts).

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
export type FundRow = Awaited<ReturnType<ReturnType<typeof fundQuery>['executeTakeFirstOrThrow']>>;

export function selectFund(db: Executor, id: number) {
  return fundQuery(db).where('f.id', '=', id).executeTakeFirst();
}

/** Open funds first, newest first; `openOnly` for members, `eventId` for one event's funds. */
/**
 * The funds a list shows, built and compiled once per variant (open only or all; of one event or any;
 * db/reusable-query.ts): an event's page asks its fund on every visit, and Kysely building this query with its
 * sums cost more than the database answering it (docs/decisions/050).
 */
const fundListQuery = reusableQuery(
  { eventId: 'number' },
  (db: Executor, p: { eventId: number }, variant: string) =>
    fundQuery(db)
      .$if(variant.startsWith('open'), (q) => q.where('f.status', '=', 'OPEN'))
      .$if(variant.endsWith('event'), (q) => q.where('f.event_id', '=', p.eventId))
      .orderBy('f.status', 'desc')
      .orderBy('f.id', 'desc'),
);
export function selectFunds(db: Executor, filter: { openOnly: boolean; eventId: number | undefined }) {
  const variant = `${filter.openOnly ? 'open' : 'all'} ${filter.eventId === undefined ? 'any' : 'event'}`;
  return fundListQuery(db, variant, { eventId: filter.eventId ?? 0 });
}

/** The fund's own row, every column. */
export function selectFundRow(db: Executor, id: number) {
  return db.selectFrom('funds').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function fundExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('funds').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function eventExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('events').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function insertFund(tx: Executor, row: Insertable<FundsTable>): Promise<number> {
  return (await tx.insertInto('funds').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateFundRow(tx: Executor, id: number, changes: Updateable<FundsTable>) {
  await tx.updateTable('funds').set(changes).where('id', '=', id).execute();
}

/** A fund's due-list columns (fund-standing.service.ts). */
export function selectDueFund(db: Executor, id: number) {
  return db
    .selectFrom('funds')
    .select(['id', 'kind', 'event_id', 'amount', 'name', 'status', 'due_date'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The ids of an event's EVENT funds ('Iuran acara'). */
export function selectEventFundIds(db: Executor, eventId: number) {
  return db
    .selectFrom('funds')
    .select('id')
    .where('event_id', '=', eventId)
    .where('kind', '=', 'EVENT')
    .execute();
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
export type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentQuery>['executeTakeFirstOrThrow']>>;

export function selectPayment(db: Executor, id: number) {
  return paymentQuery(db).where('p.id', '=', id).executeTakeFirst();
}

export function selectPaymentOrThrow(db: Executor, id: number) {
  return paymentQuery(db).where('p.id', '=', id).executeTakeFirstOrThrow();
}

/** A member's payments in the given funds, oldest first (the caller keeps the latest of each fund). */
export function selectUserPayments(db: Executor, userId: number, fundIds: number[]) {
  return paymentQuery(db)
    .where('p.user_id', '=', userId)
    .where('p.fund_id', 'in', fundIds)
    .orderBy('p.id', 'asc')
    .execute();
}

/** Payments of one fund (or all), of one status (or all), oldest first. */
export function selectPayments(db: Executor, filter: { fundId: number | null; status: string | undefined }) {
  return paymentQuery(db)
    .$if(filter.fundId !== null, (q) => q.where('p.fund_id', '=', filter.fundId as number))
    .$if(filter.status !== undefined, (q) => q.where('p.status', '=', filter.status as string))
    .orderBy('p.id', 'asc')
    .execute();
}

/** The member's latest payment of the fund among `statuses`. */
export function selectMemberPayment(
  db: Executor,
  fundId: number,
  userId: number,
  statuses: readonly string[],
) {
  return db
    .selectFrom('fund_payments')
    .select(['id', 'status'])
    .where('fund_id', '=', fundId)
    .where('user_id', '=', userId)
    .where('status', 'in', [...statuses])
    .orderBy('id', 'desc')
    .executeTakeFirst();
}

/** The amounts to transfer the fund's PENDING payments already carry. */
export async function selectPendingAmounts(db: Executor, fundId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('fund_payments')
    .select('unique_amount')
    .where('fund_id', '=', fundId)
    .where('status', '=', 'PENDING')
    .execute();
  return rows.map((r) => Number(r.unique_amount));
}

export async function insertPayment(tx: Executor, row: Insertable<FundPaymentsTable>): Promise<number> {
  return (await tx.insertInto('fund_payments').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

export function selectPaymentOwner(db: Executor, id: number) {
  return db.selectFrom('fund_payments').select(['user_id', 'status']).where('id', '=', id).executeTakeFirst();
}

export async function setPaymentProof(tx: Executor, id: number, proofUrl: string) {
  await tx.updateTable('fund_payments').set({ proof_url: proofUrl }).where('id', '=', id).execute();
}

/** Decides a PENDING payment; false when it is not PENDING (or missing): the state is checked in the UPDATE. */
export async function decidePendingPayment(
  tx: Executor,
  id: number,
  changes: Updateable<FundPaymentsTable>,
): Promise<boolean> {
  const res = await tx
    .updateTable('fund_payments')
    .set(changes)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export async function paymentExists(db: Executor, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('fund_payments').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** Decides every PENDING payment of the member in the fund (a waiting transfer superseded by cash). */
export async function decideMemberPending(
  tx: Executor,
  fundId: number,
  userId: number,
  changes: Updateable<FundPaymentsTable>,
) {
  await tx
    .updateTable('fund_payments')
    .set(changes)
    .where('fund_id', '=', fundId)
    .where('user_id', '=', userId)
    .where('status', '=', 'PENDING')
    .execute();
}

/** The VERIFIED or PENDING payments of these members in these funds. */
export function selectPaymentStates(db: Executor, fundIds: number[], userIds: readonly number[]) {
  return db
    .selectFrom('fund_payments')
    .select(['user_id', 'status'])
    .where('fund_id', 'in', fundIds)
    .where('user_id', 'in', [...userIds])
    .where('status', 'in', ['VERIFIED', 'PENDING'])
    .execute();
}

// --- Who owes, who has not paid ------------------------------------------------------------------

export interface DueFund {
  id: number;
  kind: string;
  event_id: number | null;
  amount: number | null;
}

/** Members who owe `fund`: EVENT, the event's participants (seats, not the line); DUES, every living member. */
function owing(db: Executor, fund: DueFund) {
  return db
    .selectFrom('users as u')
    .where(livingMember('u.deceased'))
    .$if(fund.kind === 'EVENT', (q) =>
      q.where('u.id', 'in', (eb) =>
        eb
          .selectFrom('event_participants as ep')
          .select('ep.user_id')
          .where('ep.event_id', '=', fund.event_id ?? -1),
      ),
    );
}

/** Those of `owing` with neither a verified nor a waiting payment in the fund. */
function notPaid(db: Executor, fund: DueFund) {
  return owing(db, fund).where(({ not, exists, selectFrom }) =>
    not(
      exists(
        selectFrom('fund_payments as p')
          .select('p.id')
          .whereRef('p.user_id', '=', 'u.id')
          .where('p.fund_id', '=', fund.id)
          .where('p.status', 'in', ['VERIFIED', 'PENDING']),
      ),
    ),
  );
}

const countOf = async (q: ReturnType<typeof owing>) =>
  Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);

export const countOwing = (db: Executor, fund: DueFund) => countOf(owing(db, fund));
export const countNotPaid = (db: Executor, fund: DueFund) => countOf(notPaid(db, fund));

/** A page of the members who have not paid, in name order, with when they were last reminded. */
export function selectNotPaidPage(db: Executor, fund: DueFund, page: { limit: number; skip: number }) {
  return notPaid(db, fund)
    .leftJoin('fund_reminders as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.fund_id', '=', fund.id))
    .select(['u.id', 'u.name', 'u.username', 'u.picture', 'r.sent_at'])
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(page.limit)
    .offset(page.skip)
    .execute();
}

/** Everyone who has not paid but `exceptUserId`, with their address and when they were last reminded. */
export function selectNotPaidContacts(db: Executor, fund: DueFund, exceptUserId: number) {
  return notPaid(db, fund)
    .leftJoin('fund_reminders as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.fund_id', '=', fund.id))
    .select(['u.id', 'u.name', 'u.email', 'r.sent_at'])
    .where('u.id', '!=', exceptUserId)
    .orderBy('u.id')
    .execute();
}

/** Sets when these members were last reminded of the fund (one row each). */
export async function writeReminders(tx: Executor, fundId: number, userIds: number[], sentAt: string) {
  await tx
    .deleteFrom('fund_reminders')
    .where('fund_id', '=', fundId)
    .where('user_id', 'in', userIds)
    .execute();
  await tx
    .insertInto('fund_reminders')
    .values(userIds.map((userId) => ({ fund_id: fundId, user_id: userId, sent_at: sentAt })))
    .execute();
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
export type EntryRow = Awaited<ReturnType<ReturnType<typeof entryQuery>['executeTakeFirstOrThrow']>>;

export function selectEntry(db: Executor, id: number) {
  return entryQuery(db).where('c.id', '=', id).executeTakeFirst();
}

/** Every entry (of one month `YYYY-MM` when given), newest first. */
export function selectEntries(db: Executor, month: string | undefined) {
  return entryQuery(db)
    .$if(month !== undefined, (q) => q.where('c.date', 'like', `${month}-%`))
    .orderBy('c.date', 'desc')
    .orderBy('c.id', 'desc')
    .execute();
}

/** The sum of the book's entries per direction. */
export function sumByDirection(db: Executor) {
  return db
    .selectFrom('cashbook_entries')
    .select(['direction', (eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('s')])
    .groupBy('direction')
    .execute();
}

/** The sum of the book's entries per fund (null: 'Kas umum') and direction. */
export function sumByFund(db: Executor) {
  return db
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
}

export async function insertEntry(tx: Executor, row: Insertable<CashbookEntriesTable>): Promise<number> {
  return (await tx.insertInto('cashbook_entries').values(row).returning('id').executeTakeFirstOrThrow()).id;
}

// --- Members the money desk names ----------------------------------------------------------------

export function selectMemberName(db: Executor, id: number) {
  return db.selectFrom('users').select(['id', 'name']).where('id', '=', id).executeTakeFirst();
}

export function selectMemberContact(db: Executor, id: number) {
  return db.selectFrom('users').select(['name', 'email']).where('id', '=', id).executeTakeFirst();
}

/** Whether the member is marked 'Bendahara' (the users module owns the flag; the money desk reads it). */
export async function isTreasurer(db: Executor, id: number): Promise<boolean> {
  const row = await db.selectFrom('users').select('treasurer').where('id', '=', id).executeTakeFirst();
  return row?.treasurer === 1;
}

export function selectTreasurers(db: Executor) {
  return db
    .selectFrom('users')
    .select(['id', 'name', 'username'])
    .where('treasurer', '=', 1)
    .orderBy('name')
    .execute();
}

import {
  FUND_MSG,
  type Fund,
  type FundRemind,
  formatRupiah,
  fundReminderText,
  type ParticipantPaymentState,
  REMINDER_GAP_HOURS,
  UNPAID_DEFAULT_LIMIT,
  UNPAID_MAX_LIMIT,
  type UnpaidMember,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { renderMail } from '../../lib/mail-layout.ts';
import { type Page, toPage } from '../../lib/pagination.ts';
import { recordActivity } from '../activity-log/activity-log.service.ts';
import { enqueueMails } from '../mail/mail.service.ts';
import { notifyMany } from '../notifications/notifications.service.ts';
import { livingMember } from '../users/deceased.ts';
import { fundUrl, requireCommittee } from './funds-access.service.ts';

/**
 * Who has paid (docs/decisions/028-iuran-keuangan-buku-kas.md, "Who has paid"): who owes a fund, who of them has
 * not paid (neither a verified nor a waiting payment; a rejected slip counts as not paid), 'Ingatkan' for them,
 * and each participant's payment of an event's fee for the committee's participant list, check-in and export.
 */

interface DueFund {
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

async function dueFund(
  db: Executor,
  id: number,
): Promise<DueFund & { name: string; status: string; due_date: string | null }> {
  const fund = await db
    .selectFrom('funds')
    .select(['id', 'kind', 'event_id', 'amount', 'name', 'status', 'due_date'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!fund) throw notFound(FUND_MSG.notFound, 'FUND_NOT_FOUND');
  return { ...fund, amount: fund.amount === null ? null : Number(fund.amount) };
}

const countOf = async (q: ReturnType<typeof owing>) =>
  Number((await q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst())?.n ?? 0);

/** The fund page's counts: how many owe it, how many of them have not paid and what they owe together. */
export async function fundStanding(db: Executor, fund: DueFund): Promise<NonNullable<Fund['standing']>> {
  const [due, notYet] = await Promise.all([countOf(owing(db, fund)), countOf(notPaid(db, fund))]);
  return { due, notYet, notYetAmount: notYet * (fund.amount ?? 0) };
}

function requireDue(fund: DueFund) {
  if (fund.kind === 'DONATION')
    throw badRequest(FUND_MSG.donationNoDue, 'FUND_DONATION', [
      { path: 'id', message: FUND_MSG.donationNoDue },
    ]);
}

/** GET /fund/{id}/unpaid (committee): who owes the fund and has not paid, in name order, paged in SQL. */
export async function listUnpaid(
  db: Db,
  viewer: AuthUser,
  id: number,
  q: { offset?: number | undefined; limit?: number | undefined },
): Promise<{ total: number; datas: UnpaidMember[] }> {
  await requireCommittee(db, viewer);
  const fund = await dueFund(db, id);
  requireDue(fund);
  const page: Page = toPage(q, { defaultLimit: UNPAID_DEFAULT_LIMIT, maxLimit: UNPAID_MAX_LIMIT });
  const [total, rows] = await Promise.all([
    countOf(notPaid(db, fund)),
    notPaid(db, fund)
      .leftJoin('fund_reminders as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.fund_id', '=', fund.id))
      .select(['u.id', 'u.name', 'u.username', 'u.picture', 'r.sent_at'])
      .orderBy('u.name')
      .orderBy('u.id')
      .limit(page.limit)
      .offset(page.skip)
      .execute(),
  ]);
  return {
    total,
    datas: rows.map((r) => ({
      id: r.id,
      name: r.name,
      username: r.username,
      picture: r.picture,
      remindedAt: r.sent_at ?? null,
    })),
  };
}

/** Reminders per INSERT batch. */
const CHUNK = 500;

/**
 * POST /fund/{id}/remind (committee): an in-app notice and an e-mail to everyone who owes the open fund and has
 * not paid, except those reminded of it in the last REMINDER_GAP_HOURS; one transaction with its activity row.
 * Answers how many were reached and skipped, and a WhatsApp text for the class group.
 */
export async function remindUnpaid(
  deps: { db: Db; now: () => Date; publicUrl: string },
  user: AuthUser,
  id: number,
): Promise<FundRemind> {
  await requireCommittee(deps.db, user);
  const now = deps.now();
  const since = new Date(now.getTime() - REMINDER_GAP_HOURS * 3_600_000).toISOString();
  const url = `${deps.publicUrl}${fundUrl(id)}`;
  return deps.db.transaction().execute(async (tx) => {
    const fund = await dueFund(tx, id);
    requireDue(fund);
    if (fund.status !== 'OPEN') throw badRequest(FUND_MSG.closed, 'FUND_CLOSED');
    const rows = await notPaid(tx, fund)
      .leftJoin('fund_reminders as r', (j) => j.onRef('r.user_id', '=', 'u.id').on('r.fund_id', '=', fund.id))
      .select(['u.id', 'u.name', 'u.email', 'r.sent_at'])
      // The one pressing the button is not reminded of their own fee.
      .where('u.id', '!=', user.id)
      .orderBy('u.id')
      .execute();
    const due = rows.filter((r) => !r.sent_at || r.sent_at <= since);
    const amount = formatRupiah(fund.amount ?? 0);
    const content = FUND_MSG.reminderNotice(fund.name, amount);
    for (let i = 0; i < due.length; i += CHUNK) {
      const part = due.slice(i, i + CHUNK);
      await notifyMany(
        tx,
        part.map((r) => ({
          userId: r.id,
          actorId: user.id,
          content,
          redirectUrl: fundUrl(fund.id),
          now,
          // Also to the member's phones as a reminder (docs/decisions/030).
          push: 'reminders' as const,
        })),
      );
      await enqueueMails(
        tx,
        part.map((r) => ({
          kind: 'fund-reminder',
          to: r.email,
          subject: FUND_MSG.reminderSubject(fund.name),
          ...renderMail({
            greeting: `Yth. ${r.name},`,
            intro: [content],
            action: { label: 'Bayar Iuran', url },
          }),
          userId: r.id,
          ref: `fund-reminder:${fund.id}:${r.id}:${now.toISOString()}`,
        })),
        now,
      );
      const sentAt = now.toISOString();
      await tx
        .deleteFrom('fund_reminders')
        .where('fund_id', '=', fund.id)
        .where(
          'user_id',
          'in',
          part.map((r) => r.id),
        )
        .execute();
      await tx
        .insertInto('fund_reminders')
        .values(part.map((r) => ({ fund_id: fund.id, user_id: r.id, sent_at: sentAt })))
        .execute();
    }
    await recordActivity(tx, {
      admin: user,
      now,
      module: 'Keuangan',
      action: 'Ingatkan',
      activityInfo: `Mengingatkan ${due.length} anggota yang belum membayar ${fund.name}`,
      newValue: { diingatkan: due.length, dilewati: rows.length - due.length },
    });
    return {
      reminded: due.length,
      skipped: rows.length - due.length,
      whatsappText: fundReminderText({ name: fund.name, amount: fund.amount, dueDate: fund.due_date }, url),
    };
  });
}

/**
 * Each of `userIds`' payment of the event's fee ('Iuran acara'): VERIFIED if any payment of the event's EVENT
 * funds is verified, else PENDING if one waits, else NONE. Null when the event has no fee. One query.
 */
export async function eventPaymentStates(
  db: Executor,
  eventId: number,
  userIds: readonly number[],
): Promise<Map<number, ParticipantPaymentState> | null> {
  const funds = await db
    .selectFrom('funds')
    .select('id')
    .where('event_id', '=', eventId)
    .where('kind', '=', 'EVENT')
    .execute();
  if (funds.length === 0) return null;
  const out = new Map<number, ParticipantPaymentState>(userIds.map((id) => [id, 'NONE']));
  if (userIds.length === 0) return out;
  const rows = await db
    .selectFrom('fund_payments')
    .select(['user_id', 'status'])
    .where(
      'fund_id',
      'in',
      funds.map((f) => f.id),
    )
    .where('user_id', 'in', [...userIds])
    .where('status', 'in', ['VERIFIED', 'PENDING'])
    .execute();
  for (const r of rows) {
    if (r.user_id === null) continue;
    if (r.status === 'VERIFIED' || out.get(r.user_id) !== 'VERIFIED')
      out.set(r.user_id, r.status as ParticipantPaymentState);
  }
  return out;
}

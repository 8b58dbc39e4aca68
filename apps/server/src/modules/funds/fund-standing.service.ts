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
import {
  countNotPaid,
  countOwing,
  type DueFund,
  selectDueFund,
  selectEventFundIds,
  selectNotPaidContacts,
  selectNotPaidPage,
  selectPaymentStates,
  writeReminders,
} from './funds.repo.ts';
import { fundUrl, requireCommittee } from './funds-access.service.ts';

/**
 * Who has paid (docs/decisions/028-iuran-keuangan-buku-kas.md, "Who has paid"): who owes a fund, who of them has
 * not paid (neither a verified nor a waiting payment; a rejected slip counts as not paid), 'Ingatkan' for them,
 * and each participant's payment of an event's fee for the committee's participant list, check-in and export.
 */

async function dueFund(
  db: Executor,
  id: number,
): Promise<DueFund & { name: string; status: string; due_date: string | null }> {
  const fund = await selectDueFund(db, id);
  if (!fund) throw notFound(FUND_MSG.notFound, 'FUND_NOT_FOUND');
  return { ...fund, amount: fund.amount === null ? null : Number(fund.amount) };
}

/** The fund page's counts: how many owe it, how many of them have not paid and what they owe together. */
export async function fundStanding(db: Executor, fund: DueFund): Promise<NonNullable<Fund['standing']>> {
  const [due, notYet] = await Promise.all([countOwing(db, fund), countNotPaid(db, fund)]);
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
  const [total, rows] = await Promise.all([countNotPaid(db, fund), selectNotPaidPage(db, fund, page)]);
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
    // The one pressing the button is not reminded of their own fee.
    const rows = await selectNotPaidContacts(tx, fund, user.id);
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
      await writeReminders(
        tx,
        fund.id,
        part.map((r) => r.id),
        now.toISOString(),
      );
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
  const funds = await selectEventFundIds(db, eventId);
  if (funds.length === 0) return null;
  const out = new Map<number, ParticipantPaymentState>(userIds.map((id) => [id, 'NONE']));
  if (userIds.length === 0) return out;
  const rows = await selectPaymentStates(
    db,
    funds.map((f) => f.id),
    userIds,
  );
  for (const r of rows) {
    if (r.user_id === null) continue;
    if (r.status === 'VERIFIED' || out.get(r.user_id) !== 'VERIFIED')
      out.set(r.user_id, r.status as ParticipantPaymentState);
  }
  return out;
}

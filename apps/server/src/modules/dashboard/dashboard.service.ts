import {
  type ComparedUserMonth,
  type ComparedUsers,
  DASHBOARD_TREND_MONTHS,
  DASHBOARD_YEAR_SPAN,
  MONTH_LABELS_ID,
  type TotalFigure,
  yearOutOfRangeMessage,
} from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { monthStartIso, shiftMonth, type YearMonth, yearMonthAt } from './community-calendar.ts';
import { activeMembersByBucket, eventsByBucket, membersByBucket } from './dashboard.repo.ts';

export interface Clock {
  now: Date;
  timeZone: string;
}

/** Grouped `{ bucket, n }` rows as an array indexed by bucket (missing buckets are 0). */
function tally(rows: { bucket: number; n: number }[], size: number): number[] {
  const counts = new Array<number>(size).fill(0);
  for (const r of rows) counts[Number(r.bucket)] = Number(r.n);
  return counts;
}

/**
 * Change of this month versus last month in percent, one decimal: (this - last) / last * 100;
 * from nothing to something is +100, nothing to nothing 0 ('Sama dari bulan lalu').
 */
export function percentageChange(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  const rounded = Math.round(((current - previous) / previous) * 1000) / 10;
  return rounded === 0 ? 0 : rounded; // never -0
}

/**
 * Upper bounds for the card figures: the starts of months M-4 .. M+1 (M = this month). Bucket 0 holds
 * rows created up to the end of month M-5, bucket i (1..5) month M-5+i, bucket 6 anything later.
 */
function cardBounds(clock: Clock): string[] {
  const current = yearMonthAt(clock.now, clock.timeZone);
  return Array.from({ length: DASHBOARD_TREND_MONTHS }, (_, i) =>
    monthStartIso(shiftMonth(current, i - (DASHBOARD_TREND_MONTHS - 2)), clock.timeZone),
  );
}

function cardFigure(counts: number[]): TotalFigure {
  const trend: number[] = [];
  let running = 0;
  for (let i = 0; i < DASHBOARD_TREND_MONTHS; i++) {
    running += counts[i] ?? 0;
    trend.push(running);
  }
  const total = counts.reduce((a, b) => a + b, 0);
  const thisMonth = counts[DASHBOARD_TREND_MONTHS - 1] ?? 0;
  // The figure is a total, so its percentage is the total's growth since the end of last month (not this
  // month's new rows against last month's, which read as members lost, docs/decisions/022); the month's new
  // rows are given beside it.
  const endOfLastMonth = trend[DASHBOARD_TREND_MONTHS - 2] ?? 0;
  const endOfThisMonth = trend[DASHBOARD_TREND_MONTHS - 1] ?? 0;
  return {
    total,
    percentageValue: percentageChange(endOfThisMonth, endOfLastMonth),
    newThisMonth: thisMonth,
    trend,
  };
}

/** GET /dashboard/total-user: members (ROLE_USER) by creation month, one grouped query. */
export async function totalUserFigure(db: Executor, clock: Clock): Promise<TotalFigure> {
  const bounds = cardBounds(clock);
  const rows = await membersByBucket(db, bounds);
  return cardFigure(tally(rows, bounds.length + 1));
}

/** GET /dashboard/total-event: events not soft-deleted, by creation month, one grouped query. */
export async function totalEventFigure(db: Executor, clock: Clock): Promise<TotalFigure> {
  const bounds = cardBounds(clock);
  const rows = await eventsByBucket(db, bounds);
  return cardFigure(tally(rows, bounds.length + 1));
}

/**
 * GET /dashboard/compared-user ('Ringkasan Pengguna'), per calendar month of the community zone:
 * - a member (ROLE_USER) is ACTIVE in a month when they have at least one login_history row in it;
 * - INACTIVE = members who existed by the end of that month (created before the next month starts)
 *   minus the active ones;
 * - months that have not started yet are 0/0.
 * Two grouped queries (active members per month, members created per month), whatever the data size.
 */
export async function comparedUsers(
  db: Executor,
  year: number | undefined,
  clock: Clock,
): Promise<ComparedUsers> {
  const current = yearMonthAt(clock.now, clock.timeZone);
  const chosen = year ?? current.year;
  const minYear = current.year - (DASHBOARD_YEAR_SPAN - 1);
  if (chosen < minYear || chosen > current.year) {
    throw badRequest(yearOutOfRangeMessage(minYear, current.year), 'YEAR_OUT_OF_RANGE');
  }

  // starts[0] = 1 January 00:00 in the zone ... starts[12] = 1 January of the next year.
  const january: YearMonth = { year: chosen, month: 1 };
  const starts = Array.from({ length: 13 }, (_, i) => monthStartIso(shiftMonth(january, i), clock.timeZone));
  const yearStart = starts[0] as string;
  const yearEnd = starts[12] as string;

  const [activeRows, createdRows] = await Promise.all([
    // Bucket 0..11 = January..December.
    activeMembersByBucket(db, yearStart, yearEnd, starts.slice(1)),
    // Bucket 0 = created before the year, 1..12 = created in that month.
    membersByBucket(db, starts.slice(0, 12), yearEnd),
  ]);

  const active = tally(activeRows, 13);
  const created = tally(createdRows, 13);
  const nowMs = clock.now.getTime();
  let existing = created[0] ?? 0;
  const months: ComparedUserMonth[] = MONTH_LABELS_ID.map((label, i) => {
    existing += created[i + 1] ?? 0;
    const started = Date.parse(starts[i] as string) <= nowMs;
    const activeUser = started ? (active[i] ?? 0) : 0;
    const inactiveUser = started ? Math.max(0, existing - activeUser) : 0;
    return { month: i + 1, label, activeUser, inactiveUser };
  });
  return { year: chosen, comparedUsers: months };
}

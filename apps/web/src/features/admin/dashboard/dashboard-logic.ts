import { DASHBOARD_TREND_MONTHS, DASHBOARD_YEAR_SPAN, MONTH_LABELS_ID } from '@alumni/contract/constants';
import type { BadgeColor } from '#web/components/ui/badge.tsx';
import { COMMUNITY_TIME_ZONE } from '#web/lib/dates.ts';
import { DASHBOARD_TEXT } from './dashboard-text.ts';

/** The year selector offers the current year and the 4 before it (docs/spec.md §9: 5 years). */
export const YEAR_SPAN = DASHBOARD_YEAR_SPAN;
export const TREND_MONTHS = DASHBOARD_TREND_MONTHS;
export const MONTHS_ID = MONTH_LABELS_ID;
/** docs/spec.md §9: names in admin tables are cut at 30 characters plus an ellipsis. */
export const ADMIN_NAME_MAX = 30;

const numberFormat = new Intl.NumberFormat('id-ID');
const percentFormat = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 1 });

/** 1234567 -> '1.234.567' (Indonesian grouping). */
export function formatCount(n: number): string {
  return numberFormat.format(n);
}

export type TrendDirection = 'down' | 'same' | 'up';

export interface Trend {
  direction: TrendDirection;
  color: BadgeColor;
  label: string;
}

/**
 * The change versus last month as the cards show it (docs/spec.md §9): negative red 'Total -12,5% dari bulan lalu'
 * (down arrow), zero yellow 'Sama dari bulan lalu', positive green 'Total +12,5% dari bulan lalu' (up arrow).
 * The sign is in the text, so the colour is never the only clue.
 */
export function trendOf(percentage: number): Trend {
  // The server rounds to one decimal; anything that would print as 0 (or is not a number) reads as unchanged.
  const rounded = Number.isFinite(percentage) ? Math.round(percentage * 10) / 10 : 0;
  if (rounded === 0) return { direction: 'same', color: 'yellow', label: DASHBOARD_TEXT.trendSame };
  if (rounded < 0)
    return {
      direction: 'down',
      color: 'red',
      label: DASHBOARD_TEXT.trendChange(`-${percentFormat.format(-rounded)}`),
    };
  return {
    direction: 'up',
    color: 'green',
    label: DASHBOARD_TEXT.trendChange(`+${percentFormat.format(rounded)}`),
  };
}

const yearMonthFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: COMMUNITY_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
});

/** The community's (Jakarta) calendar year and month (1 = January) at an instant. */
export function communityYearMonth(now: Date = new Date()): { year: number; month: number } {
  const parts = yearMonthFormat.formatToParts(now);
  const year = Number(parts.find((p) => p.type === 'year')?.value);
  const month = Number(parts.find((p) => p.type === 'month')?.value);
  return { year, month };
}

/**
 * The years of the 'Ringkasan Pengguna' selector: the current (Jakarta) year first, then the 4 before.
 * The spec's default comparison year 2023 predates the server's window once the year is 2028 or later
 * (the server accepts only these five years), so the page defaults to the current year instead.
 */
export function yearOptions(now: Date = new Date()): number[] {
  const { year } = communityYearMonth(now);
  return Array.from({ length: YEAR_SPAN }, (_, i) => year - i);
}

/** 'Jun 2026' ... the current month: the months of the 6 trend points, oldest first. */
export function trendMonthLabels(now: Date = new Date(), count: number = TREND_MONTHS): string[] {
  const { year, month } = communityYearMonth(now);
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - (count - 1 - i);
    return `${MONTHS_ID[index % 12]} ${Math.floor(index / 12)}`;
  });
}

/** The text alternative of a trend line: 'Tren 6 bulan terakhir: Jun 2026 1.200, Jul 2026 1.250, ….' */
export function trendAlt(values: readonly number[], now: Date = new Date()): string {
  const labels = trendMonthLabels(now, values.length);
  return DASHBOARD_TEXT.trendAlt(values.map((v, i) => `${labels[i]} ${formatCount(v)}`).join(', '));
}

/** docs/spec.md §9: an admin table cuts a name at 30 characters and adds '…' (never splitting an emoji). */
export function cutAdminName(name: string, max: number = ADMIN_NAME_MAX): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/**
 * The attendance rate of a finished event (docs/decisions/015): checked in over registered, whole percent, rounded
 * down so '100%' means everyone came. Null when nobody registered (no rate to speak of).
 */
export function attendanceRate(attended: number, registered: number): string | null {
  if (registered <= 0) return null;
  return `${Math.floor((Math.min(attended, registered) / registered) * 100)}%`;
}

/** Bytes as Indonesians read them: '0 B', '812 KB', '1,5 MB', '2,3 GB' (decimal comma, 1024 steps). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toLocaleString('id-ID', { maximumFractionDigits: digits })} ${units[unit]}`;
}

import { PROFILE_DATE_PATTERN } from '@alumni/contract';

import type { MonthYear } from '#web/lib/profile-dates.ts';

/** Month names for the month/year selects (docs/spec.md §9: dates shown in Indonesian). */
export { MONTHS_ID } from '#web/lib/profile-dates.ts';

/** The first year the selects offer. */
export const FIRST_YEAR = 1950;

/** The month/year selects' choice: lib/profile-dates.ts's MonthYear, each part null until chosen. */
export type MonthYearChoice = { [K in keyof MonthYear]: MonthYear[K] | null };

/** Years from this year back to 1950 (newest first, the likeliest choices on top). */
export function yearOptions(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let y = now.getFullYear(); y >= FIRST_YEAR; y--) years.push(y);
  return years;
}

/** A chosen month and year as the wire's 'DD/MM/YYYY' with day 10 (docs/spec.md §9); null unless both are set. */
export function toProfileDate({ month, year }: MonthYearChoice): string | null {
  if (month === null || year === null || month < 1 || month > 12) return null;
  return `10/${String(month).padStart(2, '0')}/${String(year).padStart(4, '0')}`;
}

/** 'DD/MM/YYYY' -> its month and year (the day is ignored); nulls for null or unreadable text. */
export function fromProfileDate(text: string | null | undefined): MonthYearChoice {
  const m = text ? PROFILE_DATE_PATTERN.exec(text.trim()) : null;
  if (!m) return { month: null, year: null };
  const month = Number(m[2]);
  const year = Number(m[3]);
  if (month < 1 || month > 12) return { month: null, year: null };
  return { month, year };
}

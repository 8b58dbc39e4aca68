import { MONTH_LABELS_ID, MONTH_NAMES_ID } from '@alumni/contract/constants';

/**
 * Profile dates (docs/spec.md §§3 and 9): experiences, businesses and educations carry 'DD/MM/YYYY' with the
 * day always 10 (some older fields read 'YYYY-MM-DD'); only the month and year matter. Shown in Indonesian
 * ('Jan 2015 – Sekarang · 11 tahun'), durations in whole years.
 */

export interface MonthYear {
  year: number;
  /** 1-12 */
  month: number;
}

/** Indonesian month names, January first (one list for the whole app). */
export const MONTHS_ID = MONTH_NAMES_ID;

export const PRESENT = 'Sekarang';

const DMY = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const YMD = /^(\d{4})-(\d{2})-(\d{2})/;

interface DayMonthYear extends MonthYear {
  day: number;
}

function parseFull(text: string | null | undefined): DayMonthYear | null {
  if (!text) return null;
  const trimmed = text.trim();
  let day: number;
  let month: number;
  let year: number;
  const dmy = DMY.exec(trimmed);
  const ymd = dmy ? null : YMD.exec(trimmed);
  if (dmy) [day, month, year] = [Number(dmy[1]), Number(dmy[2]), Number(dmy[3])];
  else if (ymd) [year, month, day] = [Number(ymd[1]), Number(ymd[2]), Number(ymd[3])];
  else return null;
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { day, month, year };
}

/** 'DD/MM/YYYY' or 'YYYY-MM-DD' -> { year, month }; null when empty or unreadable. */
export function parseProfileMonth(text: string | null | undefined): MonthYear | null {
  const full = parseFull(text);
  return full ? { year: full.year, month: full.month } : null;
}

/** 'Jan 2015'; '' when unreadable. */
export function formatMonthYear(text: string | null | undefined): string {
  const d = parseProfileMonth(text);
  return d ? `${MONTH_LABELS_ID[d.month - 1]} ${d.year}` : '';
}

/** A full day 'DD/MM/YYYY' -> '14 Mar 2026' (dense tables); '' when unreadable. */
export function formatShortDate(text: string | null | undefined): string {
  const d = parseFull(text);
  return d ? `${d.day} ${MONTH_LABELS_ID[d.month - 1]} ${d.year}` : '';
}

/** A full day 'DD/MM/YYYY' -> '14 Maret 2026' (e.g. 'Anggota sejak'); '' when unreadable. */
export function formatLongDate(text: string | null | undefined): string {
  const d = parseFull(text);
  return d ? `${d.day} ${MONTHS_ID[d.month - 1]} ${d.year}` : '';
}

/** Whole years from start to end (or to `now` when end is null); null when start is unreadable or after end. */
export function durationYears(
  start: string | null | undefined,
  end: string | null | undefined,
  now: Date = new Date(),
): number | null {
  const from = parseProfileMonth(start);
  if (!from) return null;
  const to = parseProfileMonth(end) ?? (end ? null : { year: now.getFullYear(), month: now.getMonth() + 1 });
  if (!to) return null;
  const months = (to.year - from.year) * 12 + (to.month - from.month);
  if (months < 0) return null;
  return Math.floor(months / 12);
}

/** '11 tahun', '< 1 tahun'; '' for no duration. */
export function formatDuration(years: number | null): string {
  if (years === null) return '';
  return years < 1 ? '< 1 tahun' : `${years} tahun`;
}

/**
 * 'Jan 2015 – Sekarang · 11 tahun' (ongoing), 'Jan 2010 – Des 2014 · 4 tahun', or just the parts that are
 * known ('Jan 2015'); '' when the start is unknown and nothing else is.
 */
export function formatPeriod(
  start: string | null | undefined,
  end: string | null | undefined,
  ongoing: boolean,
  now: Date = new Date(),
): string {
  const from = formatMonthYear(start);
  const to = ongoing ? PRESENT : formatMonthYear(end);
  if (!from) return to && !ongoing ? to : '';
  const range = to ? `${from} – ${to}` : from;
  const years = ongoing || to ? durationYears(start, ongoing ? null : end, now) : null;
  const duration = formatDuration(years);
  return duration ? `${range} · ${duration}` : range;
}

import { z } from 'zod';

/**
 * Event dates travel as 'DD/MM/YYYY HH:mm' wall-clock text in the community's time zone (spec
 * section 9). The server converts them to UTC instants (apps/server/src/lib/dates.ts); this file
 * holds the time-zone-free part both sides share.
 */
export const EVENT_DATE_PATTERN = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** Splits 'DD/MM/YYYY HH:mm' into its parts, or null when the text or the calendar date is invalid (31/02). */
export function splitEventDate(text: string): WallClock | null {
  const m = EVENT_DATE_PATTERN.exec(text);
  if (!m) return null;
  const [day, month, year, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (year < 1900 || year > 9999 || month < 1 || month > 12 || hour > 23 || minute > 59) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day, hour, minute };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function joinEventDate(w: WallClock): string {
  return `${pad(w.day)}/${pad(w.month)}/${pad(w.year, 4)} ${pad(w.hour)}:${pad(w.minute)}`;
}

/** A request field holding an event date ('DD/MM/YYYY HH:mm', a real calendar date). */
export const eventDateText = (label = 'Tanggal') =>
  z
    .string({ error: `${label} harus diisi` })
    .trim()
    .refine((v) => splitEventDate(v) !== null, { error: `${label} harus berformat DD/MM/YYYY HH:mm` });

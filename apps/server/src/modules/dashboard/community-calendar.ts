import { splitEventDate } from '@alumni/contract';
import { type RawBuilder, sql } from 'kysely';
import { formatEventDate, parseEventDate } from '../../lib/dates.ts';

/**
 * Calendar months of the community's time zone as UTC instants. Instants are stored as ISO UTC text,
 * so "which Jakarta month is this row in" is answered by comparing the text with month boundaries
 * computed here (ISO text sorts like time on both SQLite and PostgreSQL), never by SQL date functions,
 * which differ between the dialects and know nothing of the zone.
 */
export interface YearMonth {
  year: number;
  /** 1 = January. */
  month: number;
}

/** The community-zone calendar month an instant falls in. */
export function yearMonthAt(instant: Date, timeZone: string): YearMonth {
  const wall = splitEventDate(formatEventDate(instant.toISOString(), timeZone));
  if (!wall) throw new RangeError(`Cannot read the calendar at ${instant.toISOString()}`);
  return { year: wall.year, month: wall.month };
}

export function shiftMonth(ym: YearMonth, delta: number): YearMonth {
  const index = ym.year * 12 + (ym.month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** The first instant of the month in the zone, as ISO UTC text. */
export function monthStartIso(ym: YearMonth, timeZone: string): string {
  const date = `01/${String(ym.month).padStart(2, '0')}/${String(ym.year).padStart(4, '0')}`;
  // Where a DST change skips midnight, the day starts at the first wall time that exists.
  for (const time of ['00:00', '01:00', '02:00']) {
    const iso = parseEventDate(`${date} ${time}`, timeZone);
    if (iso) return iso;
  }
  throw new RangeError(`No start of month ${date} in ${timeZone}`);
}

/**
 * SQL bucket index of an instant column against ascending upper bounds: 0 when below bounds[0],
 * i when in [bounds[i-1], bounds[i]), bounds.length at or past the last one. Bounds are parameters;
 * the bucket numbers are literals so PostgreSQL types the result as an integer.
 */
export function bucketOf(column: string, bounds: readonly string[]): RawBuilder<number> {
  const whens = bounds.map((b, i) => sql`when ${sql.ref(column)} < ${b} then ${sql.lit(i)}`);
  return sql<number>`case ${sql.join(whens, sql` `)} else ${sql.lit(bounds.length)} end`;
}

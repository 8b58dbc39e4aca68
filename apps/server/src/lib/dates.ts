import { joinEventDate, splitEventDate, type WallClock } from '@alumni/contract';

/**
 * Event dates: stored as ISO UTC instants, spoken by the API as 'DD/MM/YYYY HH:mm' in the community's
 * time zone (config.tzCommunity). Intl only, no date library; the formatter per zone is cached because
 * building one is far slower than using it (lists format two dates per row).
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall clock (to the second) that an instant shows in the zone. */
function wallClockAt(ms: number, timeZone: string): WallClock & { second: number } {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(ms)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/**
 * The calendar day an instant falls on in the zone (31 Dec 18:00 UTC is already the next year in WIB), from the
 * cached formatter: building an Intl formatter per call was a visible share of the answers that need today.
 */
export function dayIn(now: Date, timeZone: string): { year: number; month: number; day: number } {
  const { year, month, day } = wallClockAt(now.getTime(), timeZone);
  return { year, month, day };
}

/** Zone offset in ms at an instant (wall clock read as UTC minus the instant). */
function offsetAt(ms: number, timeZone: string): number {
  const w = wallClockAt(ms, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (ms - (((ms % 1000) + 1000) % 1000));
}

/**
 * Formatted event dates, per zone and stored instant. formatToParts was the largest single cost of an event
 * list (two dates per row, every request; docs/decisions/011), while the same few thousand instants come back again
 * and again. Bounded: emptied when it reaches FORMATTED_MAX entries.
 */
const formatted = new Map<string, string>();
const FORMATTED_MAX = 20_000;

/** ISO instant -> 'DD/MM/YYYY HH:mm' in the zone. Throws on text that is not an instant (a bug upstream). */
export function formatEventDate(iso: string, timeZone: string): string {
  const key = `${timeZone} ${iso}`;
  const known = formatted.get(key);
  if (known !== undefined) return known;
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${iso}`);
  const text = joinEventDate(wallClockAt(ms, timeZone));
  if (formatted.size >= FORMATTED_MAX) formatted.clear();
  formatted.set(key, text);
  return text;
}

/**
 * 'DD/MM/YYYY HH:mm' in the zone -> ISO UTC instant, or null when the text is malformed, names a day
 * that does not exist (31/02) or a wall time the zone skips (a DST gap).
 */
export function parseEventDate(text: string, timeZone: string): string | null {
  const w = splitEventDate(text.trim());
  if (!w) return null;
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
  // Two passes settle the offset across a DST change; the round trip then rejects skipped times.
  let ms = asUtc - offsetAt(asUtc, timeZone);
  ms = asUtc - offsetAt(ms, timeZone);
  if (joinEventDate(wallClockAt(ms, timeZone)) !== joinEventDate(w)) return null;
  return new Date(ms).toISOString();
}

/** True when the zone name is one Intl knows (config validation). */
export function isValidTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * Dates as members read them (docs/design.md): Indonesian words, the community's time zone (the server's
 * `TZ_COMMUNITY`, read from the page by lib/community-zone.ts; WIB for the default Asia/Jakarta), and
 * relative times ('2 jam lalu') where recency matters more than the exact moment.
 */
import { splitEventDate } from '@alumni/contract/constants';
import { readCommunityTimeZone } from './community-zone.ts';
import {
  fixedWallClock,
  indonesianZone,
  MONTHS_LONG,
  MONTHS_SHORT,
  twoDigits,
  WEEKDAYS_LONG,
  WEEKDAYS_SHORT,
} from './indonesian-zones.ts';

export const COMMUNITY_TIME_ZONE = readCommunityTimeZone();

/**
 * A formatter made on first use: each `Intl.DateTimeFormat` costs the phone's main thread several
 * milliseconds to build, and a visitor's first screen needs only some of them (docs/decisions/034).
 */
function once<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => {
    if (made === undefined) made = make();
    return made;
  };
}

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** Every date helper for one time zone; the module's exports are those of the community's zone. */
export function zonedDates(timeZone: string, { intlOnly = false }: { intlOnly?: boolean } = {}) {
  // Indonesia's zones are written out without Intl (lib/indonesian-zones.ts, docs/decisions/034); `intlOnly`
  // for the test that compares both ways.
  const fixed = intlOnly ? undefined : indonesianZone(timeZone);
  const wallOf = (d: Date) => fixedWallClock(fixed, d);
  const dateFormat = once(
    () =>
      new Intl.DateTimeFormat('id-ID', {
        timeZone,
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  );
  const weekdayDateFormat = once(
    () =>
      new Intl.DateTimeFormat('id-ID', {
        timeZone,
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
      }),
  );
  const timeFormat = once(
    () =>
      new Intl.DateTimeFormat('id-ID', {
        timeZone,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }),
  );
  const shortDateFormat = once(
    () =>
      new Intl.DateTimeFormat('id-ID', {
        timeZone,
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
  );
  const shortDayFormat = once(
    () =>
      new Intl.DateTimeFormat('id-ID', {
        timeZone,
        day: 'numeric',
        month: 'short',
        year: 'numeric',
      }),
  );
  // 'WIB', 'WITA', 'WIT' for Indonesia's zones (Indonesian ICU names); 'GMT+1' style elsewhere.
  const zoneNameFormat = once(() => new Intl.DateTimeFormat('id-ID', { timeZone, timeZoneName: 'short' }));
  const wallClockFormat = once(
    () =>
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      }),
  );

  const zoneLabel = (d: Date) =>
    (fixed && wallOf(d) ? fixed.label : undefined) ??
    zoneNameFormat()
      .formatToParts(d)
      .find((p) => p.type === 'timeZoneName')?.value ??
    '';

  /** Minutes the zone's wall clock is ahead of UTC at instant `ms` (DST included). */
  const offsetMinutes = (ms: number) => {
    if (fixed && ms >= 0) return fixed.offset;
    const parts = wallClockFormat().formatToParts(new Date(ms));
    const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
    const wall = Date.UTC(
      part('year'),
      part('month') - 1,
      part('day'),
      part('hour'),
      part('minute'),
      part('second'),
    );
    return Math.round((wall - Math.floor(ms / 1000) * 1000) / 60_000);
  };

  /**
   * An event date as the API sends it ('DD/MM/YYYY HH:mm', wall-clock time in the community's zone) as an
   * instant; null when the text is not such a date (or names a day that does not exist, like 31/02).
   */
  function parseEventDate(text: string | null | undefined): Date | null {
    const w = splitEventDate(text?.trim() ?? '');
    if (!w) return null;
    const wall = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute);
    // The offset at the wall-clock time read as UTC, then once more at the instant found (DST edges).
    const first = wall - offsetMinutes(wall) * 60_000;
    return new Date(wall - offsetMinutes(first) * 60_000);
  }

  /** '14 Maret 2026'; '' for an unreadable value. */
  function formatDateId(value: string | Date): string {
    const d = toDate(value);
    if (!d) return '';
    const w = wallOf(d);
    return w ? `${w.day} ${MONTHS_LONG[w.month]} ${w.year}` : dateFormat().format(d);
  }

  /** '22 Des 2026' in the community zone, for dense tables; '' when unreadable. */
  function formatShortDateId(value: string | Date): string {
    const d = toDate(value);
    if (!d) return '';
    const w = wallOf(d);
    return w ? `${w.day} ${MONTHS_SHORT[w.month]} ${w.year}` : shortDayFormat().format(d).replace(/\./g, '');
  }

  /** '19.00' in the community's zone. */
  function formatTimeId(value: string | Date): string {
    const d = toDate(value);
    if (!d) return '';
    const w = wallOf(d);
    if (w) return `${twoDigits(w.hour)}.${twoDigits(w.minute)}`;
    // Built from parts: some ICU versions put a different separator between hours and minutes.
    const parts = timeFormat().formatToParts(d);
    const hour = parts.find((p) => p.type === 'hour')?.value ?? '';
    const minute = parts.find((p) => p.type === 'minute')?.value ?? '';
    return `${hour}.${minute}`;
  }

  /** 'Sabtu, 14 Maret 2026 · 19.00 WIB'; '' for an unreadable value. */
  function formatDateTimeId(value: string | Date): string {
    const d = toDate(value);
    if (!d) return '';
    const w = wallOf(d);
    const date = w
      ? `${WEEKDAYS_LONG[w.weekday]}, ${w.day} ${MONTHS_LONG[w.month]} ${w.year}`
      : weekdayDateFormat().format(d);
    return `${date} · ${formatTimeId(d)} ${zoneLabel(d)}`;
  }

  /** 'Sab, 14 Mar 2026 · 19.00 WIB' (event cards); '' for an unreadable value. */
  function formatDateTimeShortId(value: string | Date): string {
    const d = toDate(value);
    if (!d) return '';
    const w = wallOf(d);
    if (w)
      return `${WEEKDAYS_SHORT[w.weekday]}, ${w.day} ${MONTHS_SHORT[w.month]} ${w.year} · ${formatTimeId(d)} ${zoneLabel(d)}`;
    // From parts: ICU puts dots after some short names in some versions ('Sab.', 'Mar.').
    const parts = shortDateFormat().formatToParts(d);
    const part = (type: Intl.DateTimeFormatPartTypes) =>
      (parts.find((p) => p.type === type)?.value ?? '').replace(/\.$/, '');
    return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')} · ${formatTimeId(d)} ${zoneLabel(d)}`;
  }

  const MINUTE = 60_000;
  const HOUR = 60 * MINUTE;
  const DAY = 24 * HOUR;
  const WEEK = 7 * DAY;

  /**
   * 'baru saja', '5 menit lalu', '2 jam lalu', '3 hari lalu', '2 minggu lalu'; beyond four weeks the date
   * itself ('14 Maret 2026'), which reads better than '7 minggu lalu'. A slightly future instant (clock
   * skew between the phone and the server) still reads 'baru saja'.
   */
  function formatRelativeId(value: string | Date, now: Date = new Date()): string {
    const d = toDate(value);
    if (!d) return '';
    const diff = now.getTime() - d.getTime();
    if (diff < MINUTE) {
      if (diff > -5 * MINUTE) return 'baru saja';
      return formatDateId(d);
    }
    if (diff < HOUR) return `${Math.floor(diff / MINUTE)} menit lalu`;
    if (diff < DAY) return `${Math.floor(diff / HOUR)} jam lalu`;
    if (diff < WEEK) return `${Math.floor(diff / DAY)} hari lalu`;
    if (diff < 5 * WEEK) return `${Math.floor(diff / WEEK)} minggu lalu`;
    return formatDateId(d);
  }

  return {
    parseEventDate,
    formatDateId,
    formatShortDateId,
    formatTimeId,
    formatDateTimeId,
    formatDateTimeShortId,
    formatRelativeId,
  };
}

export const {
  parseEventDate,
  formatDateId,
  formatShortDateId,
  formatTimeId,
  formatDateTimeId,
  formatDateTimeShortId,
  formatRelativeId,
} = zonedDates(COMMUNITY_TIME_ZONE);

/**
 * Dates as members read them (docs/design.md): Indonesian words, the community's time zone (WIB), and
 * relative times ('2 jam lalu') where recency matters more than the exact moment.
 */
export const COMMUNITY_TIME_ZONE = 'Asia/Jakarta';
const ZONE_LABEL = 'WIB';

const dateFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: COMMUNITY_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const weekdayDateFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: COMMUNITY_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: COMMUNITY_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const shortDateFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: COMMUNITY_TIME_ZONE,
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Jakarta has kept UTC+7 without daylight saving since 1964. */
const COMMUNITY_OFFSET_HOURS = 7;

const EVENT_DATE = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})$/;

/**
 * An event date as the API sends it ('DD/MM/YYYY HH:mm', wall-clock time in Asia/Jakarta) as an instant;
 * null when the text is not such a date (or names a day that does not exist, like 31/02).
 */
export function parseEventDate(text: string | null | undefined): Date | null {
  // The same rule as the contract's splitEventDate, kept here because importing the contract would put
  // its zod chunk on every page that shows a date.
  const m = EVENT_DATE.exec(text?.trim() ?? '');
  if (!m) return null;
  const [day, month, year, hour, minute] = m.slice(1).map(Number) as [number, number, number, number, number];
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || day < 1) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return new Date(Date.UTC(year, month - 1, day, hour - COMMUNITY_OFFSET_HOURS, minute));
}

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '14 Maret 2026'; '' for an unreadable value. */
export function formatDateId(value: string | Date): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : '';
}

const shortDayFormat = new Intl.DateTimeFormat('id-ID', {
  timeZone: COMMUNITY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** '22 Des 2026' in the community zone, for dense tables; '' when unreadable. */
export function formatShortDateId(value: string | Date): string {
  const d = toDate(value);
  return d ? shortDayFormat.format(d).replace(/\./g, '') : '';
}

/** '19.00' in WIB. */
export function formatTimeId(value: string | Date): string {
  const d = toDate(value);
  if (!d) return '';
  // Built from parts: some ICU versions put a different separator between hours and minutes.
  const parts = timeFormat.formatToParts(d);
  const hour = parts.find((p) => p.type === 'hour')?.value ?? '';
  const minute = parts.find((p) => p.type === 'minute')?.value ?? '';
  return `${hour}.${minute}`;
}

/** 'Sabtu, 14 Maret 2026 · 19.00 WIB'; '' for an unreadable value. */
export function formatDateTimeId(value: string | Date): string {
  const d = toDate(value);
  if (!d) return '';
  return `${weekdayDateFormat.format(d)} · ${formatTimeId(d)} ${ZONE_LABEL}`;
}

/** 'Sab, 14 Mar 2026 · 19.00 WIB' (event cards); '' for an unreadable value. */
export function formatDateTimeShortId(value: string | Date): string {
  const d = toDate(value);
  if (!d) return '';
  // From parts: ICU puts dots after some short names in some versions ('Sab.', 'Mar.').
  const parts = shortDateFormat.formatToParts(d);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    (parts.find((p) => p.type === type)?.value ?? '').replace(/\.$/, '');
  return `${part('weekday')}, ${part('day')} ${part('month')} ${part('year')} · ${formatTimeId(d)} ${ZONE_LABEL}`;
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
export function formatRelativeId(value: string | Date, now: Date = new Date()): string {
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

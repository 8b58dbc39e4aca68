/**
 * Dates as members read them (DESIGN.md): Indonesian words, the community's time zone (WIB), and
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

function toDate(value: string | Date): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** '14 Maret 2026'; '' for an unreadable value. */
export function formatDateId(value: string | Date): string {
  const d = toDate(value);
  return d ? dateFormat.format(d) : '';
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

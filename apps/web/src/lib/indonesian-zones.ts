import { MONTH_LABELS_ID, MONTH_NAMES_ID } from '@alumni/contract/constants';

/**
 * Indonesia's time zones, written out without `Intl` (docs/decisions/034). A phone's first
 * `Intl.DateTimeFormat` loads the browser's locale and zone data: 70-180 ms of main thread on this machine's
 * Chromium, four times that on a slow phone, in the middle of the first screen. Jakarta's, Makassar's and
 * Jayapura's zones have kept one offset and no summer time since 1970 (Pontianak's moved in 1988: it stays
 * with `Intl`), so for them a date's words need only arithmetic; every other zone (and any instant before
 * 1970) goes through `Intl` as before (lib/dates.ts). lib/indonesian-zones.test.ts checks every word
 * against `Intl`'s own.
 */

export interface FixedZone {
  /** Minutes ahead of UTC. */
  offset: number;
  /** The short name `Intl` gives in Indonesian. */
  label: string;
}

export const INDONESIAN_ZONES: Readonly<Record<string, FixedZone>> = {
  'Asia/Jakarta': { offset: 420, label: 'WIB' },
  'Asia/Makassar': { offset: 480, label: 'WITA' },
  'Asia/Jayapura': { offset: 540, label: 'WIT' },
};

/** The fixed zone named `name`, if it is one of Indonesia's. */
export function indonesianZone(name: string): FixedZone | undefined {
  return Object.hasOwn(INDONESIAN_ZONES, name) ? INDONESIAN_ZONES[name] : undefined;
}

/** From here on (1970) the zones above have kept their offsets. */
const SINCE_MS = 0;

export const MONTHS_LONG = MONTH_NAMES_ID;
export const MONTHS_SHORT = MONTH_LABELS_ID;
export const WEEKDAYS_LONG = ['Minggu', 'Senin', 'Selasa', 'Rabu', 'Kamis', 'Jumat', 'Sabtu'] as const;
export const WEEKDAYS_SHORT = ['Min', 'Sen', 'Sel', 'Rab', 'Kam', 'Jum', 'Sab'] as const;

/** An instant's wall clock in `zone`. */
export interface WallClock {
  year: number;
  /** 0-11 */
  month: number;
  day: number;
  /** 0 Sunday - 6 Saturday */
  weekday: number;
  hour: number;
  minute: number;
}

/** The wall clock of `d` in `zone`, or null when `Intl` must answer (a zone not listed, an instant before 1970). */
export function fixedWallClock(zone: FixedZone | undefined, d: Date): WallClock | null {
  if (!zone || d.getTime() < SINCE_MS) return null;
  const w = new Date(d.getTime() + zone.offset * 60_000);
  return {
    year: w.getUTCFullYear(),
    month: w.getUTCMonth(),
    day: w.getUTCDate(),
    weekday: w.getUTCDay(),
    hour: w.getUTCHours(),
    minute: w.getUTCMinutes(),
  };
}

export const twoDigits = (n: number) => String(n).padStart(2, '0');

import { describe, expect, it } from 'vitest';
import {
  formatDateId,
  formatDateTimeId,
  formatDateTimeShortId,
  formatRelativeId,
  formatTimeId,
  parseEventDate,
  zonedDates,
} from './dates.ts';

describe('formatDateTimeId', () => {
  it('writes the day, date and time in WIB', () => {
    expect(formatDateTimeId('2026-03-14T12:00:00.000Z')).toBe('Sabtu, 14 Maret 2026 · 19.00 WIB');
  });

  it('converts to Jakarta time across midnight', () => {
    // 17:30 UTC on the 31st is 00:30 on 1 January in Jakarta.
    expect(formatDateTimeId('2025-12-31T17:30:00.000Z')).toBe('Kamis, 1 Januari 2026 · 00.30 WIB');
  });

  it('is empty for an unreadable value', () => {
    expect(formatDateTimeId('kemarin')).toBe('');
    expect(formatDateId('')).toBe('');
    expect(formatTimeId('x')).toBe('');
  });
});

describe('formatDateId / formatTimeId', () => {
  it('formats the Jakarta date and 24-hour time', () => {
    expect(formatDateId('2026-08-17T01:00:00.000Z')).toBe('17 Agustus 2026');
    expect(formatTimeId('2026-08-17T01:05:00.000Z')).toBe('08.05');
    expect(formatTimeId('2026-08-17T15:45:00.000Z')).toBe('22.45');
  });
});

describe('formatRelativeId', () => {
  const now = new Date('2026-03-14T12:00:00.000Z');
  const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;

  it.each([
    [0, 'baru saja'],
    [59 * 1000, 'baru saja'],
    [MIN, '1 menit lalu'],
    [59 * MIN, '59 menit lalu'],
    [HOUR, '1 jam lalu'],
    [2 * HOUR + 30 * MIN, '2 jam lalu'],
    [23 * HOUR, '23 jam lalu'],
    [DAY, '1 hari lalu'],
    [6 * DAY, '6 hari lalu'],
    [7 * DAY, '1 minggu lalu'],
    [34 * DAY, '4 minggu lalu'],
  ])('%d ms ago reads %s', (ms, text) => {
    expect(formatRelativeId(ago(ms), now)).toBe(text);
  });

  it('falls back to the date after about a month', () => {
    expect(formatRelativeId('2026-01-10T05:00:00.000Z', now)).toBe('10 Januari 2026');
  });

  it('reads a slightly future instant (clock skew) as just now, a far future one as its date', () => {
    expect(formatRelativeId(new Date(now.getTime() + 2 * MIN).toISOString(), now)).toBe('baru saja');
    expect(formatRelativeId('2026-04-01T05:00:00.000Z', now)).toBe('1 April 2026');
  });

  it('is empty for an unreadable value', () => {
    expect(formatRelativeId('nanti', now)).toBe('');
  });
});

describe('parseEventDate', () => {
  it('reads DD/MM/YYYY HH:mm as Jakarta wall-clock time', () => {
    expect(parseEventDate('14/03/2026 19:00')?.toISOString()).toBe('2026-03-14T12:00:00.000Z');
  });

  it('crosses to the previous UTC day before 07.00 WIB', () => {
    expect(parseEventDate('01/01/2026 00:30')?.toISOString()).toBe('2025-12-31T17:30:00.000Z');
    expect(parseEventDate('01/03/2024 06:59')?.toISOString()).toBe('2024-02-29T23:59:00.000Z');
  });

  it('ignores surrounding spaces', () => {
    expect(parseEventDate(' 17/08/2026 08:05 ')?.toISOString()).toBe('2026-08-17T01:05:00.000Z');
  });

  it.each([
    '',
    '2026-03-14T12:00:00Z',
    '14/03/2026',
    '14-03-2026 19:00',
    '4/3/2026 19:00',
    '31/02/2026 10:00',
    '29/02/2025 10:00',
    '14/13/2026 10:00',
    '14/03/2026 24:00',
    '14/03/2026 10:60',
  ])('is null for %j', (text) => {
    expect(parseEventDate(text)).toBeNull();
  });

  it('is null for a missing value', () => {
    expect(parseEventDate(null)).toBeNull();
    expect(parseEventDate(undefined)).toBeNull();
  });

  it('round-trips through the Indonesian formatter', () => {
    const d = parseEventDate('14/03/2026 19:00');
    expect(d && formatDateTimeId(d)).toBe('Sabtu, 14 Maret 2026 · 19.00 WIB');
  });
});

describe('formatDateTimeShortId', () => {
  it.each([
    ['2026-03-14T12:00:00.000Z', 'Sab, 14 Mar 2026 · 19.00 WIB'],
    ['2026-05-01T01:05:00.000Z', 'Jum, 1 Mei 2026 · 08.05 WIB'],
    ['2026-08-17T02:00:00.000Z', 'Sen, 17 Agu 2026 · 09.00 WIB'],
    // 17:30 UTC on 31 December is already 1 January in Jakarta.
    ['2025-12-31T17:30:00.000Z', 'Kam, 1 Jan 2026 · 00.30 WIB'],
  ])('%s -> %s', (iso, text) => {
    expect(formatDateTimeShortId(iso)).toBe(text);
  });

  it('is empty for an unreadable value', () => {
    expect(formatDateTimeShortId('besok')).toBe('');
  });
});

describe('zonedDates: another community zone than Jakarta (TZ_COMMUNITY)', () => {
  const makassar = zonedDates('Asia/Makassar');
  const amsterdam = zonedDates('Europe/Amsterdam');

  it('reads event dates as wall-clock time in that zone', () => {
    // 19:00 in Makassar (UTC+8) is 11:00 UTC.
    expect(makassar.parseEventDate('14/03/2026 19:00')?.toISOString()).toBe('2026-03-14T11:00:00.000Z');
    // Amsterdam keeps daylight saving time: +1 in winter, +2 in summer.
    expect(amsterdam.parseEventDate('14/01/2026 19:00')?.toISOString()).toBe('2026-01-14T18:00:00.000Z');
    expect(amsterdam.parseEventDate('14/07/2026 19:00')?.toISOString()).toBe('2026-07-14T17:00:00.000Z');
  });

  it('writes dates, times and the zone’s own name', () => {
    expect(makassar.formatDateTimeId('2026-03-14T11:00:00.000Z')).toBe('Sabtu, 14 Maret 2026 · 19.00 WITA');
    expect(zonedDates('Asia/Jayapura').formatTimeId('2026-03-14T11:00:00.000Z')).toBe('20.00');
    expect(makassar.formatDateTimeShortId('2026-03-14T11:00:00.000Z')).toBe('Sab, 14 Mar 2026 · 19.00 WITA');
    // 17:30 UTC on 31 December is still 31 December in Amsterdam but 1 January in Makassar.
    expect(amsterdam.formatDateId('2025-12-31T17:30:00.000Z')).toBe('31 Desember 2025');
    expect(makassar.formatDateId('2025-12-31T17:30:00.000Z')).toBe('1 Januari 2026');
  });

  it('round-trips an event date through parse and format in its zone', () => {
    const instant = makassar.parseEventDate('01/01/2027 00:30');
    expect(instant && makassar.formatDateTimeId(instant)).toBe('Jumat, 1 Januari 2027 · 00.30 WITA');
  });

  it('still refuses text that is not a date', () => {
    expect(makassar.parseEventDate('31/02/2026 10:00')).toBeNull();
    expect(makassar.parseEventDate('besok')).toBeNull();
  });
});

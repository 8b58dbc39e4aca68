import { describe, expect, it } from 'vitest';
import { dayIn, formatEventDate, isValidTimeZone, parseEventDate } from './dates.ts';

const JKT = 'Asia/Jakarta';

describe('formatEventDate', () => {
  it('shows a UTC instant as the Jakarta wall clock (UTC+7)', () => {
    expect(formatEventDate('2026-11-22T08:18:46.000Z', JKT)).toBe('22/11/2026 15:18');
  });

  it('rolls over the day, month and year in the zone', () => {
    expect(formatEventDate('2026-12-31T17:30:00.000Z', JKT)).toBe('01/01/2027 00:30');
  });

  it('writes midnight as 00:00, never 24:00', () => {
    expect(formatEventDate('2026-03-09T17:00:00.000Z', JKT)).toBe('10/03/2026 00:00');
  });

  it('follows the configured zone', () => {
    expect(formatEventDate('2026-01-15T12:00:00.000Z', 'UTC')).toBe('15/01/2026 12:00');
    expect(formatEventDate('2026-01-15T12:00:00.000Z', 'Asia/Makassar')).toBe('15/01/2026 20:00');
  });

  it('throws on text that is not an instant', () => {
    expect(() => formatEventDate('kemarin', JKT)).toThrow(RangeError);
  });
});

describe('parseEventDate', () => {
  it('reads Jakarta wall time as the UTC instant', () => {
    expect(parseEventDate('22/11/2026 15:18', JKT)).toBe('2026-11-22T08:18:00.000Z');
    expect(parseEventDate('01/01/2027 00:30', JKT)).toBe('2026-12-31T17:30:00.000Z');
  });

  it('rejects days that do not exist', () => {
    expect(parseEventDate('31/02/2026 10:00', JKT)).toBeNull();
    expect(parseEventDate('29/02/2026 10:00', JKT)).toBeNull();
    expect(parseEventDate('31/04/2026 10:00', JKT)).toBeNull();
    expect(parseEventDate('00/01/2026 10:00', JKT)).toBeNull();
    expect(parseEventDate('10/13/2026 10:00', JKT)).toBeNull();
  });

  it('accepts 29 February in a leap year', () => {
    expect(parseEventDate('29/02/2028 10:00', JKT)).toBe('2028-02-29T03:00:00.000Z');
  });

  it('rejects impossible times and malformed text', () => {
    for (const bad of [
      '10/01/2026 24:00',
      '10/01/2026 10:60',
      '10/1/2026 10:00',
      '2026-01-10 10:00',
      '10/01/2026',
      '10/01/2026 10:00:00',
      '',
      "'; drop table events;--",
    ]) {
      expect(parseEventDate(bad, JKT), bad).toBeNull();
    }
  });

  it('rejects a wall time skipped by a daylight-saving change', () => {
    // Europe/Berlin jumps from 02:00 to 03:00 on 29 March 2026.
    expect(parseEventDate('29/03/2026 02:30', 'Europe/Berlin')).toBeNull();
    expect(parseEventDate('29/03/2026 03:30', 'Europe/Berlin')).toBe('2026-03-29T01:30:00.000Z');
    expect(parseEventDate('29/03/2026 01:30', 'Europe/Berlin')).toBe('2026-03-29T00:30:00.000Z');
  });

  it('round-trips text -> instant -> text and instant -> text -> instant', () => {
    for (const text of ['01/01/2026 00:00', '28/02/2026 23:59', '29/02/2028 12:34', '31/12/2030 17:00']) {
      const iso = parseEventDate(text, JKT);
      expect(iso, text).not.toBeNull();
      expect(formatEventDate(iso ?? '', JKT)).toBe(text);
    }
    for (let ms = Date.UTC(2025, 0, 1); ms < Date.UTC(2027, 0, 1); ms += 7 * 3_600_000 + 13 * 60_000) {
      const iso = new Date(ms).toISOString();
      for (const zone of [JKT, 'Europe/Berlin', 'America/New_York']) {
        const text = formatEventDate(iso, zone);
        const back = parseEventDate(text, zone);
        // An ambiguous hour (clocks going back) may resolve to the other occurrence: same wall clock.
        expect(back && formatEventDate(back, zone), `${iso} ${zone}`).toBe(text);
        if (zone === JKT) expect(back).toBe(iso);
      }
    }
  });
});

describe('isValidTimeZone', () => {
  it('knows real zones and refuses made-up ones', () => {
    expect(isValidTimeZone(JKT)).toBe(true);
    expect(isValidTimeZone('Mars/Olympus')).toBe(false);
  });
});

describe('formatEventDate cache', () => {
  it('gives the same answer on a repeat and per zone, not the first zone cached', () => {
    const iso = '2026-06-01T00:00:00.000Z';
    expect(formatEventDate(iso, JKT)).toBe('01/06/2026 07:00');
    expect(formatEventDate(iso, JKT)).toBe('01/06/2026 07:00');
    expect(formatEventDate(iso, 'UTC')).toBe('01/06/2026 00:00');
    expect(formatEventDate(iso, 'Asia/Jayapura')).toBe('01/06/2026 09:00');
  });

  it('still refuses text that is not an instant after it is asked twice', () => {
    expect(() => formatEventDate('bukan tanggal', JKT)).toThrow(RangeError);
    expect(() => formatEventDate('bukan tanggal', JKT)).toThrow(RangeError);
  });
});

describe('dayIn', () => {
  it('give the calendar day in the community’s zone, across the new year', () => {
    const instant = new Date('2025-12-31T18:00:00Z');
    expect(dayIn(instant, 'Asia/Jakarta')).toEqual({ year: 2026, month: 1, day: 1 });
    expect(dayIn(instant, 'UTC')).toEqual({ year: 2025, month: 12, day: 31 });
    expect(dayIn(new Date('2026-03-05T01:00:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 3,
      day: 4,
    });
  });
});

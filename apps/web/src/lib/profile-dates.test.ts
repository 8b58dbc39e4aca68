import { describe, expect, it } from 'vitest';
import {
  durationYears,
  formatDuration,
  formatLongDate,
  formatMonthYear,
  formatPeriod,
  formatShortDate,
  parseProfileMonth,
} from './profile-dates.ts';

const NOW = new Date(2026, 2, 14); // 14 March 2026, local time

describe('parseProfileMonth', () => {
  it('reads DD/MM/YYYY and YYYY-MM-DD', () => {
    expect(parseProfileMonth('10/01/2015')).toEqual({ year: 2015, month: 1 });
    expect(parseProfileMonth('2015-12-10')).toEqual({ year: 2015, month: 12 });
    expect(parseProfileMonth(' 10/07/1990 ')).toEqual({ year: 1990, month: 7 });
  });
  it('refuses empty and malformed text', () => {
    expect(parseProfileMonth(null)).toBeNull();
    expect(parseProfileMonth('')).toBeNull();
    expect(parseProfileMonth('10/13/2015')).toBeNull();
    expect(parseProfileMonth('00/01/2015')).toBeNull();
    expect(parseProfileMonth('2015/01/10')).toBeNull();
    expect(parseProfileMonth('<script>')).toBeNull();
  });
});

describe('formatMonthYear and formatLongDate', () => {
  it('uses Indonesian month names', () => {
    expect(formatMonthYear('10/01/2015')).toBe('Jan 2015');
    expect(formatMonthYear('10/05/2015')).toBe('Mei 2015');
    expect(formatMonthYear('10/08/2015')).toBe('Agu 2015');
    expect(formatMonthYear('10/10/2015')).toBe('Okt 2015');
    expect(formatMonthYear('2019-12-10')).toBe('Des 2019');
    expect(formatMonthYear('bad')).toBe('');
    expect(formatLongDate('14/03/2026')).toBe('14 Maret 2026');
    expect(formatLongDate('01/08/2024')).toBe('1 Agustus 2024');
    expect(formatLongDate(null)).toBe('');
    expect(formatShortDate('22/11/2026')).toBe('22 Nov 2026');
    expect(formatShortDate('01/08/2024')).toBe('1 Agu 2024');
    expect(formatShortDate('bad')).toBe('');
  });
});

describe('durationYears and formatDuration', () => {
  it('counts whole years, up to now when there is no end', () => {
    expect(durationYears('10/01/2015', null, NOW)).toBe(11);
    expect(durationYears('10/04/2015', null, NOW)).toBe(10);
    expect(durationYears('10/01/2010', '10/12/2014', NOW)).toBe(4);
    expect(durationYears('10/01/2010', '10/01/2015', NOW)).toBe(5);
    expect(durationYears('10/01/2026', null, NOW)).toBe(0);
  });
  it('gives null for an unreadable start or an end before the start', () => {
    expect(durationYears(null, null, NOW)).toBeNull();
    expect(durationYears('10/01/2015', '10/01/2014', NOW)).toBeNull();
    expect(durationYears('10/01/2015', 'bad', NOW)).toBeNull();
  });
  it('writes years in tahun, under one year as < 1 tahun', () => {
    expect(formatDuration(11)).toBe('11 tahun');
    expect(formatDuration(1)).toBe('1 tahun');
    expect(formatDuration(0)).toBe('< 1 tahun');
    expect(formatDuration(null)).toBe('');
  });
});

describe('formatPeriod', () => {
  it('formats ongoing and finished periods', () => {
    expect(formatPeriod('10/01/2015', null, true, NOW)).toBe('Jan 2015 – Sekarang · 11 tahun');
    expect(formatPeriod('10/01/2010', '10/12/2014', false, NOW)).toBe('Jan 2010 – Des 2014 · 4 tahun');
    expect(formatPeriod('10/01/2026', null, true, NOW)).toBe('Jan 2026 – Sekarang · < 1 tahun');
  });
  it('shows only what is known', () => {
    expect(formatPeriod('10/01/2015', null, false, NOW)).toBe('Jan 2015');
    expect(formatPeriod(null, '10/12/2014', false, NOW)).toBe('Des 2014');
    expect(formatPeriod(null, null, true, NOW)).toBe('');
    expect(formatPeriod(null, null, false, NOW)).toBe('');
  });
});

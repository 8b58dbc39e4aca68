import { describe, expect, it } from 'vitest';
import {
  attendanceRate,
  cutAdminName,
  formatCount,
  trendAlt,
  trendMonthLabels,
  trendOf,
  yearOptions,
} from './dashboard-logic.ts';

describe('trendOf (docs/spec.md §9: red negative, yellow zero, green positive)', () => {
  it('a fall is red, points down and keeps its minus sign', () => {
    expect(trendOf(-12.5)).toEqual({
      direction: 'down',
      color: 'red',
      label: 'Total -12,5% dari bulan lalu',
    });
    expect(trendOf(-100)).toEqual({ direction: 'down', color: 'red', label: 'Total -100% dari bulan lalu' });
  });

  it('no change is yellow and says so in words', () => {
    expect(trendOf(0)).toEqual({ direction: 'same', color: 'yellow', label: 'Sama dari bulan lalu' });
    expect(trendOf(-0)).toEqual({ direction: 'same', color: 'yellow', label: 'Sama dari bulan lalu' });
    // Smaller than the one decimal the server rounds to: prints as 0, so it is 'the same'.
    expect(trendOf(0.04).direction).toBe('same');
    expect(trendOf(Number.NaN).direction).toBe('same');
  });

  it('a rise is green, points up and gets a plus sign', () => {
    expect(trendOf(100)).toEqual({ direction: 'up', color: 'green', label: 'Total +100% dari bulan lalu' });
    expect(trendOf(3.3)).toEqual({ direction: 'up', color: 'green', label: 'Total +3,3% dari bulan lalu' });
    expect(trendOf(1250)).toMatchObject({ label: 'Total +1.250% dari bulan lalu' });
  });
});

describe('yearOptions (docs/spec.md §9: 5 years)', () => {
  it('is the current year and the 4 before, newest first', () => {
    expect(yearOptions(new Date('2026-11-22T09:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('follows the Jakarta calendar at new year', () => {
    // 31 December 2026 17:30 UTC is already 1 January 2027 00:30 in Jakarta.
    expect(yearOptions(new Date('2026-12-31T17:30:00Z'))[0]).toBe(2027);
    expect(yearOptions(new Date('2026-12-31T16:59:00Z'))[0]).toBe(2026);
  });
});

describe('trend line text alternative', () => {
  it('names the last 6 months, the current one last, across a year change', () => {
    expect(trendMonthLabels(new Date('2026-02-15T05:00:00Z'))).toEqual([
      'Sep 2025',
      'Okt 2025',
      'Nov 2025',
      'Des 2025',
      'Jan 2026',
      'Feb 2026',
    ]);
  });

  it('reads every point with its month, in Indonesian number format', () => {
    expect(trendAlt([1000, 1200, 1200, 1300, 1450, 2001], new Date('2026-11-22T09:00:00Z'))).toBe(
      'Tren 6 bulan terakhir: Jun 2026 1.000, Jul 2026 1.200, Agu 2026 1.200, Sep 2026 1.300, Okt 2026 1.450, Nov 2026 2.001.',
    );
  });
});

describe('formatting', () => {
  it('groups thousands with dots', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(20450)).toBe('20.450');
  });

  it('cuts admin table names at 30 characters plus an ellipsis', () => {
    const exactly30 = 'a'.repeat(30);
    expect(cutAdminName(exactly30)).toBe(exactly30);
    expect(cutAdminName(`${'b'.repeat(30)}c`)).toBe(`${'b'.repeat(30)}…`);
    expect(cutAdminName('Reuni Akbar Angkatan 1986 di Bandung')).toBe('Reuni Akbar Angkatan 1986 di B…');
    // An emoji is one character, never split in half.
    expect(cutAdminName(`${'x'.repeat(29)}🎉🎉`)).toBe(`${'x'.repeat(29)}🎉…`);
  });
});

describe('attendanceRate', () => {
  it('is checked in over registered, in whole percent rounded down', () => {
    expect(attendanceRate(9, 20)).toBe('45%');
    expect(attendanceRate(2, 3)).toBe('66%');
    expect(attendanceRate(199, 200)).toBe('99%');
    expect(attendanceRate(20, 20)).toBe('100%');
    expect(attendanceRate(0, 5)).toBe('0%');
  });
  it('has no rate without registrations', () => {
    expect(attendanceRate(0, 0)).toBeNull();
  });
});

describe('formatBytes (storage card)', () => {
  it('reads in 1024 steps with a decimal comma', async () => {
    const { formatBytes } = await import('./dashboard-logic.ts');
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(812 * 1024)).toBe('812 KB');
    expect(formatBytes(1.5 * 1024 * 1024)).toBe('1,5 MB');
    expect(formatBytes(2.25 * 1024 ** 3)).toBe('2,3 GB');
  });
});

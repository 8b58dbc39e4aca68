import { describe, expect, it } from 'vitest';
import { fromProfileDate, toProfileDate, yearOptions } from './profile-dates.ts';

describe('month/year <-> DD/MM/YYYY (day 10)', () => {
  it('stores a chosen month and year with day 10', () => {
    expect(toProfileDate({ month: 3, year: 2020 })).toBe('10/03/2020');
    expect(toProfileDate({ month: 12, year: 1986 })).toBe('10/12/1986');
  });

  it('is null until both halves are chosen, or for a month out of range', () => {
    expect(toProfileDate({ month: 3, year: null })).toBeNull();
    expect(toProfileDate({ month: null, year: 2020 })).toBeNull();
    expect(toProfileDate({ month: 13, year: 2020 })).toBeNull();
  });

  it('reads the month and year back, ignoring the day', () => {
    expect(fromProfileDate('10/03/2020')).toEqual({ month: 3, year: 2020 });
    expect(fromProfileDate('01/11/1999')).toEqual({ month: 11, year: 1999 });
    expect(fromProfileDate(toProfileDate({ month: 7, year: 2001 }))).toEqual({ month: 7, year: 2001 });
  });

  it('reads nothing from null or malformed text', () => {
    expect(fromProfileDate(null)).toEqual({ month: null, year: null });
    expect(fromProfileDate('2020-03-10')).toEqual({ month: null, year: null });
    expect(fromProfileDate('10/00/2020')).toEqual({ month: null, year: null });
  });

  it('offers the years from now back to 1950', () => {
    const years = yearOptions(new Date(2026, 0, 5));
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1950);
    expect(years).toHaveLength(77);
  });
});

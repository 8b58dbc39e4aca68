import { describe, expect, it } from 'vitest';
import { birthYearOf, memorialYears } from './memorial-text.ts';

describe('memorialYears', () => {
  it('reads well with only the date of passing', () => {
    expect(memorialYears('12/03/2026')).toEqual({ years: null, line: 'Wafat 12 Maret 2026' });
  });
  it('says "Telah berpulang" when no date was recorded', () => {
    expect(memorialYears(null)).toEqual({ years: null, line: 'Telah berpulang' });
    expect(memorialYears('bukan tanggal')).toEqual({ years: null, line: 'Telah berpulang' });
  });
  it('shows both years once a year of birth is known', () => {
    expect(memorialYears('12/03/2026', 1968)).toEqual({ years: '1968 – 2026', line: 'Wafat 12 Maret 2026' });
  });
  it('keeps a birth year without a date of passing in the line, and ignores an impossible one', () => {
    expect(memorialYears(null, 1968)).toEqual({ years: null, line: 'Lahir 1968 · Telah berpulang' });
    expect(memorialYears('12/03/2026', 2030)).toEqual({ years: null, line: 'Wafat 12 Maret 2026' });
    expect(memorialYears('12/03/2026', 0)).toEqual({ years: null, line: 'Wafat 12 Maret 2026' });
  });
});

describe('birthYearOf', () => {
  it('takes the year of a birthday the answer carries, nothing otherwise', () => {
    expect(birthYearOf('1968-04-21')).toBe(1968);
    expect(birthYearOf(undefined)).toBeUndefined();
    expect(birthYearOf(null)).toBeUndefined();
    expect(birthYearOf('bukan')).toBeUndefined();
    expect(memorialYears('2026-03-12', birthYearOf('1968-04-21')).years).toContain('1968');
  });
});

import { describe, expect, it } from 'vitest';
import { dayToFormDate, formatDateTyping, formatTimeTyping } from './date-typing.ts';

describe('formatDateTyping', () => {
  it('puts the slashes in while digits are typed', () => {
    expect(formatDateTyping('1')).toBe('1');
    expect(formatDateTyping('14')).toBe('14');
    expect(formatDateTyping('140')).toBe('14/0');
    expect(formatDateTyping('1403')).toBe('14/03');
    expect(formatDateTyping('14032026')).toBe('14/03/2026');
    expect(formatDateTyping('140320261')).toBe('14/03/2026');
    // Each key press after the slashes came in: '04/0' + '1' + '2' ...
    expect(formatDateTyping('04/01')).toBe('04/01');
    expect(formatDateTyping('04/012')).toBe('04/01/2');
    expect(formatDateTyping('04/01/2027')).toBe('04/01/2027');
  });
  it('leaves text with its own slashes alone and drops letters', () => {
    expect(formatDateTyping('5/1/2026')).toBe('5/1/2026');
    expect(formatDateTyping('14/03/2026')).toBe('14/03/2026');
    expect(formatDateTyping('14 Mar')).toBe('14');
  });
});

describe('formatTimeTyping', () => {
  it('puts the colon in while digits are typed; 24-hour only', () => {
    expect(formatTimeTyping('19')).toBe('19');
    expect(formatTimeTyping('193')).toBe('19:3');
    expect(formatTimeTyping('1930')).toBe('19:30');
    expect(formatTimeTyping('19305')).toBe('19:30');
  });
  it('keeps typed separators and drops AM/PM letters', () => {
    expect(formatTimeTyping('7:05')).toBe('7:05');
    expect(formatTimeTyping('19.00')).toBe('19.00');
    expect(formatTimeTyping('7:00 PM')).toBe('7:00');
  });
});

describe('dayToFormDate', () => {
  it('writes a calendar day as DD/MM/YYYY', () => {
    expect(dayToFormDate(new Date(2026, 2, 4))).toBe('04/03/2026');
    expect(dayToFormDate(new Date(2026, 11, 31))).toBe('31/12/2026');
  });
});

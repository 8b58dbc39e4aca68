import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers.ts';

describe('formatCount', () => {
  it('writes numbers the Indonesian way, as toLocaleString did', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(1234567)).toBe((1234567).toLocaleString('id-ID'));
  });
});

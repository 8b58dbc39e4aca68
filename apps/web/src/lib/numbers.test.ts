import { describe, expect, it } from 'vitest';
import { formatCount } from './numbers.ts';

describe('formatCount', () => {
  it('writes whole numbers exactly as toLocaleString("id-ID") does', () => {
    const values = [0, 1, 9, 10, 999, 1000, 1001, 12_345, 999_999, 1_000_000, 1_234_567, 2 ** 40, -1, -1234];
    for (let n = 1; n < 1e15; n = n * 7 + 3) values.push(n);
    for (const n of values) expect(formatCount(n)).toBe(n.toLocaleString('id-ID'));
  });

  it('leaves fractions to Intl', () => {
    expect(formatCount(1234.5)).toBe((1234.5).toLocaleString('id-ID'));
  });
});

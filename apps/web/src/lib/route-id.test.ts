import { describe, expect, it } from 'vitest';
import { parseRouteId } from './route-id.ts';

describe('parseRouteId', () => {
  it('accepts database ids only', () => {
    expect(parseRouteId('12')).toBe(12);
    expect(parseRouteId('2147483647')).toBe(2_147_483_647);
    for (const bad of [
      undefined,
      '',
      '0',
      '-1',
      '01',
      '1.5',
      '1e3',
      'abc',
      '2147483648',
      '99999999999',
      "1'--",
    ]) {
      expect(parseRouteId(bad), String(bad)).toBeNull();
    }
  });
});

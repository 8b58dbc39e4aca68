import { describe, expect, it } from 'vitest';
import { checkInClock } from './check-in-time.ts';

describe('checkInClock', () => {
  it('reads an instant as HH:mm in Jakarta time', () => {
    expect(checkInClock('2026-03-14T12:05:00.000Z')).toBe('19:05');
    expect(checkInClock('2026-03-14T17:00:00.000Z')).toBe('00:00');
  });
  it('is empty for nothing or nonsense', () => {
    expect(checkInClock(null)).toBe('');
    expect(checkInClock('bukan tanggal')).toBe('');
  });
});

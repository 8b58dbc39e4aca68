import { describe, expect, it } from 'vitest';
import { eventCardBadge, isQuotaFull, seatsNote } from './seats.ts';

const ev = (quota: number | null, totalParticipant: number, seatsHeld = 0, isFinished = false) => ({
  quota,
  totalParticipant,
  seatsHeld,
  isFinished,
});

describe('seats held for the line (docs/decisions/035-waitlist-parties.md, Follow-up)', () => {
  it('the card badge: finished first, then full, then the line while every free seat is held', () => {
    expect(eventCardBadge(ev(10, 10, 0, true))).toBe('finished');
    expect(eventCardBadge(ev(10, 7, 3, true))).toBe('finished');
    expect(eventCardBadge(ev(10, 10))).toBe('full');
    expect(eventCardBadge(ev(10, 12))).toBe('full');
    expect(eventCardBadge(ev(10, 7, 3))).toBe('line');
    expect(eventCardBadge(ev(10, 7))).toBeNull();
    expect(eventCardBadge(ev(null, 40))).toBeNull();
    // Held seats never show more than are free (a stale answer): the rest are still a member's.
    expect(eventCardBadge(ev(10, 5, 3))).toBeNull();
  });

  it('the event page counts the seats a member can take, or the held ones when none is left', () => {
    expect(seatsNote(ev(10, 7))).toEqual({ kind: 'left', n: 3 });
    expect(seatsNote(ev(10, 7, 3))).toEqual({ kind: 'held', n: 3 });
    expect(seatsNote(ev(10, 10))).toEqual({ kind: 'left', n: 0 });
    expect(seatsNote(ev(10, 11))).toEqual({ kind: 'left', n: 0 });
    expect(seatsNote(ev(10, 5, 3))).toEqual({ kind: 'left', n: 2 });
    expect(seatsNote(ev(null, 3))).toBeNull();
  });

  it('full means every seat of a set quota is taken', () => {
    expect(isQuotaFull(ev(2, 2))).toBe(true);
    expect(isQuotaFull(ev(2, 1, 1))).toBe(false);
    expect(isQuotaFull(ev(null, 99))).toBe(false);
  });
});

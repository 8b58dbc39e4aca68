import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import {
  arrivedChoices,
  createScanGate,
  normaliseCode,
  outcomeOf,
  partyLine,
  refusalOf,
} from './check-in-logic.ts';

const base = {
  userId: 7,
  name: 'Budi Santoso',
  username: 'budi86',
  picture: null,
  companions: 0,
  arrived: 1,
};

describe('outcomeOf', () => {
  it("says 'Hadir' with the time for a first check-in", () => {
    expect(outcomeOf({ ...base, checkedInAt: '2026-03-14T12:05:00.000Z', alreadyCheckedIn: false })).toEqual({
      tone: 'ok',
      title: 'Hadir',
      message: 'Budi Santoso hadir pukul 19:05.',
    });
  });
  it("says 'Sudah check-in pukul HH:mm' for a repeat", () => {
    expect(outcomeOf({ ...base, checkedInAt: '2026-03-14T12:05:00.000Z', alreadyCheckedIn: true })).toEqual({
      tone: 'again',
      title: 'Sudah check-in pukul 19:05',
      message: 'Budi Santoso sudah tercatat hadir.',
    });
  });
});

describe('refusalOf', () => {
  it("shows the server's message", () => {
    const e = new ApiError(409, 'Tiket ini untuk acara lain: Reuni Bandung.', 'TICKET_OTHER_EVENT');
    expect(refusalOf(e)).toEqual({
      tone: 'refused',
      title: 'Check-in ditolak',
      message: 'Tiket ini untuk acara lain: Reuni Bandung.',
    });
  });
  it('falls back to a generic sentence for anything else', () => {
    expect(refusalOf(new Error('boom')).message).toBe('Terjadi kesalahan. Silakan coba lagi.');
  });
});

describe('normaliseCode', () => {
  it('trims and removes inner spaces; empty is null', () => {
    expect(normaliseCode('  A86.c.9l. abc ')).toBe('A86.c.9l.abc');
    expect(normaliseCode('   ')).toBeNull();
  });
});

describe('createScanGate', () => {
  it('sends a code once while it stays in view, other codes at once', () => {
    let t = 0;
    const gate = createScanGate(3000, () => t);
    expect(gate('A')).toBe(true);
    // Held up for ten seconds, seen every half second: never sent again.
    for (t = 500; t <= 10_000; t += 500) expect(gate('A')).toBe(false);
    t = 10_100;
    expect(gate('B')).toBe(true);
    t = 10_200;
    expect(gate('A')).toBe(true);
  });
  it('sends the same code again after it was out of view for the gap', () => {
    let t = 0;
    const gate = createScanGate(3000, () => t);
    expect(gate('A')).toBe(true);
    t = 2999;
    expect(gate('A')).toBe(false);
    t = 5998;
    expect(gate('A')).toBe(false);
    t = 9000;
    expect(gate('A')).toBe(true);
  });
});

describe('parties at the door (docs/decisions/031-companions.md)', () => {
  it('says how many of a party arrived', () => {
    const r = outcomeOf({
      ...base,
      companions: 2,
      arrived: 2,
      checkedInAt: '2026-03-14T12:05:00.000Z',
      alreadyCheckedIn: false,
    });
    expect(r.tone).toBe('ok');
    expect(r.message).toMatch(/2 dari 3 orang hadir\.$/);
    expect(
      outcomeOf({ ...base, checkedInAt: '2026-03-14T12:05:00.000Z', alreadyCheckedIn: false }).message,
    ).not.toMatch(/orang hadir/);
  });

  it('offers 1..1 + companions, the whole party when no count was stored', () => {
    expect(arrivedChoices(2)).toEqual([1, 2, 3]);
    expect(arrivedChoices(0)).toEqual([1]);
    expect(partyLine(null, 2)).toBe('3 dari 3 orang hadir');
    expect(partyLine(1, 2)).toBe('1 dari 3 orang hadir');
  });
});

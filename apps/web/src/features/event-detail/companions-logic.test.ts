import {
  COMPANION_TEXT,
  clampCompanions,
  companionChoices,
  companionsBadge,
} from '@alumni/contract/constants';
import { describe, expect, it } from 'vitest';
import { canStep, partyBody, partyDraftOf, stepParty } from './companions-logic.ts';

describe('the companions stepper (docs/decisions/031-companions.md)', () => {
  it('keeps the count inside 0..max and the names in step with it', () => {
    let d = partyDraftOf(0, null, 2);
    expect(d).toEqual({ companions: 0, names: [] });
    expect(canStep(d, -1, 2)).toBe(false);
    d = stepParty(d, 1, 2);
    d = { ...d, names: ['Ani'] };
    d = stepParty(d, 1, 2);
    expect(d).toEqual({ companions: 2, names: ['Ani', ''] });
    expect(canStep(d, 1, 2)).toBe(false);
    expect(stepParty(d, 1, 2)).toEqual(d);
    // Stepping down drops the last companion's name.
    expect(stepParty(d, -1, 2)).toEqual({ companions: 1, names: ['Ani'] });
  });

  it("starts from the member's stored party, cut to the event's limit", () => {
    expect(partyDraftOf(2, ['Ani', 'Dodi'], 3)).toEqual({ companions: 2, names: ['Ani', 'Dodi'] });
    expect(partyDraftOf(3, ['Ani'], 2)).toEqual({ companions: 2, names: ['Ani', ''] });
    expect(partyDraftOf(null, null, 2)).toEqual({ companions: 0, names: [] });
  });

  it('sends only the names typed, trimmed', () => {
    expect(partyBody({ companions: 2, names: ['  Ani ', ''] })).toEqual({
      companions: 2,
      companionNames: ['Ani'],
    });
    expect(partyBody({ companions: 2, names: [' ', ''] })).toEqual({ companions: 2 });
    expect(partyBody({ companions: 0, names: [] })).toEqual({ companions: 0 });
  });

  it("labels a party '+N' and nothing for one alone", () => {
    expect(companionsBadge(2)).toBe('+2');
    expect(companionsBadge(0)).toBe('');
    expect(companionsBadge(undefined)).toBe('');
    expect(COMPANION_TEXT.forPeople(3)).toBe('Untuk 3 orang');
    expect(COMPANION_TEXT.arrived(2, 3)).toBe('2 dari 3 orang hadir');
  });

  it("offers 0..max in the admin's picker", () => {
    expect(companionChoices(2)).toEqual([0, 1, 2]);
    expect(companionChoices(0)).toEqual([0]);
  });

  it('clamps odd input', () => {
    expect(clampCompanions(-3, 2)).toBe(0);
    expect(clampCompanions(9, 2)).toBe(2);
    expect(clampCompanions(1.7, 2)).toBe(1);
    expect(clampCompanions(Number.NaN, 2)).toBe(0);
    expect(clampCompanions(1, 0)).toBe(0);
  });
});

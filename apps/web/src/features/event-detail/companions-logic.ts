import { COMPANION_NAME_MAX, clampCompanions } from '@alumni/contract/constants';

/**
 * The party a member picks on the event page (docs/decisions/031-companions.md): how many companions (kept inside
 * 0..the event's 'Pendamping per anggota') and the optional names, one per companion. Pure, unit-tested.
 */
export interface PartyDraft {
  companions: number;
  names: string[];
}

export const partyDraftOf = (companions: number | null, names: string[] | null, max: number): PartyDraft => {
  const n = clampCompanions(companions ?? 0, max);
  return { companions: n, names: Array.from({ length: n }, (_, i) => names?.[i] ?? '') };
};

/** One step of the − / + buttons; the names follow the count (a removed companion's name goes with them). */
export function stepParty(draft: PartyDraft, delta: number, max: number): PartyDraft {
  const companions = clampCompanions(draft.companions + delta, max);
  return { companions, names: Array.from({ length: companions }, (_, i) => draft.names[i] ?? '') };
}

export const canStep = (draft: PartyDraft, delta: number, max: number) =>
  clampCompanions(draft.companions + delta, max) !== draft.companions;

/** The request's party: the count, and the names typed (trimmed, cut to the limit), or none when all are blank. */
export function partyBody(draft: PartyDraft): { companions: number; companionNames?: string[] } {
  const names = draft.names
    .slice(0, draft.companions)
    .map((n) => [...n.trim()].slice(0, COMPANION_NAME_MAX).join(''));
  return names.some((n) => n !== '')
    ? { companions: draft.companions, companionNames: names.filter((n) => n !== '') }
    : { companions: draft.companions };
}

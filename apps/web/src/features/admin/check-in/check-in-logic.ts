import type { CheckIn } from '@alumni/contract';
import { COMPANION_TEXT } from '@alumni/contract/constants';
import { ApiError } from '#web/lib/api.ts';
import { checkInClock } from '#web/lib/check-in-time.ts';
import { CHECK_IN_TEXT as T } from './check-in-text.ts';

/** What the door screen says after a scan, a typed code or a tap: green, amber (again) or red. */
export interface DoorOutcome {
  tone: 'ok' | 'again' | 'refused';
  title: string;
  message: string;
}

export function outcomeOf(result: CheckIn): DoorOutcome {
  const time = checkInClock(result.checkedInAt);
  const outcome: DoorOutcome = result.alreadyCheckedIn
    ? { tone: 'again', title: T.againTitle(time), message: T.againMessage(result.name) }
    : { tone: 'ok', title: T.okTitle, message: T.okMessage(result.name, time) };
  // A party (docs/decisions/031-companions.md): how many of it came, which the list below can correct.
  return result.companions > 0
    ? { ...outcome, message: `${outcome.message} ${partyLine(result.arrived, result.companions)}.` }
    : outcome;
}

/** '2 dari 3 orang hadir' for a party; a party checked in without a count came whole. */
export const partyLine = (arrived: number | null | undefined, companions: number): string =>
  COMPANION_TEXT.arrived(arrived ?? 1 + companions, 1 + companions);

/** The choices of 'Jumlah yang hadir' for a party of 1 + companions: 1..1 + companions. */
export const arrivedChoices = (companions: number): number[] =>
  Array.from({ length: 1 + Math.max(0, companions) }, (_, i) => i + 1);

/** The server's Indonesian refusal (forged, another event's, cancelled ...), or a generic one. */
export function refusalOf(error: unknown): DoorOutcome {
  // Server refusals and the network message are Indonesian sentences meant for the admin.
  const message = error instanceof ApiError ? error.message : T.failed;
  return { tone: 'refused', title: T.refusedTitle, message };
}

/**
 * A code as scanned or typed: trimmed, inner spaces (a code typed in groups) removed. Empty -> null.
 * The server decides whether it is genuine.
 */
export function normaliseCode(text: string): string | null {
  const code = text.replace(/\s+/g, '');
  return code ? code : null;
}

/**
 * The scanner sees the same QR many times a second while it is held up: a code is sent once, and the
 * same code again only after it has been out of view for `gapMs` (held still, it is never re-sent; shown
 * again deliberately, the door then says 'Sudah check-in'). A different code goes through at once.
 */
export function createScanGate(gapMs = 3000, now: () => number = Date.now) {
  let last: { code: string; seenAt: number } | null = null;
  return (code: string): boolean => {
    const t = now();
    const repeat = last !== null && last.code === code && t - last.seenAt < gapMs;
    last = { code, seenAt: t };
    return !repeat;
  };
}

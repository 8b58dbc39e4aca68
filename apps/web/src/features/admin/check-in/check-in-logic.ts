import type { CheckIn } from '@alumni/contract';
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
  return result.alreadyCheckedIn
    ? { tone: 'again', title: T.againTitle(time), message: T.againMessage(result.name) }
    : { tone: 'ok', title: T.okTitle, message: T.okMessage(result.name, time) };
}

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

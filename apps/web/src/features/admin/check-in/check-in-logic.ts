import type { CheckIn } from '@alumni/contract';
import { ApiError } from '../../../lib/api.ts';
import { checkInClock } from '../../../lib/check-in-time.ts';
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
 * The scanner sees the same QR many times a second while it is held up: one code is sent once, and again
 * only after `gapMs` (a second, deliberate scan of the same ticket then says 'Sudah check-in').
 */
export function createScanGate(gapMs = 3000, now: () => number = Date.now) {
  let last: { code: string; at: number } | null = null;
  return (code: string): boolean => {
    const t = now();
    if (last && last.code === code && t - last.at < gapMs) return false;
    last = { code, at: t };
    return true;
  };
}

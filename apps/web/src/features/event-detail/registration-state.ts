import type { EventDetail } from '@alumni/contract';
import { hasSeatsLeft } from '@alumni/contract/constants';

/**
 * Where the registration panel stands (docs/spec.md §4):
 * - finished: EXPIRED or past its end; 'Acara Telah Selesai' and the attendee count, no button.
 * - creator: the signed-in creator, registered with their event; nothing to do (they cannot cancel).
 * - registered: 'Batal Mendaftar' (a registered member keeps that choice even when the event is full).
 * - full: 'Kuota Sudah Penuh', disabled: a visitor of a full event.
 * - can-wait: a member of a full event, or of one whose free seats wait for the line's first party
 *   (docs/decisions/035-waitlist-parties.md): 'Kuota Sudah Penuh' and 'Masuk Daftar Tunggu' (docs/decisions/013).
 * - waiting: a member in the waitlist: 'Posisi antrean: N' and 'Keluar dari Daftar Tunggu'.
 * - guest: 'Daftar Sekarang' leads to /login.
 * - can-register: 'Daftar Sekarang' opens the confirmation.
 */
export type RegistrationState =
  | 'guest'
  | 'can-register'
  | 'registered'
  | 'full'
  | 'can-wait'
  | 'waiting'
  | 'finished'
  | 'creator';

export type RegistrationEvent = Pick<
  EventDetail,
  'isFinished' | 'isRegistered' | 'quota' | 'totalParticipant' | 'eventUserId'
> & { user: { id: number } | null; waitlistPosition?: number | null; lineWaiting?: boolean };

export function registrationState(
  event: RegistrationEvent,
  session: { user: { id: number } } | null,
): RegistrationState {
  if (event.isFinished) return 'finished';
  if (session && event.isRegistered) {
    const creatorId = event.eventUserId ?? event.user?.id ?? null;
    return creatorId === session.user.id ? 'creator' : 'registered';
  }
  if (session && (event.waitlistPosition ?? null) !== null) return 'waiting';
  // Free seats while anyone waits are the line's (docs/decisions/035-waitlist-parties.md): get in line too.
  if (!hasSeatsLeft(event.quota, event.totalParticipant) || event.lineWaiting)
    return session ? 'can-wait' : 'full';
  return session ? 'can-register' : 'guest';
}

/** The states that show the phone's sticky registration bar: those with a button to press or see. */
export function showsRegistrationBar(state: RegistrationState): boolean {
  return state !== 'finished' && state !== 'creator';
}

/** The bar's one line of state beside its button: seats left, unlimited, registered, full or the place in line. */
export function registrationBarLine(
  state: RegistrationState,
  event: Pick<EventDetail, 'quota' | 'totalParticipant'> & {
    waitlistPosition?: number | null;
    waitlistCompanions?: number | null;
  },
  text: {
    registered: string;
    full: string;
    unlimited: string;
    seatsLeft: (n: number) => string;
    participants: (n: number) => string;
    position: (n: number) => string;
    /** Free seats held for the line's first party (docs/decisions/035-waitlist-parties.md). */
    lineFirst?: string;
  },
): string {
  if (state === 'registered') return text.registered;
  if (
    (state === 'full' || state === 'can-wait') &&
    text.lineFirst &&
    event.quota !== null &&
    event.quota > event.totalParticipant
  )
    return text.lineFirst;
  if (state === 'full' || state === 'can-wait') return text.full;
  if (state === 'waiting') {
    const line = text.position(event.waitlistPosition ?? 1);
    const companions = event.waitlistCompanions ?? 0;
    // A waiting party (docs/decisions/035-waitlist-parties.md): 'Posisi antrean: 2 · 3 orang'.
    return companions > 0 ? `${line} · ${1 + companions} orang` : line;
  }
  if (event.quota === null) return `${text.participants(event.totalParticipant)} · ${text.unlimited}`;
  return `${event.totalParticipant}/${event.quota} · ${text.seatsLeft(Math.max(0, event.quota - event.totalParticipant))}`;
}

import type { EventDetail } from '@alumni/contract';
import { hasSeatsLeft } from '@alumni/contract/constants';

/**
 * Where the registration panel stands (docs/spec.md §4):
 * - finished: EXPIRED or past its end; 'Acara Telah Selesai' and the attendee count, no button.
 * - creator: the signed-in creator, registered with their event; nothing to do (they cannot cancel).
 * - registered: 'Batal Mendaftar' (a registered member keeps that choice even when the event is full).
 * - full: 'Kuota Sudah Penuh', disabled, for members and visitors alike.
 * - guest: 'Daftar Sekarang' leads to /login.
 * - can-register: 'Daftar Sekarang' opens the confirmation.
 */
export type RegistrationState = 'guest' | 'can-register' | 'registered' | 'full' | 'finished' | 'creator';

export type RegistrationEvent = Pick<
  EventDetail,
  'isFinished' | 'isRegistered' | 'quota' | 'totalParticipant' | 'eventUserId'
> & { user: { id: number } | null };

export function registrationState(
  event: RegistrationEvent,
  session: { user: { id: number } } | null,
): RegistrationState {
  if (event.isFinished) return 'finished';
  if (session && event.isRegistered) {
    const creatorId = event.eventUserId ?? event.user?.id ?? null;
    return creatorId === session.user.id ? 'creator' : 'registered';
  }
  if (!hasSeatsLeft(event.quota, event.totalParticipant)) return 'full';
  return session ? 'can-register' : 'guest';
}

/** The states that show the phone's sticky registration bar: those with a button to press or see. */
export function showsRegistrationBar(state: RegistrationState): boolean {
  return state === 'guest' || state === 'can-register' || state === 'registered' || state === 'full';
}

/** The bar's one line of state beside its button: seats left, unlimited, registered or full. */
export function registrationBarLine(
  state: RegistrationState,
  event: Pick<EventDetail, 'quota' | 'totalParticipant'>,
  text: {
    registered: string;
    full: string;
    unlimited: string;
    seatsLeft: (n: number) => string;
    participants: (n: number) => string;
  },
): string {
  if (state === 'registered') return text.registered;
  if (state === 'full') return text.full;
  if (event.quota === null) return `${text.participants(event.totalParticipant)} · ${text.unlimited}`;
  return `${event.totalParticipant}/${event.quota} · ${text.seatsLeft(Math.max(0, event.quota - event.totalParticipant))}`;
}

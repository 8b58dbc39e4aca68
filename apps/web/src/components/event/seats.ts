import type { EventItem } from '@alumni/contract';
import { seatsOpen } from '@alumni/contract/constants';

type Seats = Pick<EventItem, 'quota' | 'totalParticipant' | 'seatsHeld'>;

/** True when a quota is set and every seat is taken (docs/spec.md §5). */
export function isQuotaFull(event: Pick<EventItem, 'quota' | 'totalParticipant'>): boolean {
  return event.quota !== null && event.totalParticipant >= event.quota;
}

/**
 * The badge on an event card: 'Selesai', 'Kuota Penuh', or 'Daftar Tunggu' while the free seats are held for the
 * waitlist's first party (docs/decisions/035-waitlist-parties.md, Follow-up: a member can then only join the line,
 * so the card does not promise free seats); none otherwise.
 */
export function eventCardBadge(
  event: Seats & Pick<EventItem, 'isFinished'>,
): 'finished' | 'full' | 'line' | null {
  if (event.isFinished) return 'finished';
  if (isQuotaFull(event)) return 'full';
  if (event.seatsHeld > 0 && seatsOpen(event.quota, event.totalParticipant, event.seatsHeld) === 0)
    return 'line';
  return null;
}

/**
 * What the event page says beside the quota: the seats a member can actually take ('tersisa 3 tempat'), or, while
 * every free seat is held for the line, how many are held ('2 kursi ditahan untuk daftar tunggu'); null when the
 * quota is unlimited.
 */
export function seatsNote(event: Seats): { kind: 'left' | 'held'; n: number } | null {
  const open = seatsOpen(event.quota, event.totalParticipant, event.seatsHeld);
  if (open === null) return null;
  if (open === 0 && event.seatsHeld > 0) return { kind: 'held', n: event.seatsHeld };
  return { kind: 'left', n: open };
}

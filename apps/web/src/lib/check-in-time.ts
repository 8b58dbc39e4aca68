import { formatTimeId } from './dates.ts';

/**
 * 'HH:mm' in the community's zone (WIB) for a check-in instant, as docs/decisions/015 words it ('Sudah check-in
 * pukul 19:05'); '' for an unreadable value.
 */
export function checkInClock(iso: string | null | undefined): string {
  if (!iso) return '';
  return formatTimeId(iso).replace('.', ':');
}

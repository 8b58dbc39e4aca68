import type { Ticket } from '@alumni/contract';

/**
 * The last ticket loaded, kept on the device (docs/decisions/015: "it stays visible without a network once
 * loaded"): a member at a door with no signal opens the page again and still has the QR. Keyed by member
 * and event; only the member's own ticket is stored, and signing out clears it (clearTickets).
 */
const PREFIX = 'alumni86.ticket.';
const key = (userId: number, eventId: number) => `${PREFIX}${userId}.${eventId}`;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readCachedTicket(
  userId: number,
  eventId: number,
  s: Storage | null = storage(),
): Ticket | undefined {
  const raw = s?.getItem(key(userId, eventId));
  if (!raw) return undefined;
  try {
    const t = JSON.parse(raw) as Partial<Ticket>;
    return typeof t.code === 'string' && t.eventId === eventId ? (t as Ticket) : undefined;
  } catch {
    return undefined;
  }
}

export function cacheTicket(userId: number, ticket: Ticket, s: Storage | null = storage()): void {
  try {
    s?.setItem(key(userId, ticket.eventId), JSON.stringify(ticket));
  } catch {
    // A full or blocked storage only loses the offline copy.
  }
}

/** Forgets a ticket the server no longer gives (registration cancelled). */
export function forgetTicket(userId: number, eventId: number, s: Storage | null = storage()): void {
  s?.removeItem(key(userId, eventId));
}

/** Every stored ticket (sign-out). */
export function clearTickets(s: Storage | null = storage()): void {
  if (!s) return;
  const keys: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const k = s.key(i);
    if (k?.startsWith(PREFIX)) keys.push(k);
  }
  for (const k of keys) s.removeItem(k);
}

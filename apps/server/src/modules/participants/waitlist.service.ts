import {
  EVENT_NOT_FOUND,
  REGISTRATION_MESSAGES,
  WAITLIST_MESSAGES,
  type WaitlistEntry,
  type WaitlistStatus,
} from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isEventFinished, requireVisibleEvent } from '../events/events.service.ts';
import type { RegistrationDeps } from './registration.service.ts';
import { hasFreeSeat, isParticipant, lockSeats } from './seats.ts';
import { joinLine, leaveLine, linePosition, listLine } from './waitlist.ts';

/**
 * The waitlist of a full event (docs/decisions/013). Joining and leaving lock the event row like every seat change
 * (seats.ts), so a join cannot slip in while a freed seat is being handed to the line.
 */

/**
 * POST /event-participant/waitlist: the member gets in line for a full event. Idempotent (the same place
 * again). Refused when they already have a seat, when seats are free (register instead), and for finished
 * or hidden events.
 */
export async function joinWaitlist(
  deps: RegistrationDeps,
  me: AuthUser,
  eventId: number,
): Promise<WaitlistStatus> {
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const event = await requireVisibleEvent(tx, { userId: me.id, isAdmin: false }, eventId);
    if (isEventFinished({ status: event.status, end_date: event.endDate }, now.getTime()))
      throw conflict(REGISTRATION_MESSAGES.eventFinished, 'EVENT_FINISHED');
    const seats = await lockSeats(tx, deps.dialect, event.id);
    if (!seats || seats.deleted) throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
    if (await isParticipant(tx, event.id, me.id))
      throw conflict(WAITLIST_MESSAGES.alreadyRegistered, 'ALREADY_REGISTERED');
    const waiting = await linePosition(tx, event.id, me.id);
    if (waiting === null) {
      if (hasFreeSeat(seats)) throw conflict(WAITLIST_MESSAGES.seatsAvailable, 'SEATS_AVAILABLE');
      await joinLine(tx, event.id, me.id, now.toISOString());
    }
    return {
      waitlistPosition: waiting ?? (await linePosition(tx, event.id, me.id)),
      totalParticipant: seats.totalParticipant,
    };
  });
}

/** POST /event-participant/waitlist/leave: out of the line; idempotent when not in it. */
export async function leaveWaitlist(
  deps: RegistrationDeps,
  me: AuthUser,
  eventId: number,
): Promise<WaitlistStatus> {
  return deps.db.transaction().execute(async (tx) => {
    // Leaving works on any event the member can see, finished or not.
    const event = await requireVisibleEvent(tx, { userId: me.id, isAdmin: false }, eventId);
    const seats = await lockSeats(tx, deps.dialect, event.id);
    await leaveLine(tx, event.id, me.id);
    return { waitlistPosition: null, totalParticipant: seats?.totalParticipant ?? event.totalParticipant };
  });
}

/** GET /event-participant/waitlist (admin): the line in order, DRAFT events included. */
export async function listWaitlist(
  db: Db,
  admin: AuthUser,
  eventId: number,
): Promise<{ waitlist: WaitlistEntry[]; total: number }> {
  const event = await requireVisibleEvent(db, { userId: admin.id, isAdmin: true }, eventId);
  const rows = await listLine(db, event.id);
  return {
    total: rows.length,
    waitlist: rows.map((r) => ({
      position: r.position,
      id: r.id,
      name: r.name,
      username: r.username,
      picture: r.picture,
      createdDate: r.created_at,
    })),
  };
}

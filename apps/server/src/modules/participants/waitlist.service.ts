import {
  EVENT_NOT_FOUND,
  REGISTRATION_MESSAGES,
  WAITLIST_MESSAGES,
  type WaitlistBody,
  type WaitlistEntry,
  type WaitlistStatus,
} from '@alumni/contract';
import type { Db } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { parseCompanionNames } from '../../lib/companion-names.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { isEventFinished, requireVisibleEvent } from '../events/events.service.ts';
import { partyFor, type RegistrationDeps, seatsContext } from './registration.service.ts';
import { fillFreeSeats, hasFreeSeat, isParticipant, lockSeats } from './seats.service.ts';
import { joinLine, leaveLine, linePartyOf, linePosition, listLine, waitingAhead } from './waitlist.repo.ts';

/**
 * The waitlist of a full event (docs/decisions/013). Joining and leaving lock the event row like every seat change
 * (seats.service.ts), so a join cannot slip in while a freed seat is being handed to the line.
 */

/**
 * POST /event-participant/waitlist: the member gets in line for a full event with their party (docs/decisions/035:
 * 1 + companions, within the event's 'Pendamping per anggota'). Idempotent (the same place again, the party as it
 * was; POST /event-participant/companions changes it). Refused when they already have a seat, when the party fits
 * the free seats and nobody waits (register instead), and for finished or hidden events.
 */
export async function joinWaitlist(
  deps: RegistrationDeps,
  me: AuthUser,
  body: WaitlistBody,
): Promise<WaitlistStatus> {
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const event = await requireVisibleEvent(tx, { userId: me.id, isAdmin: false }, body.eventId);
    if (isEventFinished({ status: event.status, end_date: event.endDate }, now.getTime()))
      throw conflict(REGISTRATION_MESSAGES.eventFinished, 'EVENT_FINISHED');
    const party = partyFor(event, body);
    const seats = await lockSeats(tx, deps.dialect, event.id);
    if (!seats || seats.deleted) throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
    if (await isParticipant(tx, event.id, me.id))
      throw conflict(WAITLIST_MESSAGES.alreadyRegistered, 'ALREADY_REGISTERED');
    const waiting = await linePosition(tx, event.id, me.id);
    if (waiting === null) {
      if (hasFreeSeat(seats, 1 + party.companions) && (await waitingAhead(tx, event.id, me.id)) === 0)
        throw conflict(WAITLIST_MESSAGES.seatsAvailable, 'SEATS_AVAILABLE');
      await joinLine(tx, event.id, me.id, now.toISOString(), party);
    }
    const mine = await linePartyOf(tx, event.id, me.id);
    return {
      waitlistPosition: waiting ?? (await linePosition(tx, event.id, me.id)),
      totalParticipant: seats.totalParticipant,
      companions: mine?.companions ?? null,
    };
  });
}

/** POST /event-participant/waitlist/leave: out of the line; idempotent when not in it. */
export async function leaveWaitlist(
  deps: RegistrationDeps,
  me: AuthUser,
  eventId: number,
): Promise<WaitlistStatus> {
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    // Leaving works on any event the member can see, finished or not.
    const event = await requireVisibleEvent(tx, { userId: me.id, isAdmin: false }, eventId);
    const seats = await lockSeats(tx, deps.dialect, event.id);
    const left = await leaveLine(tx, event.id, me.id);
    // A first party that held free seats has gone: the next may fit them (docs/decisions/035-waitlist-parties.md).
    if (left && seats && hasFreeSeat(seats)) await fillFreeSeats(tx, seatsContext(deps, now), event.id, true);
    const after = await lockSeats(tx, deps.dialect, event.id);
    return {
      waitlistPosition: null,
      totalParticipant: after?.totalParticipant ?? event.totalParticipant,
      companions: null,
    };
  });
}

/** GET /event-participant/waitlist (admin): the line in order, DRAFT events included. */
export async function listWaitlist(
  db: Db,
  admin: AuthUser,
  eventId: number,
): Promise<{ waitlist: WaitlistEntry[]; total: number; people: number }> {
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
      companions: r.companions,
      companionNames: parseCompanionNames(r.companion_names),
    })),
    people: rows.reduce((n, r) => n + 1 + r.companions, 0),
  };
}

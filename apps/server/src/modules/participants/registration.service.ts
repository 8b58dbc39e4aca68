import {
  type AdminCancelBody,
  COMPANION_MESSAGES,
  EVENT_NOT_FOUND,
  REGISTRATION_MESSAGES,
  type Registration,
  type RegistrationBody,
} from '@alumni/contract';
import type { Db, Dialect } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import { isEventFinished, requireVisibleEvent, type VisibleEvent } from '../events/events.service.ts';
import { eventUrl, notificationText, notify } from '../notifications/notifications.service.ts';
import { memberName } from './registration.repo.ts';
import {
  changeParty,
  lockSeats,
  type Party,
  releaseSeat,
  type SeatsContext,
  takeSeat,
} from './seats.service.ts';
import { linePosition } from './waitlist.repo.ts';

/**
 * Write side of /event-participant: register, cancel, and an admin cancelling someone's attendance.
 * Every change, its seat (seats.service.ts: the participation and events.total_participant) and its
 * notification (and a waitlist promotion a freed seat causes) commit in ONE transaction. The quota holds under concurrency on both dialects because
 * seats.service.ts locks the event row first (FOR UPDATE on PostgreSQL; SQLite runs one writer at a time).
 */
export interface RegistrationDeps {
  db: Db;
  dialect: Dialect;
  now: () => Date;
  /** The site's address, for mailed links (a waitlist promotion, a reminder). */
  publicUrl: string;
  timeZone: string;
  reminderHours: number;
}

export const seatsContext = (deps: RegistrationDeps, now: Date): SeatsContext => ({
  dialect: deps.dialect,
  now,
  publicUrl: deps.publicUrl,
  timeZone: deps.timeZone,
  reminderHours: deps.reminderHours,
});

const finished = () => conflict(REGISTRATION_MESSAGES.eventFinished, 'EVENT_FINISHED');
const creatorCannotCancel = () =>
  conflict(REGISTRATION_MESSAGES.creatorCannotCancel, 'CREATOR_CANNOT_CANCEL');
const isFinished = (event: Pick<VisibleEvent, 'status' | 'endDate'>, now: Date) =>
  isEventFinished({ status: event.status, end_date: event.endDate }, now.getTime());
const eventGone = () => notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');

/**
 * The party the body asks for, checked against the event's 'Pendamping per anggota' (docs/decisions/031), as read
 * with the event (requireVisibleEvent, lockSeats).
 */
export function partyFor(event: { maxCompanions: number }, body: RegistrationBody): Party {
  const companions = body.companions ?? 0;
  const maxCompanions = event.maxCompanions;
  if (companions > maxCompanions)
    throw badRequest(COMPANION_MESSAGES.tooMany(maxCompanions), 'TOO_MANY_COMPANIONS');
  const names = (body.companionNames ?? []).filter((n) => n !== '');
  return { companions, companionNames: names.length > 0 ? names : null };
}

/**
 * POST /event-participant/companions: the member changes how many come along (docs/decisions/031), registered or
 * waiting in the line (docs/decisions/035-waitlist-parties.md: the place stays; a smaller first party may take the
 * free seats at once, and then the answer says registered).
 */
export async function changeOwnCompanions(
  deps: RegistrationDeps,
  me: AuthUser,
  body: RegistrationBody,
): Promise<Registration> {
  const now = deps.now();
  const seat = await deps.db.transaction().execute(async (tx) => {
    const event = await requireVisibleEvent(tx, { userId: me.id, isAdmin: false }, body.eventId);
    if (isFinished(event, now)) throw finished();
    const party = partyFor(event, body);
    return changeParty(tx, seatsContext(deps, now), event.id, me.id, party);
  });
  if (seat.outcome === 'gone') throw eventGone();
  if (seat.outcome === 'not-registered') throw conflict(COMPANION_MESSAGES.notRegistered, 'NOT_REGISTERED');
  if (seat.outcome === 'no-room') throw conflict(COMPANION_MESSAGES.noRoom, 'QUOTA_FULL');
  if (seat.outcome === 'waiting')
    return {
      registered: false,
      totalParticipant: seat.totalParticipant,
      waitlistPosition: await linePosition(deps.db, body.eventId, me.id),
    };
  return { registered: true, totalParticipant: seat.totalParticipant };
}

/**
 * POST /event-participant/register. Idempotent: a member already registered gets the same answer and
 * nothing changes. DRAFT events are not open for registration, even to admins (404 like a missing one).
 */
export async function registerForEvent(
  deps: RegistrationDeps,
  me: AuthUser,
  body: RegistrationBody,
): Promise<Registration> {
  const now = deps.now();
  const seat = await deps.db.transaction().execute(async (tx) => {
    // The event as the member may see it, its row locked for the seat in the same statement (docs/decisions/049).
    const event = await lockSeats(tx, deps.dialect, body.eventId, { userId: me.id, isAdmin: false });
    if (!event) throw eventGone();
    if (isFinished(event, now)) throw finished();
    const party = partyFor(event, body);
    const taken = await takeSeat(tx, seatsContext(deps, now), event.id, me.id, party, event);
    if (taken.outcome === 'taken' && event.creatorId !== null) {
      await notify(tx, {
        userId: event.creatorId,
        actorId: me.id,
        content: notificationText.registered(me.name, event.name),
        redirectUrl: eventUrl(event.id),
        now,
      });
    }
    return taken;
  });
  // Refused only after the commit: serving the line on the way (seats.service.ts) must stay done.
  if (seat.outcome === 'gone') throw eventGone();
  if (seat.outcome === 'full') throw conflict(REGISTRATION_MESSAGES.quotaFull, 'QUOTA_FULL');
  return { registered: true, totalParticipant: seat.totalParticipant };
}

/**
 * POST /event-participant/canceled: the member withdraws. Idempotent when not registered. The creator
 * stays (their event needs them), and a finished event's attendance is history.
 */
export async function cancelOwnRegistration(
  deps: RegistrationDeps,
  me: AuthUser,
  eventId: number,
): Promise<Registration> {
  const now = deps.now();
  return deps.db.transaction().execute(async (tx) => {
    const event = await requireVisibleEvent(tx, { userId: me.id, isAdmin: false }, eventId);
    if (isFinished(event, now)) throw finished();
    if (event.creatorId === me.id) throw creatorCannotCancel();

    const seat = await releaseSeat(tx, seatsContext(deps, now), event.id, me.id);
    if (!seat.released) return { registered: false, totalParticipant: seat.totalParticipant };
    if (event.creatorId !== null) {
      await notify(tx, {
        userId: event.creatorId,
        actorId: me.id,
        content: notificationText.canceled(me.name, event.name),
        redirectUrl: eventUrl(event.id),
        now,
      });
    }
    return { registered: false, totalParticipant: seat.totalParticipant };
  });
}

/**
 * POST /event-participant/cancel (admin): cancels a non-creator's attendance, tells the member, and logs
 * the activity, all in one transaction. Admins see DRAFT events; finished events are allowed (an admin
 * may correct the record).
 */
export async function cancelParticipantByAdmin(
  deps: RegistrationDeps,
  admin: AuthUser,
  body: AdminCancelBody,
): Promise<Registration> {
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const event = await requireVisibleEvent(tx, { userId: body.userId, isAdmin: true }, body.eventId);
      if (event.creatorId === body.userId) throw creatorCannotCancel();
      const participant = await memberName(tx, body.userId);
      const notRegistered = () =>
        notFound(REGISTRATION_MESSAGES.participantNotFound, 'PARTICIPANT_NOT_FOUND');
      if (!participant) throw notRegistered();
      const seat = await releaseSeat(tx, seatsContext(deps, now), event.id, body.userId);
      if (!seat.released) throw notRegistered();
      const totalParticipant = seat.totalParticipant;
      await notify(tx, {
        userId: body.userId,
        actorId: admin.id,
        content: notificationText.canceledByAdmin(event.name),
        redirectUrl: eventUrl(event.id),
        now,
      });
      return {
        result: { registered: false, totalParticipant },
        activity: {
          module: 'Partisipan',
          action: 'Batalkan',
          activityInfo: `Membatalkan kehadiran ${participant.username} pada acara ${event.name}`,
          oldValue: { userId: body.userId, username: participant.username },
        },
      };
    },
    admin,
    now,
  );
}

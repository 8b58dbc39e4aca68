import {
  CHECK_IN_MESSAGES,
  type CheckIn,
  type CheckInBody,
  type CheckInUndoBody,
  EVENT_NOT_FOUND,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import {
  clearCheckIn,
  doorParticipation,
  doorParticipations,
  liveEventName,
  markCheckedIn,
  setArrived,
} from './check-in.repo.ts';
import { makeShortCode, readCheckInCode, readShortCode } from './check-in-code.service.ts';

/**
 * Check-in at the door (docs/decisions/015): an admin marks a participant 'Hadir' by the ticket's signed code or,
 * the manual path, by user id; undo clears it. Each change and its activity-log row commit together.
 * A repeated check-in changes nothing and says when the first one happened ('Sudah check-in pukul HH:mm'
 * is worded by the screen from `checkedInAt`), unless it sends another `arrived` count of the party, which it
 * corrects (docs/decisions/031-companions.md).
 */
export interface CheckInDeps {
  db: Db;
  now: () => Date;
  /** participants/check-in-code.service.ts checkInKey(JWT_SECRET). */
  codeKey: Buffer;
}

async function requireEvent(tx: Executor, eventId: number) {
  // Admins see every status; a deleted or missing event is 404.
  const event = await liveEventName(tx, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
  return event;
}

/** The participation a code or a user id points at, on this event; throws the door's refusals. */
async function findTarget(deps: CheckInDeps, tx: Executor, body: CheckInBody) {
  if (body.code === undefined) {
    const row = await doorParticipation(tx, body.eventId, { userId: body.userId as number });
    if (!row) throw notFound(CHECK_IN_MESSAGES.notParticipant, 'PARTICIPANT_NOT_FOUND');
    return row;
  }
  const short = readShortCode(body.code);
  if (short !== null) {
    // The short code typed at the door: recomputed for this event's participants (a few hundred HMACs).
    const rows = await doorParticipations(tx, body.eventId);
    const matches = rows.filter((r) => makeShortCode(deps.codeKey, body.eventId, r.id) === short);
    const [row] = matches;
    if (!row || matches.length > 1) throw badRequest(CHECK_IN_MESSAGES.shortUnknown, 'TICKET_INVALID');
    return row;
  }
  const signed = readCheckInCode(deps.codeKey, body.code);
  if (!signed) throw badRequest(CHECK_IN_MESSAGES.forged, 'TICKET_INVALID');
  if (signed.eventId !== body.eventId) {
    // A genuine ticket for another event: name it when the admin may see it (they see every live event).
    const name = (await liveEventName(tx, signed.eventId))?.name;
    throw conflict(
      name ? CHECK_IN_MESSAGES.otherEvent(name) : CHECK_IN_MESSAGES.otherEventUnknown,
      'TICKET_OTHER_EVENT',
    );
  }
  const row = await doorParticipation(tx, body.eventId, { participationId: signed.participationId });
  if (!row) throw conflict(CHECK_IN_MESSAGES.canceled, 'TICKET_CANCELED');
  return row;
}

type TargetRow = Awaited<ReturnType<typeof findTarget>>;

const toCheckIn = (
  row: TargetRow,
  checkedInAt: string | null,
  alreadyCheckedIn: boolean,
  arrived: number | null = row.arrived,
): CheckIn => ({
  userId: row.user_id,
  name: row.name,
  username: row.username,
  picture: row.picture,
  checkedInAt,
  alreadyCheckedIn,
  companions: row.companions,
  arrived,
});

/**
 * How many of the party arrived (docs/decisions/031-companions.md): the count sent, at most the party of
 * 1 + companions; none sent = the whole party (a ticket scanned at the door usually brings its party with it).
 */
function arrivedOf(target: TargetRow, asked: number | undefined): number {
  const party = 1 + target.companions;
  if (asked === undefined) return party;
  if (asked > party) throw badRequest(CHECK_IN_MESSAGES.arrivedTooMany(party), 'VALIDATION_ERROR');
  return asked;
}

/** A participant already checked in: a different `arrived` count corrects it (logged); else nothing changes. */
async function correctArrived(
  deps: CheckInDeps,
  admin: AuthUser,
  eventName: string,
  target: TargetRow,
  arrived: number,
  now: Date,
): Promise<CheckIn> {
  return withAdminActivity(
    deps.db,
    async (tx) => {
      await setArrived(tx, target.id, arrived);
      return {
        result: toCheckIn(target, target.checked_in_at, true, arrived),
        activity: {
          module: 'Partisipan',
          action: 'Ubah',
          activityInfo: `Mengubah jumlah hadir ${target.username} pada acara ${eventName}`,
          oldValue: { userId: target.user_id, username: target.username, arrived: target.arrived },
          newValue: { userId: target.user_id, username: target.username, arrived },
        },
      };
    },
    admin,
    now,
  );
}

/** POST /event-participant/check-in. Idempotent: a second scan answers 200 with `alreadyCheckedIn`. */
export async function checkIn(deps: CheckInDeps, admin: AuthUser, body: CheckInBody): Promise<CheckIn> {
  const now = deps.now();
  const event = await requireEvent(deps.db, body.eventId);
  const target = await findTarget(deps, deps.db, body);
  const arrived = arrivedOf(target, body.arrived);
  if (target.checked_in_at !== null) {
    if (body.arrived === undefined || body.arrived === target.arrived)
      return toCheckIn(target, target.checked_in_at, true);
    return correctArrived(deps, admin, event.name, target, arrived, now);
  }
  const at = now.toISOString();
  try {
    return await withAdminActivity(
      deps.db,
      async (tx) => {
        // Only the first of two simultaneous scans writes; the other reads the winner's time below.
        if (!(await markCheckedIn(tx, target.id, { at, by: admin.id, arrived }))) throw new LostRace();
        return {
          result: toCheckIn(target, at, false, arrived),
          activity: {
            module: 'Partisipan',
            action: 'Ubah',
            activityInfo: `Check-in ${target.username} pada acara ${event.name}`,
            newValue: { userId: target.user_id, username: target.username, checkedInAt: at, arrived },
          },
        };
      },
      admin,
      now,
    );
  } catch (err) {
    if (!(err instanceof LostRace)) throw err;
    const again = await findTarget(deps, deps.db, body);
    return toCheckIn(again, again.checked_in_at, again.checked_in_at !== null);
  }
}

class LostRace extends Error {}

/** POST /event-participant/check-in/undo: the participant is no longer 'Hadir'. */
export async function undoCheckIn(
  deps: CheckInDeps,
  admin: AuthUser,
  body: CheckInUndoBody,
): Promise<CheckIn> {
  const now = deps.now();
  return withAdminActivity(
    deps.db,
    async (tx) => {
      const event = await requireEvent(tx, body.eventId);
      const target = await findTarget(deps, tx, { eventId: body.eventId, userId: body.userId });
      if (target.checked_in_at === null) throw conflict(CHECK_IN_MESSAGES.notCheckedIn, 'NOT_CHECKED_IN');
      await clearCheckIn(tx, target.id);
      return {
        result: toCheckIn(target, null, false, null),
        activity: {
          module: 'Partisipan',
          action: 'Batalkan',
          activityInfo: `Membatalkan check-in ${target.username} pada acara ${event.name}`,
          oldValue: { userId: target.user_id, username: target.username, checkedInAt: target.checked_in_at },
        },
      };
    },
    admin,
    now,
  );
}

import {
  type AdminCancelBody,
  EVENT_NOT_FOUND,
  REGISTRATION_MESSAGES,
  type Registration,
} from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import type { AuthUser } from '../../lib/auth.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { withAdminActivity } from '../activity-log/activity-log.service.ts';
import { findEventDetail, type Viewer } from '../events/events.repo.ts';
import { isEventFinished } from '../events/events.service.ts';
import { notify } from '../notifications/notifications.service.ts';
import { eventUrl, notificationText } from '../notifications/notifications.texts.ts';

/**
 * Write side of /event-participant: register, cancel, and an admin cancelling someone's attendance.
 * Every change, its counter update (events.total_participant) and its notification commit in ONE
 * transaction. The quota holds under concurrency on both dialects because the seat is taken by a
 * conditional UPDATE of the event row: on PostgreSQL concurrent updaters queue on the row lock and
 * re-check `total_participant < quota` against the committed value; on SQLite transactions run one at
 * a time on the single connection.
 */
export interface RegistrationDeps {
  db: Db;
  now: () => Date;
}

/** Thrown inside the transaction when a concurrent request registered the same member first. */
class AlreadyRegistered extends Error {}

/**
 * The event as registration sees it, through the events module's visibility rule: never deleted, and
 * DRAFT only when `viewer.isAdmin`. `viewer.userId` decides `is_registered`.
 */
async function loadEvent(tx: Executor, viewer: Viewer, eventId: number) {
  const row = await findEventDetail(tx, viewer, eventId);
  if (!row) throw notFound(EVENT_NOT_FOUND, 'EVENT_NOT_FOUND');
  return row;
}

const finished = () => conflict(REGISTRATION_MESSAGES.eventFinished, 'EVENT_FINISHED');
const creatorCannotCancel = () =>
  conflict(REGISTRATION_MESSAGES.creatorCannotCancel, 'CREATOR_CANNOT_CANCEL');

async function currentTotal(db: Executor, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('events')
    .select('total_participant')
    .where('id', '=', eventId)
    .executeTakeFirst();
  return row?.total_participant ?? 0;
}

/** Frees one seat of the event; returns the count after. */
async function releaseSeat(tx: Executor, eventId: number): Promise<number> {
  const row = await tx
    .updateTable('events')
    .set((eb) => ({ total_participant: eb('total_participant', '-', 1) }))
    .where('id', '=', eventId)
    .returning('total_participant')
    .executeTakeFirstOrThrow();
  return row.total_participant;
}

/**
 * POST /event-participant/register. Idempotent: a member already registered gets the same answer and
 * nothing changes. DRAFT events are not open for registration, even to admins (404 like a missing one).
 */
export async function registerForEvent(
  deps: RegistrationDeps,
  me: AuthUser,
  eventId: number,
): Promise<Registration> {
  const now = deps.now();
  try {
    return await deps.db.transaction().execute(async (tx) => {
      const event = await loadEvent(tx, { userId: me.id, isAdmin: false }, eventId);
      if (isEventFinished(event, now.getTime())) throw finished();
      if (event.is_registered) return { registered: true, totalParticipant: event.total_participant };

      // Take a seat only while one is left: the WHERE is re-checked under the row lock.
      const seat = await tx
        .updateTable('events')
        .set((eb) => ({ total_participant: eb('total_participant', '+', 1) }))
        .where('id', '=', event.id)
        .where('deleted', '=', 0)
        .where((eb) => eb.or([eb('quota', 'is', null), eb('total_participant', '<', eb.ref('quota'))]))
        .returning('total_participant')
        .executeTakeFirst();
      if (!seat) throw conflict(REGISTRATION_MESSAGES.quotaFull, 'QUOTA_FULL');

      // DO NOTHING rather than catching the unique violation: on PostgreSQL a failed statement would
      // poison the transaction. A duplicate (the same member registering twice at once) rolls back.
      const inserted = await tx
        .insertInto('event_participants')
        .values({ event_id: event.id, user_id: me.id, created_at: now.toISOString() })
        .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
        .executeTakeFirst();
      if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new AlreadyRegistered();

      if (event.user_id !== null) {
        await notify(tx, {
          userId: event.user_id,
          actorId: me.id,
          content: notificationText.registered(me.name, event.name),
          redirectUrl: eventUrl(event.id),
          now,
        });
      }
      return { registered: true, totalParticipant: seat.total_participant };
    });
  } catch (err) {
    if (!(err instanceof AlreadyRegistered)) throw err;
    return { registered: true, totalParticipant: await currentTotal(deps.db, eventId) };
  }
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
    const event = await loadEvent(tx, { userId: me.id, isAdmin: false }, eventId);
    if (isEventFinished(event, now.getTime())) throw finished();
    if (event.user_id === me.id) throw creatorCannotCancel();

    const removed = await tx
      .deleteFrom('event_participants')
      .where('event_id', '=', event.id)
      .where('user_id', '=', me.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) {
      return { registered: false, totalParticipant: event.total_participant };
    }
    const totalParticipant = await releaseSeat(tx, event.id);
    if (event.user_id !== null) {
      await notify(tx, {
        userId: event.user_id,
        actorId: me.id,
        content: notificationText.canceled(me.name, event.name),
        redirectUrl: eventUrl(event.id),
        now,
      });
    }
    return { registered: false, totalParticipant };
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
      const event = await loadEvent(tx, { userId: body.userId, isAdmin: true }, body.eventId);
      if (event.user_id === body.userId) throw creatorCannotCancel();
      const participant = await tx
        .selectFrom('event_participants as ep')
        .innerJoin('users as u', 'u.id', 'ep.user_id')
        .where('ep.event_id', '=', event.id)
        .where('ep.user_id', '=', body.userId)
        .select(['ep.id', 'u.username'])
        .executeTakeFirst();
      const notRegistered = () =>
        notFound(REGISTRATION_MESSAGES.participantNotFound, 'PARTICIPANT_NOT_FOUND');
      if (!participant) throw notRegistered();
      const removed = await tx
        .deleteFrom('event_participants')
        .where('id', '=', participant.id)
        .executeTakeFirst();
      // A concurrent cancel got there first.
      if (Number(removed.numDeletedRows) === 0) throw notRegistered();

      const totalParticipant = await releaseSeat(tx, event.id);
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

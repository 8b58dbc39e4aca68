import type { Executor } from '../../db/index.ts';

/**
 * The SQL of the door (docs/decisions/015): check-in marks on `event_participants`, the attendance read from them,
 * and a member's ticket. The rules (codes, refusals, the activity rows) are in check-in.service.ts,
 * attendance.service.ts and tickets.service.ts.
 */

/** A live (not deleted) event's id and name, any status: admins see every status. */
export async function liveEventName(db: Executor, eventId: number) {
  return db
    .selectFrom('events')
    .where('id', '=', eventId)
    .where('deleted', '=', 0)
    .select(['id', 'name'])
    .executeTakeFirst();
}

const doorColumns = [
  'ep.id',
  'ep.user_id',
  'ep.checked_in_at',
  'ep.companions',
  'ep.arrived',
  'u.name',
  'u.username',
  'u.picture',
] as const;

function doorRows(db: Executor, eventId: number) {
  return db
    .selectFrom('event_participants as ep')
    .innerJoin('users as u', 'u.id', 'ep.user_id')
    .where('ep.event_id', '=', eventId)
    .select(doorColumns);
}

/** Every participation of the event with who holds it (the short code is matched against each). */
export async function doorParticipations(db: Executor, eventId: number) {
  return doorRows(db, eventId).execute();
}

/** The participation of the event held by a member, or with a given id. */
export async function doorParticipation(
  db: Executor,
  eventId: number,
  by: { userId: number } | { participationId: number },
) {
  return 'userId' in by
    ? doorRows(db, eventId).where('ep.user_id', '=', by.userId).executeTakeFirst()
    : doorRows(db, eventId).where('ep.id', '=', by.participationId).executeTakeFirst();
}

/** Corrects how many of a checked-in party arrived. */
export async function setArrived(tx: Executor, participationId: number, arrived: number): Promise<void> {
  await tx.updateTable('event_participants').set({ arrived }).where('id', '=', participationId).execute();
}

/** Checks the participation in unless it already is; false when another scan was first. */
export async function markCheckedIn(
  tx: Executor,
  participationId: number,
  mark: { at: string; by: number; arrived: number },
): Promise<boolean> {
  const updated = await tx
    .updateTable('event_participants')
    .set({ checked_in_at: mark.at, checked_in_by: mark.by, arrived: mark.arrived })
    .where('id', '=', participationId)
    .where('checked_in_at', 'is', null)
    .executeTakeFirst();
  return Number(updated.numUpdatedRows) > 0;
}

/** Clears the participation's check-in. */
export async function clearCheckIn(tx: Executor, participationId: number): Promise<void> {
  await tx
    .updateTable('event_participants')
    .set({ checked_in_at: null, checked_in_by: null, arrived: null })
    .where('id', '=', participationId)
    .execute();
}

/** Check-in instants and arrived counts of these users on the event. */
export async function checkInRows(db: Executor, eventId: number, userIds: readonly number[]) {
  return db
    .selectFrom('event_participants')
    .where('event_id', '=', eventId)
    .where('user_id', 'in', [...userIds])
    .select(['user_id', 'checked_in_at', 'arrived'])
    .execute();
}

/** How many participations of the event are checked in, and the people who arrived with them. */
export async function checkedInCounts(db: Executor, eventId: number) {
  return db
    .selectFrom('event_participants')
    .where('event_id', '=', eventId)
    .where('checked_in_at', 'is not', null)
    .select((eb) => [
      eb.fn.countAll<number>().as('n'),
      eb.fn.coalesce(eb.fn.sum<number>('arrived'), eb.lit(0)).as('people'),
    ])
    .executeTakeFirstOrThrow();
}

/** Of `eventIds`, the events the member was checked in at, with when. */
export async function attendedBy(db: Executor, userId: number, eventIds: readonly number[]) {
  return db
    .selectFrom('event_participants')
    .where('user_id', '=', userId)
    .where('event_id', 'in', [...eventIds])
    .where('checked_in_at', 'is not', null)
    .select(['event_id', 'checked_in_at'])
    .orderBy('event_id')
    .execute();
}

/** People registered and arrived per event (docs/decisions/031-companions.md: each party is 1 + companions). */
export async function attendanceCounts(db: Executor, eventIds: readonly number[]) {
  return db
    .selectFrom('event_participants')
    .where('event_id', 'in', [...eventIds])
    .groupBy('event_id')
    .select((eb) => [
      'event_id',
      eb(eb.fn.countAll<number>(), '+', eb.fn.sum<number>('companions')).as('registered'),
      eb.fn.coalesce(eb.fn.sum<number>('arrived'), eb.lit(0)).as('attended'),
    ])
    .execute();
}

/** The member's participation of the event with what the ticket shows of the event. */
export async function ticketRow(db: Executor, eventId: number, userId: number) {
  return db
    .selectFrom('event_participants as ep')
    .innerJoin('events as e', 'e.id', 'ep.event_id')
    .where('ep.event_id', '=', eventId)
    .where('ep.user_id', '=', userId)
    .select([
      'ep.id',
      'ep.checked_in_at',
      'ep.companions',
      'ep.companion_names',
      'ep.arrived',
      'e.name',
      'e.start_date',
      'e.end_date',
      'e.location',
    ])
    .executeTakeFirst();
}

/** The participation's 1-based place in the event's registration order. */
export async function registrationOrder(
  db: Executor,
  eventId: number,
  participationId: number,
): Promise<number> {
  const row = await db
    .selectFrom('event_participants')
    .where('event_id', '=', eventId)
    .where('id', '<=', participationId)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

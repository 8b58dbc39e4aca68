import type { Dialect, Executor } from '../../db/index.ts';

/**
 * The one owner of an event's seats (issue 15 item 1): `event_participants` rows and the counter
 * `events.total_participant` that mirrors them change only here, always together and always inside the
 * caller's transaction. Every seat change of one event first locks the event row (`SELECT … FOR UPDATE`
 * on PostgreSQL; SQLite runs one writer at a time), so the quota check, the insert and the counter see
 * one consistent state and concurrent requests queue instead of overbooking.
 */

/** The event row as the seats see it: the quota and the count, plus what a promotion notice names. */
export interface LockedSeats {
  id: number;
  name: string;
  quota: number | null;
  totalParticipant: number;
  deleted: boolean;
}

/** Locks the event row for the rest of the transaction (PostgreSQL); undefined when it does not exist. */
export async function lockSeats(
  tx: Executor,
  dialect: Dialect,
  eventId: number,
): Promise<LockedSeats | undefined> {
  const row = await tx
    .selectFrom('events')
    .select(['id', 'name', 'quota', 'total_participant', 'deleted'])
    .where('id', '=', eventId)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    quota: row.quota,
    totalParticipant: row.total_participant,
    deleted: row.deleted === 1,
  };
}

/** Whether a seat is left under the quota (none = unlimited). */
export const hasFreeSeat = (s: Pick<LockedSeats, 'quota' | 'totalParticipant'>) =>
  s.quota === null || s.totalParticipant < s.quota;

export async function isParticipant(tx: Executor, eventId: number, userId: number): Promise<boolean> {
  const row = await tx
    .selectFrom('event_participants')
    .select('id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts the participation (no-op when present) and moves the counter with it; 1 when a seat was added. */
async function insertSeat(tx: Executor, eventId: number, userId: number, at: string): Promise<0 | 1> {
  const res = await tx
    .insertInto('event_participants')
    .values({ event_id: eventId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .executeTakeFirst();
  if (Number(res.numInsertedOrUpdatedRows ?? 0n) === 0) return 0;
  await tx
    .updateTable('events')
    .set((eb) => ({ total_participant: eb('total_participant', '+', 1) }))
    .where('id', '=', eventId)
    .execute();
  return 1;
}

export type TakeOutcome = 'taken' | 'already' | 'full' | 'gone';

/**
 * A member takes a seat of a live event while one is left under the quota. 'already' when they hold one,
 * 'full' when none is left, 'gone' when the event was deleted meanwhile. Returns the count after.
 */
export async function takeSeat(
  tx: Executor,
  dialect: Dialect,
  eventId: number,
  userId: number,
  at: string,
): Promise<{ outcome: TakeOutcome; totalParticipant: number }> {
  const seats = await lockSeats(tx, dialect, eventId);
  if (!seats || seats.deleted) return { outcome: 'gone', totalParticipant: seats?.totalParticipant ?? 0 };
  if (await isParticipant(tx, eventId, userId))
    return { outcome: 'already', totalParticipant: seats.totalParticipant };
  if (!hasFreeSeat(seats)) return { outcome: 'full', totalParticipant: seats.totalParticipant };
  await insertSeat(tx, eventId, userId, at);
  return { outcome: 'taken', totalParticipant: seats.totalParticipant + 1 };
}

/**
 * A seat given regardless of the quota: the creator of a new event, or a new creator set by an admin
 * (the creator is always a participant, docs/spec.md §4 'Pembuat Acara'). The caller checks that the
 * quota fits. Returns 1 when a seat was added, 0 when they already had one.
 */
export async function addSeat(tx: Executor, eventId: number, userId: number, at: string): Promise<0 | 1> {
  return insertSeat(tx, eventId, userId, at);
}

/**
 * The member's seat is given up (their own cancel or an admin's). Returns whether they had one and the
 * count after. The caller holds the event lock (lockSeats) first.
 */
export async function releaseSeat(
  tx: Executor,
  eventId: number,
  userId: number,
): Promise<{ released: boolean; totalParticipant: number }> {
  const removed = await tx
    .deleteFrom('event_participants')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) === 0) {
    const row = await tx
      .selectFrom('events')
      .select('total_participant')
      .where('id', '=', eventId)
      .executeTakeFirst();
    return { released: false, totalParticipant: row?.total_participant ?? 0 };
  }
  const row = await tx
    .updateTable('events')
    .set((eb) => ({ total_participant: eb('total_participant', '-', 1) }))
    .where('id', '=', eventId)
    .returning('total_participant')
    .executeTakeFirstOrThrow();
  return { released: true, totalParticipant: row.total_participant };
}

/**
 * Before members are deleted: every event they joined drops their seats (the rows and the counter, one
 * UPDATE and one DELETE). Returns the ids of the events that lost a seat.
 */
export async function removeMembersSeats(tx: Executor, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const ids = [...userIds];
  const affected = await tx
    .selectFrom('event_participants')
    .select('event_id')
    .distinct()
    .where('user_id', 'in', ids)
    .orderBy('event_id')
    .execute();
  if (affected.length === 0) return [];
  await tx
    .updateTable('events')
    .set((eb) => ({
      total_participant: eb(
        'total_participant',
        '-',
        eb
          .selectFrom('event_participants as p')
          .select((sub) => sub.fn.countAll<number>().as('n'))
          .whereRef('p.event_id', '=', 'events.id')
          .where('p.user_id', 'in', ids),
      ),
    }))
    .where(
      'id',
      'in',
      affected.map((a) => a.event_id),
    )
    .execute();
  await tx.deleteFrom('event_participants').where('user_id', 'in', ids).execute();
  return affected.map((a) => a.event_id);
}

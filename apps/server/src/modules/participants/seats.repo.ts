import { PostgresAdapter, type QueryCreator } from 'kysely';
import type { Dialect, Executor } from '../../db/index.ts';
import type { DB } from '../../db/types.ts';
import { type Viewer, visibleEventQuery } from '../events/events.service.ts';

/**
 * The SQL of an event's seats (docs/decisions/012): `event_participants` rows and the counters
 * `events.total_participant` / `events.companion_seats` that mirror them. Only seats.service.ts calls the writes,
 * always inside its caller's transaction and after locking the event row (`lockEventSeats`); the rules (quota,
 * the line served first, parties) are there.
 */

/** A party as stored: its companions and their names (JSON), docs/decisions/031-companions.md. */
export interface StoredParty {
  companions: number;
  companionNames: string | null;
}

/**
 * The event row as the seats see it, locked for the rest of the transaction on PostgreSQL. `FOR NO KEY UPDATE`:
 * two seat changes of one event, or a seat change and an edit of the event, still wait for each other, but not
 * for a transaction that only inserts rows pointing at the event (its foreign-key check takes `FOR KEY SHARE`):
 * with `FOR UPDATE` a registration waited for the whole write of the last second's first views
 * (event-views.service.ts, 80-90 ms under the bench's crowd): 3.9 ms on average, 0.4 with this lock
 * (docs/decisions/033 "Eighteenth step").
 */
export async function lockEventSeats(tx: Executor, dialect: Dialect, eventId: number, viewer?: Viewer) {
  // With a viewer: only an event they may see (events.service visibleEventQuery), so a member's registration
  // checks and locks the event in one statement (docs/decisions/049).
  const event = viewer
    ? visibleEventQuery(tx, viewer, eventId)
    : tx.selectFrom('events as e').where('e.id', '=', eventId);
  return event
    .select([
      'e.id',
      'e.name',
      'e.quota',
      'e.total_participant',
      'e.deleted',
      'e.status',
      'e.start_date',
      'e.end_date',
      'e.user_id',
      'e.max_companions',
    ])
    .$if(dialect === 'postgres', (qb) => qb.forNoKeyUpdate())
    .executeTakeFirst();
}

/**
 * What a member taking a seat needs of a locked event, in one statement: their participation, their own place in
 * line and the first party in line. Read after the lock (a statement of its own: on PostgreSQL a statement sees the
 * rows committed before it began, so one that waited for the lock would not see what the holder wrote).
 */
export async function seatStateOf(tx: Executor, eventId: number, userId: number) {
  const head = <C extends 'id' | 'user_id' | 'companions' | 'companion_names'>(column: C) =>
    tx.selectFrom('event_waitlist').select(column).where('event_id', '=', eventId).orderBy('id').limit(1);
  return tx
    .selectNoFrom((eb) => [
      eb
        .selectFrom('event_participants')
        .select('id')
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .as('participation_id'),
      eb
        .selectFrom('event_waitlist')
        .select('id')
        .where('event_id', '=', eventId)
        .where('user_id', '=', userId)
        .as('line_id'),
      head('id').as('head_id'),
      head('user_id').as('head_user_id'),
      head('companions').as('head_companions'),
      head('companion_names').as('head_companion_names'),
    ])
    .executeTakeFirstOrThrow();
}

/** The member's participation of the event (its id and companions), if any. */
export async function participationOf(db: Executor, eventId: number, userId: number) {
  return db
    .selectFrom('event_participants')
    .select(['id', 'companions'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/**
 * Inserts the participation (no-op when present) and, when it was added, moves the event's counters by `seats`
 * people, the party's companions among them; whether it was added. On PostgreSQL this is one statement (the insert
 * in a data-modifying WITH, the counters moved only when it returned a row): every statement of a seat's
 * transaction is a round trip that waits for a turn of the server's event loop while the event row is locked, 6-8
 * ms each under the bench's crowd (docs/decisions/049, docs/decisions/033 "Twenty-third step"). On SQLite, where a
 * statement is no round trip, the two statements as they are.
 */
export async function insertCountedSeat(
  tx: Executor,
  eventId: number,
  userId: number,
  at: string,
  party: StoredParty,
  seats: number,
): Promise<boolean> {
  if (!(tx.getExecutor().adapter instanceof PostgresAdapter)) {
    const res = await participationInsert(tx, eventId, userId, at, party).executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0n) === 0) return false;
    await moveSeatCounters(tx, eventId, seats, party.companions);
    return true;
  }
  const counted = await tx
    .with('added', (db) => participationInsert(db, eventId, userId, at, party).returning('id'))
    .updateTable('events')
    .set((eb) => ({
      total_participant: eb('total_participant', '+', seats),
      companion_seats: eb('companion_seats', '+', party.companions),
    }))
    .where('id', '=', eventId)
    .where((eb) => eb.exists(eb.selectFrom('added').select('added.id')))
    .returning('events.id')
    .executeTakeFirst();
  return counted !== undefined;
}

/** The participation's insert, a no-op when the member holds one already. */
const participationInsert = (
  db: QueryCreator<DB>,
  eventId: number,
  userId: number,
  at: string,
  party: StoredParty,
) =>
  db
    .insertInto('event_participants')
    .values({
      event_id: eventId,
      user_id: userId,
      created_at: at,
      companions: party.companions,
      companion_names: party.companionNames,
    })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing());

/** Moves the event's seat counters by `seats` (people) and `companions` (the companions among them). */
export async function moveSeatCounters(
  tx: Executor,
  eventId: number,
  seats: number,
  companions: number,
): Promise<void> {
  await tx
    .updateTable('events')
    .set((eb) => ({
      total_participant: eb('total_participant', '+', seats),
      companion_seats: eb('companion_seats', '+', companions),
    }))
    .where('id', '=', eventId)
    .execute();
}

/** Sets a participation's party; no more arrived than the party now holds (`people` = 1 + companions). */
export async function updateParticipationParty(
  tx: Executor,
  participationId: number,
  party: StoredParty,
): Promise<void> {
  const people = 1 + party.companions;
  await tx
    .updateTable('event_participants')
    .set((eb) => ({
      companions: party.companions,
      companion_names: party.companionNames,
      // A party checked in and then made smaller: no more arrived than the party now holds.
      arrived: eb.case().when('arrived', '>', people).then(people).else(eb.ref('arrived')).end(),
    }))
    .where('id', '=', participationId)
    .execute();
}

/** Deletes the member's participation; its companions, or undefined when there was none. */
export async function deleteParticipation(tx: Executor, eventId: number, userId: number) {
  return tx
    .deleteFrom('event_participants')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .returning('companions')
    .executeTakeFirst();
}

/** The events the members take part in, by id. */
export async function eventsJoinedBy(tx: Executor, userIds: readonly number[]): Promise<number[]> {
  const rows = await tx
    .selectFrom('event_participants')
    .select('event_id')
    .distinct()
    .where('user_id', 'in', [...userIds])
    .orderBy('event_id')
    .execute();
  return rows.map((r) => r.event_id);
}

/** The events not ended at `nowIso` that the member takes part in, by id. */
export async function futureEventsJoinedBy(tx: Executor, userId: number, nowIso: string): Promise<number[]> {
  const rows = await tx
    .selectFrom('event_participants as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select('p.event_id')
    .where('p.user_id', '=', userId)
    .where('e.end_date', '>', nowIso)
    .orderBy('p.event_id')
    .execute();
  return rows.map((r) => r.event_id);
}

/**
 * Drops the members' seats from the counters of the given events (one UPDATE), then their participations (one
 * DELETE).
 */
export async function deleteMembersParticipations(
  tx: Executor,
  userIds: readonly number[],
  eventIds: readonly number[],
): Promise<void> {
  const ids = [...userIds];
  await tx
    .updateTable('events')
    .set((eb) => ({
      total_participant: eb(
        'total_participant',
        '-',
        eb
          .selectFrom('event_participants as p')
          .select((sub) => sub(sub.fn.sum<number>('p.companions'), '+', sub.fn.countAll<number>()).as('n'))
          .whereRef('p.event_id', '=', 'events.id')
          .where('p.user_id', 'in', ids),
      ),
      companion_seats: eb(
        'companion_seats',
        '-',
        eb
          .selectFrom('event_participants as p')
          .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('p.companions'), sub.lit(0)).as('n'))
          .whereRef('p.event_id', '=', 'events.id')
          .where('p.user_id', 'in', ids),
      ),
    }))
    .where('id', 'in', [...eventIds])
    .execute();
  await tx.deleteFrom('event_participants').where('user_id', 'in', ids).execute();
}

/** Name and address of the members a seat notice is mailed to, by id. */
export async function membersToTell(tx: Executor, userIds: readonly number[]) {
  return tx
    .selectFrom('users')
    .select(['id', 'name', 'email'])
    .where('id', 'in', [...userIds])
    .orderBy('id')
    .execute();
}

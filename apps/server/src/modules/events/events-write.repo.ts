import type { Updateable } from 'kysely';
import type { Dialect, Executor } from '../../db/index.ts';
import type { EventRow, EventsTable, NewEvent } from '../../db/types.ts';

/**
 * The SQL of the admin's event writes (create, update, delete, the change notices' .ics sequence). The rules, the
 * refusals and the activity rows are in events-write.service.ts, events-update.service.ts,
 * events-write-rules.service.ts and event-change-notices.service.ts; seats are participants' (docs/decisions/012).
 */

/** Whether an event category with this id exists. */
export async function categoryExists(db: Executor, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('event_categories').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}

/** Whether an event group with this id exists. */
export async function groupExists(db: Executor, id: number): Promise<boolean> {
  return (
    (await db.selectFrom('event_groups').select('id').where('id', '=', id).executeTakeFirst()) !== undefined
  );
}

/** Whether a user with this id exists. */
export async function userExists(db: Executor, id: number): Promise<boolean> {
  return (await db.selectFrom('users').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** A non-deleted event's row, locked for the rest of the transaction on PostgreSQL. */
export async function lockLiveEventRow(
  tx: Executor,
  dialect: Dialect,
  id: number,
): Promise<EventRow | undefined> {
  return tx
    .selectFrom('events')
    .selectAll()
    .where('id', '=', id)
    .where('deleted', '=', 0)
    .$if(dialect === 'postgres', (qb) => qb.forUpdate())
    .executeTakeFirst();
}

/** A new event group; its id. */
export async function insertGroup(
  tx: Executor,
  group: { name: string; displayName: string; imageUrl?: string | null },
  at: string,
): Promise<number> {
  const row = await tx
    .insertInto('event_groups')
    .values({
      name: group.name,
      display_name: group.displayName,
      image_url: group.imageUrl ?? null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new event row; its id. */
export async function insertEvent(tx: Executor, values: NewEvent): Promise<number> {
  return (await tx.insertInto('events').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

/** Sets the event's columns. */
export async function setEventColumns(
  tx: Executor,
  id: number,
  values: Updateable<EventsTable>,
): Promise<void> {
  await tx.updateTable('events').set(values).where('id', '=', id).execute();
}

/** Marks the live events among `ids` deleted; the rows it marked. */
export async function softDeleteEvents(tx: Executor, ids: readonly number[], at: string) {
  return tx
    .updateTable('events')
    .set({ deleted: 1, updated_at: at })
    .where('id', 'in', [...ids])
    .where('deleted', '=', 0)
    .returning(['id', 'name', 'status'])
    .execute();
}

/** The ids of the event's participants. */
export async function participantIdsOf(db: Executor, eventId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('event_participants')
    .select('user_id')
    .where('event_id', '=', eventId)
    .execute();
  return rows.map((r) => r.user_id);
}

/** Moves the event's .ics SEQUENCE on; the event as its .ics shows it, or undefined when it does not exist. */
export async function nextIcsSequence(tx: Executor, eventId: number) {
  return tx
    .updateTable('events')
    .set((eb) => ({ ics_sequence: eb('ics_sequence', '+', 1) }))
    .where('id', '=', eventId)
    .returning(['id', 'name', 'location', 'description', 'start_date', 'end_date', 'ics_sequence'])
    .executeTakeFirst();
}

/** The event's participants with name and address, in registration order. */
export async function participantsToTell(db: Executor, eventId: number) {
  return db
    .selectFrom('event_participants as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['u.id', 'u.name', 'u.email'])
    .where('p.event_id', '=', eventId)
    .orderBy('p.id')
    .execute();
}

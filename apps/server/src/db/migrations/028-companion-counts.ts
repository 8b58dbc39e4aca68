import { type Kysely, sql } from 'kysely';

/**
 * Companions' counts (docs/decisions/031-companions.md).
 * - `events.companion_seats`: the companions among the event's seats, kept by participants/seats.service.ts beside
 *   `total_participant`, so the participant list pages by registrations (total_participant − companion_seats)
 *   without counting rows.
 * - `event_participants.arrived`: how many people of the party (the member and their companions, 1..1 + companions)
 *   were checked in at the door; null while not checked in. One checked in before this counts its whole party.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('companion_seats', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db
    .updateTable('events')
    .set({
      companion_seats: sql`(select coalesce(sum(p.companions), 0) from event_participants p where p.event_id = events.id)`,
    })
    .where(
      sql<boolean>`exists (select 1 from event_participants p where p.event_id = events.id and p.companions > 0)`,
    )
    .execute();
  await db.schema.alterTable('event_participants').addColumn('arrived', 'integer').execute();
  await db
    .updateTable('event_participants')
    .set({ arrived: sql`1 + companions` })
    .where('checked_in_at', 'is not', null)
    .execute();
}

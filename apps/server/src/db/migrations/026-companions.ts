import type { Kysely } from 'kysely';

/**
 * Companions 'Pendamping' (docs/decisions/031-companions.md).
 * - `events.max_companions`: how many companions one member may bring (0 = none, the default).
 * - `event_participants.companions`: the companions of this registration; the party takes 1 + companions seats,
 *   and `events.total_participant` counts seats (people), not rows.
 * - `event_participants.companion_names`: optional names, a JSON array of strings (null = none given).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('max_companions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('event_participants')
    .addColumn('companions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('event_participants').addColumn('companion_names', 'text').execute();
}

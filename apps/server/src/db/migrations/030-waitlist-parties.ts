import type { Kysely } from 'kysely';

/**
 * Waiting parties (docs/decisions/035-waitlist-parties.md): a member waits in the line of a full event with their
 * companions, and the line hands out 1 + companions seats at once.
 * - `event_waitlist.companions`: the companions waiting with the member (0 = alone, the default, so every row already
 *   in a line stays a party of one).
 * - `event_waitlist.companion_names`: optional names, a JSON array of strings (null = none given), carried onto the
 *   participation when the party is given its seats.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('event_waitlist')
    .addColumn('companions', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('event_waitlist').addColumn('companion_names', 'text').execute();
}

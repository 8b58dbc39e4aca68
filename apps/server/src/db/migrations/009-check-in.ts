import type { Kysely } from 'kysely';

/**
 * Check-in at the door (docs/decisions/015): when a participant
 * was marked 'Hadir' and by which admin. Null = not (or no longer) checked in. The ticket's code is not
 * stored: it is an HMAC of (event, participation) with the server's secret (participants/check-in-code.ts).
 * `checked_in_by` is a plain id (no foreign key: SQLite cannot add one to an existing table); an admin's
 * deletion leaves the number, which only the activity log would need.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('event_participants').addColumn('checked_in_at', 'text').execute();
  await db.schema.alterTable('event_participants').addColumn('checked_in_by', 'integer').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('event_participants').dropColumn('checked_in_by').execute();
  await db.schema.alterTable('event_participants').dropColumn('checked_in_at').execute();
}

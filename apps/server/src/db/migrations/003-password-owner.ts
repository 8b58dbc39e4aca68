import type { Kysely } from 'kysely';

/**
 * Passwords only their owner sets (docs/decisions/007):
 * - `users.must_change_password`: set by an admin's reset (a temporary password the admin knows); while it
 *   is 1 the account's token opens nothing but the change-password call, /current-user and logout.
 * - `password_resets.password_hash` goes: the new password is typed on the mailed link's page by whoever
 *   opens it, never stored ahead by whoever asked for the link. DROP COLUMN works on PostgreSQL and on
 *   SQLite 3.35+ (the column is neither indexed nor constrained beyond NOT NULL); pending links stay valid.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('password_resets').dropColumn('password_hash').execute();
}

export async function down(db: AnyDb): Promise<void> {
  // Links made without a password cannot be given one back: they are dropped with the column's return.
  await db.deleteFrom('password_resets').execute();
  await db.schema
    .alterTable('password_resets')
    .addColumn('password_hash', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}

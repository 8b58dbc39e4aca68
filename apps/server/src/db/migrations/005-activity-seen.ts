import type { Kysely } from 'kysely';

/**
 * Per-admin "seen up to" marker of the activity log: the bell's badge and the dashboard's
 * '{n} Notifikasi Baru' count the other admins' rows after it. One row per admin, created on the first
 * look at the bell panel; it follows the admin's account away on delete.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('activity_seen')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('last_seen_id', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('activity_seen').execute();
}

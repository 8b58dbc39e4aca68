import { type Kysely, PostgresAdapter } from 'kysely';

/**
 * Uploads that cannot fill the disk (docs/decisions/020-sessions-as-token-families.md, "Uploads"): `upload_events`
 * counts each member's accepted uploads for the daily budget; `uploads` dates each stored picture, so the cleanup
 * job removes one nothing references only after a grace period; `job_leases` lets one instance at a time run a
 * job (the cleanup).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pgsql = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('upload_events')
    .addColumn('id', pgsql ? 'serial' : 'integer', (c) =>
      pgsql ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('bytes', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('upload_events_user_created')
    .on('upload_events')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('uploads')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('until', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('job_leases').execute();
  await db.schema.dropTable('uploads').execute();
  await db.schema.dropTable('upload_events').execute();
}

import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * The join link and registrations waiting for the committee (docs/decisions/022). Portable types
 * (docs/decisions/002): instants as ISO text.
 * - `join_links`: the committee's 'Tautan Gabung'; the newest row without `revoked_at` is the current one.
 *   The token is kept as it is (the committee copies the link again; it opens only a registration form).
 * - `registration_requests`: a registration that waits ('Menunggu persetujuan') or a claim of an imported,
 *   not-yet-active member (`claim_user_id`); the chosen password is kept only as its scrypt hash.
 * - an index on `outbox.ref`, read per row by the member list's invitation state.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  const pgsql = db.getExecutor().adapter instanceof PostgresAdapter;
  const idType = pgsql ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement());
  await db.schema
    .createTable('join_links')
    .addColumn('id', idType, id)
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema
    .createTable('registration_requests')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone_number', 'text')
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('claim_user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('via_join_link', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('registration_requests_status_idx')
    .on('registration_requests')
    .columns(['status', 'id'])
    .execute();
  await db.schema.createIndex('outbox_ref_idx').on('outbox').column('ref').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('outbox_ref_idx').execute();
  await db.schema.dropTable('registration_requests').execute();
  await db.schema.dropTable('join_links').execute();
}

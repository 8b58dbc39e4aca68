import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * 'Daftar Angkatan' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md): every classmate of the year,
 * with or without an account, kept by the committee.
 * - `roster_entries`: one classmate; `user_id` is the linked account (confirmed by an admin, unique);
 *   status REGISTERED | NOT_FOUND | CONTACTED | DECEASED; `deceased_on` a 'YYYY-MM-DD' date or null.
 * - `roster_tips`: 'Saya tahu kabarnya' notes from members (a note and a phone number), read by admins only.
 * Portable types (docs/decisions/002): instants as ISO text, dates as 'YYYY-MM-DD' text.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const pgsql = isPostgres(db);
  const idType = pgsql ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('roster_entries')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('class_name', 'text')
    .addColumn('school', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('NOT_FOUND'))
    .addColumn('deceased_on', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null').unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('roster_entries_class')
    .on('roster_entries')
    .columns(['class_name', 'name'])
    .execute();

  await db.schema
    .createTable('roster_tips')
    .addColumn('id', idType, id)
    .addColumn('roster_id', 'integer', (c) => c.notNull().references('roster_entries.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('roster_tips_roster').on('roster_tips').columns(['roster_id', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('roster_tips').execute();
  await db.schema.dropTable('roster_entries').execute();
}

import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * 'Album Foto' (docs/decisions/032-event-album.md).
 * - `event_photos`: one row per photo of an event's album: the uploader, the stored picture path
 *   (`/uploads/<hash>.webp`, made by the upload pipeline with its narrower copies), its size, hidden by an
 *   admin, picked for the landing gallery, created.
 * - `events.album_public`: visitors may see the album (else members only).
 * - `events.album_committee_only`: only admins may add photos (else participants and admins).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const pgsql = isPostgres(db);
  const idType = pgsql ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .alterTable('events')
    .addColumn('album_public', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('events')
    .addColumn('album_committee_only', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('event_photos')
    .addColumn('id', idType, id)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('picked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('event_photos_event').on('event_photos').columns(['event_id', 'id']).execute();
  await db.schema
    .createIndex('event_photos_user')
    .on('event_photos')
    .columns(['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_photos_picked').on('event_photos').columns(['picked', 'id']).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('event_photos').execute();
  await db.schema.alterTable('events').dropColumn('album_committee_only').execute();
  await db.schema.alterTable('events').dropColumn('album_public').execute();
}

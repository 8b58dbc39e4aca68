import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * Read-path indexes (docs/decisions/011):
 * - Event name search without scanning every name, behind the same API (case-insensitive substring):
 *   - SQLite: an FTS5 table with the trigram tokenizer over events.name (external content: it stores the
 *     index only), kept in step by triggers; events.repo.ts asks it with a quoted phrase. Terms shorter than
 *     a trigram (1-2 characters) still scan.
 *   - PostgreSQL: pg_trgm's GIN index on lower(name), which serves the existing `lower(name) like '%..%'`.
 *     pg_trgm ships with PostgreSQL and is a trusted extension (13+): the database owner may create it.
 *     Where it is not available the migration leaves the index out and search keeps scanning.
 * - PostgreSQL only: the event list's order (created_at or start_date, then id) as an index, so a page reads
 *   its rows and stops. SQLite's (deleted, created_at) index already ends in the rowid (= id).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    const available = await sql<{ name: string }>`
      select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (available.rows.length > 0) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index events_name_trgm on events using gin (lower(name) gin_trgm_ops)`.execute(db);
    }
    await db.schema
      .createIndex('events_list_created')
      .on('events')
      .columns(['deleted', 'created_at', 'id'])
      .execute();
    await db.schema
      .createIndex('events_list_start')
      .on('events')
      .columns(['deleted', 'start_date', 'id'])
      .execute();
    return;
  }
  await sql`create virtual table events_name_fts using fts5(
    name, content = 'events', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
  await sql`create trigger events_name_fts_insert after insert on events begin
    insert into events_name_fts(rowid, name) values (new.id, new.name);
  end`.execute(db);
  await sql`create trigger events_name_fts_delete after delete on events begin
    insert into events_name_fts(events_name_fts, rowid, name) values ('delete', old.id, old.name);
  end`.execute(db);
  await sql`create trigger events_name_fts_update after update of name on events begin
    insert into events_name_fts(events_name_fts, rowid, name) values ('delete', old.id, old.name);
    insert into events_name_fts(rowid, name) values (new.id, new.name);
  end`.execute(db);
  await sql`insert into events_name_fts(events_name_fts) values ('rebuild')`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists events_name_trgm`.execute(db);
    await db.schema.dropIndex('events_list_created').ifExists().execute();
    await db.schema.dropIndex('events_list_start').ifExists().execute();
    return;
  }
  await sql`drop trigger if exists events_name_fts_update`.execute(db);
  await sql`drop trigger if exists events_name_fts_delete`.execute(db);
  await sql`drop trigger if exists events_name_fts_insert`.execute(db);
  await sql`drop table if exists events_name_fts`.execute(db);
}

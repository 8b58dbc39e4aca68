/**
 * The name search's index on SQLite (docs/decisions/047): the FTS5 trigram table `events_name_fts` (migration 006,
 * events.repo.ts `nameMatches`), kept in one b-tree.
 *
 * Each write of an event's name (a new event, a renamed one, one removed) is its own transaction, and FTS5 writes
 * each transaction's change as a new segment of the index, merging them only a few at a time. A search reads every
 * segment: on the large seed's 2,000 events a word's matches cost 46-99 µs in an index merged into one b-tree,
 * 69-137 µs in the seed's own (a word found nowhere 6.5 against 29) and 91-175 µs in one built an event at a time,
 * as a real install's is. FTS5's `optimize` merges every segment into one: about 4 ms for 2,000 names, 0.03 ms
 * when nothing changed since the last one, so it is simply asked for at start and every few minutes.
 *
 * PostgreSQL's trigram index (GIN) is kept by autovacuum: nothing to do there.
 */
import { sql } from 'kysely';
import type { Db, Dialect } from '../../db/index.ts';

/** How often the jobs (plugins/jobs.ts) merge the index: an event named since searches a little slower until then. */
export const NAME_INDEX_MERGE_INTERVAL_MS = 10 * 60_000;

/** Merges SQLite's event name index into one b-tree; nothing on PostgreSQL. Changes no answer. */
export async function mergeEventNameIndex(database: { db: Db; dialect: Dialect }): Promise<void> {
  if (database.dialect !== 'sqlite') return;
  await sql`insert into events_name_fts(events_name_fts) values ('optimize')`.execute(database.db);
}

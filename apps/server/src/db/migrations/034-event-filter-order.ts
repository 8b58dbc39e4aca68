import type { Kysely } from 'kysely';

/**
 * The event lists filtered by creator, group or category (an event page's 'more events' lists, a category's
 * page) read their page in creation order from the filter's own index (docs/decisions/051). With only
 * (user_id, deleted) SQLite walked `events_created_at` over every visible event and tested each one's creator:
 * 'more events by this creator' cost 470 µs of SQLite's time on the large seed (2,000 events), 12 µs with the
 * order and the status in the index. The leading columns are those of the indexes replaced, so the lookups they
 * served (a member's events, a group's or a category's before it is deleted) are served as before.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const FILTERS = [
  ['events_creator', 'user_id'],
  ['events_group', 'event_group_id'],
  ['events_category', 'event_category_id'],
] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const [name, column] of FILTERS) {
    await db.schema.dropIndex(name).execute();
    await db.schema
      .createIndex(name)
      .on('events')
      .columns([column, 'deleted', 'created_at', 'id', 'status'])
      .execute();
  }
}

export async function down(db: AnyDb): Promise<void> {
  for (const [name, column] of FILTERS) {
    await db.schema.dropIndex(name).execute();
    await db.schema.createIndex(name).on('events').columns([column, 'deleted']).execute();
  }
}

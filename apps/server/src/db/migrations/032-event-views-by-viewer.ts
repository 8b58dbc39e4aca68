import type { Kysely } from 'kysely';

/**
 * The events a viewer's views are written for, read by the viewer (docs/decisions/044): a viewer's first look at a
 * kept event answer reads every view of that viewer once, instead of probing `event_views` per event. The table's
 * key is (event_id, viewer_key); this index is the other way round.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('event_views_viewer')
    .on('event_views')
    .columns(['viewer_key', 'event_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('event_views_viewer').execute();
}

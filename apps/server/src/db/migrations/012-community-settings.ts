import type { Kysely } from 'kysely';

/**
 * The community's own details in one row (docs/decisions/021-community-settings-and-starter-catalog.md):
 * `data` is the JSON of the settings an admin saved (contract community.ts CommunitySettings; a field never
 * saved reads as its default), `configured_at` the first save (null: 'Atur Komunitas' is still offered),
 * `starter_catalog_at` when the starter categories and job types were written (once per install).
 * Portable types (docs/decisions/002): instants as ISO text, JSON as text.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('community_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('data', 'text', (c) => c.notNull().defaultTo('{}'))
    .addColumn('configured_at', 'text')
    .addColumn('starter_catalog_at', 'text')
    .addColumn('updated_at', 'text')
    .execute();
  await db.insertInto('community_settings').values({ id: 1, data: '{}' }).execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('community_settings').execute();
}

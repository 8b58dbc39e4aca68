import type { Kysely } from 'kysely';

/**
 * Back office 'Konten' (docs/decisions/021): the committee orders its event categories, groups and job types,
 * hides a category without deleting it, and limits a banner to a period. Existing rows keep their order (the
 * `sort_order` of each row starts at its id). Portable types (docs/decisions/002): flags as integers, instants
 * as ISO text.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const ORDERED = ['event_categories', 'event_groups', 'job_types'] as const;

export async function up(db: AnyDb): Promise<void> {
  for (const table of ORDERED) {
    await db.schema
      .alterTable(table)
      .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db
      .updateTable(table)
      .set((eb) => ({ sort_order: eb.ref('id') }))
      .execute();
  }
  await db.schema
    .alterTable('event_categories')
    .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Null = no limit; ISO instants.
  await db.schema.alterTable('banners').addColumn('shown_from', 'text').execute();
  await db.schema.alterTable('banners').addColumn('shown_until', 'text').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('banners').dropColumn('shown_until').execute();
  await db.schema.alterTable('banners').dropColumn('shown_from').execute();
  await db.schema.alterTable('event_categories').dropColumn('hidden').execute();
  for (const table of ORDERED) await db.schema.alterTable(table).dropColumn('sort_order').execute();
}

import type { Kysely } from 'kysely';

/**
 * 'Cari Teman' without reading the wide users rows (docs/decisions/027, "Speed"). A directory search is a
 * 'contains' match on `search_key` over every activated member, counted for the total and paged in name order.
 * Before this, SQLite (and PostgreSQL) read every users row, 40 columns wide, to test `password_hash` and
 * `search_key`: 20-40 ms a search on 20,000 members. These indexes hold what the filters and the order need, so
 * the total is counted from the index alone and a page walks it in name order, stopping at the page:
 * - `users_directory`: name order with the search and filter columns;
 * - `users_city_key` again, now with the search columns, for a search within a city.
 * The password hash is in them only to tell an activated account from a never-activated import (`is not null`).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createIndex('users_directory')
    .on('users')
    .columns(['name', 'id', 'search_key', 'password_hash', 'city_key', 'occupation'])
    .execute();
  await db.schema.dropIndex('users_city_key').execute();
  await db.schema
    .createIndex('users_city_key')
    .on('users')
    .columns(['city_key', 'name', 'id', 'search_key', 'password_hash', 'occupation'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_city_key').execute();
  await db.schema.createIndex('users_city_key').on('users').columns(['city_key', 'name']).execute();
  await db.schema.dropIndex('users_directory').execute();
}

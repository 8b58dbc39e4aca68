import { type Kysely, sql } from 'kysely';

/**
 * 'Cari Teman' and per-field privacy (docs/decisions/027-cari-teman-privacy.md).
 * - `users.city`: the member's city/regency, free text (a list of Indonesian cities is offered; abroad is allowed),
 *   and `users.city_key`, its normalised form (lower case, accents stripped) for filtering with an index.
 * - `users.birthday`: optional 'YYYY-MM-DD' (text, like every date here: docs/decisions/002).
 * - `users.privacy_phone|email|address|birthday`: 'SELF' | 'MEMBERS' | 'PUBLIC', default 'SELF' (hidden, as before).
 *   Phone, e-mail and address are never 'PUBLIC': the server refuses it.
 * - `users.search_key`: name, nickname and username normalised on every write (lower case, accents stripped),
 *   so one portable `LIKE` on an indexed column serves both SQLite and PostgreSQL.
 * - `businesses.unlisted`: 1 = the owner keeps this business out of 'Usaha Alumni'.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').addColumn('city', 'text').execute();
  await db.schema.alterTable('users').addColumn('city_key', 'text').execute();
  await db.schema.alterTable('users').addColumn('birthday', 'text').execute();
  for (const field of ['phone', 'email', 'address', 'birthday']) {
    await db.schema
      .alterTable('users')
      .addColumn(`privacy_${field}`, 'text', (c) => c.notNull().defaultTo('SELF'))
      .execute();
  }
  await db.schema
    .alterTable('users')
    .addColumn('search_key', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  // Existing rows: lower case now (accents are rare in the seed; the application rewrites the key on every save).
  await sql`UPDATE users SET search_key = lower(name || ' ' || coalesce(nickname, '') || ' ' || username)`.execute(
    db,
  );
  await db.schema.createIndex('users_city_key').on('users').columns(['city_key', 'name']).execute();
  await db.schema.createIndex('users_search_key').on('users').column('search_key').execute();
  await db.schema
    .alterTable('businesses')
    .addColumn('unlisted', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('businesses').dropColumn('unlisted').execute();
  await db.schema.dropIndex('users_search_key').execute();
  await db.schema.dropIndex('users_city_key').execute();
  for (const column of [
    'search_key',
    'privacy_birthday',
    'privacy_address',
    'privacy_email',
    'privacy_phone',
  ]) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  for (const column of ['birthday', 'city_key', 'city']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
}

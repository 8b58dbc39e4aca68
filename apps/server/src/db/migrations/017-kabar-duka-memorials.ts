import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * 'Kabar Duka' and 'In Memoriam' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md).
 * - `death_notices`: submitted by a member, PENDING until an admin other than the submitter confirms it
 *   (PUBLISHED, with the wording the committee chose) or declines it (REJECTED). No cause-of-death column,
 *   by design.
 * - `memories`: messages of remembrance on a deceased member's page, PENDING until an admin approves them.
 * - `users.deceased` / `users.deceased_on`: the account of a classmate who has passed away receives nothing
 *   any more (modules/users/deceased.service.ts); `users.death_notice_email` is the member's choice to get
 *   'Kabar Duka' e-mails (1 = yes, like 'Pengingat email').
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const pgsql = isPostgres(db);
  const idType = pgsql ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('death_notices')
    .addColumn('id', idType, id)
    .addColumn('submitted_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deceased_name', 'text', (c) => c.notNull())
    .addColumn('relation', 'text', (c) => c.notNull())
    .addColumn('died_on', 'text', (c) => c.notNull())
    .addColumn('funeral_home', 'text')
    .addColumn('burial_time', 'text')
    .addColumn('burial_place', 'text')
    .addColumn('map_url', 'text')
    .addColumn('note', 'text')
    // PENDING | PUBLISHED | REJECTED
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    // ISLAMIC | NEUTRAL, chosen by the confirming admin.
    .addColumn('wording', 'text')
    .addColumn('confirmed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('confirmed_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('death_notices_status').on('death_notices').columns(['status', 'id']).execute();

  await db.schema
    .createTable('memories')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('author_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    // PENDING | APPROVED | REJECTED
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('moderated_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('moderated_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('memories_user').on('memories').columns(['user_id', 'status', 'id']).execute();

  await db.schema
    .alterTable('users')
    .addColumn('deceased', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('users').addColumn('deceased_on', 'text').execute();
  await db.schema
    .alterTable('users')
    .addColumn('death_notice_email', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('death_notice_email').execute();
  await db.schema.alterTable('users').dropColumn('deceased_on').execute();
  await db.schema.alterTable('users').dropColumn('deceased').execute();
  await db.schema.dropTable('memories').execute();
  await db.schema.dropTable('death_notices').execute();
}

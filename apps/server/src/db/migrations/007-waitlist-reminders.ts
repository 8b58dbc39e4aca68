import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Waitlist, reminders and change notices (docs/decisions/013): full events and a calendar that keeps up.
 * - `event_waitlist`: the line for a full event, in id order ('Posisi antrean: N'); one row per member
 *   and event; it follows the event and the member away on delete.
 * - `event_reminders`: one row per participant and event once their reminder was sent; its primary key
 *   makes the reminder exactly-once even when two job loops run at once.
 * - `events.ics_sequence`: the calendar SEQUENCE of the event's .ics, raised by every change notice.
 * - `users.reminder_email`: 1 = the member wants reminder e-mails ('Pengingat email'), the default.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const pgsql = isPostgres(db);
  const idType = pgsql ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('event_waitlist')
    .addColumn('id', idType, id)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('event_waitlist_event_user', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('event_waitlist_event_order')
    .on('event_waitlist')
    .columns(['event_id', 'id'])
    .execute();
  await db.schema.createIndex('event_waitlist_user').on('event_waitlist').column('user_id').execute();

  await db.schema
    .createTable('event_reminders')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_reminders_pk', ['event_id', 'user_id'])
    .execute();
  await db.schema.createIndex('event_reminders_user').on('event_reminders').column('user_id').execute();

  await db.schema
    .alterTable('events')
    .addColumn('ics_sequence', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('users')
    .addColumn('reminder_email', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('users').dropColumn('reminder_email').execute();
  await db.schema.alterTable('events').dropColumn('ics_sequence').execute();
  await db.schema.dropTable('event_reminders').execute();
  await db.schema.dropTable('event_waitlist').execute();
}

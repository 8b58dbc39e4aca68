import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Web Push (docs/decisions/030):
 * - `push_subscriptions`: a member's devices (the browser's endpoint and keys), unique by endpoint.
 * - `push_preferences`: per member, which kinds of notification are pushed (absent row = all on).
 * - `push_outbox`: one row per notification and device, written in the notification's transaction and
 *   sent by the push sender job (modules/push/push-sender.service.ts) with retries, like the mail outbox.
 * Portable types (docs/decisions/002): instants as ISO text, flags as integers.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const pgsql = isPostgres(db);
  const idType = pgsql ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('push_subscriptions')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_success_at', 'text')
    .execute();
  await db.schema.createIndex('push_subscriptions_user').on('push_subscriptions').column('user_id').execute();

  await db.schema
    .createTable('push_preferences')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('reminders', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('seats', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('replies', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('announcements', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', idType, id)
    .addColumn('subscription_id', 'integer', (c) =>
      c.notNull().references('push_subscriptions.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull())
    // queued | sent | failed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema
    .createIndex('push_outbox_due')
    .on('push_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
  await db.schema.createIndex('push_outbox_sub').on('push_outbox').column('subscription_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('push_outbox').execute();
  await db.schema.dropTable('push_preferences').execute();
  await db.schema.dropTable('push_subscriptions').execute();
}

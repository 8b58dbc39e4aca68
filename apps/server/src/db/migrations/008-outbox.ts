import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter } from 'kysely';

/**
 * Members actually get in (docs/decisions/014):
 * - `outbox`: every mail, written in the same transaction as its cause and sent later by the sender loop
 *   (modules/mail/mail-sender.service.ts) with retries; the claim query reads (status, next_attempt_at).
 * - `invitations`: single-use activation links (sha256 of the token only, like password_resets), 7 days.
 * - `import_batches` + `users.import_batch_id`: each Excel import is a batch that can be undone for the
 *   members who have not activated yet.
 * Portable types (docs/decisions/002): instants as ISO text, flags as integers, JSON as text.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const pgsql = isPostgres(db);
  const idType = pgsql ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .createTable('outbox')
    .addColumn('id', idType, id)
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('html', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    // JSON array of { filename, contentType, content (base64) }.
    .addColumn('attachments', 'text', (c) => c.notNull().defaultTo('[]'))
    // queued | sent | failed
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('queued'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // Null = parked: no SMTP configured when it was due; picked up once SMTP_URL is set.
    .addColumn('next_attempt_at', 'text')
    .addColumn('last_error', 'text')
    // 1 = the body holds a secret link: it is blanked once the mail is sent.
    .addColumn('secret', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('cascade'))
    .addColumn('ref', 'text')
    .execute();
  await db.schema.createIndex('outbox_due').on('outbox').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('outbox_user').on('outbox').columns(['user_id', 'id']).execute();

  await db.schema
    .createTable('invitations')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // email | whatsapp
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('invitations_user')
    .on('invitations')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('import_batches')
    .addColumn('id', idType, id)
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    // Kept as text so the history still says who imported after that admin is gone.
    .addColumn('created_by_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('undone_at', 'text')
    .addColumn('undone_by_name', 'text')
    .addColumn('removed_count', 'integer')
    .addColumn('kept_count', 'integer')
    .execute();

  await db.schema.alterTable('users').addColumn('import_batch_id', 'integer').execute();
  await db.schema.createIndex('users_import_batch').on('users').column('import_batch_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('users_import_batch').execute();
  await db.schema.alterTable('users').dropColumn('import_batch_id').execute();
  await db.schema.dropTable('import_batches').execute();
  await db.schema.dropTable('invitations').execute();
  await db.schema.dropTable('outbox').execute();
}

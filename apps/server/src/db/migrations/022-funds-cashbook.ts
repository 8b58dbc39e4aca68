import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * 'Iuran', 'Keuangan' and 'Buku Kas' (docs/decisions/028-iuran-keuangan-buku-kas.md). Money is whole rupiah in
 * integer columns (BIGINT on PostgreSQL), never a float.
 * - `funds`: a collection (EVENT per-person fee, DUES per member, DONATION free amount with an optional target),
 *   its bank accounts as JSON [{ bank, number, holder }] and an optional QRIS picture; OPEN or CLOSED.
 * - `fund_payments`: a member's payment: the amount, the unique code (1..999) and amount + code to transfer,
 *   the transfer slip, PENDING | VERIFIED | REJECTED. A unique partial index keeps the amount to transfer
 *   distinct among a fund's PENDING payments, so a bank line names one payment.
 * - `cashbook_entries`: append-only (IN | OUT); a mistake is corrected by a reversing entry that names the entry
 *   it reverses (unique: reversed once).
 * - `users.treasurer`: 'Bendahara', set by an admin: may work the money desk, nothing else of the back office.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const pgsql = isPostgres(db);
  const idType = pgsql ? 'serial' : 'integer';
  const money = pgsql ? 'bigint' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement());

  await db.schema
    .alterTable('users')
    .addColumn('treasurer', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('funds')
    .addColumn('id', idType, id)
    // EVENT | DUES | DONATION
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('set null'))
    .addColumn('amount', money)
    .addColumn('target', money)
    .addColumn('due_date', 'text')
    .addColumn('accounts', 'text', (c) => c.notNull())
    .addColumn('qris_url', 'text')
    // OPEN | CLOSED
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('OPEN'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('funds_status').on('funds').columns(['status', 'id']).execute();
  await db.schema.createIndex('funds_event').on('funds').column('event_id').execute();

  await db.schema
    .createTable('fund_payments')
    .addColumn('id', idType, id)
    .addColumn('fund_id', 'integer', (c) => c.notNull().references('funds.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('amount', money, (c) => c.notNull())
    .addColumn('unique_code', 'integer', (c) => c.notNull())
    .addColumn('unique_amount', money, (c) => c.notNull())
    .addColumn('proof_url', 'text')
    .addColumn('anonymous', 'integer', (c) => c.notNull().defaultTo(0))
    // TRANSFER | CASH
    .addColumn('method', 'text', (c) => c.notNull().defaultTo('TRANSFER'))
    // PENDING | VERIFIED | REJECTED
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('PENDING'))
    .addColumn('reason', 'text')
    .addColumn('receipt_no', 'text', (c) => c.unique())
    .addColumn('verified_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('verified_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('fund_payments_pending_amount')
    .on('fund_payments')
    .columns(['fund_id', 'unique_amount'])
    .unique()
    .where(sql.ref('status'), '=', 'PENDING')
    .execute();
  await db.schema
    .createIndex('fund_payments_fund')
    .on('fund_payments')
    .columns(['fund_id', 'status', 'id'])
    .execute();
  await db.schema
    .createIndex('fund_payments_user')
    .on('fund_payments')
    .columns(['user_id', 'fund_id'])
    .execute();

  await db.schema
    .createTable('cashbook_entries')
    .addColumn('id', idType, id)
    // IN | OUT
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('amount', money, (c) => c.notNull())
    // 'YYYY-MM-DD'
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('fund_id', 'integer', (c) => c.references('funds.id').onDelete('set null'))
    .addColumn('payment_id', 'integer', (c) => c.references('fund_payments.id').onDelete('set null'))
    .addColumn('receipt_url', 'text')
    .addColumn('reverses_entry_id', 'integer', (c) => c.unique().references('cashbook_entries.id'))
    .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('cashbook_entries_date')
    .on('cashbook_entries')
    .columns(['date', 'id'])
    .execute();
  await db.schema.createIndex('cashbook_entries_fund').on('cashbook_entries').column('fund_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('cashbook_entries').execute();
  await db.schema.dropTable('fund_payments').execute();
  await db.schema.dropTable('funds').execute();
  await db.schema.alterTable('users').dropColumn('treasurer').execute();
}

import type { Kysely } from 'kysely';

/**
 * 'Ingatkan' on a fund (docs/decisions/028-iuran-keuangan-buku-kas.md, "Who has paid"): when a member who has
 * not paid was last reminded of it, so the committee's button reminds each member at most once a day.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('fund_reminders')
    .addColumn('fund_id', 'integer', (c) => c.notNull().references('funds.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('fund_reminders_pk', ['fund_id', 'user_id'])
    .execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('fund_reminders').execute();
}

import type { Kysely } from 'kysely';

/**
 * Sessions as token families (docs/decisions/020-sessions-as-token-families.md). A sign-in is one session `id`
 * (the tokens' `sid`); its tokens are numbered by `generation`. A row exists from the session's first refresh or
 * its end: a session never refreshed and never ended needs none (generation 0 is then the current one).
 * `grace_until` bounds the use of the token the last refresh retired (concurrent requests of one browser);
 * `ended_at` set = logout or reuse of a retired token: every token of the session is refused. A row is removed
 * once every token it could judge has expired (`expires_at`). Logout (one token) in `revoked_tokens` is replaced.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'integer', (c) => c.notNull())
    .addColumn('generation', 'integer', (c) => c.notNull())
    .addColumn('grace_until', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
  await db.schema.dropTable('revoked_tokens').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema
    .createTable('revoked_tokens')
    .addColumn('jti', 'text', (c) => c.primaryKey())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
}

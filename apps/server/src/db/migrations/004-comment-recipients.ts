import { type Kysely, sql } from 'kysely';

/**
 * comment_recipients: who has been notified about a comment (the reply notification to the parent's
 * author, the mentions), one row per (comment, member), so an edit notifies only members not told
 * before, even when concurrent edits race (the primary key decides). Filled from the notifications
 * already sent, whose link names the comment ('/event/{eventId}#comment-{commentId}').
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('comment_recipients')
    .addColumn('comment_id', 'integer', (c) => c.notNull().references('comments.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('comment_recipients_pk', ['comment_id', 'user_id'])
    .execute();
  await db.schema.createIndex('comment_recipients_user').on('comment_recipients').column('user_id').execute();

  // A temporary index makes the backfill one lookup per comment on SQLite too.
  await db.schema
    .createIndex('notifications_redirect_tmp')
    .on('notifications')
    .column('redirect_url')
    .execute();
  await sql`
    insert into comment_recipients (comment_id, user_id)
    select distinct c.id, n.user_id
    from comments c
    join notifications n on n.redirect_url = '/event/' || c.event_id || '#comment-' || c.id
  `.execute(db);
  await db.schema.dropIndex('notifications_redirect_tmp').execute();
}

export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('comment_recipients').ifExists().execute();
}

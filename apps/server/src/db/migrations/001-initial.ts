import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The whole data model of docs/spec.md §3. Portable: ids are `integer ... autoincrement` on SQLite and
 * `serial` on PostgreSQL; instants and dates are text; flags are integers (docs/decisions/002).
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  const pgsql = isPostgres(db);
  const idType = pgsql ? 'serial' : 'integer';
  const id = (c: ColumnDefinitionBuilder) => (pgsql ? c.primaryKey() : c.primaryKey().autoIncrement());
  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const real = pgsql ? 'double precision' : 'real';

  await db.schema
    .createTable('users')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('nickname', 'text')
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('address', 'text')
    .addColumn('high_school', 'text')
    .addColumn('occupation', 'text')
    .addColumn('picture', 'text')
    .addColumn('about', 'text')
    .addColumn('specialities', 'text')
    .addColumn('languages', 'text')
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('ROLE_USER'))
    .addColumn('is_profile_complete', 'integer', flag)
    .addColumn('last_login', 'text')
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('instagram', 'text')
    .addColumn('facebook', 'text')
    .addColumn('linkedin', 'text')
    .addColumn('twitter', 'text')
    .addColumn('tiktok', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('users_username_ci')
    .unique()
    .on('users')
    .expression(sql`lower(username)`)
    .execute();
  await db.schema.createIndex('users_email_ci').unique().on('users').expression(sql`lower(email)`).execute();
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();
  await db.schema.createIndex('users_name_ci').on('users').expression(sql`lower(name)`).execute();
  await db.schema.createIndex('users_role').on('users').column('role').execute();

  await db.schema
    .createTable('job_types')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('working_experiences')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('job_type_id', 'integer', (c) => c.references('job_types.id').onDelete('set null'))
    .addColumn('position', 'text')
    .addColumn('name', 'text')
    .addColumn('address', 'text')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('currently_working', 'integer', flag)
    .addColumn('description', 'text')
    .addColumn('deleted', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('working_experiences_user')
    .on('working_experiences')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('businesses')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text')
    .addColumn('address', 'text')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('currently_working', 'integer', flag)
    .addColumn('description', 'text')
    .addColumn('deleted', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('businesses_user').on('businesses').column('user_id').execute();

  await db.schema
    .createTable('educations')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('university', 'text')
    .addColumn('title', 'text')
    .addColumn('study_major', 'text')
    .addColumn('start_date', 'text')
    .addColumn('end_date', 'text')
    .addColumn('gpa', real)
    .addColumn('description', 'text')
    .addColumn('deleted', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('educations_user').on('educations').column('user_id').execute();

  await db.schema
    .createTable('event_categories')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('icon_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('event_groups')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('events')
    .addColumn('id', idType, id)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('location', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('quota', 'integer')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('DRAFT'))
    .addColumn('total_viewer', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('total_participant', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('event_type', 'text', (c) => c.notNull().defaultTo('OFFLINE'))
    .addColumn('event_creation_type', 'text', (c) => c.notNull().defaultTo('NEW'))
    .addColumn('event_category_id', 'integer', (c) =>
      c.references('event_categories.id').onDelete('restrict'),
    )
    .addColumn('event_group_id', 'integer', (c) => c.references('event_groups.id').onDelete('restrict'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('deleted', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // Member list: visible (not deleted, published) newest first; admin list by created_at.
  await db.schema
    .createIndex('events_visible')
    .on('events')
    .columns(['deleted', 'status', 'created_at'])
    .execute();
  await db.schema.createIndex('events_created_at').on('events').columns(['deleted', 'created_at']).execute();
  await db.schema
    .createIndex('events_category')
    .on('events')
    .columns(['event_category_id', 'deleted'])
    .execute();
  await db.schema.createIndex('events_group').on('events').columns(['event_group_id', 'deleted']).execute();
  await db.schema.createIndex('events_creator').on('events').columns(['user_id', 'deleted']).execute();
  await db.schema.createIndex('events_name_ci').on('events').expression(sql`lower(name)`).execute();

  await db.schema
    .createTable('event_participants')
    .addColumn('id', idType, id)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('event_participants_event_user', ['event_id', 'user_id'])
    .execute();
  await db.schema
    .createIndex('event_participants_user')
    .on('event_participants')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('event_participants_event_order')
    .on('event_participants')
    .columns(['event_id', 'id'])
    .execute();

  await db.schema
    .createTable('event_views')
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('viewer_key', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('event_views_pk', ['event_id', 'viewer_key'])
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', idType, id)
    .addColumn('event_id', 'integer', (c) => c.notNull().references('events.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('parent_comment_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('edited', 'integer', flag)
    .addColumn('deleted', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('comments_event').on('comments').columns(['event_id', 'created_at']).execute();
  await db.schema.createIndex('comments_parent').on('comments').column('parent_comment_id').execute();
  await db.schema.createIndex('comments_user').on('comments').column('user_id').execute();

  await db.schema
    .createTable('notifications')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('actor_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('redirect_url', 'text')
    .addColumn('read', 'integer', flag)
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('notifications_user')
    .on('notifications')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createIndex('notifications_unread')
    .on('notifications')
    .columns(['user_id', 'read'])
    .execute();

  await db.schema
    .createTable('banners')
    .addColumn('id', idType, id)
    .addColumn('banner_url', 'text', (c) => c.notNull())
    .addColumn('banner_type', 'text', (c) => c.notNull())
    .addColumn('placement', 'text', (c) => c.notNull())
    .addColumn('name', 'text')
    .addColumn('redirect_url', 'text')
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('date_text', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('banners_placement')
    .on('banners')
    .columns(['placement', 'sort_order'])
    .execute();

  await db.schema
    .createTable('activity_logs')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('module', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('activity_info', 'text', (c) => c.notNull())
    .addColumn('old_value', 'text')
    .addColumn('new_value', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('activity_logs_created_at').on('activity_logs').column('created_at').execute();
  await db.schema
    .createIndex('activity_logs_user_name_ci')
    .on('activity_logs')
    .expression(sql`lower(user_name)`)
    .execute();

  await db.schema
    .createTable('login_history')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ip', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('login_history_time_user')
    .on('login_history')
    .columns(['created_at', 'user_id'])
    .execute();
  await db.schema.createIndex('login_history_user').on('login_history').column('user_id').execute();

  await db.schema
    .createTable('password_resets')
    .addColumn('id', idType, id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
}

export async function down(db: AnyDb): Promise<void> {
  for (const t of [
    'password_resets',
    'login_history',
    'activity_logs',
    'banners',
    'notifications',
    'comments',
    'event_views',
    'event_participants',
    'events',
    'event_groups',
    'event_categories',
    'educations',
    'businesses',
    'working_experiences',
    'job_types',
    'users',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}

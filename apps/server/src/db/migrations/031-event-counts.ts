import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * How many events there are per category and status, deleted ones left out, kept in step by triggers
 * (docs/decisions/033 "Sixteenth step"). `category_id` 0 stands for "no category" (a key column cannot be null).
 * Two reads counted events on every computed answer, and their cost grew with the events: the event list's total
 * (the landing page, 'Semua Acara', a category's page and the admin's list; about 120 µs of SQLite's time on the
 * large seed's 2,000 events) and each category's count of visible events (about 800 µs, one join over every event).
 * Both now add up a few rows of this table. The triggers run inside the statement that changes an event, so the
 * counts are exact in every transaction and on every instance; only an insert, a delete, or an update that changes
 * `status`, `deleted` or `event_category_id` touches them, never a view or a registration.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('event_counts')
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('event_counts_key', ['category_id', 'status'])
    .execute();
  if (isPostgres(db)) {
    await sql`create function event_counts_track() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' and old.deleted = 0 then
          update event_counts set n = n - 1
            where category_id = coalesce(old.event_category_id, 0) and status = old.status;
        end if;
        if tg_op <> 'DELETE' and new.deleted = 0 then
          insert into event_counts (category_id, status, n)
            values (coalesce(new.event_category_id, 0), new.status, 1)
            on conflict (category_id, status) do update set n = event_counts.n + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger event_counts_insert_delete after insert or delete on events
      for each row execute function event_counts_track()`.execute(db);
    await sql`create trigger event_counts_update after update of status, deleted, event_category_id on events
      for each row when (old.status is distinct from new.status or old.deleted is distinct from new.deleted
        or old.event_category_id is distinct from new.event_category_id)
      execute function event_counts_track()`.execute(db);
  } else {
    await sql`create trigger event_counts_insert after insert on events when new.deleted = 0 begin
      insert into event_counts (category_id, status, n) values (coalesce(new.event_category_id, 0), new.status, 1)
        on conflict (category_id, status) do update set n = n + 1;
    end`.execute(db);
    await sql`create trigger event_counts_delete after delete on events when old.deleted = 0 begin
      update event_counts set n = n - 1
        where category_id = coalesce(old.event_category_id, 0) and status = old.status;
    end`.execute(db);
    await sql`create trigger event_counts_update after update of status, deleted, event_category_id on events
      when old.status is not new.status or old.deleted is not new.deleted
        or old.event_category_id is not new.event_category_id begin
      update event_counts set n = n - 1
        where old.deleted = 0 and category_id = coalesce(old.event_category_id, 0) and status = old.status;
      insert into event_counts (category_id, status, n)
        select coalesce(new.event_category_id, 0), new.status, 1 where new.deleted = 0
        on conflict (category_id, status) do update set n = n + 1;
    end`.execute(db);
  }
  await sql`insert into event_counts (category_id, status, n)
    select coalesce(event_category_id, 0), status, count(*) from events where deleted = 0
    group by coalesce(event_category_id, 0), status`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger event_counts_update on events`.execute(db);
    await sql`drop trigger event_counts_insert_delete on events`.execute(db);
    await sql`drop function event_counts_track()`.execute(db);
  } else {
    await sql`drop trigger event_counts_update`.execute(db);
    await sql`drop trigger event_counts_delete`.execute(db);
    await sql`drop trigger event_counts_insert`.execute(db);
  }
  await db.schema.dropTable('event_counts').execute();
}

import { type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * How many events of each status are not deleted, kept in step by triggers (docs/decisions/033 "Sixteenth step").
 * The event list's total without a filter (the landing page, 'Semua Acara' and the admin's list) was a count of
 * every visible event on each computed page: on the large seed (2,000 events) about 120 µs of SQLite's time per
 * page, growing with the events. With this table the total is the sum of two or three rows, whatever the number
 * of events. The triggers run inside the statement that changes an event, so the counts are exact in every
 * transaction, on every instance; only a change of `status` or `deleted` (or an insert or a delete) touches them,
 * never a view or a registration.
 */
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the evolving DB type
type AnyDb = Kysely<any>;

const isPostgres = (db: AnyDb) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('event_status_counts')
    .addColumn('status', 'text', (c) => c.primaryKey())
    .addColumn('n', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  if (isPostgres(db)) {
    await sql`create function event_status_counts_track() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' and old.deleted = 0 then
          update event_status_counts set n = n - 1 where status = old.status;
        end if;
        if tg_op <> 'DELETE' and new.deleted = 0 then
          insert into event_status_counts (status, n) values (new.status, 1)
            on conflict (status) do update set n = event_status_counts.n + 1;
        end if;
        return null;
      end $$`.execute(db);
    await sql`create trigger event_status_counts_insert_delete after insert or delete on events
      for each row execute function event_status_counts_track()`.execute(db);
    await sql`create trigger event_status_counts_update after update of status, deleted on events
      for each row when (old.status is distinct from new.status or old.deleted is distinct from new.deleted)
      execute function event_status_counts_track()`.execute(db);
  } else {
    await sql`create trigger event_status_counts_insert after insert on events when new.deleted = 0 begin
      insert into event_status_counts (status, n) values (new.status, 1)
        on conflict (status) do update set n = n + 1;
    end`.execute(db);
    await sql`create trigger event_status_counts_delete after delete on events when old.deleted = 0 begin
      update event_status_counts set n = n - 1 where status = old.status;
    end`.execute(db);
    await sql`create trigger event_status_counts_update after update of status, deleted on events
      when old.status is not new.status or old.deleted is not new.deleted begin
      update event_status_counts set n = n - 1 where old.deleted = 0 and status = old.status;
      insert into event_status_counts (status, n) select new.status, 1 where new.deleted = 0
        on conflict (status) do update set n = n + 1;
    end`.execute(db);
  }
  await sql`insert into event_status_counts (status, n)
    select status, count(*) from events where deleted = 0 group by status`.execute(db);
}

export async function down(db: AnyDb): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger event_status_counts_update on events`.execute(db);
    await sql`drop trigger event_status_counts_insert_delete on events`.execute(db);
    await sql`drop function event_status_counts_track()`.execute(db);
  } else {
    await sql`drop trigger event_status_counts_update`.execute(db);
    await sql`drop trigger event_status_counts_delete`.execute(db);
    await sql`drop trigger event_status_counts_insert`.execute(db);
  }
  await db.schema.dropTable('event_status_counts').execute();
}

import { sql } from 'kysely';
import type { TestContext } from '../../../test/helpers.ts';

/**
 * Test-only helpers (not a *.test.ts file, so vitest does not run it) for proving that notifications
 * are written in the same transaction as their cause.
 */

/**
 * Makes every INSERT into notifications fail (a trigger, on either dialect) until the returned function
 * is called. A request that writes its change and then a notification must then leave no trace of the
 * change either.
 */
export async function failNotificationInserts(
  ctx: Pick<TestContext, 'db' | 'database'>,
): Promise<() => Promise<void>> {
  if (ctx.database.dialect === 'sqlite') {
    await sql`CREATE TRIGGER notifications_fail BEFORE INSERT ON notifications BEGIN SELECT RAISE(ABORT, 'notifications disabled'); END`.execute(
      ctx.db,
    );
    return async () => {
      await sql`DROP TRIGGER notifications_fail`.execute(ctx.db);
    };
  }
  await sql`CREATE FUNCTION notifications_fail() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'notifications disabled'; END $$`.execute(
    ctx.db,
  );
  await sql`CREATE TRIGGER notifications_fail BEFORE INSERT ON notifications FOR EACH STATEMENT EXECUTE FUNCTION notifications_fail()`.execute(
    ctx.db,
  );
  return async () => {
    await sql`DROP TRIGGER notifications_fail ON notifications`.execute(ctx.db);
    await sql`DROP FUNCTION notifications_fail()`.execute(ctx.db);
  };
}

/** The notifications a user has, oldest first, as stored. */
export function notificationsOf(ctx: Pick<TestContext, 'db'>, userId: number) {
  return ctx.db
    .selectFrom('notifications')
    .select(['id', 'user_id', 'actor_id', 'content', 'redirect_url', 'read'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

import { randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreateEventInput, UpdateEventInput } from '@alumni/contract';
import { sql } from 'kysely';
import { createCategory } from '../../../test/factories.ts';
import type { TestContext } from '../../../test/helpers.ts';

/** Test-only helpers of the event write tests (not a *.test.ts file, so vitest does not run it). */

type Headers = Record<string, string>;

export const postEvent = (ctx: TestContext, payload: unknown, headers: Headers) =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/event', headers, payload: payload as object });

export const putEvent = (
  ctx: TestContext,
  payload: UpdateEventInput | Record<string, unknown>,
  headers: Headers,
) => ctx.app.inject({ method: 'PUT', url: '/api/v1/event', headers, payload });

export const deleteEventsCall = (ctx: TestContext, payload: unknown, headers: Headers) =>
  ctx.app.inject({ method: 'PUT', url: '/api/v1/event/delete', headers, payload: payload as object });

/** A file in the upload folder with a name POST /upload could have produced. */
export function fakeUpload(ctx: Pick<TestContext, 'config'>): string {
  const name = `${randomBytes(16).toString('hex')}.webp`;
  writeFileSync(path.join(ctx.config.uploadDir, name), 'RIFF....WEBP');
  return `/uploads/${name}`;
}

/** A valid NEW-group body created by `creatorId` in a fresh category; override any field. */
export async function newEventBody(
  ctx: TestContext,
  creatorId: number,
  overrides: Partial<Record<keyof CreateEventInput, unknown>> = {},
): Promise<Record<string, unknown>> {
  const category = await createCategory(ctx);
  return {
    eventCreationType: 'NEW',
    name: 'Reuni Akbar 86',
    eventType: 'OFFLINE',
    location: 'Gedung Serbaguna, Jakarta',
    quota: 50,
    description: 'Temu kangen angkatan 86.',
    eventCategoryId: category.id,
    startDate: '10/02/2027 19:00',
    endDate: '10/02/2027 22:00',
    status: 'PUBLISH',
    imageUrl: null,
    eventGroup: { name: 'reuni-akbar', displayName: 'Reuni Akbar', imageUrl: null },
    eventUserId: creatorId,
    ...overrides,
  };
}

/** Row counts of the tables a POST /event writes: a refused or failed call must leave them unchanged. */
export async function writeCounts(ctx: Pick<TestContext, 'db'>) {
  const count = async (
    table: 'users' | 'events' | 'event_groups' | 'event_participants' | 'activity_logs',
  ) => {
    const row = await ctx.db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    return Number(row.n);
  };
  return {
    users: await count('users'),
    events: await count('events'),
    groups: await count('event_groups'),
    participants: await count('event_participants'),
    logs: await count('activity_logs'),
  };
}

export const activityRows = (ctx: Pick<TestContext, 'db'>) =>
  ctx.db
    .selectFrom('activity_logs')
    .select(['user_id', 'user_name', 'module', 'action', 'activity_info', 'old_value', 'new_value'])
    .orderBy('id')
    .execute();

export const eventRow = (ctx: Pick<TestContext, 'db'>, id: number) =>
  ctx.db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

export const participantIds = async (ctx: Pick<TestContext, 'db'>, eventId: number) =>
  (
    await ctx.db
      .selectFrom('event_participants')
      .select('user_id')
      .where('event_id', '=', eventId)
      .orderBy('id')
      .execute()
  ).map((r) => r.user_id);

/**
 * Makes every INSERT into `table` fail (a trigger, on either dialect) until the returned function is
 * called: a step late in a transaction failing must roll back the earlier ones.
 */
export async function failInserts(
  ctx: Pick<TestContext, 'db' | 'database'>,
  table: 'event_participants' | 'activity_logs',
): Promise<() => Promise<void>> {
  const trigger = sql.raw(`${table}_fail`);
  const target = sql.table(table);
  if (ctx.database.dialect === 'sqlite') {
    await sql`CREATE TRIGGER ${trigger} BEFORE INSERT ON ${target} BEGIN SELECT RAISE(ABORT, 'disabled'); END`.execute(
      ctx.db,
    );
    return async () => {
      await sql`DROP TRIGGER ${trigger}`.execute(ctx.db);
    };
  }
  await sql`CREATE FUNCTION ${trigger}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'disabled'; END $$`.execute(
    ctx.db,
  );
  await sql`CREATE TRIGGER ${trigger} BEFORE INSERT ON ${target} FOR EACH STATEMENT EXECUTE FUNCTION ${trigger}()`.execute(
    ctx.db,
  );
  return async () => {
    await sql`DROP TRIGGER ${trigger} ON ${target}`.execute(ctx.db);
    await sql`DROP FUNCTION ${trigger}()`.execute(ctx.db);
  };
}

import type { Executor } from '../../db/index.ts';

/**
 * The line of a full event (`event_waitlist`, docs/decisions/013), in id order: the first row is served first.
 * Plain reads and writes; the seat logic that serves the line is in seats.ts, under the event lock.
 */

/** Puts the member in line (at its end); false when they already were. */
export async function joinLine(tx: Executor, eventId: number, userId: number, at: string): Promise<boolean> {
  const res = await tx
    .insertInto('event_waitlist')
    .values({ event_id: eventId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.columns(['event_id', 'user_id']).doNothing())
    .executeTakeFirst();
  return Number(res.numInsertedOrUpdatedRows ?? 0n) > 0;
}

/** Takes the member out of the line; false when they were not in it. */
export async function leaveLine(tx: Executor, eventId: number, userId: number): Promise<boolean> {
  const res = await tx
    .deleteFrom('event_waitlist')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
}

/** The member's 1-based place in line, or null when not waiting. */
export async function linePosition(db: Executor, eventId: number, userId: number): Promise<number | null> {
  const mine = await db
    .selectFrom('event_waitlist')
    .select('id')
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!mine) return null;
  const row = await db
    .selectFrom('event_waitlist')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .where('id', '<=', mine.id)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The first in line, if anyone waits. */
export async function firstInLine(tx: Executor, eventId: number) {
  return tx
    .selectFrom('event_waitlist')
    .select(['id', 'user_id'])
    .where('event_id', '=', eventId)
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

/** The whole line with who is in it, first first (admin participants tab). */
export async function listLine(db: Executor, eventId: number) {
  const rows = await db
    .selectFrom('event_waitlist as w')
    .innerJoin('users as u', 'u.id', 'w.user_id')
    .select(['u.id', 'u.name', 'u.username', 'u.picture', 'w.created_at'])
    .where('w.event_id', '=', eventId)
    .orderBy('w.id')
    .execute();
  return rows.map((r, i) => ({ position: i + 1, ...r }));
}

/** Deleted members leave every line (before their rows go). */
export async function removeMembersFromLines(tx: Executor, userIds: readonly number[]): Promise<void> {
  if (userIds.length === 0) return;
  await tx
    .deleteFrom('event_waitlist')
    .where('user_id', 'in', [...userIds])
    .execute();
}

import type { Executor } from '../../db/index.ts';

/**
 * The line of a full event (`event_waitlist`, docs/decisions/013), in id order: the first row is served first.
 * Plain reads and writes; the seat logic that serves the line is in seats.service.ts, under the event lock.
 */

/** A waiting party's companions as stored (docs/decisions/035-waitlist-parties.md). */
export interface LineParty {
  companions: number;
  companionNames: string[] | null;
}
const namesJson = (p: LineParty) =>
  p.companionNames && p.companionNames.length > 0 ? JSON.stringify(p.companionNames) : null;

/** Puts the member and their party in line (at its end); false when they already were. */
export async function joinLine(
  tx: Executor,
  eventId: number,
  userId: number,
  at: string,
  party: LineParty = { companions: 0, companionNames: null },
): Promise<boolean> {
  const res = await tx
    .insertInto('event_waitlist')
    .values({
      event_id: eventId,
      user_id: userId,
      created_at: at,
      companions: party.companions,
      companion_names: namesJson(party),
    })
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

/** A waiting member changes their party; keeps their place. False when they are not in line. */
export async function changeLineParty(
  tx: Executor,
  eventId: number,
  userId: number,
  party: LineParty,
): Promise<boolean> {
  const res = await tx
    .updateTable('event_waitlist')
    .set({ companions: party.companions, companion_names: namesJson(party) })
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

/** The member's own waiting party, or undefined when not in line. */
export async function linePartyOf(db: Executor, eventId: number, userId: number) {
  return db
    .selectFrom('event_waitlist')
    .select(['id', 'companions', 'companion_names'])
    .where('event_id', '=', eventId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** How many wait ahead of the member: the whole line when they are not in it. */
export async function waitingAhead(db: Executor, eventId: number, userId: number): Promise<number> {
  const mine = await linePartyOf(db, eventId, userId);
  const row = await db
    .selectFrom('event_waitlist')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('event_id', '=', eventId)
    .$if(mine !== undefined, (qb) => qb.where('id', '<', mine?.id ?? 0))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** How many people wait in the line, every party's 1 + companions (0 when nobody waits). */
export async function peopleInLine(db: Executor, eventId: number): Promise<number> {
  const row = await db
    .selectFrom('event_waitlist')
    .select((eb) =>
      eb(eb.fn.countAll<number>(), '+', eb.fn.coalesce(eb.fn.sum<number>('companions'), eb.lit(0))).as('n'),
    )
    .where('event_id', '=', eventId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The first in line with their party, if anyone waits. */
export async function firstInLine(tx: Executor, eventId: number) {
  return tx
    .selectFrom('event_waitlist')
    .select(['id', 'user_id', 'companions', 'companion_names'])
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
    .select([
      'u.id',
      'u.name',
      'u.username',
      'u.picture',
      'w.created_at',
      'w.companions',
      'w.companion_names',
    ])
    .where('w.event_id', '=', eventId)
    .orderBy('w.id')
    .execute();
  return rows.map((r, i) => ({ position: i + 1, ...r }));
}

/**
 * Deleted members leave every line (before their rows go). Answers the events whose line they left: a first party
 * that held free seats may have gone, so the caller serves those lines (docs/decisions/035-waitlist-parties.md).
 */
export async function removeMembersFromLines(tx: Executor, userIds: readonly number[]): Promise<number[]> {
  if (userIds.length === 0) return [];
  const lines = await tx
    .selectFrom('event_waitlist')
    .select('event_id')
    .distinct()
    .where('user_id', 'in', [...userIds])
    .orderBy('event_id')
    .execute();
  if (lines.length === 0) return [];
  await tx
    .deleteFrom('event_waitlist')
    .where('user_id', 'in', [...userIds])
    .execute();
  return lines.map((l) => l.event_id);
}

/** Takes one entry (by its id) out of the line: its party was just given its seats. */
export async function removeLineEntry(tx: Executor, entryId: number): Promise<void> {
  await tx.deleteFrom('event_waitlist').where('id', '=', entryId).execute();
}

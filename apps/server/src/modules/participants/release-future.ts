import type { Executor } from '../../db/index.ts';
import { fillFreeSeats, releaseSeat, type SeatsContext } from './seats.ts';
import { removeMembersFromLines } from './waitlist.ts';

/**
 * 'In Memoriam' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md): a classmate who has passed away
 * gives up their seats at events that have not ended (the first in line takes each, through seats.ts, the
 * seats' one owner) and leaves every waitlist. Past participations stay: the lists show them with a memorial
 * mark. Answers how many seats were released.
 */
export async function releaseFutureSeats(tx: Executor, ctx: SeatsContext, userId: number): Promise<number> {
  const lines = await removeMembersFromLines(tx, [userId]);
  const rows = await tx
    .selectFrom('event_participants as p')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select('p.event_id')
    .where('p.user_id', '=', userId)
    .where('e.end_date', '>', ctx.now.toISOString())
    .orderBy('p.event_id')
    .execute();
  let released = 0;
  for (const r of rows) {
    const seat = await releaseSeat(tx, ctx, r.event_id, userId);
    if (seat.released) released += 1;
  }
  // A line they headed may have held free seats: the next party may fit them (docs/decisions/035-waitlist-parties.md).
  const servedAlready = rows.map((r) => r.event_id);
  for (const eventId of lines)
    if (!servedAlready.includes(eventId)) await fillFreeSeats(tx, ctx, eventId, true);
  return released;
}

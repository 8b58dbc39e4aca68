import type { Executor } from '../../db/index.ts';
import { futureEventsJoinedBy } from './seats.repo.ts';
import { fillFreeSeats, releaseSeat, type SeatsContext } from './seats.service.ts';
import { removeMembersFromLines } from './waitlist.repo.ts';

/**
 * 'In Memoriam' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md): a classmate who has passed away
 * gives up their seats at events that have not ended (the first in line takes each, through seats.service.ts, the
 * seats' one owner) and leaves every waitlist. Past participations stay: the lists show them with a memorial
 * mark. Answers how many seats were released.
 */
export async function releaseFutureSeats(tx: Executor, ctx: SeatsContext, userId: number): Promise<number> {
  const lines = await removeMembersFromLines(tx, [userId]);
  const servedAlready = await futureEventsJoinedBy(tx, userId, ctx.now.toISOString());
  let released = 0;
  for (const eventId of servedAlready) {
    const seat = await releaseSeat(tx, ctx, eventId, userId);
    if (seat.released) released += 1;
  }
  // A line they headed may have held free seats: the next party may fit them (docs/decisions/035-waitlist-parties.md).
  for (const eventId of lines)
    if (!servedAlready.includes(eventId)) await fillFreeSeats(tx, ctx, eventId, true);
  return released;
}

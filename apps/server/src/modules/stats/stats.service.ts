import { type CommunityStats, yearsActiveIn } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { dayIn } from '../../lib/dates.ts';
import { readCommunity } from '../community/community.service.ts';
import { selectCounts } from './stats.repo.ts';

/** The calendar year an instant falls in, in the community's time zone (31 Dec 18:00 UTC is already the next year in WIB). */
export function yearIn(now: Date, timeZone: string): number {
  return dayIn(now, timeZone).year;
}

/** GET /stats: both counts come from one round trip (two scalar subqueries). */
export async function communityStats(db: Executor, now: Date, timeZone: string): Promise<CommunityStats> {
  const [row, community] = await Promise.all([selectCounts(db), readCommunity(db)]);
  return {
    members: Number(row.members ?? 0),
    events: Number(row.events ?? 0),
    yearsActive: yearsActiveIn(yearIn(now, timeZone), community.foundedYear),
  };
}

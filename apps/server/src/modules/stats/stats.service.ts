import { type CommunityStats, PUBLIC_EVENT_STATUSES, yearsActiveIn } from '@alumni/contract';
import type { Executor } from '../../db/index.ts';
import { readCommunity } from '../community/community.service.ts';

/** Members are ROLE_USER accounts; admins (ROLE_ADMIN, ROLE_ADMINS) are never counted. */
const MEMBER_ROLE = 'ROLE_USER';

/** The calendar year an instant falls in, in the community's time zone (31 Dec 18:00 UTC is already the next year in WIB). */
export function yearIn(now: Date, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric' }).format(now));
}

/** GET /stats: both counts come from one round trip (two scalar subqueries). */
export async function communityStats(db: Executor, now: Date, timeZone: string): Promise<CommunityStats> {
  const [row, community] = await Promise.all([
    db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('users')
          .where('role', '=', MEMBER_ROLE)
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('members'),
        eb
          .selectFrom('events')
          .where('deleted', '=', 0)
          .where('status', 'in', PUBLIC_EVENT_STATUSES) // what visitors see: never drafts
          .select((e) => e.fn.countAll<number>().as('n'))
          .as('events'),
      ])
      .executeTakeFirstOrThrow(),
    readCommunity(db),
  ]);
  return {
    members: Number(row.members ?? 0),
    events: Number(row.events ?? 0),
    yearsActive: yearsActiveIn(yearIn(now, timeZone), community.foundedYear),
  };
}

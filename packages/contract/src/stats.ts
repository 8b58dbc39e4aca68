import { z } from 'zod';
import { resultOf } from './common.ts';

/**
 * Years the community has been active in the given calendar year (docs/spec.md §9: current year minus the
 * founding year, which is the community settings' `foundedYear`; 0 while it is not set).
 */
export const yearsActiveIn = (year: number, foundedYear: number | null): number =>
  foundedYear ? Math.max(0, year - foundedYear) : 0;

/**
 * GET /stats: the about page's public figures. `members` counts ROLE_USER accounts (admins never),
 * `events` the visible events (PUBLISH or EXPIRED, not deleted), `yearsActive` the current year of the
 * community's time zone minus the founding year of the community settings.
 */
export const CommunityStats = z.object({
  members: z.number().int(),
  events: z.number().int(),
  yearsActive: z.number().int(),
});
export type CommunityStats = z.infer<typeof CommunityStats>;
export const CommunityStatsResult = resultOf(CommunityStats);
export type CommunityStatsResult = z.infer<typeof CommunityStatsResult>;

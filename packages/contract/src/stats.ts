import { z } from 'zod';
import { resultOf } from './common.ts';

/** The year the community formed (docs/spec.md §9: years active = current year - 2011). */
export const COMMUNITY_FOUNDED_YEAR = 2011;

/** Years the community has been active in the given calendar year. */
export const yearsActiveIn = (year: number): number => Math.max(0, year - COMMUNITY_FOUNDED_YEAR);

/**
 * GET /stats: the about page's public figures. `members` counts ROLE_USER accounts (admins never),
 * `events` the visible events (PUBLISH or EXPIRED, not deleted), `yearsActive` the current year of the
 * community's time zone minus 2011.
 */
export const CommunityStats = z.object({
  members: z.number().int(),
  events: z.number().int(),
  yearsActive: z.number().int(),
});
export type CommunityStats = z.infer<typeof CommunityStats>;
export const CommunityStatsResult = resultOf(CommunityStats);
export type CommunityStatsResult = z.infer<typeof CommunityStatsResult>;

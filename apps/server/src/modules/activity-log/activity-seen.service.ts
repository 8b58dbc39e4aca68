import { ACTIVITY_SUMMARY_DAYS, ACTIVITY_SUMMARY_LATEST, type ActivitySummary } from '@alumni/contract';
import type { Db, Executor } from '../../db/index.ts';
import {
  latestActivity,
  newestActivityId,
  readSeenMarker,
  unseenActivity,
  writeSeenMarker,
} from './activity-log.repo.ts';

/**
 * The admin dashboard's activity card (docs/spec.md §9), served by modules/dashboard's routes: the log and
 * its per-admin "seen" marker are this module's tables, so their reads and writes stay here and the
 * dashboard never imports this module's repo (docs/decisions/012).
 */
export interface ActivityClock {
  now: Date;
  timeZone: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * GET /dashboard/activity-summary for `adminId`: how many of the other admins' rows they have not seen
 * (after their marker; without one, of the last 7 days), the 5 newest rows and which of those are new.
 */
export async function activitySummary(
  db: Executor,
  clock: ActivityClock,
  adminId: number,
): Promise<ActivitySummary> {
  const since = new Date(clock.now.getTime() - ACTIVITY_SUMMARY_DAYS * DAY_MS).toISOString();
  const [seenUpTo, latest, newestId] = await Promise.all([
    readSeenMarker(db, adminId),
    latestActivity(db, ACTIVITY_SUMMARY_LATEST, { timeZone: clock.timeZone }),
    newestActivityId(db),
  ]);
  const unseen = await unseenActivity(db, adminId, seenUpTo, {
    sinceIso: since,
    amongIds: latest.map((item) => item.id),
  });
  const unseenIds = new Set(unseen.unseenIds);
  return {
    total: unseen.total,
    latest,
    unseenIds: latest.filter((item) => unseenIds.has(item.id)).map((item) => item.id),
    newestId,
  };
}

/**
 * POST /dashboard/activity-seen: moves the admin's marker forward to `upTo` (capped at the newest row, so
 * a made-up number cannot hide rows written later) and answers the new summary.
 */
export async function markActivitySeen(
  db: Db,
  clock: ActivityClock,
  adminId: number,
  upTo: number,
): Promise<ActivitySummary> {
  await db.transaction().execute(async (tx) => {
    const [current, newest] = await Promise.all([readSeenMarker(tx, adminId), newestActivityId(tx)]);
    const next = Math.min(upTo, newest);
    if (current !== null && next <= current) return;
    await writeSeenMarker(tx, adminId, next, clock.now.toISOString());
  });
  return activitySummary(db, clock, adminId);
}

import { queryOptions, skipToken } from '@tanstack/react-query';

/** A family of queries: each query of it starts its key with `[name]`; never fetched itself. */
const root = <const Name extends string>(name: Name) =>
  queryOptions({ queryKey: [name] as const, queryFn: skipToken });

/**
 * Query-key roots that more than one feature refreshes (docs/decisions/012: keys only through `.queryKey`).
 * A write in one feature invalidates another feature's whole family through its root here, since features
 * never import each other (docs/conventions.md). A family used inside one feature gets its root from its
 * own API file instead (`xQueryOptions()` without arguments).
 */
export const queryRoots = {
  /** Every card of the admin dashboard, and the activity bell (same key, one fetch). */
  adminDashboard: root('admin-dashboard'),
  adminActivityLog: root('admin-activity-log'),
  /** Every events list: the member-side list, a member's created and joined events. */
  events: root('events'),
  /** Every member profile read by key (GET /user/{key}). */
  user: root('user'),
  currentUser: root('current-user'),
  /** The dashboard's attendance rates of finished events (docs/decisions/015), refreshed by a check-in. */
  attendanceSummary: root('attendance-summary'),
  /** The public lists the back office 'Konten' edits (docs/decisions/021), and the community's settings. */
  eventCategories: root('event-categories'),
  banners: root('banners'),
  jobTypes: root('job-types'),
  eventGroup: root('event-group'),
  community: root('community'),
};

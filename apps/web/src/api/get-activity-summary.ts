import type { ActivitySummary } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/dashboard/activity-summary (admin token): rows of the last 7 days and the 5 newest. */
export function getActivitySummary(signal?: AbortSignal): Promise<ActivitySummary> {
  return api<ActivitySummary>('/api/v1/dashboard/activity-summary', { signal });
}

/** The same key as the dashboard's 'Aktivitas' panel, so the bell and the panel share one fetch. */
export const activitySummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.adminDashboard.queryKey, 'activity-summary'] as const,
    queryFn: ({ signal }) => getActivitySummary(signal),
  });

/** The admin topbar bell: badge count and the 5 newest activities. */
export function useActivitySummary(enabled = true) {
  return useQuery({ ...activitySummaryQueryOptions(), enabled });
}

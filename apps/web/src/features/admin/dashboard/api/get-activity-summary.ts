import type { ActivitySummary } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';

/** GET /api/v1/dashboard/activity-summary (admin token): rows of the last 7 days and the 5 newest. */
export function getActivitySummary(signal?: AbortSignal): Promise<ActivitySummary> {
  return api<ActivitySummary>('/api/v1/dashboard/activity-summary', { signal });
}

export const activitySummaryQuery = () =>
  queryOptions({
    queryKey: ['admin-dashboard', 'activity-summary'],
    queryFn: ({ signal }) => getActivitySummary(signal),
  });

export function useActivitySummary() {
  return useQuery(activitySummaryQuery());
}

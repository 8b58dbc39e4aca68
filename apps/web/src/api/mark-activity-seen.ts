import type { ActivitySeenBody, ActivitySummary } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { activitySummaryQueryOptions } from './get-activity-summary.ts';

/**
 * POST /api/v1/dashboard/activity-seen (admin token): the admin opened the bell panel when the log ended at
 * row `upTo`; the answer is the new summary (badge 0 unless someone acted since).
 */
export function markActivitySeen(body: ActivitySeenBody): Promise<ActivitySummary> {
  return api<ActivitySummary>('/api/v1/dashboard/activity-seen', { method: 'POST', body });
}

/** Marks the log seen and puts the answer in the bell's and the dashboard panel's shared cache entry. */
export function useMarkActivitySeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upTo: number) => markActivitySeen({ upTo }),
    onSuccess: (summary) => queryClient.setQueryData(activitySummaryQueryOptions().queryKey, summary),
  });
}

import type { TotalFigure } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/dashboard/total-event (admin token): events, change versus last month, 6-month trend. */
export function getTotalEvent(signal?: AbortSignal): Promise<TotalFigure> {
  return api<TotalFigure>('/api/v1/dashboard/total-event', { signal });
}

export const totalEventQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.adminDashboard.queryKey, 'total-event'] as const,
    queryFn: ({ signal }) => getTotalEvent(signal),
  });

export function useTotalEvent() {
  return useQuery(totalEventQueryOptions());
}

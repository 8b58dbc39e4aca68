import type { TotalFigure } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/dashboard/total-user (admin token): members, change versus last month, 6-month trend. */
export function getTotalUser(signal?: AbortSignal): Promise<TotalFigure> {
  return api<TotalFigure>('/api/v1/dashboard/total-user', { signal });
}

export const totalUserQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.adminDashboard.queryKey, 'total-user'] as const,
    queryFn: ({ signal }) => getTotalUser(signal),
  });

export function useTotalUser() {
  return useQuery(totalUserQueryOptions());
}

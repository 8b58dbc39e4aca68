import type { ComparedUsers } from '@alumni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/dashboard/compared-user?year (admin token): active and inactive members per month. */
export function getComparedUsers(year: number, signal?: AbortSignal): Promise<ComparedUsers> {
  return api<ComparedUsers>('/api/v1/dashboard/compared-user', { query: { year }, signal });
}

export const comparedUsersQueryOptions = (year: number) =>
  queryOptions({
    queryKey: [...queryRoots.adminDashboard.queryKey, 'compared-user', year] as const,
    queryFn: ({ signal }) => getComparedUsers(year, signal),
  });

/** The previous year's bars stay on screen (dimmed by the caller) while another year loads. */
export function useComparedUsers(year: number) {
  return useQuery({ ...comparedUsersQueryOptions(year), placeholderData: keepPreviousData });
}

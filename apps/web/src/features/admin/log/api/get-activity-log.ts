import type { ActivityLogItem, ActivitySortBy, ListPage } from '@alumni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';

export type ActivityLogApiQuery = {
  offset: number;
  limit: number;
  sortBy: ActivitySortBy;
  sortValue: 'ASC' | 'DESC';
  userName?: string;
};

export type ActivityLogPage = ListPage<ActivityLogItem>;

/** GET /api/v1/activity-log (admin token). */
export function getActivityLog(query: ActivityLogApiQuery, signal?: AbortSignal): Promise<ActivityLogPage> {
  return api<ActivityLogPage>('/api/v1/activity-log', { query, signal });
}

export const activityLogQueryOptions = (query: ActivityLogApiQuery) =>
  queryOptions({
    queryKey: [...queryRoots.adminActivityLog.queryKey, query] as const,
    queryFn: ({ signal }) => getActivityLog(query, signal),
    placeholderData: keepPreviousData,
  });

export function useActivityLog(query: ActivityLogApiQuery) {
  return useQuery(activityLogQueryOptions(query));
}

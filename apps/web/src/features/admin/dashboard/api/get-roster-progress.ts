import type { RosterProgress } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/roster/progress (admin token): 'Ditemukan N dari M (x %)' and per class (docs/decisions/024). */
export const rosterProgressQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.adminDashboard.queryKey, 'roster-progress'] as const,
    queryFn: ({ signal }) => api<RosterProgress>('/api/v1/roster/progress', { signal }),
  });

export const useRosterProgress = () => useQuery(rosterProgressQueryOptions());

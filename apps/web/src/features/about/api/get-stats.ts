import type { CommunityStats } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { initialAnswer } from '#web/lib/initial-data.ts';

/** GET /api/v1/stats: members, visible events and years active (public; the server caches it a minute). */
export function getStats(signal?: AbortSignal): Promise<CommunityStats> {
  return api<CommunityStats>('/api/v1/stats', { signal });
}

export const statsQueryOptions = () =>
  queryOptions({
    queryKey: ['stats'],
    queryFn: ({ signal }) => getStats(signal),
    staleTime: 60_000,
    initialData: () => initialAnswer<CommunityStats>('/api/v1/stats', { forEveryone: true }),
  });

export function useStats() {
  return useQuery(statsQueryOptions());
}

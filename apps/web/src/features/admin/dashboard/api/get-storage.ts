import type { StorageUsage } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/dashboard/storage (admin token): the space the uploaded pictures take (docs/decisions/020). */
export function getStorage(signal?: AbortSignal): Promise<StorageUsage> {
  return api<StorageUsage>('/api/v1/dashboard/storage', { signal });
}

export const storageQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.adminDashboard.queryKey, 'storage'] as const,
    queryFn: ({ signal }) => getStorage(signal),
  });

export function useStorage() {
  return useQuery(storageQueryOptions());
}

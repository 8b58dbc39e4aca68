import type { CurrentUser } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/current-user (token): the signed-in member as the server knows them now. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api<CurrentUser>('/api/v1/current-user', { signal });
}

/** Keyed by the signed-in member's id, so another member signing in on this browser never reads a stale entry. */
export const currentUserQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...queryRoots.currentUser.queryKey, userId] as const,
    queryFn: ({ signal }) => getCurrentUser(signal),
  });

/** Fresh details of the signed-in member (docs/spec.md §7, GET /current-user); idle for guests. */
export function useCurrentUser(userId: number | null | undefined) {
  return useQuery({ ...currentUserQueryOptions(userId ?? 0), enabled: typeof userId === 'number' });
}

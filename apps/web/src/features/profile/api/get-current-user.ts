import type { CurrentUser } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** GET /api/v1/current-user (token): the signed-in member as the server knows them now. */
export function getCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return api<CurrentUser>('/api/v1/current-user', { signal });
}

export const currentUserQuery = () =>
  queryOptions({ queryKey: ['current-user'], queryFn: ({ signal }) => getCurrentUser(signal) });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

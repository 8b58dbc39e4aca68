import type { FullUser } from '@alumni/contract';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/user/{id} (token): the owner gets the full profile (email, phone, address included). */
export function getMyProfile(userId: number, signal?: AbortSignal): Promise<FullUser> {
  return api<FullUser>(`/api/v1/user/${userId}`, { signal });
}

/** The own profile; without `userId`, every cached copy (invalidated after a save; never fetched like that). */
export const myProfileQueryOptions = (userId?: number) =>
  queryOptions({
    queryKey: userId === undefined ? (['my-profile'] as const) : (['my-profile', userId] as const),
    queryFn: userId === undefined ? skipToken : ({ signal }) => getMyProfile(userId, signal),
  });

export function useMyProfile(userId: number) {
  return useQuery(myProfileQueryOptions(userId));
}

import type { FullUser } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** Every query of the own profile starts with this key (invalidated after a save). */
export const MY_PROFILE_KEY = ['my-profile'] as const;

/** GET /api/v1/user/{id} (token): the owner gets the full profile (email, phone, address included). */
export function getMyProfile(userId: number, signal?: AbortSignal): Promise<FullUser> {
  return api<FullUser>(`/api/v1/user/${userId}`, { signal });
}

export const myProfileQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: [...MY_PROFILE_KEY, userId],
    queryFn: ({ signal }) => getMyProfile(userId, signal),
  });

export function useMyProfile(userId: number) {
  return useQuery(myProfileQueryOptions(userId));
}

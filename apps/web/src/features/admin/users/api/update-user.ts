import type { FullUser, UpdateProfileInput } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';
import { adminUsersQueryOptions } from './get-admin-users.ts';

/**
 * PUT /api/v1/user (admin token) for another member: `id` names the target. Only the fields sent change;
 * the sub-record lists, about, skills, languages and socials are not sent, so the server leaves them as
 * they are.
 */
export function updateUser(body: UpdateProfileInput & { id: number }): Promise<FullUser> {
  return api<FullUser>('/api/v1/user', { method: 'PUT', body });
}

/**
 * After a save the users table refreshes; cached profiles are only marked stale (not refetched now: the
 * page swaps its own entry for the saved profile, and an old email/username key would answer 404).
 */
export function useUpdateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: queryRoots.user.queryKey, refetchType: 'none' }),
      ]),
  });
}

import type { CreateUserInput, FullUser } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';
import { adminUsersQueryOptions } from './get-admin-users.ts';

/** POST /api/v1/user (admin token): a new ROLE_USER member; answers the saved profile. */
export function createUser(body: CreateUserInput): Promise<FullUser> {
  return api<FullUser>('/api/v1/user', { method: 'POST', body });
}

/** The users table and the dashboard counts refresh after a member is added. */
export function useCreateUser() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: queryRoots.adminDashboard.queryKey }),
      ]),
  });
}

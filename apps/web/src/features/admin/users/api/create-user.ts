import type { CreateUserInput, FullUser } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { ADMIN_USERS_KEY } from './get-admin-users.ts';

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
        client.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        client.invalidateQueries({ queryKey: ['admin-dashboard'] }),
      ]),
  });
}

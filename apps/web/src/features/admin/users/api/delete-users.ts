import type { DeleteUsersBody } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { ADMIN_USERS_KEY } from './get-admin-users.ts';

/** PUT /api/v1/user/delete {userIds}: hard delete; the answer says how many were deleted. */
export function deleteUsers(body: DeleteUsersBody): Promise<{ deleted: number }> {
  return api<{ deleted: number }>('/api/v1/user/delete', { method: 'PUT', body });
}

/** Deletes, then waits for the table to refetch so the dialog closes on the new page. */
export function useDeleteUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteUsers,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        client.invalidateQueries({ queryKey: ['admin-dashboard'] }),
        client.invalidateQueries({ queryKey: ['user'] }),
      ]),
  });
}

import type { DeleteUsersBody } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';
import { adminUsersQueryOptions } from './get-admin-users.ts';

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
        client.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: queryRoots.adminDashboard.queryKey }),
        client.invalidateQueries({ queryKey: queryRoots.user.queryKey }),
      ]),
  });
}

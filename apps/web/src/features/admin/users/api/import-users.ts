import type { ImportUsersBody } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { importBatchesQueryOptions } from '#web/features/admin/users/invitations/api.ts';
import { api } from '#web/lib/api.ts';
import { adminUsersQueryOptions } from './get-admin-users.ts';

/** POST /api/v1/user/imports {users}: all rows or none; a 400 lists every bad row ('baris N'). */
export function importUsers(body: ImportUsersBody): Promise<{ imported: number }> {
  return api<{ imported: number }>('/api/v1/user/imports', { method: 'POST', body });
}

export function useImportUsers() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: importUsers,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: queryRoots.adminDashboard.queryKey }),
        client.invalidateQueries({ queryKey: importBatchesQueryOptions().queryKey }),
      ]),
  });
}

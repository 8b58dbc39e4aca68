import type { UserListItemAdmin } from '@alumni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import type { AdminUsersQuery } from '../user-list-params.ts';

export interface AdminUsersPage {
  total: number;
  datas: UserListItemAdmin[];
}

/** GET /api/v1/user with the admin's token: the admin fields (email, phone, role, registration date). */
export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUsersPage> {
  return api<AdminUsersPage>('/api/v1/user', { query, signal });
}

export const ADMIN_USERS_KEY = ['admin-users'] as const;

export const adminUsersQueryOptions = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: [...ADMIN_USERS_KEY, query],
    queryFn: ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the users table; the previous page stays shown (dimmed) while the next one loads. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersQueryOptions(query));
}

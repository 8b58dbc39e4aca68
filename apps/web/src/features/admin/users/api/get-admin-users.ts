import type { ListPage, UserListItemAdmin } from '@alumni/contract';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminUsersQuery } from '#web/features/admin/users/user-list-params.ts';
import { api } from '#web/lib/api.ts';

export type AdminUsersPage = ListPage<UserListItemAdmin>;

/** GET /api/v1/user with the admin's token: the admin fields (email, phone, role, registration date). */
export function getAdminUsers(query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUsersPage> {
  return api<AdminUsersPage>('/api/v1/user', { query, signal });
}

/** One page of the table; without `query`, every page (invalidate only: never fetched like that). */
export const adminUsersQueryOptions = (query?: AdminUsersQuery) =>
  queryOptions({
    queryKey: query === undefined ? (['admin-users'] as const) : (['admin-users', query] as const),
    queryFn: query === undefined ? skipToken : ({ signal }) => getAdminUsers(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the users table; the previous page stays shown (dimmed) while the next one loads. */
export function useAdminUsers(query: AdminUsersQuery) {
  return useQuery(adminUsersQueryOptions(query));
}

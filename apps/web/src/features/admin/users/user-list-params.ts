import type { UserSort } from '@alumni/contract';
import { ADMIN_PAGE_SIZE, type ListParams } from '#web/components/admin/list-params.ts';
import { INVITE_TEXT } from './invitations/invitation-text.ts';
import { USER_LIST_TEXT as T } from './user-list-text.ts';

/**
 * The sort filter of /admin/user (docs/spec.md §9: all, A-Z, Z-A, creation date). The values are the API's
 * own sortBy: 'all' is newest registration first, 'createdDate' oldest first (packages/contract users.ts).
 */
export const USER_SORTS = [
  { value: 'all', label: T.sorts.all },
  { value: 'az', label: T.sorts.az },
  { value: 'za', label: T.sorts.za },
  { value: 'createdDate', label: T.sorts.createdDate },
] as const satisfies readonly { value: UserSort; label: string }[];

export const USER_SORT_VALUES: readonly UserSort[] = USER_SORTS.map((s) => s.value);
export const DEFAULT_USER_SORT: UserSort = 'all';

export type UserListParams = ListParams<UserSort>;

/** GET /api/v1/user query of a page of the table. */
export type AdminUsersQuery = {
  offset: number;
  limit: number;
  sortBy: UserSort;
  username?: string;
  status?: UserStatusFilter;
};

/** The 'Status' filter (docs/decisions/014): every account, or only the members who never set a password. */
export type UserStatusFilter = 'inactive';
export const USER_STATUS_FILTERS = [
  { value: 'all', label: INVITE_TEXT.filters.all },
  { value: 'inactive', label: INVITE_TEXT.filters.inactive },
] as const;

/** ?status=inactive in the URL; anything else is every account. */
export const readStatusFilter = (search: URLSearchParams): UserStatusFilter | undefined =>
  search.get('status') === 'inactive' ? 'inactive' : undefined;

export function toUsersQuery(p: UserListParams, status?: UserStatusFilter): AdminUsersQuery {
  return { offset: p.page, limit: ADMIN_PAGE_SIZE, sortBy: p.sort, username: p.q || undefined, status };
}

/** GET /api/v1/export/users: the whole list under the same search and sort, no page (docs/decisions/015). */
export function toUsersExportQuery(
  p: UserListParams,
  status?: 'inactive',
): { sortBy: UserSort; username?: string; status?: 'inactive' } {
  return { sortBy: p.sort, username: p.q || undefined, ...(status ? { status } : {}) };
}

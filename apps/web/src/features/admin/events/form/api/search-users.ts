import type { ListPage } from '@alumni/contract';
import { USER_LIST_MAX_LIMIT, type UserListItemPublic } from '@alumni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/**
 * GET /api/v1/user?offset=1&limit=100&username= (docs/spec.md §7: the event form's picker asks for 100):
 * members whose username or name contains the text.
 */
export function searchUsers(text: string, signal?: AbortSignal): Promise<ListPage<UserListItemPublic>> {
  return api('/api/v1/user', { query: { offset: 1, limit: USER_LIST_MAX_LIMIT, username: text }, signal });
}

export const userSearchQueryOptions = (text: string) =>
  queryOptions({
    queryKey: ['event-form-user-search', text],
    queryFn: ({ signal }) => searchUsers(text, signal),
    staleTime: 30_000,
  });

/** Runs only for a non-empty text; the previous answer stays while the next one loads. */
export function useUserSearch(text: string) {
  return useQuery({
    ...userSearchQueryOptions(text),
    enabled: text !== '',
    placeholderData: keepPreviousData,
  });
}

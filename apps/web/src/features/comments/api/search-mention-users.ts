import type { UserListItemPublic, UserListResult } from '@alumni/contract';
import { MENTION_SUGGESTION_LIMIT } from '@alumni/contract/constants';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** docs/spec.md §7: mention suggestions ask GET /user with offset 0, limit 5 and the typed username. */
export function searchMentionUsers(username: string, signal?: AbortSignal): Promise<UserListItemPublic[]> {
  return api<UserListResult['result']>('/api/v1/user', {
    query: { offset: 0, limit: MENTION_SUGGESTION_LIMIT, username },
    signal,
  }).then((r) => r.datas.slice(0, MENTION_SUGGESTION_LIMIT));
}

export const mentionUsersQueryOptions = (username: string) =>
  queryOptions({
    queryKey: ['mention-users', username.toLowerCase()],
    queryFn: async ({ signal }) => {
      try {
        return await searchMentionUsers(username, signal);
      } catch (error) {
        // docs/spec.md §8: a failed mention lookup is only logged; the member keeps typing.
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          console.warn('Saran anggota gagal dimuat', error);
        return [];
      }
    },
    staleTime: 60_000,
    retry: false,
  });

/** `username` null: no lookup (no mention is being typed). The previous list stays while the next loads. */
export function useMentionUsers(username: string | null) {
  return useQuery({
    ...mentionUsersQueryOptions(username ?? ''),
    enabled: username !== null,
    placeholderData: keepPreviousData,
  });
}

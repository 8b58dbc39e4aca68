import type { MemoriesResult, Memory } from '@alumni/contract';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

type Memories = MemoriesResult['result'];

/** Every memorial of one member (signed in or not), for invalidation. */
const memoriesOf = (userId: number) =>
  queryOptions({ queryKey: ['memories', userId] as const, queryFn: skipToken });

export const memoriesQueryOptions = (userId: number, signedIn: boolean) =>
  queryOptions({
    queryKey: ['memories', userId, signedIn] as const,
    queryFn: ({ signal }) => api<Memories>(`/api/v1/user/${userId}/memories`, { signal }),
  });

/** GET /api/v1/user/{id}/memories: the memorial and the messages the reader may see. */
export const useMemories = (userId: number, signedIn: boolean) =>
  useQuery(memoriesQueryOptions(userId, signedIn));

export function useAddMemory(userId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (content: string) =>
      api<Memory>(`/api/v1/user/${userId}/memories`, { method: 'POST', body: { content } }),
    onSuccess: () => client.invalidateQueries({ queryKey: memoriesOf(userId).queryKey }),
  });
}

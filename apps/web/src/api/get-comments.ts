import type { CommentListResult } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

type CommentPage = CommentListResult['result'];

/** The spec's client asks for every thread at once (offset 1, limit 10000); the server caps the page. */
const ALL = { offset: 1, limit: 10000 } as const;

/** GET /api/v2/comment (token): an event's threads, newest first, each with its replies oldest first. */
export function getComments(eventId: number, signal?: AbortSignal): Promise<CommentPage> {
  return api<CommentPage>('/api/v2/comment', { query: { ...ALL, eventId }, signal });
}

export const commentsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: ['comments', eventId] as const,
    queryFn: ({ signal }) => getComments(eventId, signal),
  });

export function useComments(eventId: number) {
  return useQuery(commentsQueryOptions(eventId));
}

import type { EventDetail } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '#web/lib/api.ts';
import { initialAnswer } from '#web/lib/initial-data.ts';

/** GET /api/v1/event/{id} (token when signed in): the description and creator email need a session. */
export function getEventDetail(id: number, signal?: AbortSignal): Promise<EventDetail> {
  return api<EventDetail>(`/api/v1/event/${id}`, { signal });
}

/**
 * `viewer` keys the copy by who asked: a visitor's answer has no description, a member's has. Without
 * `viewer` the key names every cached copy of the event (invalidate, remove, setQueriesData: it is never
 * fetched like that), so callers take keys only from `.queryKey` (docs/decisions/012).
 */
export const eventDetailQueryOptions = (id: number, viewer?: number | 'guest') =>
  queryOptions({
    queryKey:
      viewer === undefined ? (['event-detail', id] as const) : (['event-detail', id, viewer] as const),
    queryFn: ({ signal }) => getEventDetail(id, signal),
    // A visitor's copy arrives in the HTML (lib/initial-data.ts; the view is counted by a request after it).
    initialData: () => (viewer === 'guest' ? initialAnswer<EventDetail>(`/api/v1/event/${id}`) : undefined),
    // A 404 (missing, deleted, draft) is an answer, not a hiccup: no retry before leaving for /404.
    retry: (failures, error) => !(error instanceof ApiError && error.status > 0) && failures < 2,
  });

export function useEventDetail(id: number, viewer: number | 'guest', enabled: boolean) {
  return useQuery({ ...eventDetailQueryOptions(id, viewer), enabled });
}

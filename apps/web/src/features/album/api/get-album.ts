import type { AlbumPage } from '@alumni/contract';
import { type InfiniteData, infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ApiError, api } from '#web/lib/api.ts';

/** GET /api/v1/event/{id}/photos (token when signed in): one page of the album, newest first. */
export function getAlbumPage(
  eventId: number,
  before: number | null,
  signal?: AbortSignal,
): Promise<AlbumPage> {
  return api<AlbumPage>(`/api/v1/event/${eventId}/photos`, {
    query: { before: before ?? undefined },
    signal,
  });
}

/**
 * `viewer` keys the copy by who asked (a visitor, a member, an admin see different photos and rights); without
 * it the key names every cached copy of the album (for invalidation only, docs/decisions/012).
 */
export const albumQueryOptions = (eventId: number, viewer?: number | 'guest') =>
  infiniteQueryOptions({
    queryKey: viewer === undefined ? (['album', eventId] as const) : (['album', eventId, viewer] as const),
    queryFn: ({ pageParam, signal }) => getAlbumPage(eventId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    // A private album for a visitor (401) or a gone event (404) is an answer, not a hiccup.
    retry: (failures, error) => !(error instanceof ApiError && error.status > 0) && failures < 2,
  });

export type AlbumData = InfiniteData<AlbumPage, number | null>;

export function useAlbum(eventId: number, viewer: number | 'guest') {
  return useInfiniteQuery(albumQueryOptions(eventId, viewer));
}

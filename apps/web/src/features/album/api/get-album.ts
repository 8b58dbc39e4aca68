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

/** `viewer` keys the copy by who asked (a visitor, a member, an admin see different photos and rights). */
export const albumQueryOptions = (eventId: number, viewer: number | 'guest') =>
  infiniteQueryOptions({
    queryKey: ['album', eventId, viewer] as const,
    queryFn: ({ pageParam, signal }) => getAlbumPage(eventId, pageParam, signal),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next,
    // A private album for a visitor (401) or a gone event (404) is an answer, not a hiccup.
    retry: (failures, error) => !(error instanceof ApiError && error.status > 0) && failures < 2,
  });

/** Every cached copy of one event's album, for invalidation after a change. */
export const albumKey = (eventId: number) => ['album', eventId] as const;

export type AlbumData = InfiniteData<AlbumPage, number | null>;

export function useAlbum(eventId: number, viewer: number | 'guest') {
  return useInfiniteQuery(albumQueryOptions(eventId, viewer));
}

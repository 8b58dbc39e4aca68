import type { JoinedEventItem, ListPage } from '@alumni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';
import { eventsQueryOptions } from './get-events.ts';

/** docs/spec.md §9: participated and created events, 10 per page. */
export const USER_EVENTS_PAGE_SIZE = 10;

export type JoinedEventsPage = ListPage<JoinedEventItem>;

/**
 * GET /api/v1/event-participant/get-by-user: the events a member joined ('Riwayat Acara'), upcoming first; on
 * one's own, also the events whose waitlist one is in (`waitlistPosition`).
 */
export function getJoinedEvents(
  userId: number,
  page: number,
  signal?: AbortSignal,
): Promise<JoinedEventsPage> {
  return api<JoinedEventsPage>('/api/v1/event-participant/get-by-user', {
    query: { offset: page, limit: USER_EVENTS_PAGE_SIZE, userId },
    signal,
  });
}

export const joinedEventsQueryOptions = (userId: number, page: number) =>
  queryOptions({
    queryKey: [
      ...queryRoots.events.queryKey,
      'joined-by-user',
      { userId, page, limit: USER_EVENTS_PAGE_SIZE },
    ] as const,
    queryFn: ({ signal }) => getJoinedEvents(userId, page, signal),
  });

/** One page (from 1) of the events a member joined; the previous page stays shown while the next loads. */
export function useJoinedEvents(userId: number, page: number) {
  return useQuery({ ...joinedEventsQueryOptions(userId, page), placeholderData: keepPreviousData });
}

/** GET /api/v1/event?userId: the events a member created ('Acara Dibuat'; drafts only for admins). */
export const createdEventsQueryOptions = (userId: number, page: number) =>
  eventsQueryOptions({ offset: page, limit: USER_EVENTS_PAGE_SIZE, userId });

export function useCreatedEvents(userId: number, page: number) {
  return useQuery({ ...createdEventsQueryOptions(userId, page), placeholderData: keepPreviousData });
}

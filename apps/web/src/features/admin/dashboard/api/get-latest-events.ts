import { queryOptions, useQuery } from '@tanstack/react-query';
import { type EventsPage, getEvents } from '#web/api/get-events.ts';
import { queryRoots } from '#web/api/query-roots.ts';

/** docs/spec.md §9: admin tables show 10 rows. */
export const LATEST_EVENTS_LIMIT = 10;

/**
 * GET /api/v1/event?offset=1&limit=10&sortBy=createdDate&sortValue=DESC with the admin's token: the newest
 * events of every status (admins see DRAFT too).
 */
export function getLatestEvents(signal?: AbortSignal): Promise<EventsPage> {
  return getEvents(
    { offset: 1, limit: LATEST_EVENTS_LIMIT, sortBy: 'createdDate', sortValue: 'DESC' },
    signal,
  );
}

export const latestEventsQueryOptions = () =>
  queryOptions({
    queryKey: [...queryRoots.adminDashboard.queryKey, 'latest-events'] as const,
    queryFn: ({ signal }) => getLatestEvents(signal),
  });

export function useLatestEvents() {
  return useQuery(latestEventsQueryOptions());
}

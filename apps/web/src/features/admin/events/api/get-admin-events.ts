import type { EventItem, ListPage } from '@alumni/contract';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { AdminEventsQuery } from '#web/features/admin/events/event-list-params.ts';
import { api } from '#web/lib/api.ts';

export type AdminEventsPage = ListPage<EventItem>;

/** GET /api/v1/event with the admin's token: DRAFT events included unless `status` narrows it. */
export function getAdminEvents(query: AdminEventsQuery, signal?: AbortSignal): Promise<AdminEventsPage> {
  return api<AdminEventsPage>('/api/v1/event', { query, signal });
}

/** One page of the table; without `query`, every page (invalidate only: never fetched like that). */
export const adminEventsQueryOptions = (query?: AdminEventsQuery) =>
  queryOptions({
    queryKey: query === undefined ? (['admin-events'] as const) : (['admin-events', query] as const),
    queryFn: query === undefined ? skipToken : ({ signal }) => getAdminEvents(query, signal),
    placeholderData: keepPreviousData,
  });

/** One page of the events table; the previous page stays shown (dimmed) while the next one loads. */
export function useAdminEvents(query: AdminEventsQuery) {
  return useQuery(adminEventsQueryOptions(query));
}

import type { EventItem, EventSortBy, EventSortValue, ListPage } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '#web/lib/api.ts';
import { initialAnswer, memberPlaceholder } from '#web/lib/initial-data.ts';
import { queryRoots } from './query-roots.ts';

/** GET /api/v1/event filters. `offset` is the 1-based page, `limit` the page size (docs/spec.md §7). */
export interface EventsParams {
  offset: number;
  limit: number;
  categoryId?: number;
  groupId?: number;
  search?: string;
  userId?: number;
  /** Leaves this event out (related events on the detail page). */
  excludeId?: number;
  sortBy?: EventSortBy;
  sortValue?: EventSortValue;
}

export type EventsPage = ListPage<EventItem>;

/** GET /api/v1/event (token when signed in): one page of visible events and the total before paging. */
export function getEvents(params: EventsParams, signal?: AbortSignal): Promise<EventsPage> {
  return api<EventsPage>('/api/v1/event', { query: eventsQueryString(params), signal });
}

function eventsQueryString(params: EventsParams) {
  const { offset, limit, categoryId, groupId, search, userId, excludeId, sortBy, sortValue } = params;
  return {
    offset,
    limit,
    categoryId,
    groupId,
    search: search?.trim() || undefined,
    userId,
    excludeId,
    sortBy,
    sortValue,
  };
}

/** Normalised so that equal filters share one cache entry whatever the order or blank fields. */
function eventsKey(params: EventsParams) {
  return [
    ...queryRoots.events.queryKey,
    {
      offset: params.offset,
      limit: params.limit,
      categoryId: params.categoryId ?? null,
      groupId: params.groupId ?? null,
      search: params.search?.trim() || null,
      userId: params.userId ?? null,
      excludeId: params.excludeId ?? null,
      sortBy: params.sortBy ?? null,
      sortValue: params.sortValue ?? null,
    },
  ] as const;
}

const eventsUrl = (params: EventsParams) => withQuery('/api/v1/event', eventsQueryString(params));

export const eventsQueryOptions = (params: EventsParams) =>
  queryOptions({
    queryKey: eventsKey(params),
    queryFn: ({ signal }) => getEvents(params, signal),
    // A visitor's first page arrives in the HTML (lib/initial-data.ts).
    initialData: () => initialAnswer<EventsPage>(eventsUrl(params)),
  });

/**
 * One page of events. While the next page loads the previous one stays in `data` (`isPlaceholderData`
 * tells them apart), so paging never flashes an empty grid.
 */
export function useEvents(params: EventsParams, options: { enabled?: boolean } = {}) {
  return useQuery({
    ...eventsQueryOptions(params),
    // keepPreviousData, and on a member's first page the visitor's list the server rendered (lib/initial-data.ts).
    placeholderData: (previous: EventsPage | undefined) =>
      previous ?? memberPlaceholder<EventsPage>(eventsUrl(params)),
    enabled: options.enabled ?? true,
  });
}

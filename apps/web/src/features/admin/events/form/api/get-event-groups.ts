import type { EventGroup, ListPage } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export type GroupsPage = ListPage<EventGroup>;

/** GET /api/v1/event-group?offset=0&limit=99999 (docs/spec.md §7): every group, for the CONTINUED picker. */
export function getEventGroups(signal?: AbortSignal): Promise<GroupsPage> {
  return api<GroupsPage>('/api/v1/event-group', { query: { offset: 0, limit: 99999 }, signal });
}

export const eventGroupsQueryOptions = () =>
  queryOptions({ queryKey: ['event-groups'] as const, queryFn: ({ signal }) => getEventGroups(signal) });

export function useEventGroups() {
  return useQuery(eventGroupsQueryOptions());
}

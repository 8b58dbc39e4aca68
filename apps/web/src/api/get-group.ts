import type { EventGroup } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/event-group/{id}: the group's names and 4:1 image. */
export function getGroup(id: number, signal?: AbortSignal): Promise<EventGroup> {
  return api<EventGroup>(`/api/v1/event-group/${encodeURIComponent(String(id))}`, { signal });
}

export const groupQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['event-group', id],
    queryFn: ({ signal }) => getGroup(id, signal),
    staleTime: 5 * 60_000,
  });

/** The group, or nothing while `id` is absent (not filtering by group). */
export function useGroup(id: number | null | undefined) {
  return useQuery({
    ...groupQueryOptions(id ?? 0),
    enabled: typeof id === 'number' && Number.isInteger(id) && id > 0,
  });
}

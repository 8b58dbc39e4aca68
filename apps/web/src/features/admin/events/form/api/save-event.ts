import type { CreateEventInput, EventDetail, UpdateEventInput } from '@alumni/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventDetailQueryOptions } from '#web/api/get-event-detail.ts';
import { queryRoots } from '#web/api/query-roots.ts';
import { adminEventsQueryOptions } from '#web/features/admin/events/api/get-admin-events.ts';
import { api } from '#web/lib/api.ts';
import { eventGroupsQueryOptions } from './get-event-groups.ts';

/** POST /api/v1/event (admin token): the saved event as the admin sees it. */
export const createEvent = (body: CreateEventInput) =>
  api<EventDetail>('/api/v1/event', { method: 'POST', body });

/** PUT /api/v1/event (admin token): only the fields that changed. */
export const updateEvent = (body: UpdateEventInput) =>
  api<EventDetail>('/api/v1/event', { method: 'PUT', body });

/** Every cached view of events (lists, details, dashboard, groups, log) is stale after a save. */
function refreshAfterSave(client: QueryClient, saved: EventDetail) {
  return Promise.all([
    client.invalidateQueries({ queryKey: eventDetailQueryOptions(saved.id).queryKey }),
    client.invalidateQueries({ queryKey: queryRoots.events.queryKey }),
    client.invalidateQueries({ queryKey: adminEventsQueryOptions().queryKey }),
    client.invalidateQueries({ queryKey: queryRoots.adminDashboard.queryKey }),
    client.invalidateQueries({ queryKey: queryRoots.adminActivityLog.queryKey }),
    client.invalidateQueries({ queryKey: eventGroupsQueryOptions().queryKey }),
  ]);
}

export function useCreateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (saved) => void refreshAfterSave(client, saved),
  });
}

export function useUpdateEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: (saved) => void refreshAfterSave(client, saved),
  });
}

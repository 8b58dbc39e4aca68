import type { CreateEventInput, EventDetail, UpdateEventInput } from '@alumni/contract';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { eventDetailQueryOptions } from '#web/api/get-event-detail.ts';
import { api } from '#web/lib/api.ts';
import { EVENT_GROUPS_KEY } from './get-event-groups.ts';

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
    client.invalidateQueries({ queryKey: ['events'] }),
    client.invalidateQueries({ queryKey: ['admin-events'] }),
    client.invalidateQueries({ queryKey: ['admin-dashboard'] }),
    client.invalidateQueries({ queryKey: ['admin-activity-log'] }),
    client.invalidateQueries({ queryKey: EVENT_GROUPS_KEY }),
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

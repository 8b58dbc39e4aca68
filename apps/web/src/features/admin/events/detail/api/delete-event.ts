import type { DeleteEventsResult } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../../../lib/api.ts';

type Deleted = DeleteEventsResult['result'];

/** PUT /api/v1/event/delete {eventIds: [id]} (token; admin): soft-deletes one event. */
export function deleteEvent(id: number): Promise<Deleted> {
  return api<Deleted>('/api/v1/event/delete', { method: 'PUT', body: { eventIds: [id] } });
}

/** The page decides what happens next (leave for the list, refresh caches), so no cache work here. */
export function useDeleteEvent() {
  return useMutation({ mutationFn: deleteEvent });
}

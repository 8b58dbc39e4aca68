import type { DeleteEventsBody } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { ADMIN_EVENTS_KEY } from './get-admin-events.ts';

/** PUT /api/v1/event/delete {eventIds}: soft delete; the answer says how many were deleted. */
export function deleteEvents(body: DeleteEventsBody): Promise<{ deleted: number }> {
  return api<{ deleted: number }>('/api/v1/event/delete', { method: 'PUT', body });
}

/** Deletes, then waits for the table to refetch; public lists and the dashboard are refreshed too. */
export function useDeleteEvents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvents,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY }),
        client.invalidateQueries({ queryKey: ['admin-dashboard'] }),
        client.invalidateQueries({ queryKey: ['events'] }),
      ]),
  });
}

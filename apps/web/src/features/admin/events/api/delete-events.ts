import type { DeleteEventsBody, DeleteEventsResult } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';
import { adminEventsQueryOptions } from './get-admin-events.ts';

type Deleted = DeleteEventsResult['result'];

/** PUT /api/v1/event/delete {eventIds} (token; admin): soft delete; the answer says how many were deleted. */
export function deleteEvents(body: DeleteEventsBody): Promise<Deleted> {
  return api<Deleted>('/api/v1/event/delete', { method: 'PUT', body });
}

/**
 * Deletes (the list's bulk 'Hapus' and the detail page's 'Hapus'), then waits for the admin table to
 * refetch; public lists and the dashboard are refreshed too. The detail page does the rest of its own
 * cache work once it has stopped reading the deleted event.
 */
export function useDeleteEvents() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteEvents,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminEventsQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: queryRoots.adminDashboard.queryKey }),
        client.invalidateQueries({ queryKey: queryRoots.events.queryKey }),
      ]),
  });
}

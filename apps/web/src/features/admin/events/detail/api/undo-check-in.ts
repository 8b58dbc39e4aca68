import type { CheckIn } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventDetailQueryOptions } from '#web/api/get-event-detail.ts';
import { participantsQueryOptions } from '#web/api/get-participants.ts';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';

/**
 * POST /api/v1/event-participant/check-in/undo {eventId, userId} (token; admin): the participant is no longer
 * 'Hadir' (an arrival marked by mistake); the registration stays. The server logs it.
 */
export function undoCheckIn(body: { eventId: number; userId: number }): Promise<CheckIn> {
  return api<CheckIn>('/api/v1/event-participant/check-in/undo', { method: 'POST', body });
}

export function useUndoCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => undoCheckIn({ eventId, userId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: participantsQueryOptions(eventId).queryKey }),
        queryClient.invalidateQueries({ queryKey: eventDetailQueryOptions(eventId).queryKey }),
        queryClient.invalidateQueries({ queryKey: queryRoots.attendanceSummary.queryKey }),
      ]),
  });
}

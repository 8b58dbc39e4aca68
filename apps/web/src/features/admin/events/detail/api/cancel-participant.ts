import type { Registration } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventDetailQueryOptions } from '#web/api/get-event-detail.ts';
import { participantsQueryOptions } from '#web/api/get-participants.ts';
import { api } from '#web/lib/api.ts';

/** POST /api/v1/event-participant/cancel {eventId, userId} (token; admin): cancels a member's attendance. */
export function cancelParticipant(body: { eventId: number; userId: number }): Promise<Registration> {
  return api<Registration>('/api/v1/event-participant/cancel', { method: 'POST', body });
}

/** Afterwards the participant pages and the event (its participant count) are read again. */
export function useCancelParticipant(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) => cancelParticipant({ eventId, userId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: participantsQueryOptions(eventId).queryKey }),
        queryClient.invalidateQueries({ queryKey: eventDetailQueryOptions(eventId).queryKey }),
      ]),
  });
}

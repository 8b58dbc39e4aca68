import type { CheckIn, CheckInBodyInput } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventDetailQueryOptions } from '#web/api/get-event-detail.ts';
import { participantsQueryOptions } from '#web/api/get-participants.ts';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';

/** POST /api/v1/event-participant/check-in {eventId, code} or {eventId, userId} (token; admin). */
export function checkIn(body: CheckInBodyInput): Promise<CheckIn> {
  return api<CheckIn>('/api/v1/event-participant/check-in', { method: 'POST', body });
}

/** POST /api/v1/event-participant/check-in/undo {eventId, userId} (token; admin). */
export function undoCheckIn(body: { eventId: number; userId: number }): Promise<CheckIn> {
  return api<CheckIn>('/api/v1/event-participant/check-in/undo', { method: 'POST', body });
}

/** After either, the participant pages (their 'Hadir' and 'N dari M hadir') read again. */
function useRefresh(eventId: number) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: participantsQueryOptions(eventId).queryKey }),
      queryClient.invalidateQueries({ queryKey: eventDetailQueryOptions(eventId).queryKey }),
      queryClient.invalidateQueries({ queryKey: queryRoots.attendanceSummary.queryKey }),
    ]);
}

export function useCheckIn(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (target: ({ code: string } | { userId: number }) & { arrived?: number }) =>
      checkIn({ eventId, ...target }),
    onSuccess: () => refresh(),
  });
}

export function useUndoCheckIn(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (userId: number) => undoCheckIn({ eventId, userId }),
    onSuccess: () => refresh(),
  });
}

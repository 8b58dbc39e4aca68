import type { Registration } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { applyRegistration, refreshAfterRegistration } from './refresh-after-registration.ts';

/** POST /api/v1/event-participant/canceled (token). 409 CREATOR_CANNOT_CANCEL / EVENT_FINISHED as ApiError. */
export function cancelRegistration(eventId: number): Promise<Registration> {
  return api<Registration>('/api/v1/event-participant/canceled', { method: 'POST', body: { eventId } });
}

export function useCancelRegistration(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => cancelRegistration(eventId),
    onSuccess: (r) => applyRegistration(client, eventId, r),
    onSettled: () => refreshAfterRegistration(client, eventId),
  });
}

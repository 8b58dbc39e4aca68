import type { Registration } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { applyRegistration, refreshAfterRegistration } from './refresh-after-registration.ts';

/** POST /api/v1/event-participant/register (token). 409 QUOTA_FULL / EVENT_FINISHED come back as ApiError. */
export function registerForEvent(eventId: number): Promise<Registration> {
  return api<Registration>('/api/v1/event-participant/register', { method: 'POST', body: { eventId } });
}

export function useRegisterForEvent(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => registerForEvent(eventId),
    onSuccess: (r) => applyRegistration(client, eventId, r),
    onSettled: () => refreshAfterRegistration(client, eventId),
  });
}

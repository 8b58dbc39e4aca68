import type { Registration } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { applyRegistration, refreshAfterRegistration } from './refresh-after-registration.ts';

/** The party sent with a registration (docs/decisions/031-companions.md); none = alone. */
export interface PartyBody {
  companions: number;
  companionNames?: string[];
}

/** POST /api/v1/event-participant/register (token). 409 QUOTA_FULL / EVENT_FINISHED come back as ApiError. */
export function registerForEvent(eventId: number, party?: PartyBody): Promise<Registration> {
  return api<Registration>('/api/v1/event-participant/register', {
    method: 'POST',
    body: { eventId, ...(party && party.companions > 0 ? party : {}) },
  });
}

export function useRegisterForEvent(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (party?: PartyBody) => registerForEvent(eventId, party),
    onSuccess: (r, party) => applyRegistration(client, eventId, r, party?.companions ?? 0),
    onSettled: () => refreshAfterRegistration(client, eventId),
  });
}

/** POST /api/v1/event-participant/companions (token): 'Ubah jumlah pendamping'. 409 when the seats do not allow it. */
export function changeCompanions(eventId: number, party: PartyBody): Promise<Registration> {
  return api<Registration>('/api/v1/event-participant/companions', {
    method: 'POST',
    body: { eventId, ...party },
  });
}

export function useChangeCompanions(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (party: PartyBody) => changeCompanions(eventId, party),
    onSuccess: (r, party) => applyRegistration(client, eventId, r, party.companions),
    onSettled: () => refreshAfterRegistration(client, eventId),
  });
}

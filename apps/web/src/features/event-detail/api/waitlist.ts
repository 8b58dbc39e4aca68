import type { EventDetail, WaitlistStatus } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventDetailQueryOptions } from '#web/api/get-event-detail.ts';
import { api } from '#web/lib/api.ts';
import { refreshAfterRegistration } from './refresh-after-registration.ts';
import type { PartyBody } from './register-event.ts';

/**
 * POST /api/v1/event-participant/waitlist (token): into the line of a full event (docs/decisions/013) with the
 * party that waits for its seats together (docs/decisions/035-waitlist-parties.md); none = alone.
 */
export function joinWaitlist(eventId: number, party?: PartyBody): Promise<WaitlistStatus> {
  return api<WaitlistStatus>('/api/v1/event-participant/waitlist', {
    method: 'POST',
    body: { eventId, ...(party && party.companions > 0 ? party : {}) },
  });
}

/** POST /api/v1/event-participant/waitlist/leave (token). */
export function leaveWaitlist(eventId: number): Promise<WaitlistStatus> {
  return api<WaitlistStatus>('/api/v1/event-participant/waitlist/leave', {
    method: 'POST',
    body: { eventId },
  });
}

/** The server's answer goes into the cached detail at once, so the panel changes without waiting. */
function applyWaitlist(client: ReturnType<typeof useQueryClient>, eventId: number, r: WaitlistStatus) {
  client.setQueriesData<EventDetail>({ queryKey: eventDetailQueryOptions(eventId).queryKey }, (old) =>
    old
      ? {
          ...old,
          waitlistPosition: r.waitlistPosition,
          waitlistCompanions: r.companions,
          totalParticipant: r.totalParticipant,
        }
      : old,
  );
}

export function useJoinWaitlist(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (party?: PartyBody) => joinWaitlist(eventId, party),
    onSuccess: (r) => applyWaitlist(client, eventId, r),
    onSettled: () => refreshAfterRegistration(client, eventId),
  });
}

export function useLeaveWaitlist(eventId: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => leaveWaitlist(eventId),
    onSuccess: (r) => applyWaitlist(client, eventId, r),
    onSettled: () => refreshAfterRegistration(client, eventId),
  });
}

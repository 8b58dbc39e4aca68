import type { Registration } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { eventDetailQueryOptions } from '#web/api/get-event-detail.ts';
import { participantsQueryOptions } from '#web/api/get-participants.ts';
import { ApiError, api } from '#web/lib/api.ts';

/** POST /api/v1/event-participant/register-on-behalf {eventId, userId, overQuota?} (token; admin). */
export function registerOnBehalf(body: {
  eventId: number;
  userId: number;
  overQuota?: boolean;
  /** The member's companions (docs/decisions/031-companions.md). */
  companions?: number;
}): Promise<Registration> {
  return api<Registration>('/api/v1/event-participant/register-on-behalf', { method: 'POST', body });
}

/**
 * The refusals the admin may override with 'Tetap tambahkan' (and only those): a full quota, or free seats held
 * for the waitlist's first party (docs/decisions/035-waitlist-parties.md, Follow-up), whose message names the line.
 */
export function overridableRefusal(
  error: unknown,
): { kind: 'quota' } | { kind: 'line'; message: string } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'QUOTA_FULL') return { kind: 'quota' };
  if (error.code === 'SEATS_HELD_FOR_LINE') return { kind: 'line', message: error.message };
  return null;
}

export function useRegisterOnBehalf(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { userId: number; overQuota?: boolean; companions?: number }) =>
      registerOnBehalf({ eventId, ...v }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: participantsQueryOptions(eventId).queryKey }),
        queryClient.invalidateQueries({ queryKey: eventDetailQueryOptions(eventId).queryKey }),
      ]),
  });
}

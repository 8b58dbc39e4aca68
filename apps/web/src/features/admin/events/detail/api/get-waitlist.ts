import type { WaitlistListResult } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { participantsQueryOptions } from '#web/api/get-participants.ts';
import { api } from '#web/lib/api.ts';

export type Waitlist = WaitlistListResult['result'];

/** GET /api/v1/event-participant/waitlist?eventId= (token; admin): the line of a full event, first first. */
export function getWaitlist(eventId: number, signal?: AbortSignal): Promise<Waitlist> {
  return api<Waitlist>('/api/v1/event-participant/waitlist', { query: { eventId }, signal });
}

/** Under the participants' key: every change to the participants (a cancel, a promotion) reads it again. */
export const waitlistQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: [...participantsQueryOptions(eventId).queryKey, 'waitlist'] as const,
    queryFn: ({ signal }) => getWaitlist(eventId, signal),
  });

export function useWaitlist(eventId: number) {
  return useQuery(waitlistQueryOptions(eventId));
}

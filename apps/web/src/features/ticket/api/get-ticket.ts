import type { Ticket } from '@alumni/contract';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '#web/lib/api.ts';
import { cacheTicket, forgetTicket, readCachedTicket } from '#web/lib/ticket-cache.ts';

/** GET /api/v1/event-participant/ticket?eventId= (token): the member's own ticket. */
export function getTicket(eventId: number, signal?: AbortSignal): Promise<Ticket> {
  return api<Ticket>('/api/v1/event-participant/ticket', { query: { eventId }, signal });
}

export const ticketKey = (eventId: number, userId: number) => ['ticket', eventId, userId] as const;

/**
 * The ticket, shown at once from the device's copy and refreshed from the server. Without a network the
 * copy stays on screen (a failed refresh keeps the data); a 404 (no seat any more) drops the copy.
 */
export function useTicket(eventId: number, userId: number) {
  return useQuery({
    queryKey: ticketKey(eventId, userId),
    queryFn: async ({ signal }) => {
      try {
        const ticket = await getTicket(eventId, signal);
        cacheTicket(userId, ticket);
        return ticket;
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) forgetTicket(userId, eventId);
        throw e;
      }
    },
    initialData: () => readCachedTicket(userId, eventId),
    // The copy is shown but still checked against the server (check-in time, cancellation).
    initialDataUpdatedAt: 0,
    retry: (count, e) => !(e instanceof ApiError && e.status > 0) && count < 2,
    networkMode: 'always',
  });
}

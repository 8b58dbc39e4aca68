import type { EventDetail, Registration } from '@alumni/contract';
import type { QueryClient } from '@tanstack/react-query';
import { eventDetailQueryOptions } from '#web/api/get-event-detail.ts';
import { participantsQueryOptions } from '#web/api/get-participants.ts';
import { queryRoots } from '#web/api/query-roots.ts';

/** The server's answer goes into the cached detail at once, so the button changes without waiting. */
export function applyRegistration(
  client: QueryClient,
  eventId: number,
  r: Registration,
  companions?: number,
) {
  client.setQueriesData<EventDetail>({ queryKey: eventDetailQueryOptions(eventId).queryKey }, (old) =>
    old
      ? {
          ...old,
          isRegistered: r.registered,
          totalParticipant: r.totalParticipant,
          // The member's own party (docs/decisions/031-companions.md); the refetch brings the names.
          ...(companions !== undefined ? { companions: r.registered ? companions : null } : {}),
          // A waiting party changed (docs/decisions/035-waitlist-parties.md): still in line, or just seated.
          ...(r.waitlistPosition != null
            ? { waitlistPosition: r.waitlistPosition, waitlistCompanions: companions ?? 0 }
            : r.registered
              ? { waitlistPosition: null, waitlistCompanions: null }
              : {}),
        }
      : old,
  );
}

/**
 * After a register or cancel (successful or refused: a 409 means our copy was stale), the event's
 * detail and participant pages are refetched, and event lists (their seat counts) marked stale.
 */
export function refreshAfterRegistration(client: QueryClient, eventId: number) {
  return Promise.all([
    client.invalidateQueries({ queryKey: eventDetailQueryOptions(eventId).queryKey }),
    client.invalidateQueries({ queryKey: participantsQueryOptions(eventId).queryKey }),
    client.invalidateQueries({ queryKey: queryRoots.events.queryKey, refetchType: 'none' }),
  ]);
}

import type { CurrentParticipantsResult } from '@alumni/contract';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '#web/lib/api.ts';
import { initialAnswer } from '#web/lib/initial-data.ts';

export type ParticipantsPage = CurrentParticipantsResult['result'];

export interface ParticipantsParams {
  eventId: number;
  /** 1-based page. */
  offset: number;
  limit: number;
  name?: string;
}

/** GET /api/v1/event-participant/get-current: in registration order; visitors get at most 3, no search. */
export function getParticipants(p: ParticipantsParams, signal?: AbortSignal): Promise<ParticipantsPage> {
  return api<ParticipantsPage>(PARTICIPANTS_PATH, { query: participantsQueryString(p), signal });
}

const PARTICIPANTS_PATH = '/api/v1/event-participant/get-current';

function participantsQueryString(p: ParticipantsParams) {
  return { eventId: p.eventId, offset: p.offset, limit: p.limit, name: p.name?.trim() || undefined };
}

/**
 * One page of an event's participants, keyed by who asks. Without `page` the key names every page of the
 * event (invalidated after register/cancel; never fetched like that), so callers take keys only from
 * `.queryKey` (docs/decisions/012).
 */
export const participantsQueryOptions = (
  eventId: number,
  page?: Omit<ParticipantsParams, 'eventId'>,
  viewer?: number | 'guest',
) =>
  queryOptions({
    queryKey:
      page === undefined
        ? (['event-participants', eventId] as const)
        : ([
            'event-participants',
            eventId,
            {
              offset: page.offset,
              limit: page.limit,
              name: page.name?.trim() || null,
              viewer: viewer ?? 'guest',
            },
          ] as const),
    queryFn: page === undefined ? skipToken : ({ signal }) => getParticipants({ eventId, ...page }, signal),
    // A visitor's first faces arrive in the HTML (lib/initial-data.ts).
    initialData: () =>
      page !== undefined && (viewer ?? 'guest') === 'guest'
        ? initialAnswer<ParticipantsPage>(
            withQuery(PARTICIPANTS_PATH, participantsQueryString({ eventId, ...page })),
          )
        : undefined,
  });

/** One page; the previous page stays on screen while the next loads (no flash while paging/searching). */
export function useParticipants(p: ParticipantsParams, viewer: number | 'guest') {
  return useQuery({ ...participantsQueryOptions(p.eventId, p, viewer), placeholderData: keepPreviousData });
}

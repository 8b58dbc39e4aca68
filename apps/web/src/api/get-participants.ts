import type { CurrentParticipantsResult } from '@alumni/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '../lib/api.ts';
import { initialAnswer } from '../lib/initial-data.ts';

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

/** Prefix of every participants page of one event (invalidated after register/cancel). */
export const participantsKey = (eventId: number) => ['event-participants', eventId] as const;

export const participantsQuery = (p: ParticipantsParams, viewer: number | 'guest') =>
  queryOptions({
    queryKey: [
      ...participantsKey(p.eventId),
      { offset: p.offset, limit: p.limit, name: p.name?.trim() || null, viewer },
    ] as const,
    queryFn: ({ signal }) => getParticipants(p, signal),
    // A visitor's first faces arrive in the HTML (lib/initial-data.ts).
    initialData: () =>
      viewer === 'guest'
        ? initialAnswer<ParticipantsPage>(withQuery(PARTICIPANTS_PATH, participantsQueryString(p)))
        : undefined,
  });

/** One page; the previous page stays on screen while the next loads (no flash while paging/searching). */
export function useParticipants(p: ParticipantsParams, viewer: number | 'guest') {
  return useQuery({ ...participantsQuery(p, viewer), placeholderData: keepPreviousData });
}

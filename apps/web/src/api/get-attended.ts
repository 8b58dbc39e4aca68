import type { AttendedResult } from '@alumni/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export type Attended = AttendedResult['result'];

/** GET /api/v1/event-participant/attended?userId=&eventIds= (token; the member or an admin). */
export function getAttended(userId: number, eventIds: number[], signal?: AbortSignal): Promise<Attended> {
  return api<Attended>('/api/v1/event-participant/attended', {
    query: { userId, eventIds: eventIds.join(',') },
    signal,
  });
}

/** Which of a page of events the member attended (docs/decisions/015: 'Riwayat Acara' marks them). */
export function useAttended(userId: number, eventIds: number[], enabled: boolean) {
  return useQuery({
    queryKey: ['attended', userId, eventIds],
    queryFn: ({ signal }) => getAttended(userId, eventIds, signal),
    enabled: enabled && eventIds.length > 0,
  });
}

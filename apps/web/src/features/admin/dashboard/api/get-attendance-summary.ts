import type { AttendanceSummary } from '@alumni/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/event-participant/attendance-summary?eventIds= (token; admin). */
export function getAttendanceSummary(eventIds: number[], signal?: AbortSignal): Promise<AttendanceSummary[]> {
  return api<AttendanceSummary[]>('/api/v1/event-participant/attendance-summary', {
    query: { eventIds: eventIds.join(',') },
    signal,
  });
}

/** Attended and registered per finished event of 'Acara Terbaru' (docs/decisions/015). */
export function useAttendanceSummary(eventIds: number[]) {
  return useQuery({
    queryKey: ['attendance-summary', eventIds],
    queryFn: ({ signal }) => getAttendanceSummary(eventIds, signal),
    enabled: eventIds.length > 0,
  });
}

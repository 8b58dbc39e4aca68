import type { RosterListResult, RosterQuery, RosterTipBody } from '@alumni/contract';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export type RosterPage = RosterListResult['result'];

/** GET /api/v1/roster: names, classes and statuses (nothing private). */
export const rosterQueryOptions = (query?: RosterQuery) =>
  queryOptions({
    queryKey: query === undefined ? (['roster'] as const) : (['roster', query] as const),
    queryFn: ({ signal }) => api<RosterPage>('/api/v1/roster', { query: query ?? {}, signal }),
    placeholderData: keepPreviousData,
  });

export const useRoster = (query: RosterQuery) => useQuery(rosterQueryOptions(query));

/** POST /api/v1/roster/{id}/tips: 'Saya tahu kabarnya'. */
export function useSendTip() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: RosterTipBody }) =>
      api<{ ok: true }>(`/api/v1/roster/${id}/tips`, { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: rosterQueryOptions().queryKey }),
  });
}

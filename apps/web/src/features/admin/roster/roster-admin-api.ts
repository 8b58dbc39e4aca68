import type {
  LinkSuggestion,
  ListPage,
  Memory,
  RosterCreateBody,
  RosterImportRow,
  RosterItem,
  RosterListResult,
  RosterProgress,
  RosterQuery,
  RosterTip,
  RosterUpdateBody,
} from '@alumni/contract';
import {
  keepPreviousData,
  queryOptions,
  skipToken,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';

/** Every query of this screen starts with 'admin-roster': one invalidation refreshes them all. */
const ROOT = 'admin-roster';
const rosterRoot = queryOptions({ queryKey: [ROOT] as const, queryFn: skipToken });

export const useAdminRoster = (query: RosterQuery) =>
  useQuery({
    queryKey: [ROOT, 'list', query] as const,
    queryFn: ({ signal }) => api<RosterListResult['result']>('/api/v1/roster', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useRosterProgress = () =>
  useQuery({
    queryKey: [ROOT, 'progress'] as const,
    queryFn: ({ signal }) => api<RosterProgress>('/api/v1/roster/progress', { signal }),
  });

export const useLinkSuggestions = (rosterId?: number) =>
  useQuery({
    queryKey: [ROOT, 'suggestions', rosterId ?? 'all'] as const,
    queryFn: ({ signal }) =>
      api<ListPage<LinkSuggestion>>('/api/v1/roster/link-suggestions', {
        query: { rosterId },
        signal,
      }),
  });

export const useRosterTips = () =>
  useQuery({
    queryKey: [ROOT, 'tips'] as const,
    queryFn: ({ signal }) =>
      api<ListPage<RosterTip>>('/api/v1/roster/tips', { query: { limit: 100 }, signal }),
  });

export const usePendingMemories = () =>
  useQuery({
    queryKey: [ROOT, 'memories'] as const,
    queryFn: ({ signal }) => api<ListPage<Memory>>('/api/v1/memories/pending', { signal }),
  });

/** A write of this screen: afterwards every query of it (and the dashboard's progress) is fetched again. */
function useRosterWrite<A, R>(fn: (arg: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: rosterRoot.queryKey }),
        client.invalidateQueries({ queryKey: queryRoots.adminDashboard.queryKey }),
      ]),
  });
}

export const useCreateRoster = () =>
  useRosterWrite((body: RosterCreateBody) => api<RosterItem>('/api/v1/roster', { method: 'POST', body }));
export const useUpdateRoster = () =>
  useRosterWrite((body: RosterUpdateBody) => api<RosterItem>('/api/v1/roster', { method: 'PUT', body }));
export const useDeleteRoster = () =>
  useRosterWrite((id: number) => api<{ ok: true }>(`/api/v1/roster/${id}`, { method: 'DELETE' }));
export const useImportRoster = () =>
  useRosterWrite((rows: RosterImportRow[]) =>
    api<{ imported: number }>('/api/v1/roster/imports', { method: 'POST', body: { rows } }),
  );
export const useLinkRoster = () =>
  useRosterWrite(({ rosterId, userId }: { rosterId: number; userId: number | null }) =>
    api<RosterItem>(`/api/v1/roster/${rosterId}/link`, { method: 'PUT', body: { userId } }),
  );
export const useSetDeceased = () =>
  useRosterWrite(({ userId, deceased, date }: { userId: number; deceased: boolean; date: string | null }) =>
    api<{ released: number }>(`/api/v1/user/${userId}/deceased`, { method: 'PUT', body: { deceased, date } }),
  );
export const useModerateMemory = () =>
  useRosterWrite(({ memory, status }: { memory: Memory; status: 'APPROVED' | 'REJECTED' }) =>
    api<Memory>(`/api/v1/user/${memory.memorial?.id}/memories/${memory.id}`, {
      method: 'PUT',
      body: { status },
    }),
  );

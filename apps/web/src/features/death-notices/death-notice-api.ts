import type { DeathNotice, DeathNoticeBody, ListPage } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/death-notice: published notices and the member's own. */
export const deathNoticesQueryOptions = () =>
  queryOptions({
    queryKey: ['death-notices'] as const,
    queryFn: ({ signal }) =>
      api<ListPage<DeathNotice>>('/api/v1/death-notice', { query: { limit: 50 }, signal }),
  });
export const useDeathNotices = () => useQuery(deathNoticesQueryOptions());

export const useDeathNotice = (id: number) =>
  useQuery({
    queryKey: ['death-notices', id] as const,
    queryFn: ({ signal }) => api<DeathNotice>(`/api/v1/death-notice/${id}`, { signal }),
    enabled: Number.isInteger(id) && id > 0,
  });

export function useSubmitDeathNotice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DeathNoticeBody) => api<DeathNotice>('/api/v1/death-notice', { method: 'POST', body }),
    onSuccess: () => client.invalidateQueries({ queryKey: deathNoticesQueryOptions().queryKey }),
  });
}

const preferenceKey = ['death-notice-email'] as const;
export const useDeathNoticeEmail = () =>
  useQuery({
    queryKey: preferenceKey,
    queryFn: ({ signal }) => api<{ email: boolean }>('/api/v1/death-notice/email-preference', { signal }),
  });
export function useSetDeathNoticeEmail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (email: boolean) =>
      api<{ email: boolean }>('/api/v1/death-notice/email-preference', { method: 'PUT', body: { email } }),
    onSuccess: (data) => client.setQueryData(preferenceKey, data),
  });
}

import type { PrivacySettings } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

const privacyKey = ['my-privacy'] as const;

/** GET /api/v1/user/privacy (token): the member's own 'Siapa yang bisa melihat' settings. */
export const privacyQueryOptions = () =>
  queryOptions({
    queryKey: privacyKey,
    queryFn: ({ signal }) => api<PrivacySettings>('/api/v1/user/privacy', { signal }),
  });

export const usePrivacy = () => useQuery(privacyQueryOptions());

/** PUT /api/v1/user/privacy: saves all four settings; answers them as stored. */
export function useSavePrivacy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacySettings) =>
      api<PrivacySettings>('/api/v1/user/privacy', { method: 'PUT', body }),
    onSuccess: (saved) => client.setQueryData(privacyKey, saved),
  });
}

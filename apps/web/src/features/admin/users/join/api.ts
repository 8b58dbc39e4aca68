import type { Community, JoinLink, ListPage, RegistrationMode, RegistrationRequest } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { communityQueryOptions, saveCommunity } from '#web/api/get-community.ts';
import { adminUsersQueryOptions } from '#web/features/admin/users/api/get-admin-users.ts';
import { api } from '#web/lib/api.ts';

/** GET /api/v1/join-link (docs/decisions/022). */
export const joinLinkQueryOptions = () =>
  queryOptions({
    queryKey: ['join-link'] as const,
    queryFn: ({ signal }) => api<JoinLink | null>('/api/v1/join-link', { signal }),
  });

export function useJoinLink() {
  return useQuery(joinLinkQueryOptions());
}

/** POST /api/v1/join-link: a new link; the old one stops working. */
export function useRenewJoinLink() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api<JoinLink>('/api/v1/join-link', { method: 'POST' }),
    onSuccess: (link) => client.setQueryData(joinLinkQueryOptions().queryKey, link),
  });
}

/** GET /api/v1/registrations: waiting registrations and claims. */
export const registrationsQueryOptions = () =>
  queryOptions({
    queryKey: ['registrations'] as const,
    queryFn: ({ signal }) => api<ListPage<RegistrationRequest>>('/api/v1/registrations', { signal }),
  });

export function useRegistrations() {
  return useQuery(registrationsQueryOptions());
}

/** POST /api/v1/registrations/{id}/approve | reject. */
export function useDecideRegistration() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { id: number; approve: boolean }) =>
      api<{ status: string; userId: number | null }>(
        `/api/v1/registrations/${v.id}/${v.approve ? 'approve' : 'reject'}`,
        { method: 'POST' },
      ),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: registrationsQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
      ]),
  });
}

/** PUT /api/v1/community { registrationMode }: only the mode (docs/decisions/021 keeps the rest). */
export function useSaveRegistrationMode() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (registrationMode: RegistrationMode) => saveCommunity({ registrationMode }),
    onSuccess: (community: Community) => client.setQueryData(communityQueryOptions().queryKey, community),
  });
}

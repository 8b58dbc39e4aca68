import type {
  ImportBatch,
  ListPage,
  MailStatusResult,
  SendInvitationsInput,
  UndoImportResult,
  UserDeliveries,
  UserListItemAdmin,
} from '@alumni/contract';
import { queryOptions, skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { adminUsersQueryOptions } from '#web/features/admin/users/api/get-admin-users.ts';
import { api } from '#web/lib/api.ts';

/**
 * GET /api/v1/mail/status: whether the server can send e-mail at all, and whether the public address its links
 * are built on opens on a phone (docs/decisions/022).
 */
export const mailStatusQueryOptions = () =>
  queryOptions({
    queryKey: ['mail-status'] as const,
    queryFn: ({ signal }) => api<MailStatusResult['result']>('/api/v1/mail/status', { signal }),
    staleTime: 60_000,
  });

export function useMailStatus() {
  return useQuery(mailStatusQueryOptions());
}

/** How many not-yet-active members match the list's search (the confirmation's count when nothing is selected). */
export function countInactive(search: string): Promise<number> {
  return api<ListPage<UserListItemAdmin>>('/api/v1/user', {
    query: { status: 'inactive', username: search || undefined, limit: 1, offset: 1 },
  }).then((r) => r.total);
}

/** POST /api/v1/user/invitations ('Kirim Undangan'). */
export function useSendInvitations() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendInvitationsInput) =>
      api<{ invited: number; skippedActive: number; emailConfigured: boolean }>('/api/v1/user/invitations', {
        method: 'POST',
        body,
      }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: deliveriesQueryOptions().queryKey }),
      ]),
  });
}

/** POST /api/v1/user/{id}/reset-link/whatsapp: a fresh password-reset link inside a wa.me link. */
export function useWhatsAppResetLink() {
  return useMutation({
    mutationFn: (userId: number) =>
      api<{ url: string; link: string; phone: string }>(`/api/v1/user/${userId}/reset-link/whatsapp`, {
        method: 'POST',
      }),
  });
}

/** POST /api/v1/user/{id}/invitation/whatsapp: a fresh link inside a wa.me link. */
export function useWhatsAppInvitation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      api<{ url: string; link: string; phone: string }>(`/api/v1/user/${userId}/invitation/whatsapp`, {
        method: 'POST',
      }),
    onSettled: (_data, _err, userId) =>
      Promise.all([
        client.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: deliveriesQueryOptions(userId).queryKey }),
      ]),
  });
}

/**
 * GET /api/v1/user/{id}/deliveries: invitations and mails of one member. Without `userId` the key names
 * every member's copy (invalidate only: never fetched like that).
 */
export const deliveriesQueryOptions = (userId?: number) =>
  queryOptions({
    queryKey: userId === undefined ? (['user-deliveries'] as const) : (['user-deliveries', userId] as const),
    queryFn:
      userId === undefined
        ? skipToken
        : ({ signal }) => api<UserDeliveries>(`/api/v1/user/${userId}/deliveries`, { signal }),
  });

export function useUserDeliveries(userId: number) {
  return useQuery(deliveriesQueryOptions(userId));
}

/** GET /api/v1/user/imports: the import panel's history. */
export const importBatchesQueryOptions = () =>
  queryOptions({
    queryKey: ['import-batches'] as const,
    queryFn: ({ signal }) => api<ImportBatch[]>('/api/v1/user/imports', { signal }),
  });

export function useImportBatches(enabled: boolean) {
  return useQuery({ ...importBatchesQueryOptions(), enabled });
}

/** DELETE /api/v1/user/imports/{id} ('Batalkan Import'). */
export function useUndoImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number) =>
      api<UndoImportResult>(`/api/v1/user/imports/${batchId}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: importBatchesQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey }),
        client.invalidateQueries({ queryKey: queryRoots.adminDashboard.queryKey }),
      ]),
  });
}

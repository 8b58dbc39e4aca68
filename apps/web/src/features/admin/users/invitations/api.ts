import type { ImportBatch, SendInvitationsInput, UndoImportResult, UserDeliveries } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { ADMIN_USERS_KEY } from '../api/get-admin-users.ts';

/** GET /api/v1/mail/status: whether the server can send e-mail at all (SMTP_URL). */
export function useMailStatus() {
  return useQuery({
    queryKey: ['mail-status'],
    queryFn: ({ signal }) => api<{ configured: boolean }>('/api/v1/mail/status', { signal }),
    staleTime: 60_000,
  });
}

/** How many not-yet-active members match the list's search (the confirmation's count when nothing is selected). */
export function countInactive(search: string): Promise<number> {
  return api<{ total: number }>('/api/v1/user', {
    query: { status: 'inactive', username: search || undefined, limit: 1, offset: 1 },
  }).then((r) => r.total);
}

const deliveriesKey = (userId: number) => ['user-deliveries', userId] as const;

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
        client.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        client.invalidateQueries({ queryKey: ['user-deliveries'] }),
      ]),
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
        client.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        client.invalidateQueries({ queryKey: deliveriesKey(userId) }),
      ]),
  });
}

/** GET /api/v1/user/{id}/deliveries: invitations and mails of one member. */
export const deliveriesQuery = (userId: number) =>
  queryOptions({
    queryKey: deliveriesKey(userId),
    queryFn: ({ signal }) => api<UserDeliveries>(`/api/v1/user/${userId}/deliveries`, { signal }),
  });

export function useUserDeliveries(userId: number) {
  return useQuery(deliveriesQuery(userId));
}

const BATCHES_KEY = ['import-batches'] as const;

/** GET /api/v1/user/imports: the import panel's history. */
export function useImportBatches(enabled: boolean) {
  return useQuery({
    queryKey: BATCHES_KEY,
    queryFn: ({ signal }) => api<ImportBatch[]>('/api/v1/user/imports', { signal }),
    enabled,
  });
}

/** DELETE /api/v1/user/imports/{id} ('Batalkan Import'). */
export function useUndoImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (batchId: number) =>
      api<UndoImportResult>(`/api/v1/user/imports/${batchId}`, { method: 'DELETE' }),
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: BATCHES_KEY }),
        client.invalidateQueries({ queryKey: ADMIN_USERS_KEY }),
        client.invalidateQueries({ queryKey: ['admin-dashboard'] }),
      ]),
  });
}

export const IMPORT_BATCHES_KEY = BATCHES_KEY;

import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** POST /api/v1/user/{id}/reset-password (admin token): the one-time temporary password. */
export function resetUserPassword(id: number): Promise<{ temporaryPassword: string }> {
  return api<{ temporaryPassword: string }>(`/api/v1/user/${id}/reset-password`, { method: 'POST' });
}

/**
 * The answer is handed to the caller's onSuccess and never kept: gcTime 0 drops the finished mutation
 * (and its result) from the mutation cache, and the page calls reset() at once.
 */
export function useResetUserPassword() {
  return useMutation({ mutationFn: resetUserPassword, gcTime: 0 });
}

import type { ConfirmResetBody } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** POST /api/v1/forgot-password/confirm: spends the single-use token; the server revokes older sessions. */
export function confirmReset(body: ConfirmResetBody): Promise<{ status: 'OK' }> {
  return api<{ status: 'OK' }>('/api/v1/forgot-password/confirm', { method: 'POST', body });
}

export function useConfirmReset() {
  return useMutation({ mutationFn: confirmReset });
}

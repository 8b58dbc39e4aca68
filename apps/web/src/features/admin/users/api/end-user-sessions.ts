import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/**
 * POST /api/v1/user/{id}/logout-everywhere (admin token): every session of the member ends at once
 * (docs/decisions/020); the password stays.
 */
export function endUserSessions(id: number): Promise<{ status: 'OK' }> {
  return api<{ status: 'OK' }>(`/api/v1/user/${id}/logout-everywhere`, { method: 'POST' });
}

export function useEndUserSessions() {
  return useMutation({ mutationFn: endUserSessions });
}

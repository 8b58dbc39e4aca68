import type { LoginResult, RegisterBody } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/**
 * POST /api/v1/register: answers like a login (201), the token is used once for step 2 and then dropped; or,
 * when the community approves registrations, 202 `{ status: 'PENDING' }` (docs/decisions/022).
 */
export function register(body: RegisterBody): Promise<LoginResult | { status: 'PENDING' }> {
  return api<LoginResult | { status: 'PENDING' }>('/api/v1/register', { method: 'POST', body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

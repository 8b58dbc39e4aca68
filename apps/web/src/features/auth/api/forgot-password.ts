import type { ForgotPasswordBody } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/**
 * POST /api/v1/forgot-password: always answers OK (it never reveals whether the email exists); the new
 * password only takes effect once the emailed link is opened.
 */
export function forgotPassword(body: ForgotPasswordBody): Promise<{ status: 'OK' }> {
  return api<{ status: 'OK' }>('/api/v1/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

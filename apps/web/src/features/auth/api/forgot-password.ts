import type { ForgotPasswordBody, ForgotPasswordResult } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/**
 * POST /api/v1/forgot-password: always answers OK (it never reveals whether the email exists); the new
 * password only takes effect once the emailed link is opened. It says whether a mail can leave at all, and
 * the committee's WhatsApp contact when it cannot (docs/decisions/022).
 */
export function forgotPassword(body: ForgotPasswordBody): Promise<ForgotPasswordResult> {
  return api<ForgotPasswordResult>('/api/v1/forgot-password', { method: 'POST', body });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

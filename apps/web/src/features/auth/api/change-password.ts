import type { ChangePasswordBody, LoginResult } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { writeSession } from '#web/lib/session.ts';

/** PUT /api/v1/current-user/password: answers like a login (the old token was revoked by the change). */
export function changePassword(body: ChangePasswordBody): Promise<LoginResult> {
  return api<LoginResult>('/api/v1/current-user/password', { method: 'PUT', body });
}

/** On success this browser keeps its session under the fresh token and the cleared flag. */
export function useChangePassword() {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (res) => writeSession({ token: res.token, expiresAt: res.expiresAt, user: res.currentUser }),
  });
}

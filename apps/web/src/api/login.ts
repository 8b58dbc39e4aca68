import type { LoginBody, LoginResult } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { writeSession } from '#web/lib/session.ts';

/** POST /api/v1/login: `email` carries a username or an email. No `secret`: the client never handles one. */
export function login(body: Pick<LoginBody, 'email' | 'password'>): Promise<LoginResult> {
  return api<LoginResult>('/api/v1/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/**
 * Starts the session in this page, without a reload: the session is stored (the guest-only guards then
 * move on to the target page) and every cached answer fetched as a guest is dropped and fetched again with
 * the token (an event's description, the member's registration state).
 */
export function useStartSession() {
  const client = useQueryClient();
  return (res: LoginResult) => {
    writeSession({ token: res.token, expiresAt: res.expiresAt, user: res.currentUser });
    void client.resetQueries();
  };
}

import type { ActivateBody, LoginResult } from '@alumni/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { writeSession } from '#web/lib/session.ts';

/** POST /api/v1/activation/check: whether the invitation link still works (never spends it). */
export function checkActivation(token: string): Promise<{ name: string; username: string }> {
  return api<{ name: string; username: string }>('/api/v1/activation/check', {
    method: 'POST',
    body: { token },
  });
}

export function useActivationCheck(token: string) {
  return useQuery({
    queryKey: ['activation-check', token],
    queryFn: () => checkActivation(token),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /api/v1/activation: the first password; answers like a login, so this browser is signed in. */
export function activate(body: ActivateBody): Promise<LoginResult> {
  return api<LoginResult>('/api/v1/activation', { method: 'POST', body });
}

export function useActivate() {
  return useMutation({
    mutationFn: activate,
    onSuccess: (res) => writeSession({ token: res.token, expiresAt: res.expiresAt, user: res.currentUser }),
  });
}

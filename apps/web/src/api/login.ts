import type { LoginBody, LoginResult } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** POST /api/v1/login: `email` carries a username or an email. No `secret`: the client never handles one. */
export function login(body: Pick<LoginBody, 'email' | 'password'>): Promise<LoginResult> {
  return api<LoginResult>('/api/v1/login', { method: 'POST', body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

import type { CurrentUser, PostRegisterBody } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/**
 * PUT /api/v1/user-post-register with the token the registration returned. That token lives only in the
 * wizard's memory (the member signs in at step 3), so it is passed explicitly instead of the stored session.
 */
export function postRegister(token: string, body: PostRegisterBody): Promise<CurrentUser> {
  return api<CurrentUser>('/api/v1/user-post-register', { method: 'PUT', body, token });
}

export function usePostRegister(token: string) {
  return useMutation({ mutationFn: (body: PostRegisterBody) => postRegister(token, body) });
}

import type { CurrentUser, PostRegisterBody } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api.ts';

const FAILED = 'Terjadi kesalahan. Silakan coba lagi.';
const NETWORK = 'Tidak dapat terhubung ke server. Periksa koneksi internet Anda.';

/**
 * PUT /api/v1/user-post-register with the token the registration returned. That token lives only in the
 * wizard's memory (the member signs in at step 3), so it is sent explicitly instead of through the stored
 * session that `api()` reads.
 */
export async function postRegister(token: string, body: PostRegisterBody): Promise<CurrentUser> {
  let res: Response;
  try {
    res = await fetch('/api/v1/user-post-register', {
      method: 'PUT',
      headers: {
        accept: 'application/json',
        'content-type': 'application/json',
        authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(0, NETWORK, 'NETWORK');
  }
  const json = (await res.json().catch(() => ({}))) as {
    result?: CurrentUser;
    message?: string;
    code?: string;
    errors?: { path: string; message: string }[];
  };
  if (!res.ok || typeof json.message === 'string' || !json.result) {
    throw new ApiError(res.status, json.message ?? FAILED, json.code ?? 'UNKNOWN', json.errors);
  }
  return json.result;
}

export function usePostRegister(token: string) {
  return useMutation({ mutationFn: (body: PostRegisterBody) => postRegister(token, body) });
}

import type { FullUser, UpdateProfileInput } from '@alumni/contract';
import { api } from '#web/lib/api.ts';

/** PUT /api/v1/user (token): the whole profile; answers the saved profile. */
export function updateProfile(body: UpdateProfileInput): Promise<FullUser> {
  return api<FullUser>('/api/v1/user', { method: 'PUT', body });
}

import type { FullUser, PublicUser } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryRoots } from '#web/api/query-roots.ts';
import { ApiError, api } from '#web/lib/api.ts';
import { useSession } from '#web/lib/use-session.ts';

/** What GET /user/{key} answers: the full profile for its owner and admins, the public one for others. */
export type UserProfile = PublicUser | FullUser;

/**
 * GET /api/v1/user/{id | username | email} (token when signed in). Resolves null for an unknown member
 * (404 'Pengguna tidak ditemukan.', or 400 for a key that cannot be one), so the page can send them to /404; other failures throw.
 */
export async function getUser(key: string, signal?: AbortSignal): Promise<UserProfile | null> {
  try {
    return await api<UserProfile>(`/api/v1/user/${encodeURIComponent(key)}`, { signal });
  } catch (e) {
    if (e instanceof ApiError && (e.status === 404 || e.status === 400)) return null;
    throw e;
  }
}

/** Keyed by the viewer too: what the server sends depends on who asks. */
export const userQueryOptions = (key: string, viewerId: number | null) =>
  queryOptions({
    queryKey: [...queryRoots.user.queryKey, key.trim(), { viewer: viewerId }] as const,
    queryFn: ({ signal }) => getUser(key.trim(), signal),
  });

/** One member's profile by id, username or email; `data` is null when there is no such member. */
export function useUser(key: string) {
  const session = useSession();
  return useQuery({ ...userQueryOptions(key, session?.user.id ?? null), enabled: key.trim() !== '' });
}

import { useMutation } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

/** DELETE /api/v1/user/{id} (admin token): a permanent delete; the server refuses self and the last admin. */
export function deleteUser(id: number): Promise<{ deleted: number }> {
  return api<{ deleted: number }>(`/api/v1/user/${id}`, { method: 'DELETE' });
}

/**
 * The caches are refreshed by the page when it leaves (after docs/spec.md §9's 2 s): refetching the
 * deleted member's profile while it is still shown would send the page to /404.
 */
export function useDeleteUser() {
  return useMutation({ mutationFn: deleteUser });
}

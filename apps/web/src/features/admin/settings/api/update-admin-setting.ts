import type { AdminSettingBody, LoginResult } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { activitySummaryQueryOptions } from '#web/api/get-activity-summary.ts';
import { currentUserQueryOptions } from '#web/api/get-current-user.ts';
import { queryRoots } from '#web/api/query-roots.ts';
import { api } from '#web/lib/api.ts';
import { writeSession } from '#web/lib/session.ts';

/** PUT /api/v1/admin/setting (admin token): the saved account and a fresh token. */
export function updateAdminSetting(body: AdminSettingBody): Promise<LoginResult> {
  return api<LoginResult>('/api/v1/admin/setting', { method: 'PUT', body });
}

/**
 * On success the stored session takes the new token (a password change revoked the old one) and the
 * fresh user; the current-user cache and the activity views (a 'Pengaturan' row was written) refresh.
 */
export function useUpdateAdminSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAdminSetting,
    onSuccess: (res) => {
      writeSession({ token: res.token, expiresAt: res.expiresAt, user: res.currentUser });
      queryClient.setQueryData(currentUserQueryOptions(res.currentUser.id).queryKey, res.currentUser);
      void queryClient.invalidateQueries({ queryKey: activitySummaryQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: queryRoots.adminActivityLog.queryKey });
    },
  });
}

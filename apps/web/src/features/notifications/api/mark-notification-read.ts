import type { MarkNotificationReadInput, MarkNotificationReadResult } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { allNotificationsQueryOptions } from './get-notifications.ts';

type Marked = MarkNotificationReadResult['result'];

/** POST /api/v2/notification/read {id} | {all: true} (token); answers the unread count left. */
export function markNotificationRead(body: MarkNotificationReadInput): Promise<Marked> {
  return api<Marked>('/api/v2/notification/read', { method: 'POST', body });
}

/** Marks one (`id`) or every notification read, then refreshes the badge, the bell and the page. */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { id: number } | { all: true }) => markNotificationRead(target),
    onSettled: () => queryClient.invalidateQueries({ queryKey: allNotificationsQueryOptions().queryKey }),
  });
}

import type { NotificationListResult } from '@alumni/contract';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export type NotificationPage = NotificationListResult['result'];

/** docs/spec.md §9 / 7: the badge reads totalUnread from a 1-item fetch, the bell shows 4, the page 5. */
export const BADGE_LIMIT = 1;
export const BELL_LIMIT = 4;
export const PAGE_LIMIT = 5;
/**
 * The badge refreshes this often while the app is open; in between, it is fresh: a page load fetches it
 * once, and moving between pages or back to the window does not fetch it again (a read or mark-all-read
 * invalidates it at once).
 */
export const BADGE_REFRESH_MS = 60_000;

/** GET /api/v2/notification?offset&limit (token): newest first, with total and totalUnread. */
export function getNotifications(
  page: { offset: number; limit: number },
  signal?: AbortSignal,
): Promise<NotificationPage> {
  return api<NotificationPage>('/api/v2/notification', { query: page, signal });
}

/** Every notification query starts with this key, so one invalidation refreshes the badge, bell and page. */
export const allNotificationsQueryOptions = () =>
  queryOptions({ queryKey: ['notifications'] as const, queryFn: skipToken });

const EMPTY: NotificationPage = { datas: [], total: 0, totalUnread: 0 };

/**
 * docs/spec.md §8: a failed notification load is only logged; the list then reads as empty. The error
 * is still thrown for the query to know (and to retry once); callers show the empty state quietly.
 */
export const notificationsQueryOptions = (offset: number, limit: number) =>
  queryOptions({
    queryKey: [...allNotificationsQueryOptions().queryKey, { offset, limit }] as const,
    queryFn: async ({ signal }) => {
      try {
        return await getNotifications({ offset, limit }, signal);
      } catch (error) {
        if (!(error instanceof DOMException && error.name === 'AbortError'))
          console.warn('Notifikasi gagal dimuat', error);
        throw error;
      }
    },
  });

/** The unread count for the badge. */
export function useUnreadCount(enabled: boolean) {
  const query = useQuery({
    ...notificationsQueryOptions(1, BADGE_LIMIT),
    enabled,
    refetchInterval: BADGE_REFRESH_MS,
    refetchOnWindowFocus: true,
    staleTime: BADGE_REFRESH_MS,
  });
  return query.data?.totalUnread ?? 0;
}

/** The bell's four newest, fetched each time the dropdown opens. */
export function useBellNotifications(open: boolean) {
  return useQuery({ ...notificationsQueryOptions(1, BELL_LIMIT), enabled: open, staleTime: 0 });
}

/** One page of /notifications; the previous page stays on screen while the next one loads. */
export function useNotificationPage(page: number) {
  const query = useQuery({
    ...notificationsQueryOptions(page, PAGE_LIMIT),
    placeholderData: keepPreviousData,
  });
  return { ...query, page: query.isError ? EMPTY : query.data };
}

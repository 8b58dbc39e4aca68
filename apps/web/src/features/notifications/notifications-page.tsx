import type { NotificationItem } from '@alumni/contract';
import { Bell, CheckCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PushSettings } from '#web/components/push-settings.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton, SkeletonText } from '#web/components/ui/skeleton.tsx';
import { groupByMonth, monthOfInstant } from '#web/lib/group-by-month.ts';
import { pageCount } from '#web/lib/pagination.ts';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { PAGE_LIMIT, useNotificationPage } from './api/get-notifications.ts';
import { useMarkNotificationRead } from './api/mark-notification-read.ts';
import { NotificationRow } from './components/notification-row.tsx';
import { NOTIFICATIONS_TEXT } from './notifications-text.ts';

const T = NOTIFICATIONS_TEXT;

/** '?page=3' -> 3; anything else -> 1 (pages start at 1, docs/spec.md §4). */
function pageParam(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/**
 * /notifications (docs/spec.md §§2, 4, 9): every notification, newest first, 5 a page, under month and
 * year headings, unread ones tinted with a dot; 'Tandai semua dibaca'; a click marks one read and opens
 * where it points. A failed load is only logged and reads as the empty state (docs/spec.md §8).
 */
export function NotificationsPage() {
  useDocumentTitle(T.pageTitle);
  const [params, setParams] = useSearchParams();
  const page = pageParam(params.get('page'));
  const query = useNotificationPage(page);
  const mark = useMarkNotificationRead();
  const data = query.page;
  const totalPages = pageCount(data?.total ?? 0, PAGE_LIMIT);
  const unread = data?.totalUnread ?? 0;
  const listRef = useRef<HTMLDivElement>(null);
  const now = new Date();

  const goTo = (next: number) => {
    setParams(next === 1 ? {} : { page: String(next) });
    listRef.current?.scrollIntoView({ block: 'start' });
  };

  // A page past the end (old link, or everything on it is gone) shows the last page instead.
  useEffect(() => {
    if (data && totalPages > 0 && page > totalPages)
      setParams(totalPages === 1 ? {} : { page: String(totalPages) }, { replace: true });
  }, [data, page, totalPages, setParams]);

  const activate = (item: NotificationItem) => {
    if (!item.read)
      mark.mutate({ id: item.id }, { onError: (e) => console.warn('Notifikasi gagal ditandai', e) });
  };

  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-10">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-4">
        <div>
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="font-bold text-2xl text-primary-900 sm:text-3xl">{T.pageTitle}</h1>
            {unread > 0 && <Badge color="red">{T.unreadCount(unread)}</Badge>}
          </div>
          <p className="mt-1 text-base text-slate-700">{T.pageLead}</p>
        </div>
        {(data?.total ?? 0) > 0 && (
          <Button
            variant="secondary"
            disabled={unread === 0}
            loading={mark.isPending && mark.variables && 'all' in mark.variables}
            onClick={() =>
              mark.mutate({ all: true }, { onError: (e) => console.warn('Notifikasi gagal ditandai', e) })
            }
          >
            <CheckCheck aria-hidden="true" className="size-5" />
            {T.markAllRead}
          </Button>
        )}
      </div>

      {/* One line (docs/decisions/034): the notifications come first on a phone. */}
      <div className="mt-6">
        <PushSettings compact />
      </div>

      <div ref={listRef} className="mt-6 scroll-mt-24">
        {query.isPending ? (
          <NotificationsSkeleton />
        ) : !data || data.datas.length === 0 ? (
          <div className="rounded-card bg-white shadow-card">
            <EmptyState
              icon={Bell}
              title={T.empty}
              description={T.emptyHint}
              action={
                <ButtonLink to={paths.events} variant="secondary">
                  {T.browseEvents}
                </ButtonLink>
              }
            />
          </div>
        ) : (
          <div className={`flex flex-col gap-6 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
            {groupByMonth(data.datas, (item) => monthOfInstant(item.time)).map((group) => (
              <section key={group.key} aria-label={group.label}>
                <h2 className="mb-2 font-bold text-lg text-slate-700">{group.label}</h2>
                <ul className="divide-y divide-slate-100 overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
                  {group.items.map((item) => (
                    <li key={item.id}>
                      <NotificationRow item={item} now={now} onActivate={activate} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>

      <Pagination page={page} totalPages={totalPages} onChange={goTo} className="mt-8" />
    </div>
  );
}

function NotificationsSkeleton() {
  return (
    <div aria-hidden="true">
      <Skeleton className="mb-3 h-5 w-36" />
      <ul className="divide-y divide-slate-100 rounded-card bg-white shadow-card">
        {Array.from({ length: PAGE_LIMIT }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
          <li key={i} className="flex gap-3 px-4 py-4">
            <Skeleton className="size-11 shrink-0 rounded-full" />
            <SkeletonText lines={2} className="flex-1" />
          </li>
        ))}
      </ul>
    </div>
  );
}

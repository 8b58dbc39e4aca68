import type { NotificationItem } from '@alumni/contract';
import { Bell, BellRing, CheckCheck } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Skeleton, SkeletonText } from '#web/components/ui/skeleton.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import {
  BELL_LIMIT,
  useBellNotifications,
  useUnreadCount,
} from '#web/features/notifications/api/get-notifications.ts';
import { useMarkNotificationRead } from '#web/features/notifications/api/mark-notification-read.ts';
import { NOTIFICATIONS_TEXT } from '#web/features/notifications/notifications-text.ts';
import { paths } from '#web/lib/paths.ts';
import { useClickOutside } from '#web/lib/use-click-outside.ts';
import { NotificationRow } from './notification-row.tsx';

const T = NOTIFICATIONS_TEXT;

// 'Notifikasi di ponsel' from the bell (docs/decisions/034): its code loads when the member opens it.
const PushSettings = lazy(async () => ({
  default: (await import('#web/components/push-settings.tsx')).PushSettings,
}));

/** '99+' beyond two digits keeps the badge round. */
const badgeText = (n: number) => (n > 99 ? '99+' : String(n));

/**
 * The top bar's bell (docs/spec.md §§2, 7, 9): a badge with the unread count (a 1-item fetch, refreshed
 * every minute and on window focus) and a dropdown with the 4 newest, 'Tandai semua dibaca' and
 * 'Lihat Semua'. A disclosure: the button says whether it is open; Escape, a tap outside or a choice
 * closes it, and Escape puts focus back on the bell.
 */
export function NotificationBell({ onOpen }: { onOpen?: () => void }) {
  const location = useLocation();
  // The dropdown belongs to the page it was opened on: any navigation closes it.
  const [openedAt, setOpenedAt] = useState<string | null>(null);
  const open = openedAt === location.key;
  const unread = useUnreadCount(true);
  const list = useBellNotifications(open);
  const mark = useMarkNotificationRead();
  const panelId = useId();
  const headingId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [now, setNow] = useState(() => new Date());
  const [pushOpen, setPushOpen] = useState(false);
  const pushId = useId();

  useClickOutside(open, rootRef, () => setOpenedAt(null), { focusOnEscape: buttonRef });

  const toggle = () => {
    if (open) {
      setOpenedAt(null);
      return;
    }
    setNow(new Date());
    setPushOpen(false);
    onOpen?.();
    setOpenedAt(location.key);
  };

  const activate = (item: NotificationItem) => {
    if (!item.read)
      mark.mutate({ id: item.id }, { onError: (e) => console.warn('Notifikasi gagal ditandai', e) });
    setOpenedAt(null);
  };

  const items = list.data?.datas ?? [];

  return (
    <div ref={rootRef} className="sm:relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={T.bell(unread)}
        onClick={toggle}
        className={`relative flex size-11 items-center justify-center rounded-full text-primary-800 hover:bg-primary-50 ${
          open ? 'bg-primary-50' : ''
        }`}
      >
        <Bell aria-hidden="true" className="size-6" />
        {unread > 0 && (
          <span
            aria-hidden="true"
            data-testid="notification-badge"
            className="absolute top-0.5 right-0 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 font-bold text-white text-xs leading-none ring-2 ring-white"
          >
            {badgeText(unread)}
          </span>
        )}
      </button>
      {open && (
        <section
          id={panelId}
          aria-labelledby={headingId}
          className="fixed inset-x-2 top-17 z-50 flex max-h-[calc(100dvh-5rem)] animate-menu-in flex-col overflow-hidden rounded-xl bg-white shadow-xl ring-1 ring-slate-900/10 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-[26rem]"
        >
          <header className="flex items-center justify-between gap-2 border-slate-100 border-b py-1.5 pr-1.5 pl-4">
            <h2 id={headingId} className="flex items-center gap-2 font-bold text-lg text-primary-900">
              {T.title}
              {unread > 0 && (
                <span className="rounded-full bg-red-100 px-2 py-0.5 font-bold text-red-800 text-sm">
                  {badgeText(unread)}
                  <span className="sr-only"> {T.unread.toLowerCase()}</span>
                </span>
              )}
            </h2>
            <button
              type="button"
              disabled={unread === 0 || mark.isPending}
              onClick={() =>
                mark.mutate({ all: true }, { onError: (e) => console.warn('Notifikasi gagal ditandai', e) })
              }
              className="inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-lg px-2.5 font-semibold text-base text-primary-800 hover:bg-primary-50 disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent"
            >
              <CheckCheck aria-hidden="true" className="size-5" />
              {T.markAllRead}
            </button>
          </header>
          <div className="min-h-0 flex-1 overflow-y-auto">
            {pushOpen && (
              <div id={pushId} className="border-slate-100 border-b bg-slate-50 p-2">
                <Suspense
                  fallback={
                    <div className="flex min-h-17 items-center justify-center">
                      <Spinner />
                    </div>
                  }
                >
                  <PushSettings compact />
                </Suspense>
              </div>
            )}
            {list.isPending ? (
              <ul aria-hidden="true">
                {Array.from({ length: BELL_LIMIT }, (_, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
                  <li key={i} className="flex gap-3 px-4 py-3">
                    <Skeleton className="size-9 shrink-0 rounded-full" />
                    <SkeletonText lines={2} className="flex-1" />
                  </li>
                ))}
              </ul>
            ) : items.length === 0 ? (
              // docs/spec.md §8: a failed load is only logged; the bell then reads as empty.
              <p className="flex flex-col items-center gap-2 px-4 py-8 text-center">
                <Bell aria-hidden="true" className="size-8 text-primary-400" />
                <span className="font-bold text-primary-900">{T.empty}</span>
              </p>
            ) : (
              <ul className="divide-y divide-slate-100">
                {items.map((item) => (
                  <li key={item.id}>
                    <NotificationRow item={item} now={now} onActivate={activate} size="sm" />
                  </li>
                ))}
              </ul>
            )}
          </div>
          <div className="flex border-slate-100 border-t">
            <button
              type="button"
              aria-expanded={pushOpen}
              aria-controls={pushId}
              onClick={() => setPushOpen((o) => !o)}
              className={`flex min-h-12 flex-[1.4] items-center justify-center gap-2 whitespace-nowrap border-slate-100 border-r px-2 font-semibold text-base text-primary-800 hover:bg-primary-50 ${
                pushOpen ? 'bg-primary-50' : ''
              }`}
            >
              <BellRing aria-hidden="true" className="size-5 shrink-0" />
              {T.push}
            </button>
            <Link
              to={paths.notifications}
              onClick={() => setOpenedAt(null)}
              className="flex min-h-12 flex-1 items-center justify-center px-2 font-semibold text-base text-primary-800 hover:bg-primary-50"
            >
              {T.seeAll}
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

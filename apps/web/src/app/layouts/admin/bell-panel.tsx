import type { ActivityLogItem } from '@alumni/contract';
import { Bell, ChevronRight, FolderOpen, UserRound, X } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useActivitySummary } from '#web/api/get-activity-summary.ts';
import { useMarkActivitySeen } from '#web/api/mark-activity-seen.ts';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatDateTimeShortId, parseEventDate } from '#web/lib/dates.ts';
import { groupByMonth, monthOfDayDate } from '#web/lib/group-by-month.ts';
import { paths } from '#web/lib/paths.ts';
import { useClickOutside } from '#web/lib/use-click-outside.ts';
import { ADMIN_SHELL_TEXT as T } from './admin-text.ts';

function when(item: ActivityLogItem): string {
  const at = parseEventDate(`${item.actionDate} ${item.time}`);
  return at ? formatDateTimeShortId(at) : `${item.actionDate} ${item.time}`;
}

function ActivityEntry({ item, isNew }: { item: ActivityLogItem; isNew: boolean }) {
  const Icon = item.module === 'Acara' ? FolderOpen : UserRound;
  return (
    <li className="flex gap-3 px-4 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Icon aria-hidden="true" className="size-5" data-icon={item.module === 'Acara' ? 'folder' : 'user'} />
      </span>
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">
          {isNew && (
            <span className="mr-2 rounded-full bg-red-100 px-2 py-0.5 align-middle font-semibold text-red-800 text-xs">
              {T.newBadge}
            </span>
          )}
          {item.activityInfo}
        </p>
        <p className="text-slate-700">
          {T.actionBy} <span className="font-semibold">{item.userName}</span>
        </p>
        <p className="text-slate-600 text-sm">{when(item)}</p>
      </div>
    </li>
  );
}

/**
 * The topbar bell: a badge with the other admins' activity rows this admin has not seen and, when pressed,
 * the 'Notifikasi' panel with the 5 newest grouped under month-and-year headings (the unseen ones marked
 * 'Baru'). Opening it marks the log seen up to its newest row, so the badge drops to 0. Escape, a click
 * outside or following a link closes it; Escape and the close button give focus back to the bell.
 */
export function BellPanel() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapRef = useRef<HTMLDivElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const query = useActivitySummary();
  const markSeen = useMarkActivitySeen();
  // What was new when the panel opened stays marked while it is open (the badge itself drops to 0).
  const [newAtOpen, setNewAtOpen] = useState<{ ids: number[]; total: number }>({ ids: [], total: 0 });
  const total = query.data?.total ?? 0;

  const openPanel = async () => {
    setOpen(true);
    const { data } = await query.refetch();
    if (!data) return;
    setNewAtOpen({ ids: data.unseenIds, total: data.total });
    if (data.newestId > 0) markSeen.mutate(data.newestId);
  };

  useEffect(() => {
    if (open) panelRef.current?.focus();
  }, [open]);
  useClickOutside(open, wrapRef, () => setOpen(false), { focusOnEscape: buttonRef });

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <div ref={wrapRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-label={T.notificationsLabel(total)}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        onClick={() => {
          if (open) setOpen(false);
          else void openPanel();
        }}
        className="relative flex size-11 items-center justify-center rounded-full text-primary-800 hover:bg-primary-50"
      >
        <Bell aria-hidden="true" className="size-6" />
        {total > 0 && (
          <span
            aria-hidden="true"
            className="absolute top-0.5 right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 font-bold text-white text-xs"
          >
            {total > 99 ? '99+' : total}
          </span>
        )}
      </button>
      {open && (
        <div
          ref={panelRef}
          id={id}
          role="dialog"
          aria-label={T.notifications}
          tabIndex={-1}
          className="fixed inset-x-2 top-[4.25rem] z-50 flex max-h-[calc(100dvh-5rem)] animate-menu-in flex-col overflow-hidden rounded-card bg-white shadow-2xl outline-none ring-1 ring-slate-900/10 sm:absolute sm:inset-x-auto sm:top-full sm:right-0 sm:mt-2 sm:w-96"
        >
          <div className="flex items-center justify-between gap-2 border-slate-200 border-b py-1 pr-1 pl-4">
            <h2 className="font-bold text-lg text-primary-900">
              {T.notifications}
              {newAtOpen.total > 0 && (
                <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 align-middle font-semibold text-red-800 text-sm">
                  {T.newCount(newAtOpen.total)}
                </span>
              )}
            </h2>
            <button
              type="button"
              onClick={close}
              aria-label={T.closePanel}
              className="flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <div
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the list scrolls on small screens; keyboard users need to reach it
            tabIndex={0}
            className="flex-1 overflow-y-auto outline-none focus-visible:ring-3 focus-visible:ring-primary-300 focus-visible:ring-inset"
          >
            {query.isPending ? (
              <div aria-hidden="true" className="space-y-3 p-4">
                {[0, 1, 2].map((i) => (
                  <div key={i} className="flex gap-3">
                    <Skeleton className="size-10 shrink-0 rounded-full" />
                    <div className="flex-1 space-y-2">
                      <Skeleton className="h-4 w-11/12" />
                      <Skeleton className="h-4 w-6/12" />
                    </div>
                  </div>
                ))}
              </div>
            ) : query.isError ? (
              <div className="p-4 text-center">
                <p className="text-slate-700">{T.loadFailed}</p>
                <button
                  type="button"
                  onClick={() => void query.refetch()}
                  className="mt-2 min-h-11 font-semibold text-primary-700 underline"
                >
                  {T.retry}
                </button>
              </div>
            ) : query.data.latest.length === 0 ? (
              <p className="p-6 text-center font-semibold text-primary-900">{T.noActivity}</p>
            ) : (
              groupByMonth(query.data.latest, (row) => monthOfDayDate(row.actionDate)).map((group) => (
                <section key={group.key} aria-label={group.label}>
                  <h3 className="sticky top-0 bg-slate-50 px-4 py-1.5 font-semibold text-slate-700 text-sm">
                    {group.label}
                  </h3>
                  <ul className="divide-y divide-slate-100">
                    {group.items.map((item) => (
                      <ActivityEntry key={item.id} item={item} isNew={newAtOpen.ids.includes(item.id)} />
                    ))}
                  </ul>
                </section>
              ))
            )}
          </div>
          <Link
            to={paths.admin.log}
            onClick={() => setOpen(false)}
            className="flex min-h-12 items-center justify-center gap-1 border-slate-200 border-t font-semibold text-primary-700 hover:bg-primary-50"
          >
            {T.seeAll}
            <ChevronRight aria-hidden="true" className="size-4" />
          </Link>
        </div>
      )}
    </div>
  );
}

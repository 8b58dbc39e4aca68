import type { ActivityLogItem } from '@alumni/contract';
import { ChevronRight, FolderOpen, History, UserRound } from 'lucide-react';
import { Link } from 'react-router';
import { useActivitySummary } from '#web/api/get-activity-summary.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { formatCount } from '#web/features/admin/dashboard/dashboard-logic.ts';
import { DASHBOARD_TEXT as T } from '#web/features/admin/dashboard/dashboard-text.ts';
import { formatDateTimeShortId, parseEventDate } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { BlockError, Panel } from './panel.tsx';

/** 'DD/MM/YYYY' + 'HH:mm' (Jakarta) -> 'Sab, 14 Mar 2026 · 19.00 WIB'; the raw text if unreadable. */
function activityWhen(item: ActivityLogItem): string {
  const at = parseEventDate(`${item.actionDate} ${item.time}`);
  return at ? formatDateTimeShortId(at) : `${item.actionDate} ${item.time}`;
}

function ActivityRow({ item }: { item: ActivityLogItem }) {
  const Icon = item.module === 'Acara' ? FolderOpen : UserRound;
  return (
    <li className="flex gap-3 py-3">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="min-w-0">
        <p className="break-words font-medium text-slate-900">{item.activityInfo}</p>
        <p className="text-base text-slate-700">
          {T.actionBy} <span className="font-semibold">{item.userName}</span>
        </p>
        <p className="text-slate-600 text-sm">{activityWhen(item)}</p>
      </div>
    </li>
  );
}

/**
 * 'Aktivitas': '{n} Notifikasi Baru' (other admins' rows this admin has not seen; opening the bell panel
 * marks them seen), the 5 newest rows and a link to /admin/log.
 */
export function ActivityPanel() {
  const query = useActivitySummary();
  const summary = query.data;
  return (
    <Panel
      title={T.activity}
      actions={
        summary && summary.total > 0 ? (
          <Badge color="red">{T.newNotifications(formatCount(summary.total))}</Badge>
        ) : summary ? (
          <Badge color="grey">{T.newNotifications('0')}</Badge>
        ) : null
      }
      className="flex flex-col"
    >
      {query.isPending ? (
        <ul aria-hidden="true" className="divide-y divide-slate-100">
          {[0, 1, 2, 3].map((i) => (
            <li key={i} className="flex gap-3 py-3">
              <Skeleton className="size-10 shrink-0 rounded-full" />
              <div className="flex-1 space-y-2">
                <Skeleton className="h-4 w-11/12" />
                <Skeleton className="h-4 w-7/12" />
              </div>
            </li>
          ))}
        </ul>
      ) : query.isError || !summary ? (
        <BlockError error={query.error} onRetry={() => void query.refetch()} />
      ) : summary.latest.length === 0 ? (
        <div className="flex flex-col items-center py-8 text-center">
          <History aria-hidden="true" className="mb-2 size-8 text-primary-600" />
          <p className="font-semibold text-primary-900">{T.activityEmpty}</p>
        </div>
      ) : (
        <ul className="-my-3 divide-y divide-slate-100">
          {summary.latest.map((item) => (
            <ActivityRow key={item.id} item={item} />
          ))}
        </ul>
      )}
      <Link
        to={paths.admin.log}
        className="mt-auto inline-flex min-h-11 items-center gap-1 self-start pt-3 font-semibold text-primary-700 hover:text-primary-900 hover:underline"
      >
        {T.seeAllActivity}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Link>
    </Panel>
  );
}

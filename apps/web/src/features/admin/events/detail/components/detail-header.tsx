import type { EventDetail, EventStatus } from '@alumni/contract';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { statusBadgeColor } from '#web/components/ui/badge.tsx';
import { EventBreadcrumb } from '#web/features/admin/events/components/event-breadcrumb.tsx';
import { DETAIL_TEXT as T } from '#web/features/admin/events/detail/detail-text.ts';
import { paths } from '#web/lib/paths.ts';

const DOT: Record<ReturnType<typeof statusBadgeColor>, string> = {
  yellow: 'bg-yellow-500',
  green: 'bg-green-600',
  red: 'bg-red-600',
  grey: 'bg-slate-500',
  purple: 'bg-purple-600',
  orange: 'bg-orange-600',
  blue: 'bg-blue-600',
  pink: 'bg-pink-600',
};

const STATUSES = Object.keys(T.status) as EventStatus[];

/** The status dot in the spec's colour (DRAFT yellow, PUBLISH green, EXPIRED red). */
export function StatusDot({ status }: { status: EventStatus }) {
  return (
    <span
      aria-hidden="true"
      className={`inline-block size-3.5 shrink-0 rounded-full ring-4 ring-white ${DOT[statusBadgeColor(status)]}`}
    />
  );
}

/**
 * Breadcrumb back to the list, the event's name with its status dot, and the status as a disabled
 * select: read-only here, changed on the edit page.
 */
export function DetailHeader({ event }: { event: Pick<EventDetail, 'id' | 'name' | 'status'> | null }) {
  const selectId = useId();
  return (
    <div className="space-y-2">
      <EventBreadcrumb
        label={T.breadcrumb}
        crumbs={[{ text: T.list, to: paths.admin.events }, { text: T.detail }]}
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="flex min-w-0 items-center gap-3 font-bold text-2xl text-primary-900 sm:text-3xl">
          {event && <StatusDot status={event.status} />}
          <span className="[overflow-wrap:anywhere]">{event?.name ?? T.loading}</span>
        </h1>
        {event && (
          <Link
            to={paths.event(event.id)}
            className="inline-flex min-h-11 shrink-0 items-center gap-2 font-semibold text-primary-700 underline-offset-4 hover:underline"
          >
            <ExternalLink aria-hidden="true" className="size-5" />
            {T.publicPage}
          </Link>
        )}
        {event && (
          <div className="flex shrink-0 items-center gap-2">
            <label htmlFor={selectId} className="font-semibold text-slate-700">
              {T.statusLabel}
            </label>
            <div className="relative">
              <span className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 flex">
                <StatusDot status={event.status} />
              </span>
              <select
                id={selectId}
                value={event.status}
                disabled
                aria-describedby={`${selectId}-hint`}
                className="block h-11 min-w-40 cursor-not-allowed appearance-none rounded-lg border border-slate-300 bg-slate-50 pr-4 pl-9 font-semibold text-[17px] text-slate-800"
              >
                {STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {T.status[s]}
                  </option>
                ))}
              </select>
              <span id={`${selectId}-hint`} className="sr-only">
                {T.statusHint}
              </span>
            </div>
          </div>
        )}
      </div>
    </div>
  );
}

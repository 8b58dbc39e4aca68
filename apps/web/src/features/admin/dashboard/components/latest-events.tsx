import { EVENT_STATUS_LABEL, type EventItem } from '@alumni/contract';
import { CalendarX2, ChevronRight, CircleCheck, Eye, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge, statusBadgeColor } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useAttendanceSummary } from '#web/features/admin/dashboard/api/get-attendance-summary.ts';
import { useLatestEvents } from '#web/features/admin/dashboard/api/get-latest-events.ts';
import { attendanceRate, cutAdminName, formatCount } from '#web/features/admin/dashboard/dashboard-logic.ts';
import { DASHBOARD_TEXT as T } from '#web/features/admin/dashboard/dashboard-text.ts';
import { formatDateTimeShortId, parseEventDate } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { BlockError, Panel } from './panel.tsx';

function when(event: EventItem): string {
  const at = parseEventDate(event.startDate);
  return at ? formatDateTimeShortId(at) : event.startDate;
}

/**
 * The name cut at 30 characters; the whole name is the link's accessible name (read from hidden text rather
 * than an aria-label, so the visible words stay part of the name: WCAG 2.5.3, axe label-content-name-mismatch)
 * and its tooltip.
 */
function EventLink({ event }: { event: EventItem }) {
  const short = cutAdminName(event.name);
  const cut = short !== event.name;
  return (
    <Link
      to={paths.admin.event(event.id)}
      title={cut ? event.name : undefined}
      className="font-semibold text-primary-800 hover:text-primary-900 hover:underline"
    >
      {cut ? (
        <>
          <span aria-hidden="true">{short}</span>
          <span className="sr-only">{event.name}</span>
        </>
      ) : (
        short
      )}
    </Link>
  );
}

function StatusBadge({ status }: { status: EventItem['status'] }) {
  return (
    <Badge color={statusBadgeColor(status)} dot>
      {EVENT_STATUS_LABEL[status]}
    </Badge>
  );
}

/** 'Acara Terbaru': the 10 newest events of any status; a table on wide screens, cards on a phone. */
export function LatestEvents() {
  const query = useLatestEvents();
  const events = query.data?.datas ?? [];
  // Tickets, check-in and exports (docs/decisions/015): finished events show how many of their participants came.
  const finishedIds = events.filter((e) => e.isFinished).map((e) => e.id);
  const summary = useAttendanceSummary(finishedIds);
  const attendanceOf = (event: EventItem): string | null => {
    if (!event.isFinished) return null;
    const s = summary.data?.find((x) => x.eventId === event.id);
    if (!s) return null;
    const rate = attendanceRate(s.attended, s.registered);
    return rate ? T.attendance(rate, s.attended, s.registered) : T.attendanceNone;
  };
  return (
    <Panel
      title={T.latestEvents}
      actions={
        <Link
          to={paths.admin.events}
          aria-label={T.seeAllEvents}
          className="inline-flex min-h-11 items-center gap-1 font-semibold text-primary-700 hover:text-primary-900 hover:underline"
        >
          {T.seeAll}
          <ChevronRight aria-hidden="true" className="size-4" />
        </Link>
      }
    >
      {query.isPending ? (
        <div aria-hidden="true" className="space-y-3">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-10 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <BlockError error={query.error} onRetry={() => void query.refetch()} />
      ) : events.length === 0 ? (
        <div className="flex flex-col items-center py-8 text-center">
          <CalendarX2 aria-hidden="true" className="mb-2 size-8 text-primary-600" />
          <p className="font-semibold text-primary-900">{T.eventEmpty}</p>
        </div>
      ) : (
        <>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-base">
              <thead className="sticky top-0 bg-slate-50 text-slate-700 text-sm">
                <tr>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    {T.colName}
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    {T.colCategory}
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    {T.colDate}
                  </th>
                  <th scope="col" className="px-3 py-2.5 font-semibold">
                    {T.colStatus}
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                    {T.colParticipants}
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                    {T.colViews}
                  </th>
                  <th scope="col" className="px-3 py-2.5 text-right font-semibold">
                    {T.colAttendance}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {events.map((event) => (
                  <tr key={event.id} className="hover:bg-slate-50">
                    <td className="px-3 py-2.5">
                      <EventLink event={event} />
                    </td>
                    <td className="px-3 py-2.5 text-slate-700">
                      {event.eventCategory?.displayName ?? T.noCategory}
                    </td>
                    <td className="whitespace-nowrap px-3 py-2.5 text-slate-700">{when(event)}</td>
                    <td className="px-3 py-2.5">
                      <StatusBadge status={event.status} />
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">
                      {formatCount(event.totalParticipant)}
                    </td>
                    <td className="px-3 py-2.5 text-right tabular-nums">{formatCount(event.totalViewer)}</td>
                    <td className="whitespace-nowrap px-3 py-2.5 text-right text-slate-700 tabular-nums">
                      {attendanceOf(event) ?? T.attendanceNone}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="space-y-3 md:hidden">
            {events.map((event) => (
              <li key={event.id} className="rounded-lg p-3 ring-1 ring-slate-200">
                <div className="flex items-start justify-between gap-3">
                  <EventLink event={event} />
                  <StatusBadge status={event.status} />
                </div>
                <p className="mt-1 text-base text-slate-700">
                  {event.eventCategory?.displayName ?? T.noCategory} · {when(event)}
                </p>
                <p className="mt-1 flex gap-4 text-base text-slate-700">
                  <span className="inline-flex items-center gap-1.5">
                    <Users aria-hidden="true" className="size-4" />
                    <span className="sr-only">{T.colParticipants}:</span>
                    {formatCount(event.totalParticipant)}
                  </span>
                  <span className="inline-flex items-center gap-1.5">
                    <Eye aria-hidden="true" className="size-4" />
                    <span className="sr-only">{T.colViews}:</span>
                    {formatCount(event.totalViewer)}
                  </span>
                  {attendanceOf(event) && (
                    <span className="inline-flex items-center gap-1.5">
                      <CircleCheck aria-hidden="true" className="size-4" />
                      <span className="sr-only">{T.colAttendance}:</span>
                      {attendanceOf(event)}
                    </span>
                  )}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </Panel>
  );
}

import type { EventItem } from '@alumni/contract';
import { ChevronRight, Eye, UsersRound } from 'lucide-react';
import { Link } from 'react-router';
import { ADMIN_LIST_TEXT as L } from '../../../../components/admin/admin-list-text.ts';
import { cutText } from '../../../../components/admin/cut-text.ts';
import { SelectCheckbox } from '../../../../components/admin/select-checkbox.tsx';
import type { PageSelection } from '../../../../components/admin/use-page-selection.ts';
import { Badge, statusBadgeColor } from '../../../../components/ui/badge.tsx';
import { COMMUNITY_TIME_ZONE, formatDateId, formatTimeId, parseEventDate } from '../../../../lib/dates.ts';
import { EVENT_LIST_TEXT as T } from '../event-list-text.ts';

interface RowsProps {
  rows: EventItem[];
  selection: PageSelection;
}

const TH = 'whitespace-nowrap bg-slate-50 px-2 py-3 text-left font-semibold text-slate-700 text-sm';
const TD = 'border-slate-100 border-t px-2 py-2 align-top';

const shortDay = new Intl.DateTimeFormat('id-ID', {
  timeZone: COMMUNITY_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** Spec section 9: cut at 30 characters; the whole text in the tooltip and for screen readers. */
function Cut({ text, className = '' }: { text: string; className?: string }) {
  const short = cutText(text);
  if (short === text) return <span className={className}>{text}</span>;
  return (
    <span className={className} title={text}>
      <span aria-hidden="true">{short}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}

/** The start in Indonesian: '22 Desember 2026' over '19.00 WIB' ('22 Des 2026' in the dense table). */
function When({ event, short = false }: { event: EventItem; short?: boolean }) {
  const at = parseEventDate(event.startDate);
  if (!at) return <span>{event.startDate}</span>;
  const day = short ? shortDay.format(at).replace(/\./g, '') : formatDateId(at);
  return (
    <>
      <span className="block whitespace-nowrap" title={short ? formatDateId(at) : undefined}>
        {day}
      </span>
      <span className="block text-slate-600 text-sm">{formatTimeId(at)} WIB</span>
    </>
  );
}

function Status({ event }: { event: EventItem }) {
  return (
    <Badge color={statusBadgeColor(event.status)} dot>
      {event.status}
    </Badge>
  );
}

const quota = (event: EventItem) => (event.quota === null ? T.none : event.quota.toLocaleString('id-ID'));

function RowCheckbox({ event, selection }: { event: EventItem; selection: PageSelection }) {
  return (
    <SelectCheckbox
      checked={selection.isSelected(event.id)}
      onChange={() => selection.toggle(event.id)}
      label={L.selectRow(event.name)}
    />
  );
}

function DetailLink({ event, wide }: { event: EventItem; wide?: boolean }) {
  // In the dense table only the arrow shows (the tooltip and the accessible name say what it opens).
  return (
    <Link
      to={`/admin/event/${event.id}`}
      aria-label={T.detailOf(event.name)}
      title={wide ? T.columns.detail : undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-1 rounded-lg font-semibold text-primary-800 hover:bg-primary-50 hover:text-primary-900 ${
        wide ? 'min-w-11 ring-1 ring-primary-200' : 'px-3 ring-1 ring-primary-200'
      }`}
    >
      {!wide && T.columns.detail}
      <ChevronRight aria-hidden="true" className={wide ? 'size-5' : 'size-4'} />
    </Link>
  );
}

/**
 * Desktop: the columns of spec section 2, select-all in the header. Title and group share a cell (the group
 * under the title) so all of them fit beside the sidebar at 1280 px without sideways scrolling.
 */
export function EventTable({ rows, selection }: RowsProps) {
  const th = (label: string, extra = '') => (
    <th scope="col" className={`${TH} ${extra}`}>
      {label}
    </th>
  );
  return (
    <div className="overflow-x-auto rounded-card bg-white shadow-card ring-1 ring-slate-200">
      <table className="w-full border-separate border-spacing-0 text-[15px]">
        <thead>
          <tr>
            <th scope="col" className={`${TH} w-12`}>
              <SelectCheckbox
                checked={selection.allState === 'all'}
                indeterminate={selection.allState === 'some'}
                onChange={selection.toggleAll}
                label={L.selectAll}
              />
            </th>
            {th(T.columns.nameGroup)}
            {th(T.columns.creator)}
            {th(T.columns.category)}
            {th(T.columns.quota, 'text-right')}
            {th(T.columns.date)}
            {th(T.columns.status)}
            {th(T.columns.visitors, 'text-right')}
            {th(T.columns.registrants, 'text-right')}
            <th scope="col" className={TH}>
              <span className="sr-only">{T.columns.detail}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((event) => (
            <tr
              key={event.id}
              className={selection.isSelected(event.id) ? 'bg-primary-50' : 'hover:bg-slate-50'}
            >
              <td className={`${TD} py-1`}>
                <RowCheckbox event={event} selection={selection} />
              </td>
              <td className={`${TD} min-w-40`}>
                <Cut text={event.name} className="block font-semibold text-slate-900" />
                <span className="block text-slate-600 text-sm">
                  <span className="sr-only">{T.columns.group}: </span>
                  <Cut text={event.eventGroup?.displayName ?? T.none} />
                </span>
              </td>
              <td className={`${TD} text-slate-800`}>{event.user?.name ?? T.none}</td>
              <td className={`${TD} text-slate-800`}>{event.eventCategory?.displayName ?? T.none}</td>
              <td className={`${TD} text-right tabular-nums`}>{quota(event)}</td>
              <td className={`${TD} text-slate-800`}>
                <When event={event} short />
              </td>
              <td className={TD}>
                <Status event={event} />
              </td>
              <td className={`${TD} text-right tabular-nums`}>{event.totalViewer.toLocaleString('id-ID')}</td>
              <td className={`${TD} text-right tabular-nums`}>
                {event.totalParticipant.toLocaleString('id-ID')}
              </td>
              <td className={`${TD} py-1 text-right`}>
                <DetailLink event={event} wide />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Phones: a card per event with the same fields, checkbox and detail link. */
export function EventCards({ rows, selection }: RowsProps) {
  return (
    <ul className="space-y-3">
      {rows.map((event) => (
        <li
          key={event.id}
          className={`rounded-card p-3 shadow-card ring-1 ${
            selection.isSelected(event.id) ? 'bg-primary-50 ring-primary-300' : 'bg-white ring-slate-200'
          }`}
        >
          <div className="flex items-start gap-1">
            <RowCheckbox event={event} selection={selection} />
            <div className="min-w-0 flex-1 pt-2">
              <p className="break-words font-semibold text-slate-900">
                <Cut text={event.name} />
              </p>
              <p className="break-words text-slate-700">
                <Cut text={event.eventGroup?.displayName ?? T.none} />
              </p>
            </div>
            <div className="pt-2">
              <Status event={event} />
            </div>
          </div>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1.5 pl-12 text-base">
            <dt className="font-semibold text-slate-600">{T.columns.date}</dt>
            <dd className="text-slate-900">
              <When event={event} />
            </dd>
            <dt className="font-semibold text-slate-600">{T.columns.creator}</dt>
            <dd className="min-w-0 break-words text-slate-900">{event.user?.name ?? T.none}</dd>
            <dt className="font-semibold text-slate-600">{T.columns.category}</dt>
            <dd className="text-slate-900">{event.eventCategory?.displayName ?? T.none}</dd>
            <dt className="font-semibold text-slate-600">{T.columns.quota}</dt>
            <dd className="text-slate-900">{quota(event)}</dd>
          </dl>
          <div className="mt-2 flex items-center justify-between gap-2 pl-12">
            <p className="flex flex-wrap gap-x-4 text-slate-700">
              <span className="inline-flex items-center gap-1">
                <Eye aria-hidden="true" className="size-4" />
                {T.columns.visitors}: {event.totalViewer.toLocaleString('id-ID')}
              </span>
              <span className="inline-flex items-center gap-1">
                <UsersRound aria-hidden="true" className="size-4" />
                {T.columns.registrants}: {event.totalParticipant.toLocaleString('id-ID')}
              </span>
            </p>
            <DetailLink event={event} />
          </div>
        </li>
      ))}
    </ul>
  );
}

import { EVENT_STATUS_LABEL, type EventItem } from '@alumni/contract';
import { Eye, UsersRound } from 'lucide-react';
import { cutText } from '#web/components/admin/cut-text.ts';
import { DetailLink } from '#web/components/admin/detail-link.tsx';
import { SelectableCards, SelectableTable } from '#web/components/admin/selectable-rows.tsx';
import type { PageSelection } from '#web/components/admin/use-page-selection.ts';
import { Badge, statusBadgeColor } from '#web/components/ui/badge.tsx';
import { EVENT_LIST_TEXT as T } from '#web/features/admin/events/event-list-text.ts';
import { formatDateId, formatShortDateId, formatTimeId, parseEventDate } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';

interface RowsProps {
  rows: EventItem[];
  selection: PageSelection;
}

/** docs/spec.md §9: cut at 30 characters; the whole text in the tooltip and for screen readers. */
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
  const day = short ? formatShortDateId(at) : formatDateId(at);
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
      {EVENT_STATUS_LABEL[event.status]}
    </Badge>
  );
}

const quota = (event: EventItem) => (event.quota === null ? T.none : event.quota.toLocaleString('id-ID'));

function EventDetailLink({ event, wide }: { event: EventItem; wide?: boolean }) {
  return (
    <DetailLink
      to={paths.admin.event(event.id)}
      label={T.detailOf(event.name)}
      text={T.columns.detail}
      wide={wide}
    />
  );
}

const rowName = (event: EventItem) => event.name;
const creator = (event: EventItem) => event.user?.name ?? T.none;
const category = (event: EventItem) => event.eventCategory?.displayName ?? T.none;
const group = (event: EventItem) => event.eventGroup?.displayName ?? T.none;
const count = (n: number) => n.toLocaleString('id-ID');

/**
 * Desktop: the columns of docs/spec.md §2, select-all in the header. Title and group share a cell (the group
 * under the title) so all of them fit beside the sidebar at 1280 px without sideways scrolling.
 */
export function EventTable({ rows, selection }: RowsProps) {
  return (
    <SelectableTable
      rows={rows}
      selection={selection}
      rowName={rowName}
      dense
      columns={[
        {
          header: T.columns.nameGroup,
          cellClass: 'min-w-40',
          cell: (event) => (
            <>
              <Cut text={event.name} className="block font-semibold text-slate-900" />
              <span className="block text-slate-600 text-sm">
                <span className="sr-only">{T.columns.group}: </span>
                <Cut text={group(event)} />
              </span>
            </>
          ),
        },
        { header: T.columns.creator, cellClass: 'text-slate-800', cell: creator },
        { header: T.columns.category, cellClass: 'text-slate-800', cell: category },
        {
          header: T.columns.quota,
          headerClass: 'text-right',
          cellClass: 'text-right tabular-nums',
          cell: quota,
        },
        {
          header: T.columns.date,
          cellClass: 'text-slate-800',
          cell: (event) => <When event={event} short />,
        },
        { header: T.columns.status, cell: (event) => <Status event={event} /> },
        {
          header: T.columns.visitors,
          headerClass: 'text-right',
          cellClass: 'text-right tabular-nums',
          cell: (event) => count(event.totalViewer),
        },
        {
          header: T.columns.registrants,
          headerClass: 'text-right',
          cellClass: 'text-right tabular-nums',
          cell: (event) => count(event.totalParticipant),
        },
        {
          header: T.columns.detail,
          hideHeader: true,
          cellClass: 'py-1 text-right',
          cell: (event) => <EventDetailLink event={event} wide />,
        },
      ]}
    />
  );
}

/** Phones: a card per event with the same fields, checkbox and detail link. */
export function EventCards({ rows, selection }: RowsProps) {
  return (
    <SelectableCards
      rows={rows}
      selection={selection}
      rowName={rowName}
      card={(event) => ({
        head: (
          <>
            <div className="min-w-0 flex-1 pt-2">
              <p className="break-words font-semibold text-slate-900">
                <Cut text={event.name} />
              </p>
              <p className="break-words text-slate-700">
                <Cut text={group(event)} />
              </p>
            </div>
            <div className="pt-2">
              <Status event={event} />
            </div>
          </>
        ),
        fields: [
          { label: T.columns.date, value: <When event={event} /> },
          { label: T.columns.creator, value: creator(event), wrap: true },
          { label: T.columns.category, value: category(event) },
          { label: T.columns.quota, value: quota(event) },
        ],
        foot: (
          <div className="mt-2 flex items-center justify-between gap-2 pl-12">
            <p className="flex flex-wrap gap-x-4 text-slate-700">
              <span className="inline-flex items-center gap-1">
                <Eye aria-hidden="true" className="size-4" />
                {T.columns.visitors}: {count(event.totalViewer)}
              </span>
              <span className="inline-flex items-center gap-1">
                <UsersRound aria-hidden="true" className="size-4" />
                {T.columns.registrants}: {count(event.totalParticipant)}
              </span>
            </p>
            <EventDetailLink event={event} />
          </div>
        ),
      })}
    />
  );
}

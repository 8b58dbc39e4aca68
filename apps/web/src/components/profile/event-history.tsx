import type { EventItem } from '@alumni/contract';
import { COMPANION_TEXT } from '@alumni/contract/constants';
import {
  CalendarPlus,
  CalendarSearch,
  CircleCheck,
  Hourglass,
  Images,
  RefreshCw,
  Ticket,
  Users,
} from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAttended } from '#web/api/get-attended.ts';
import { USER_EVENTS_PAGE_SIZE, useCreatedEvents, useJoinedEvents } from '#web/api/get-user-events.ts';
import { EventGrid } from '#web/components/event/event-grid.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { pageCount } from '#web/lib/pagination.ts';
import { paths } from '#web/lib/paths.ts';
import { PROFILE_TEXT } from './profile-text.ts';

type EventsQuery = ReturnType<typeof useJoinedEvents> | ReturnType<typeof useCreatedEvents>;

interface HistoryProps {
  userId: number;
  /** One's own profile: the spec's own-profile empty titles with a way to the event list. */
  isOwn: boolean;
}

/** 'Riwayat Acara': the events a member joined, 10 per page (GET /event-participant/get-by-user). */
export function JoinedEvents({ userId, isOwn }: HistoryProps) {
  const [page, setPage] = useState(1);
  const query = useJoinedEvents(userId, page);
  // Tickets, check-in and exports (docs/decisions/015): one's own history marks the events attended and opens each ticket (not shown to others).
  const ids = query.data?.datas.map((e) => e.id) ?? [];
  const attended = useAttended(userId, ids, isOwn);
  const attendedIds = new Set(attended.data?.map((a) => a.eventId));
  const positions = new Map(query.data?.datas.map((e) => [e.id, e.waitlistPosition ?? null]));
  // One's own party, seated or waiting (docs/decisions/035-waitlist-parties.md, Follow-up): 'Untuk 3 orang'.
  const parties = new Map(query.data?.datas.map((e) => [e.id, e.companions ?? 0]));
  return (
    <EventHistory
      sections
      footer={
        isOwn
          ? (event) => (
              <OwnEventFooter
                event={event}
                attended={attendedIds.has(event.id)}
                waitlistPosition={positions.get(event.id) ?? null}
                companions={parties.get(event.id) ?? 0}
              />
            )
          : undefined
      }
      query={query}
      page={page}
      onPage={setPage}
      label={PROFILE_TEXT.joinedList}
      isOwn={isOwn}
      emptyOwn={PROFILE_TEXT.joinedEmptyOwn}
      emptyOther={PROFILE_TEXT.joinedEmptyOther}
      emptyIcon={CalendarSearch}
    />
  );
}

/** 'Acara Dibuat': the events a member created, 10 per page (GET /event?userId). */
export function CreatedEvents({ userId, isOwn }: HistoryProps) {
  const [page, setPage] = useState(1);
  const query = useCreatedEvents(userId, page);
  return (
    <EventHistory
      query={query}
      page={page}
      onPage={setPage}
      label={PROFILE_TEXT.createdList}
      isOwn={isOwn}
      emptyOwn={PROFILE_TEXT.createdEmptyOwn}
      emptyOther={PROFILE_TEXT.createdEmptyOther}
      emptyIcon={CalendarPlus}
    />
  );
}

function OwnEventFooter({
  event,
  attended,
  waitlistPosition,
  companions,
}: {
  event: EventItem;
  attended: boolean;
  /** In the event's waitlist (no seat, so no ticket): one's place in line. */
  waitlistPosition: number | null;
  /** One's companions, seated or waiting: a party shows 'Untuk 3 orang', as on the ticket. */
  companions: number;
}) {
  const party =
    companions > 0 ? (
      <span
        className="inline-flex items-center gap-1.5 font-semibold text-slate-800"
        data-testid="history-party"
      >
        <Users aria-hidden="true" className="size-5 text-slate-500" />
        {COMPANION_TEXT.forPeople(1 + companions)}
      </span>
    ) : null;
  if (waitlistPosition !== null) {
    if (event.isFinished) return null;
    return (
      <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 px-1 text-base">
        <span className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-amber-900">
          <Hourglass aria-hidden="true" className="size-5" />
          {PROFILE_TEXT.waitlistPosition(waitlistPosition)}
        </span>
        {party}
      </p>
    );
  }
  return (
    <p className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 px-1 text-base">
      {party}
      {attended && (
        <span className="inline-flex items-center gap-1.5 font-semibold text-green-800">
          <CircleCheck aria-hidden="true" className="size-5" />
          {PROFILE_TEXT.attended}
        </span>
      )}
      {event.isFinished && (
        <Link
          to={`${paths.event(event.id)}#album`}
          aria-label={PROFILE_TEXT.albumFor(event.name)}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-700 underline-offset-2 hover:underline"
        >
          <Images aria-hidden="true" className="size-5" />
          {PROFILE_TEXT.album}
        </Link>
      )}
      {!event.isFinished && (
        <Link
          to={`/event/${event.id}/ticket`}
          aria-label={PROFILE_TEXT.ticketFor(event.name)}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-primary-700 underline-offset-2 hover:underline"
        >
          <Ticket aria-hidden="true" className="size-5" />
          {PROFILE_TEXT.ticket}
        </Link>
      )}
    </p>
  );
}

function EventHistory({
  sections = false,
  footer,
  query,
  page,
  onPage,
  label,
  isOwn,
  emptyOwn,
  emptyOther,
  emptyIcon,
}: {
  query: EventsQuery;
  page: number;
  onPage: (page: number) => void;
  label: string;
  isOwn: boolean;
  emptyOwn: string;
  emptyOther: string;
  emptyIcon: typeof CalendarPlus;
  footer?: (event: EventItem) => ReactNode;
  /** Under 'Akan Datang' and 'Sudah Lewat' headings (the list comes upcoming first, docs/decisions/023). */
  sections?: boolean;
}) {
  const top = useRef<HTMLDivElement>(null);
  const { data } = query;
  const total = data?.total ?? 0;
  const totalPages = pageCount(total, USER_EVENTS_PAGE_SIZE);
  const pastTheEnd = !!data && data.datas.length === 0 && total > 0 && page > totalPages;
  // A page past the end (events removed meanwhile): show the last page that exists.
  useEffect(() => {
    if (pastTheEnd) onPage(totalPages);
  }, [pastTheEnd, totalPages, onPage]);

  if (query.isPending) return <EventGrid events={undefined} loading skeletonCount={3} label={label} />;

  if (query.isError && !data) {
    return (
      <EmptyState
        icon={RefreshCw}
        title={PROFILE_TEXT.loadError}
        description={query.error.message}
        action={
          <Button variant="secondary" onClick={() => query.refetch()} loading={query.isFetching}>
            {PROFILE_TEXT.retry}
          </Button>
        }
      />
    );
  }

  if (!data || total === 0) {
    return isOwn ? (
      <EmptyState
        icon={emptyIcon}
        title={emptyOwn}
        action={<ButtonLink to={paths.events}>{PROFILE_TEXT.seeEvents}</ButtonLink>}
      />
    ) : (
      <EmptyState icon={emptyIcon} title={emptyOther} />
    );
  }

  const change = (next: number) => {
    onPage(next);
    top.current?.scrollIntoView({ block: 'start' });
  };

  return (
    <div ref={top} className="scroll-mt-24" aria-busy={query.isPlaceholderData}>
      {sections ? (
        <HistorySections events={data.datas} label={label} footer={footer} faded={query.isPlaceholderData} />
      ) : (
        <EventGrid
          events={data.datas}
          label={label}
          footer={footer}
          className={query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}
        />
      )}
      <Pagination page={page} totalPages={totalPages} onChange={change} className="mt-8" />
    </div>
  );
}

/** One page of the history under 'Akan Datang' (not finished) and 'Sudah Lewat' (finished) headings. */
function HistorySections({
  events,
  label,
  footer,
  faded,
}: {
  events: readonly EventItem[];
  label: string;
  footer?: (event: EventItem) => ReactNode;
  faded: boolean;
}) {
  const parts = [
    { title: PROFILE_TEXT.upcoming, events: events.filter((e) => !e.isFinished) },
    { title: PROFILE_TEXT.past, events: events.filter((e) => e.isFinished) },
  ].filter((p) => p.events.length > 0);
  return (
    <div className={`space-y-8 ${faded ? 'opacity-60 transition-opacity' : ''}`}>
      {parts.map((part) => (
        <section key={part.title} aria-label={part.title}>
          <h2 className="mb-4 font-bold text-primary-900 text-xl">{part.title}</h2>
          <EventGrid events={part.events} label={`${label}: ${part.title}`} footer={footer} />
        </section>
      ))}
    </div>
  );
}

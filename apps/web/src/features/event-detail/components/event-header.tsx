import type { EventDetail } from '@alumni/contract';
import {
  CalendarDays,
  ExternalLink,
  Layers,
  type LucideIcon,
  MapPin,
  MonitorPlay,
  Tags,
  Users,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CategoryIcon } from '#web/components/event/category-icon.tsx';
import { EventImage } from '#web/components/event/event-image.tsx';
import { seatsNote } from '#web/components/event/seats.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { LINK_REL, LinkifiedText, linkify } from '#web/components/ui/linkified-text.tsx';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';
import { formatDateId, formatDateTimeId, formatTimeId, parseEventDate } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { ParticipantAvatars } from './participant-avatars.tsx';

const T = EVENT_DETAIL_TEXT.header;

/** 'Sabtu, 14 Maret 2026 · 19.00 WIB' and, when it ends later, 'sampai 22.00 WIB' (same day) or the full end. */
export function eventWhen(startDate: string, endDate: string): { start: string; end: string | null } {
  const start = parseEventDate(startDate);
  const end = parseEventDate(endDate);
  if (!start) return { start: startDate, end: null };
  if (!end || end.getTime() <= start.getTime()) return { start: formatDateTimeId(start), end: null };
  const sameDay = formatDateId(start) === formatDateId(end);
  return {
    start: formatDateTimeId(start),
    end: `${T.until} ${sameDay ? `${formatTimeId(end)} WIB` : formatDateTimeId(end)}`,
  };
}

function mapsUrl(location: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`;
}

function Fact({ icon: Icon, label, children }: { icon: LucideIcon; label: string; children: ReactNode }) {
  // dt and dd stay direct children of the group <div> (a valid <dl>); the icon sits inside the dt.
  return (
    <div className="group relative min-h-11 py-3.5 pl-14.5 first:pt-0 last:pb-0">
      <dt className="font-semibold text-slate-600 text-sm uppercase tracking-wide">
        <span
          aria-hidden="true"
          className="absolute top-3.5 left-0 flex size-11 items-center justify-center rounded-xl bg-primary-50 text-primary-700 group-first:top-0"
        >
          <Icon className="size-5" />
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-[17px] text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * What everyone sees (docs/spec.md §6: name, date, location, category, quota): the group link, picture,
 * name, creator, the first faces and count, and the facts. Locations may hold an online link: it becomes
 * clickable through the safe linkify only.
 */
export function EventHeader({ event, viewer }: { event: EventDetail; viewer: number | 'guest' }) {
  const when = eventWhen(event.startDate, event.endDate);
  const online = event.eventType === 'ONLINE';
  const hasLink = linkify(event.location).some((p) => p.type === 'link');
  // The seats a member can take: those held for the line are not (docs/decisions/035, Follow-up).
  const seats = seatsNote(event);

  return (
    <header>
      <div className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
        <EventImage src={event.imageUrl} eager slot="eventHeader" />
      </div>

      <div className="mt-5 flex flex-wrap items-center gap-2">
        {event.eventGroup && (
          <Link
            to={paths.eventsOfGroup(event.eventGroup.id)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full bg-primary-50 px-4 font-semibold text-base text-primary-800 ring-1 ring-primary-100 ring-inset hover:bg-primary-100"
          >
            <Layers aria-hidden="true" className="size-4 shrink-0" />
            <span className="sr-only">{T.group}: </span>
            <span className="[overflow-wrap:anywhere]">{event.eventGroup.displayName}</span>
          </Link>
        )}
        {event.isFinished && <Badge color="grey">{T.finishedBadge}</Badge>}
      </div>

      <h1 className="mt-3 font-extrabold text-3xl text-primary-900 leading-tight tracking-tight [overflow-wrap:anywhere] sm:text-4xl">
        {event.name}
      </h1>

      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        {event.user && (
          <p className="flex items-center gap-3 text-base text-slate-700">
            <Avatar name={event.user.name} picture={event.user.picture} size="sm" />
            <span>
              {T.createdBy} <strong className="font-semibold text-slate-900">{event.user.name}</strong>
            </span>
          </p>
        )}
        <ParticipantAvatars eventId={event.id} total={event.totalParticipant} viewer={viewer} />
      </div>

      <dl className="mt-6 divide-y divide-slate-100 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6">
        <Fact icon={CalendarDays} label={T.date}>
          <span className="block font-semibold">{when.start}</span>
          {when.end && <span className="block text-slate-700">{when.end}</span>}
        </Fact>
        <Fact icon={online ? MonitorPlay : MapPin} label={T.location}>
          <span className="block text-slate-600 text-sm">{online ? T.online : T.offline}</span>
          <LinkifiedText text={event.location} className="block" />
          {!online && !hasLink && event.location.trim() && (
            <a
              href={mapsUrl(event.location)}
              target="_blank"
              rel={LINK_REL}
              className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-base text-primary-700 underline decoration-2 underline-offset-2 hover:text-primary-900"
            >
              {T.openMap}
              <ExternalLink aria-hidden="true" className="size-4" />
            </a>
          )}
        </Fact>
        {event.eventCategory && (
          <Fact icon={Tags} label={T.category}>
            <span className="inline-flex items-center gap-2 font-semibold">
              <CategoryIcon iconUrl={event.eventCategory.iconUrl} className="size-6 rounded-full" />
              {event.eventCategory.displayName}
            </span>
          </Fact>
        )}
        <Fact icon={Users} label={T.quota}>
          {event.quota === null ? (
            <span className="font-semibold">{T.unlimited}</span>
          ) : (
            <>
              <span className="font-semibold">{T.quotaOf(event.quota)}</span>
              {!event.isFinished && seats !== null && (
                <span className="text-slate-700" data-testid="seats-note">
                  {' '}
                  · {seats.kind === 'held' ? T.seatsHeld(seats.n) : T.seatsLeft(seats.n)}
                </span>
              )}
            </>
          )}
        </Fact>
      </dl>
    </header>
  );
}

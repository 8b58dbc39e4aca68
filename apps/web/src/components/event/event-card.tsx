import type { EventItem } from '@alumni/contract';
import { CalendarDays, MapPin, MonitorPlay, Users } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton, SkeletonText } from '#web/components/ui/skeleton.tsx';
import { formatDateTimeShortId, parseEventDate } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { CategoryIcon } from './category-icon.tsx';
import { EventImage } from './event-image.tsx';
import { EVENT_CARD_TEXT } from './event-text.ts';
import { eventCardBadge } from './seats.ts';

/** 'Sab, 14 Mar 2026 · 19.00 WIB', or the server's text as is if it cannot be read. */
export function eventCardDate(startDate: string): string {
  const d = parseEventDate(startDate);
  return d ? formatDateTimeShortId(d) : startDate;
}

/**
 * One event in a grid: the whole card is one link to /event/{id} (a stretched heading link, so a screen
 * reader hears the event's full name rather than every line of the card). 16:9 picture, the date first
 * and prominent, the name cut by the spec's rule (full name in the title), where, category and seats.
 */
export function EventCard({
  event,
  headingLevel = 3,
  picture = 'lazy',
  className = 'h-full',
}: {
  event: EventItem;
  /** The card's height in its cell: the whole cell by default. */
  className?: string;
  headingLevel?: 2 | 3;
  /**
   * How the picture loads: lazily below the first screen (the default), at once on it ('eager'), or at once
   * and first of all when it is the page's largest element ('largest', EventImage `eager`).
   */
  picture?: 'lazy' | 'eager' | 'largest';
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const online = event.eventType === 'ONLINE';
  const badge = eventCardBadge(event);
  const LocationIcon = online ? MonitorPlay : MapPin;
  const location = online ? EVENT_CARD_TEXT.online : event.location;

  return (
    <article
      data-testid="event-card"
      className={`group relative flex flex-col overflow-hidden ${className} rounded-card bg-white shadow-card ring-1 ring-slate-900/5 transition-shadow duration-200 hover:shadow-lg`}
    >
      <div className="relative overflow-hidden">
        <EventImage
          src={event.imageUrl}
          eager={picture === 'largest'}
          loading={picture === 'lazy' ? 'lazy' : 'eager'}
          className="transition-transform duration-200 group-hover:scale-[1.02]"
        />
        {badge && (
          <div className="absolute top-3 right-3 flex gap-2">
            {badge === 'finished' ? (
              <Badge color="grey" className="shadow-sm">
                {EVENT_CARD_TEXT.finished}
              </Badge>
            ) : badge === 'full' ? (
              <Badge color="red" className="shadow-sm">
                {EVENT_CARD_TEXT.full}
              </Badge>
            ) : (
              // Free seats held for the line's first party (docs/decisions/035, Follow-up): a member can only wait.
              <Badge color="orange" className="shadow-sm">
                {EVENT_CARD_TEXT.line}
              </Badge>
            )}
          </div>
        )}
      </div>

      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <Heading
          title={event.name}
          // The name uses two lines before it is cut (docs/decisions/023; the spec's 35-character cut left most
          // of a two-line card empty). The whole name stays in the link's text for screen readers.
          className="line-clamp-2 font-bold text-lg text-primary-900 leading-snug [overflow-wrap:anywhere]"
        >
          <Link
            to={paths.event(event.id)}
            className="outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] hover:text-primary-700 focus-visible:after:outline-3 focus-visible:after:outline-accent-400 focus-visible:after:outline-offset-2"
          >
            {event.name}
          </Link>
        </Heading>

        <p className="order-first mb-2 flex items-center gap-2 font-bold text-accent-700 text-base">
          <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
          <span>{eventCardDate(event.startDate)}</span>
        </p>

        <p className="mt-2 flex items-start gap-2 text-base text-slate-700">
          <LocationIcon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
          <span className="line-clamp-2 [overflow-wrap:anywhere]">{location}</span>
        </p>

        <div className="mt-auto flex flex-wrap items-center justify-between gap-x-3 gap-y-2 pt-4">
          {event.eventCategory ? (
            <span className="inline-flex min-w-0 items-center gap-1.5 rounded-full bg-primary-50 py-1 pr-3 pl-1.5 font-semibold text-primary-800 text-sm ring-1 ring-primary-100 ring-inset">
              <CategoryIcon iconUrl={event.eventCategory.iconUrl} className="size-6 rounded-full" />
              <span className="truncate">{event.eventCategory.displayName}</span>
            </span>
          ) : (
            <span />
          )}
          <span className="inline-flex items-center gap-1.5 whitespace-nowrap font-semibold text-base text-slate-700">
            <Users aria-hidden="true" className="size-5 text-slate-500" />
            {EVENT_CARD_TEXT.participants(event.totalParticipant, event.quota)}
          </span>
        </div>
      </div>
    </article>
  );
}

/** The shape of an EventCard while it loads. */
export function EventCardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex h-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5"
    >
      <Skeleton className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <Skeleton className="h-5 w-7/12" />
        <Skeleton className="mt-3 h-6 w-11/12" />
        <SkeletonText lines={1} className="mt-3" />
        <div className="mt-auto flex items-center justify-between pt-5">
          <Skeleton className="h-8 w-28 rounded-full" />
          <Skeleton className="h-5 w-20" />
        </div>
      </div>
    </div>
  );
}

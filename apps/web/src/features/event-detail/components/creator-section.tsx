import type { EventDetail } from '@alumni/contract';
import { UserRound } from 'lucide-react';
import { useId } from 'react';
import { useEvents } from '#web/api/get-events.ts';
import { EventCard, EventCardSkeleton } from '#web/components/event/event-card.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';
import { paths } from '#web/lib/paths.ts';

const T = EVENT_DETAIL_TEXT.creator;
/** docs/spec.md §9: two of the creator's other events (three asked for, this one left out by the server). */
export const CREATOR_EVENTS_SHOWN = 2;
const CREATOR_EVENTS_REQUEST = 3;

type Creator = NonNullable<EventDetail['user']>;

/**
 * The creator card links by username, like the participant list and @mentions: the spec's link by email
 * would put another member's address in the address bar (docs/deviations.md).
 */
export function creatorProfilePath(creator: Pick<Creator, 'username'>): string {
  return paths.memberProfile(creator.username);
}

function CreatorCard({ creator }: { creator: Creator }) {
  return (
    <div className="flex h-full flex-col items-center rounded-card bg-white p-6 text-center shadow-card ring-1 ring-slate-900/5">
      <Avatar name={creator.name} picture={creator.picture} size="lg" />
      <p className="mt-4 font-bold text-primary-900 text-xl [overflow-wrap:anywhere]">{creator.name}</p>
      <p className="text-base text-slate-600 [overflow-wrap:anywhere]">@{creator.username}</p>
      <ButtonLink to={creatorProfilePath(creator)} variant="secondary" className="mt-5">
        <UserRound aria-hidden="true" className="size-5" />
        {T.viewProfile}
      </ButtonLink>
    </div>
  );
}

/** Members only: who made the event, and two more of their events. */
export function CreatorSection({ event }: { event: EventDetail }) {
  const headingId = useId();
  const otherId = useId();
  const creator = event.user;
  const { data, isPending, isError } = useEvents(
    {
      offset: 1,
      limit: CREATOR_EVENTS_REQUEST,
      userId: creator?.id,
      excludeId: event.id,
    },
    { enabled: creator !== null },
  );
  if (!creator) return null;
  const others = isError
    ? []
    : (data?.datas.filter((e) => e.id !== event.id).slice(0, CREATOR_EVENTS_SHOWN) ?? []);
  const showOthers = isPending || others.length > 0;

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <h2 id={headingId} className="font-bold text-2xl text-primary-900 sm:text-3xl">
        {T.title}
      </h2>
      <div className={`mt-5 grid gap-6 ${showOthers ? 'lg:grid-cols-[18rem_minmax(0,1fr)]' : 'max-w-sm'}`}>
        <CreatorCard creator={creator} />
        {showOthers && (
          <div>
            <h3 id={otherId} className="mb-3 font-bold text-lg text-slate-800">
              {T.otherEvents(creator.name)}
            </h3>
            <ul className="grid gap-5 sm:grid-cols-2">
              {isPending
                ? Array.from({ length: CREATOR_EVENTS_SHOWN }, (_, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
                    <li key={i}>
                      <EventCardSkeleton />
                    </li>
                  ))
                : others.map((e) => (
                    <li key={e.id}>
                      <EventCard event={e} headingLevel={3} />
                    </li>
                  ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}

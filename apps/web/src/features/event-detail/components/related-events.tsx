import type { EventDetail } from '@alumni/contract';
import { ArrowRight } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useEvents } from '#web/api/get-events.ts';
import { EventGrid } from '#web/components/event/event-grid.tsx';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';
import { paths } from '#web/lib/paths.ts';

const T = EVENT_DETAIL_TEXT.related;
/** docs/spec.md §9: three related events of the same group, this one left out. */
export const RELATED_EVENTS = 3;

/** Members only: more events of this event's group. A failure reads as an empty list (docs/spec.md §8). */
export function RelatedEvents({ event }: { event: EventDetail }) {
  const headingId = useId();
  const group = event.eventGroup;
  const { data, isPending, isError } = useEvents(
    { offset: 1, limit: RELATED_EVENTS, groupId: group?.id, excludeId: event.id },
    { enabled: group !== null },
  );
  if (!group) return null;
  const events = isError ? [] : (data?.datas.filter((e) => e.id !== event.id).slice(0, RELATED_EVENTS) ?? []);
  if (!isPending && events.length === 0) return null;

  return (
    <section aria-labelledby={headingId} className="mt-12">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="font-bold text-2xl text-primary-900 sm:text-3xl">
            {T.title}
          </h2>
          <p className="mt-1 text-base text-slate-700">{T.inGroup(group.displayName)}</p>
        </div>
        <Link
          to={paths.eventsOfGroup(group.id)}
          className="inline-flex min-h-11 items-center gap-1.5 font-semibold text-base text-primary-700 hover:text-primary-900 hover:underline"
        >
          {T.seeAll}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      </div>
      <EventGrid
        events={isPending ? undefined : events}
        loading={isPending}
        skeletonCount={RELATED_EVENTS}
        label={T.title}
        className="mt-5"
      />
    </section>
  );
}

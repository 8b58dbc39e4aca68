import { CalendarX2, RefreshCw } from 'lucide-react';
import { useEvents } from '#web/api/get-events.ts';
import { EventGrid } from '#web/components/event/event-grid.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { HOME_TEXT } from '#web/features/landing/home-text.ts';
import { paths } from '#web/lib/paths.ts';
import { LandingSection, SectionHeader } from './section-header.tsx';

const T = HOME_TEXT.latest;

/** docs/spec.md §§7 and 9: the landing asks for offset 1, limit 9. */
export const LATEST_EVENTS = { offset: 1, limit: 9 } as const;

/** 'Acara Terbaru': the 9 newest visible events, skeleton cards while they load. */
export function LatestEvents() {
  const events = useEvents(LATEST_EVENTS);
  return (
    <LandingSection id="home-latest">
      <SectionHeader
        id="home-latest"
        title={T.title}
        lead={T.lead}
        seeAll={{ to: paths.events, text: T.seeAll, label: T.seeAllLabel }}
      />
      {events.isError && !events.data ? (
        <div className="flex flex-col items-start gap-4 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:flex-row sm:items-center sm:justify-between">
          <p role="alert" className="text-base text-slate-800">
            {T.failed}
          </p>
          <Button variant="secondary" onClick={() => events.refetch()} loading={events.isFetching}>
            {!events.isFetching && <RefreshCw aria-hidden="true" className="size-5" />}
            {T.retry}
          </Button>
        </div>
      ) : !events.isPending && events.data.datas.length === 0 ? (
        <div className="rounded-card bg-white shadow-card ring-1 ring-slate-900/5">
          <EmptyState icon={CalendarX2} title={T.empty} description={T.emptyBody} />
        </div>
      ) : (
        <EventGrid
          events={events.data?.datas}
          loading={events.isPending}
          skeletonCount={LATEST_EVENTS.limit}
          label={T.listLabel}
        />
      )}
    </LandingSection>
  );
}

import type { EventItem } from '@alumni/contract';
import { CircleAlert, RotateCcw, SearchX } from 'lucide-react';
import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCategories } from '#web/api/get-categories.ts';
import { useEvents } from '#web/api/get-events.ts';
import { useGroup } from '#web/api/get-group.ts';
import { EventGrid } from '#web/components/event/event-grid.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { InTurn } from '#web/lib/hydration-turns.tsx';
import { pageCount } from '#web/lib/pagination.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { CategoryFilter } from './components/category-filter.tsx';
import { EventSearchForm } from './components/event-search-form.tsx';
import { EventsBanner, GroupBanner, GroupBannerSkeleton } from './components/group-banner.tsx';
import {
  EVENT_LIST_PAGE_SIZE,
  type EventListFilters,
  NO_FILTERS,
  readFilters,
  withFilter,
  writeFilters,
} from './event-list-params.ts';
import { EVENT_LIST_TEXT } from './events-text.ts';

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * /event (docs/spec.md §2): a banner on every view (the group's for ?g=, else the community's), search,
 * category tiles, and nine events a page, upcoming first under 'Akan Datang' then the finished ones under
 * 'Sudah Lewat' (docs/decisions/025). The URL holds every filter and the page, so reload and back/forward restore the list.
 */
export function EventListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const resultsRef = useRef<HTMLDivElement>(null);

  const categories = useCategories();
  const group = useGroup(filters.groupId);
  const events = useEvents({
    offset: filters.page,
    limit: EVENT_LIST_PAGE_SIZE,
    categoryId: filters.categoryId,
    groupId: filters.groupId,
    search: filters.q || undefined,
    // Upcoming first, soonest first, then the finished ones (docs/decisions/025).
    sortBy: 'upcoming',
  });

  const navigate = useCallback(
    (next: EventListFilters, replace = false) =>
      // Filters change in place: the shell's scroll-to-top is for new pages, not for a new filter.
      setSearchParams(writeFilters(next), { preventScrollReset: true, replace }),
    [setSearchParams],
  );

  // docs/spec.md §8: a failed load leaves an empty list with total 0.
  const failed = events.isError && !events.isFetching;
  const showingStale = events.isPlaceholderData;
  const loading = events.isPending || showingStale;
  const list = failed || showingStale ? [] : (events.data?.datas ?? []);
  const total = failed ? 0 : (events.data?.total ?? 0);
  const totalPages = pageCount(total, EVENT_LIST_PAGE_SIZE);
  // A search or filter that finds nothing says so under the title, not only below the banner and categories.
  const noMatch = !loading && !failed && total === 0 && hasFilters(filters);

  // A page past the end (an old link, fewer events since) falls back to the last page there is.
  const { page } = filters;
  useEffect(() => {
    if (!events.isSuccess || showingStale) return;
    const last = Math.max(1, totalPages);
    if (page > last) navigate({ ...filters, page: last }, true);
  }, [events.isSuccess, showingStale, totalPages, page, filters, navigate]);

  const goToPage = (next: number) => {
    navigate({ ...filters, page: next });
    const target = resultsRef.current;
    if (!target) return;
    target.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  const category = categories.data?.datas.find((c) => c.id === filters.categoryId);
  const title = pageTitle(filters, {
    groupName: group.data?.name,
    groupPending: group.isPending && group.fetchStatus !== 'idle',
    categoryName: category?.displayName,
    categoriesPending: categories.isPending,
  });
  useDocumentTitle(title ?? EVENT_LIST_TEXT.documentTitle);

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-6 pb-14 sm:pt-10 sm:pb-20">
      <InTurn>
        <div className="mb-6 sm:mb-8" data-testid="event-list-banner">
          {filters.groupId === undefined ? (
            <EventsBanner />
          ) : group.data ? (
            <GroupBanner group={group.data} />
          ) : group.isPending ? (
            <GroupBannerSkeleton />
          ) : (
            <EventsBanner />
          )}
        </div>

        <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between md:gap-8">
          <div className="min-w-0">
            {title === null ? (
              <>
                <Skeleton className="h-9 w-64 max-w-full" />
                <span className="sr-only">{EVENT_LIST_TEXT.documentTitle}</span>
              </>
            ) : (
              <h1 className="font-extrabold text-3xl text-primary-900 tracking-tight [overflow-wrap:anywhere] sm:text-4xl">
                {title}
              </h1>
            )}
            <p
              data-testid="event-total"
              aria-live="polite"
              className={`mt-1.5 min-h-7 text-lg ${noMatch ? 'flex items-start gap-2 font-semibold text-primary-900' : 'text-slate-700'}`}
            >
              {noMatch && <SearchX aria-hidden="true" className="mt-0.5 size-6 shrink-0" />}
              {loading || failed
                ? ''
                : noMatch
                  ? EVENT_LIST_TEXT.noMatch(filters.q)
                  : EVENT_LIST_TEXT.eventCount(total)}
            </p>
          </div>
          <div className="w-full md:max-w-md">
            <EventSearchForm
              key={filters.q}
              query={filters.q}
              onSearch={(q) => navigate(withFilter(filters, { q }))}
            />
          </div>
        </div>
      </InTurn>

      {(categories.isPending || (categories.data?.datas.length ?? 0) > 0) && (
        <div className="mt-6 sm:mt-8">
          <CategoryFilter
            categories={categories.data?.datas ?? []}
            loading={categories.isPending}
            selectedId={filters.categoryId}
            onSelect={(categoryId) => navigate(withFilter(filters, { categoryId }))}
          />
        </div>
      )}

      <div ref={resultsRef} tabIndex={-1} className="mt-8 scroll-mt-24 outline-none sm:mt-10">
        {failed ? (
          <EmptyState
            icon={CircleAlert}
            title={EVENT_LIST_TEXT.empty}
            description={<span role="alert">{EVENT_LIST_TEXT.loadFailed}</span>}
            action={
              <Button onClick={() => void events.refetch()}>
                <RotateCcw aria-hidden="true" className="size-5" />
                {EVENT_LIST_TEXT.retry}
              </Button>
            }
          />
        ) : !loading && list.length === 0 ? (
          <EmptyState
            icon={SearchX}
            title={EVENT_LIST_TEXT.empty}
            description={EVENT_LIST_TEXT.emptyHint}
            action={
              hasFilters(filters) ? (
                <Button variant="secondary" onClick={() => navigate(NO_FILTERS)}>
                  {EVENT_LIST_TEXT.resetFilters}
                </Button>
              ) : undefined
            }
          />
        ) : loading ? (
          <EventGrid events={list} loading skeletonCount={EVENT_LIST_PAGE_SIZE} />
        ) : (
          <EventSections events={list} />
        )}
      </div>

      {!failed && (
        <InTurn>
          <Pagination
            page={Math.min(filters.page, Math.max(1, totalPages))}
            totalPages={totalPages}
            onChange={goToPage}
            className="mt-10"
          />
        </InTurn>
      )}
    </div>
  );
}

/**
 * One page of the list under 'Akan Datang' (not finished) and 'Sudah Lewat' (finished) headings; the server
 * sends them in that order (sortBy=upcoming, docs/decisions/025).
 */
function EventSections({ events }: { events: readonly EventItem[] }) {
  const parts = [
    { key: 'upcoming', title: EVENT_LIST_TEXT.upcoming, events: events.filter((e) => !e.isFinished) },
    { key: 'past', title: EVENT_LIST_TEXT.past, events: events.filter((e) => e.isFinished) },
  ].filter((p) => p.events.length > 0);
  // Only the first card's picture loads at once (the page's largest element on a phone). On a phone the next two
  // are below the fold, and loading them at once made the first one share a slow connection with them (its
  // picture was the page's LCP at 1.76-1.83 s, docs/decisions/037 "Not yet"); on a wide screen they are in view
  // and load lazily right after the first layout.
  let aboveFold = 1;
  return (
    <div className="space-y-10">
      {parts.map((part) => {
        const fold = aboveFold;
        aboveFold = Math.max(0, aboveFold - part.events.length);
        return (
          <section
            key={part.key}
            aria-labelledby={`event-list-${part.key}`}
            data-testid={`event-section-${part.key}`}
          >
            <h2 id={`event-list-${part.key}`} className="mb-4 font-bold text-primary-900 text-2xl">
              {part.title}
            </h2>
            <EventGrid
              events={part.events}
              headingLevel={3}
              label={`${EVENT_LIST_TEXT.listLabel}: ${part.title}`}
              aboveFold={fold}
            />
          </section>
        );
      })}
    </div>
  );
}

function hasFilters(f: EventListFilters): boolean {
  return f.q !== '' || f.categoryId !== undefined || f.groupId !== undefined;
}

/**
 * The heading (docs/spec.md §2): 'Pencarian Terkait {q}' when searching, else the group's name, else the
 * category's, else 'Semua Acara'. Null while the name it needs is still loading.
 */
function pageTitle(
  f: EventListFilters,
  names: {
    groupName: string | undefined;
    groupPending: boolean;
    categoryName: string | undefined;
    categoriesPending: boolean;
  },
): string | null {
  if (f.q) return EVENT_LIST_TEXT.searchTitle(f.q);
  if (f.groupId !== undefined) {
    if (names.groupName) return names.groupName;
    if (names.groupPending) return null;
  }
  if (f.categoryId !== undefined) {
    if (names.categoryName) return names.categoryName;
    if (names.categoriesPending) return null;
  }
  return EVENT_LIST_TEXT.allEvents;
}

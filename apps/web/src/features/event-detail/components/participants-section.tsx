import type { Participant } from '@alumni/contract';
import { Search, UsersRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useParticipants } from '#web/api/get-participants.ts';
import { CompanionsBadge } from '#web/components/event/companions-badge.tsx';
import { MemorialMark } from '#web/components/profile/memorial-mark.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';
import { pageCount } from '#web/lib/pagination.ts';
import { paths } from '#web/lib/paths.ts';

const T = EVENT_DETAIL_TEXT.participants;
/** docs/spec.md §9: nine participants per page in the paginator. */
export const PARTICIPANTS_PER_PAGE = 9;
const SEARCH_DELAY_MS = 300;
const SEARCH_MAX = 100;

/** 'Pendaftar ke-N' (docs/spec.md §9): N = 9 * (page - 1) + index, index counted from 1. */
export function registrantNumber(page: number, index: number): number {
  return PARTICIPANTS_PER_PAGE * (page - 1) + index;
}

function ParticipantRow({ p, number }: { p: Participant; number: number }) {
  return (
    <li className="flex items-center gap-3 rounded-xl p-2.5 ring-1 ring-slate-200 ring-inset">
      <Avatar name={p.name} picture={p.picture} />
      <div className="min-w-0 flex-1">
        <div className="flex min-w-0 items-center gap-2">
          <Link
            to={paths.memberProfile(p.username)}
            className="block min-w-0 truncate font-semibold text-base text-primary-800 underline-offset-2 hover:underline"
          >
            {p.name}
          </Link>
          <CompanionsBadge companions={p.companions} />
        </div>
        <p className="truncate text-slate-600 text-sm">@{p.username}</p>
        <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-700 text-sm">
          <span>{T.order(number)}</span>
          {p.isCreator && <Badge color="orange">{T.creator}</Badge>}
          {p.deceased && <MemorialMark name={p.name} username={p.username} />}
        </p>
      </div>
    </li>
  );
}

function RowSkeleton() {
  return (
    <li className="flex items-center gap-3 rounded-xl p-2.5 ring-1 ring-slate-100 ring-inset">
      <Skeleton className="size-11 rounded-full" />
      <div className="flex-1 space-y-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3.5 w-1/3" />
      </div>
    </li>
  );
}

/**
 * Members only: the participants in registration order, nine a page, with a name search (debounced;
 * a new search starts again at page 1). Each name links to /profile/{username}; the creator carries
 * 'Pembuat Acara'.
 */
export function ParticipantsSection({ eventId, viewer }: { eventId: number; viewer: number }) {
  const headingId = useId();
  const [query, setQuery] = useState('');
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const listRef = useRef<HTMLElement>(null);

  useEffect(() => {
    // Only a changed search restarts at page 1; without this guard the first (empty) run would undo a
    // page change made within the debounce window after mounting.
    const next = query.trim();
    if (next === name) return;
    const t = setTimeout(() => {
      setName(next);
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(t);
  }, [query, name]);

  const { data, isPending, isPlaceholderData, isError } = useParticipants(
    { eventId, offset: page, limit: PARTICIPANTS_PER_PAGE, name: name || undefined },
    viewer,
  );
  const total = data?.total ?? 0;
  const pages = pageCount(total, PARTICIPANTS_PER_PAGE);
  const shown = data?.participants.slice(0, PARTICIPANTS_PER_PAGE) ?? [];

  const goTo = (next: number) => {
    setPage(next);
    listRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  };

  return (
    <section
      ref={listRef}
      aria-labelledby={headingId}
      className="scroll-mt-24 rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="font-bold text-2xl text-primary-900">
          {T.title}
        </h2>
        {data && !name && <p className="font-semibold text-base text-slate-700">{T.count(total)}</p>}
      </div>

      <div className="relative mt-4">
        <label htmlFor={`${headingId}-search`} className="sr-only">
          {T.search}
        </label>
        <Search
          aria-hidden="true"
          className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3.5 size-5 text-slate-500"
        />
        <input
          id={`${headingId}-search`}
          type="search"
          value={query}
          maxLength={SEARCH_MAX}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={T.searchPlaceholder}
          className="block h-12 w-full rounded-lg border border-slate-500 bg-white pr-4 pl-11 text-[17px] text-slate-900 outline-none placeholder:text-slate-500 focus:border-primary-600 focus:ring-3 focus:ring-primary-200"
        />
      </div>

      <div aria-busy={isPending || isPlaceholderData} className="mt-4">
        {isPending ? (
          <ul aria-label={T.loading} className="grid gap-3 sm:grid-cols-2">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <RowSkeleton key={i} />
            ))}
          </ul>
        ) : shown.length === 0 || isError ? (
          <EmptyState
            icon={UsersRound}
            title={T.empty}
            description={name ? T.emptySearch(name) : T.emptyNone}
            className="py-8"
          />
        ) : (
          <ul
            aria-label={T.title}
            className={`grid grid-cols-1 gap-3 transition-opacity sm:grid-cols-2 ${isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {shown.map((p, i) => (
              <ParticipantRow key={p.id} p={p} number={name ? p.order : registrantNumber(page, i + 1)} />
            ))}
          </ul>
        )}
      </div>

      <Pagination page={page} totalPages={pages} onChange={goTo} className="mt-5" />
    </section>
  );
}

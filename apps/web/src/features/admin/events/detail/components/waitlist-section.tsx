import { Hourglass } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ListError } from '#web/components/admin/list-states.tsx';
import { CompanionsBadge } from '#web/components/event/companions-badge.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useWaitlist } from '#web/features/admin/events/detail/api/get-waitlist.ts';
import { DETAIL_TEXT } from '#web/features/admin/events/detail/detail-text.ts';
import { formatDateTimeShortId } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';

const T = DETAIL_TEXT.waitlist;

/**
 * Daftar Tunggu (docs/decisions/013): the line of a full event in order, below the participants. The server gives
 * freed seats to the first in line by itself; the admin only watches the order here, with each waiting party
 * ('+2', 'rombongan 3 orang', docs/decisions/035-waitlist-parties.md).
 */
export function WaitlistSection({ eventId }: { eventId: number }) {
  const headingId = useId();
  const query = useWaitlist(eventId);
  const rows = query.data?.waitlist ?? [];
  return (
    <section
      aria-labelledby={headingId}
      className="mt-4 rounded-card bg-white shadow-card"
      data-testid="admin-waitlist"
    >
      <div className="flex flex-wrap items-center gap-3 border-slate-100 border-b p-4 sm:p-5">
        <h2 id={headingId} className="font-bold text-primary-900 text-xl">
          {T.title}
        </h2>
        <span className="rounded-full bg-amber-100 px-3 py-0.5 font-semibold text-amber-900">
          {T.count(query.data?.total ?? 0)}
        </span>
        {query.data && query.data.people > query.data.total && (
          <span className="font-semibold text-base text-slate-700" data-testid="waitlist-people">
            {T.people(query.data.people)}
          </span>
        )}
      </div>
      {query.isPending ? (
        <div role="status" aria-label={T.loading} className="space-y-2 p-4">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      ) : query.isError ? (
        <ListError message={T.loadFailed} onRetry={() => void query.refetch()} framed={false} />
      ) : rows.length === 0 ? (
        <p className="flex items-center gap-2 p-4 text-base text-slate-700 sm:px-5">
          <Hourglass aria-hidden="true" className="size-5 text-slate-500" />
          {T.empty}
        </p>
      ) : (
        <ol aria-label={T.title} className="divide-y divide-slate-100">
          {rows.map((w) => (
            <li key={w.id} className="flex items-center gap-3 p-3 sm:px-4">
              <span className="w-8 shrink-0 text-center font-bold text-amber-800 text-lg">{w.position}</span>
              <Avatar name={w.name} picture={w.picture} />
              <div className="min-w-0 flex-1">
                <div className="flex min-w-0 items-center gap-2">
                  <Link
                    to={paths.admin.user(w.id)}
                    className="block truncate font-semibold text-[17px] text-primary-800 underline-offset-2 hover:underline"
                  >
                    {w.name}
                  </Link>
                  <CompanionsBadge companions={w.companions} />
                </div>
                <p className="truncate text-base text-slate-600">@{w.username}</p>
                <p className="text-base text-slate-700">
                  {T.position(w.position)}
                  {w.companions > 0 && ` · ${T.partyOf(1 + w.companions)}`} ·{' '}
                  {T.since(formatDateTimeShortId(w.createdDate))}
                </p>
                {w.companionNames && w.companionNames.length > 0 && (
                  <p className="truncate text-base text-slate-600">{w.companionNames.join(', ')}</p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

import { RefreshCw, UserRoundX } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton, SkeletonText } from '#web/components/ui/skeleton.tsx';

/**
 * A member's profile page while it loads: the header card (with the places of its buttons when
 * `actions`), the tab row (`tabsGap` below the card, as on the page) and two section cards.
 */
export function ProfileSkeleton({
  label,
  actions = false,
  tabsGap = 'mt-8',
}: {
  label: string;
  actions?: boolean;
  tabsGap?: 'mt-6' | 'mt-8';
}) {
  return (
    <div role="status" aria-label={label}>
      <div className="flex flex-col items-center gap-5 rounded-card bg-white p-6 shadow-card sm:flex-row">
        <Skeleton className="size-28 rounded-full" />
        <div className="w-full max-w-sm flex-1 space-y-3">
          <Skeleton className="mx-auto h-8 w-3/4 sm:mx-0" />
          <Skeleton className="mx-auto h-5 w-1/3 sm:mx-0" />
          <Skeleton className="mx-auto h-5 w-1/2 sm:mx-0" />
        </div>
        {actions && (
          <div className="grid w-full grid-cols-2 gap-2 sm:w-auto sm:grid-cols-3">
            <Skeleton className="h-11 sm:w-24" />
            <Skeleton className="h-11 sm:w-28" />
            <Skeleton className="col-span-2 h-11 sm:col-span-1 sm:w-20" />
          </div>
        )}
      </div>
      <Skeleton className={`${tabsGap} h-11 w-full max-w-md`} />
      <div className="mt-6 grid gap-5 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-card bg-white p-6 shadow-card">
            <Skeleton className="h-6 w-40" />
            <SkeletonText lines={4} className="mt-4" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A member's profile that did not load: the server's message and a retry button. */
export function ProfileLoadError({
  title,
  retry,
  query,
}: {
  title: string;
  retry: string;
  query: { error: Error | null; isFetching: boolean; refetch: () => unknown };
}) {
  return (
    <div className="rounded-card bg-white shadow-card">
      <EmptyState
        icon={UserRoundX}
        title={title}
        description={query.error?.message}
        action={
          <Button onClick={() => query.refetch()} loading={query.isFetching}>
            {!query.isFetching && <RefreshCw aria-hidden="true" className="size-5" />}
            {retry}
          </Button>
        }
      />
    </div>
  );
}

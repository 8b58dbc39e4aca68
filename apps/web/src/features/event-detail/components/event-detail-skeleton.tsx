import { Skeleton, SkeletonText } from '#web/components/ui/skeleton.tsx';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';

/** The page's shape while the event loads: picture, name, facts and the registration card. */
export function EventDetailSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <p role="status" className="sr-only">
        {EVENT_DETAIL_TEXT.loading}
      </p>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div aria-hidden="true">
          <Skeleton className="aspect-video w-full rounded-card" />
          <Skeleton className="mt-5 h-9 w-40 rounded-full" />
          <Skeleton className="mt-4 h-10 w-10/12" />
          <div className="mt-4 flex items-center gap-3">
            <Skeleton className="size-9 rounded-full" />
            <Skeleton className="h-5 w-48" />
          </div>
          <div className="mt-6 space-y-5 rounded-card bg-white p-6 shadow-card">
            {[0, 1, 2, 3].map((i) => (
              <div key={i} className="flex gap-3.5">
                <Skeleton className="size-11 rounded-xl" />
                <SkeletonText lines={2} className="flex-1" />
              </div>
            ))}
          </div>
        </div>
        <div aria-hidden="true" className="h-fit space-y-4 rounded-card bg-white p-6 shadow-card">
          <Skeleton className="h-6 w-32" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-2.5 w-full rounded-full" />
          <Skeleton className="h-12 w-full rounded-lg" />
          <Skeleton className="h-11 w-full rounded-lg" />
        </div>
      </div>
    </div>
  );
}

import { Skeleton, SkeletonText } from '#web/components/ui/skeleton.tsx';
import { SHELL_TEXT } from './shell-text.ts';

/** What a page looks like while its code or data is on the way: a heading and a few cards. */
export function PageSkeleton() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-12">
      <p className="sr-only" role="status">
        {SHELL_TEXT.loading}
      </p>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <SkeletonText lines={2} className="mt-4 max-w-xl" />
      <div className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="overflow-hidden rounded-card bg-white shadow-card">
            <Skeleton className="aspect-video w-full rounded-none" />
            <div className="p-4">
              <Skeleton className="h-5 w-3/4" />
              <SkeletonText lines={2} className="mt-3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

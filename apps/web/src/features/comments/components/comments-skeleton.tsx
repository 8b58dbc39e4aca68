import { Skeleton, SkeletonText } from '#web/components/ui/skeleton.tsx';

/** Three comments' worth of placeholders while the list loads. */
export function CommentsSkeleton() {
  return (
    <ul aria-hidden="true" className="flex flex-col gap-6 py-3">
      {[0, 1, 2].map((i) => (
        <li key={i} className="flex gap-3 p-2">
          <Skeleton className="size-11 shrink-0 rounded-full" />
          <div className="flex-1">
            <Skeleton className="mb-3 h-4 w-40" />
            <SkeletonText lines={i === 1 ? 3 : 2} />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A pulsing placeholder shaped like the content that is loading; hidden from screen readers. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-slate-200 ${className}`} />;
}

const LINE_WIDTHS = ['w-full', 'w-11/12', 'w-10/12', 'w-full', 'w-9/12'];

/** `lines` text lines; the last one is shorter, like the end of a paragraph. */
export function SkeletonText({ lines = 3, className = '' }: { lines?: number; className?: string }) {
  return (
    <div aria-hidden="true" className={`space-y-2.5 ${className}`}>
      {Array.from({ length: lines }, (_, i) => (
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines never reorder
          key={i}
          className={`h-4 animate-pulse rounded bg-slate-200 ${
            i === lines - 1 && lines > 1 ? 'w-7/12' : LINE_WIDTHS[i % LINE_WIDTHS.length]
          }`}
        />
      ))}
    </div>
  );
}

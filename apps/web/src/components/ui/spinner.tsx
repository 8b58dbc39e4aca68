import { LoaderCircle } from 'lucide-react';

/** A decorative spinning ring; the surrounding control carries the busy state for screen readers. */
export function Spinner({ className = 'size-5' }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={`shrink-0 animate-spin ${className}`} />;
}

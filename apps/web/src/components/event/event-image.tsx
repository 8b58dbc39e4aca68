import type { ImageSlot } from '@alumni/contract/constants';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { pictureSources } from '#web/lib/image-widths.ts';

/**
 * An event's 16:9 picture with explicit size (no layout shift) and lazy loading; when the event has no
 * picture, or it fails to load, a calm navy panel with a calendar mark instead of a broken image. A stored
 * picture comes with its narrower copies (srcset) sized for its place (lib/image-widths.ts).
 */
export function EventImage({
  src,
  eager = false,
  loading = eager ? 'eager' : 'lazy',
  slot = 'eventCard',
  className = '',
}: {
  src: string | null;
  /** Above the fold (a detail page's header, its LCP element): load at once, at high priority. */
  eager?: boolean;
  /** Lazy below the first screen (the default), 'eager' for a picture on it that is not its largest. */
  loading?: 'eager' | 'lazy';
  /** Where it is shown (IMAGE_SIZES): a card of the grid unless said otherwise. */
  slot?: ImageSlot;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const box = `aspect-video w-full ${className}`;
  if (src && failed !== src) {
    return (
      <img
        {...pictureSources(src, slot)}
        alt=""
        width={640}
        height={360}
        loading={loading}
        fetchPriority={eager ? 'high' : 'auto'}
        decoding="async"
        onError={() => setFailed(src)}
        className={`${box} bg-primary-100 object-cover`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      className={`${box} relative flex items-center justify-center overflow-hidden bg-linear-to-br from-primary-800 via-primary-700 to-primary-600`}
    >
      <span className="-right-3 -bottom-8 absolute select-none font-extrabold text-[7rem] text-white/5 leading-none">
        86
      </span>
      <span className="flex size-16 items-center justify-center rounded-full bg-white/10 ring-1 ring-white/20">
        <CalendarDays className="size-8 text-accent-300" />
      </span>
    </div>
  );
}

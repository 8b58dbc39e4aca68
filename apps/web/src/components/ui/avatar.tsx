import { useState } from 'react';
import { avatarSources } from '#web/lib/image-widths.ts';
import { initials } from '#web/lib/text.ts';

const SIZES = {
  sm: 'size-9 text-sm',
  md: 'size-11 text-base',
  lg: 'size-20 text-2xl',
  xl: 'size-28 text-4xl',
} as const;

/** The disc's CSS width of each size (size-9 = 36 px ...): the `sizes` its srcset is picked by. */
const PIXELS: Record<keyof typeof SIZES, number> = { sm: 36, md: 44, lg: 80, xl: 112 };

/** A member's picture, or their initials on a navy disc when there is none (or it fails to load). */
export function Avatar({
  name,
  picture,
  size = 'md',
  className = '',
}: {
  name: string;
  picture?: string | null;
  size?: keyof typeof SIZES;
  className?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const base = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${SIZES[size]} ${className}`;
  if (picture && failed !== picture) {
    return (
      <img
        {...avatarSources(picture, PIXELS[size])}
        alt=""
        width={PIXELS[size]}
        height={PIXELS[size]}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(picture)}
        className={`${base} bg-slate-200 object-cover`}
      />
    );
  }
  return (
    <span aria-hidden="true" className={`${base} bg-primary-700 font-bold text-white`}>
      {initials(name)}
    </span>
  );
}

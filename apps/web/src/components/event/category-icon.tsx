import { Tags } from 'lucide-react';
import { useState } from 'react';

/**
 * A category's icon (an uploaded picture) or a neutral tag icon when it has none or it fails to load.
 * Decorative: the category's name always sits next to it.
 */
export function CategoryIcon({
  iconUrl,
  className = 'size-5',
  fallbackClassName = className,
}: {
  iconUrl: string | null | undefined;
  className?: string;
  /** Size of the stand-in icon when it differs from the picture's. */
  fallbackClassName?: string;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  if (iconUrl && failed !== iconUrl) {
    return (
      <img
        src={iconUrl}
        alt=""
        width={40}
        height={40}
        loading="lazy"
        decoding="async"
        onError={() => setFailed(iconUrl)}
        className={`shrink-0 rounded-md object-cover ${className}`}
      />
    );
  }
  return <Tags aria-hidden="true" className={`shrink-0 ${fallbackClassName}`} />;
}

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (rotation, window resize, a changed motion
 * setting). `serverValue` is the answer where there is no window: the server's rendering of a page
 * (docs/decisions/019), where preact/compat's useSyncExternalStore reads the snapshot itself.
 */
export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window === 'undefined' ? serverValue : window.matchMedia(query).matches),
    () => serverValue,
  );
}

import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches now, following changes (rotation, window resize, a changed motion
 * setting). `serverValue` is the answer where there is no window: the server's rendering of a page
 * (docs/decisions/019), where preact/compat's useSyncExternalStore reads the snapshot itself.
 */
const lists = new Map<string, MediaQueryList>();

/**
 * One MediaQueryList per query, kept: `window.matchMedia` evaluates the query afresh (the page's style brought up
 * to date first), and the store reads it on every render (docs/decisions/034).
 */
function mediaList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

export function useMediaQuery(query: string, serverValue = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = mediaList(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (typeof window === 'undefined' ? serverValue : mediaList(query).matches),
    () => serverValue,
  );
}

import { useSyncExternalStore } from 'react';

const QUERY = '(min-width: 768px)';

/** True from 768 px up: admin lists show a table there and cards on phones (only one is rendered). */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(QUERY);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}

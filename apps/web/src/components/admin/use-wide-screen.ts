import { useMediaQuery } from '#web/lib/use-media-query.ts';

/** True from 768 px up: admin lists show a table there and cards on phones (only one is rendered). */
export function useWideScreen(): boolean {
  return useMediaQuery('(min-width: 768px)', true);
}

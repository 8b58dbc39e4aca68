import { useMediaQuery } from '#web/lib/use-media-query.ts';

/** True while the visitor asks for less motion (docs/design.md: carousels stop); follows a change live. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}

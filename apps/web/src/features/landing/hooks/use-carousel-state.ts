import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { useCallback, useEffect, useState } from 'react';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselState {
  /** Index of the selected scroll snap (the slide in front when one slide fills the view). */
  selected: number;
  snapCount: number;
  canPrev: boolean;
  canNext: boolean;
  prev(): void;
  next(): void;
  goTo(index: number): void;
}

/**
 * What the controls need from an embla instance, kept in React state. `jump` moves without the scroll
 * animation (embla animates in JavaScript, so the reduced-motion CSS rule does not reach it). `startIndex` is the
 * slide embla starts on, so the first render marks the same slide as the page shows.
 */
export function useCarouselState(api: EmblaApi | undefined, jump: boolean, startIndex = 0): CarouselState {
  // The Carousel loops (carousel.tsx): both ways are open from the first render, also on a sleeping
  // server-rendered page, where a tap on them is held until the app is there (docs/decisions/037).
  const [state, setState] = useState({ selected: startIndex, snapCount: 0, canPrev: true, canNext: true });

  useEffect(() => {
    if (!api) return;
    const sync = () =>
      setState({
        selected: api.selectedScrollSnap(),
        snapCount: api.scrollSnapList().length,
        canPrev: api.canScrollPrev(),
        canNext: api.canScrollNext(),
      });
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const prev = useCallback(() => api?.scrollPrev(jump), [api, jump]);
  const next = useCallback(() => api?.scrollNext(jump), [api, jump]);
  const goTo = useCallback((index: number) => api?.scrollTo(index, jump), [api, jump]);
  return { ...state, prev, next, goTo };
}

import type { UseEmblaCarouselType } from 'embla-carousel-react';
import { type FocusEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import { delayLeftSinceShown } from '#web/lib/first-screen.ts';
import { usePageVisible } from './use-page-visible.ts';
import { useReducedMotion } from './use-reduced-motion.ts';

type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

export interface Autoplay {
  /** Autoplay applies at all: more than one slide and no reduced-motion preference. */
  available: boolean;
  /** The timer is running right now (not paused by hover, focus, a hidden tab or the pause button). */
  running: boolean;
  /** The visitor pressed the pause button. */
  stopped: boolean;
  toggle(): void;
  /** Spread on the carousel's root: pause while a mouse is over it or keyboard focus is inside it. */
  rootProps: {
    onPointerEnter(e: PointerEvent): void;
    onPointerLeave(e: PointerEvent): void;
    onFocus(): void;
    onBlur(e: FocusEvent): void;
  };
}

/**
 * Moves the carousel to its next slide every `delay` ms with a timer on the embla API (no plugin).
 * Pauses on mouse hover, on keyboard focus inside the carousel and while the tab is hidden; never runs
 * for visitors who prefer reduced motion. A swipe or a button press restarts the count, so a slide the
 * visitor just chose always stays for the full delay. The pause button overrides hover and focus. On a page the
 * server rendered, the first slide's time counts from when it appeared, not from when the app adopted the page
 * (docs/decisions/037: the app may start later than the page was shown).
 */
export function useAutoplay(api: EmblaApi | undefined, delay: number, slideCount: number): Autoplay {
  const reducedMotion = useReducedMotion();
  const visible = usePageVisible();
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);

  const [firstWait] = useState(() => (delay > 0 ? delayLeftSinceShown(delay) : delay));
  const firstPending = useRef(true);
  const available = !reducedMotion && slideCount > 1;
  const running = available && visible && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!api || !running) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stop = () => clearTimeout(timer);
    const schedule = () => {
      stop();
      timer = setTimeout(() => api.scrollNext(), firstPending.current ? firstWait : delay);
      firstPending.current = false;
    };
    schedule();
    api.on('select', schedule).on('pointerDown', stop).on('pointerUp', schedule);
    return () => {
      stop();
      api.off('select', schedule).off('pointerDown', stop).off('pointerUp', schedule);
    };
  }, [api, running, delay, firstWait]);

  const toggle = useCallback(() => {
    setStopped((s) => !s);
    // Pressing 'play' means play now, even with the mouse over the button and focus on it.
    setHovered(false);
    setFocused(false);
  }, []);

  const rootProps = {
    onPointerEnter: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') setHovered(true);
    },
    onPointerLeave: (e: PointerEvent) => {
      if (e.pointerType === 'mouse') setHovered(false);
    },
    onFocus: () => setFocused(true),
    onBlur: (e: FocusEvent) => {
      if (!(e.relatedTarget instanceof Node && e.currentTarget.contains(e.relatedTarget))) setFocused(false);
    },
  };

  return { available, running, stopped, toggle, rootProps };
}

import { markFirstScreenShown, shownFor } from './first-screen.ts';

/**
 * The landing page's hero turns every 2.5 s (docs/spec.md §9), also while the page sleeps
 * (docs/decisions/037-pages-wake-on-touch.md, "The carousel turns asleep"): the small entry moves the
 * server-rendered slides itself, so the page need not wake the app for it. When the app wakes (the visitor's
 * first touch), the carousel starts on the slide the page had reached (`slideReachedAsleep`), and its next turn
 * comes when that slide has been shown 2.5 s (`delayLeftSinceShown`, lib/first-screen.ts).
 *
 * What the app's autoplay does, this does too: it never turns for a visitor who prefers reduced motion, it waits
 * while the tab is hidden and while a mouse is over the carousel, and the slides that are not in front are inert
 * (Tab never lands on a link that is off screen). It turns forward and goes back to the first slide after the
 * last one.
 */

/** On the carousel's element: turn every this many ms (set by the app's Carousel when it plays by itself). */
export const TURN_ATTRIBUTE = 'data-turn-every';

/** How a turn moves while asleep; the app's own carousel (embla) takes over at once when it starts. */
const TURN_TRANSITION = 'transform 450ms ease-out';

let reached = 0;

/**
 * The slide a sleeping page turned to, for the app's carousel to start on. Once per page: a carousel the app
 * renders later (the visitor comes back to '/') starts on its first slide.
 */
export function slideReachedAsleep(): number {
  const index = reached;
  reached = 0;
  return index;
}

/**
 * Starts turning the carousel marked with TURN_ATTRIBUTE under `root`, counted from when the first screen was
 * shown (markFirstScreenShown). Returns `stop`, called before the app adopts the page: no more turns, and the
 * slides stay where they are for the app's carousel to take them over.
 */
export function turnWhileAsleep(root: ParentNode, reducedMotion: boolean): () => void {
  const carousel = root.querySelector<HTMLElement>(`[${TURN_ATTRIBUTE}]`);
  const every = Number(carousel?.getAttribute(TURN_ATTRIBUTE));
  const slides = carousel
    ? Array.from(carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'))
    : [];
  const track = slides[0]?.parentElement;
  if (reducedMotion || !carousel || !track || slides.length < 2 || !(every > 0)) return () => {};

  let index = 0;
  let hovered = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const schedule = () => {
    clearTimeout(timer);
    timer = undefined;
    if (hovered || document.visibilityState === 'hidden') return;
    timer = setTimeout(turn, Math.max(0, every - shownFor()));
  };
  const turn = () => {
    index = (index + 1) % slides.length;
    const first = slides[0] as HTMLElement;
    const next = slides[index] as HTMLElement;
    track.style.transition = TURN_TRANSITION;
    track.style.transform = `translate3d(${first.offsetLeft - next.offsetLeft}px, 0px, 0px)`;
    slides.forEach((slide, i) => {
      slide.inert = i !== index;
    });
    reached = index;
    markFirstScreenShown();
    schedule();
  };
  const onEnter = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovered = true;
    schedule();
  };
  const onLeave = (e: PointerEvent) => {
    if (e.pointerType !== 'mouse') return;
    hovered = false;
    // As the app's autoplay does: the slide in front after a pause stays the whole delay.
    markFirstScreenShown();
    schedule();
  };
  const onVisibility = () => {
    // A hidden tab draws nothing: the slide in front gets its whole delay once it is seen again.
    if (document.visibilityState === 'visible') markFirstScreenShown();
    schedule();
  };

  carousel.addEventListener('pointerenter', onEnter);
  carousel.addEventListener('pointerleave', onLeave);
  document.addEventListener('visibilitychange', onVisibility);
  schedule();

  return () => {
    clearTimeout(timer);
    carousel.removeEventListener('pointerenter', onEnter);
    carousel.removeEventListener('pointerleave', onLeave);
    document.removeEventListener('visibilitychange', onVisibility);
    // The app's carousel moves the track itself (its own animation): a CSS transition would fight it.
    track.style.transition = '';
  };
}

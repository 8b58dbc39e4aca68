// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delayLeftSinceShown, markFirstScreenShown } from './first-screen.ts';
import { slideReachedAsleep, TURN_ATTRIBUTE, turnWhileAsleep } from './sleeping-carousel.ts';

/** The server's hero as the app's Carousel renders it: a region, a track, slides named 'n dari N'. */
function serverHero(
  slides: number,
  every = 2500,
): { root: HTMLElement; carousel: HTMLElement; track: HTMLElement } {
  const root = document.createElement('div');
  const items = Array.from(
    { length: slides },
    (_, i) =>
      `<div role="group" aria-roledescription="slide" aria-label="${i + 1} dari ${slides}"${i === 0 ? '' : ' inert'}><a href="/event/${i}">Acara ${i}</a></div>`,
  ).join('');
  root.innerHTML = `<section aria-roledescription="carousel" ${TURN_ATTRIBUTE}="${every}"><div class="overflow-hidden"><div class="flex">${items}</div></div></section>`;
  document.body.append(root);
  const carousel = root.querySelector('section') as HTMLElement;
  const track = carousel.querySelector('.flex') as HTMLElement;
  return { root, carousel, track };
}

const inFront = (carousel: HTMLElement) =>
  Array.from(carousel.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]'))
    .filter((s) => !s.inert)
    .map((s) => s.getAttribute('aria-label'));

let stop: () => void = () => {};

beforeEach(() => {
  vi.useFakeTimers();
  markFirstScreenShown(performance.now());
});
afterEach(() => {
  stop();
  slideReachedAsleep();
  delayLeftSinceShown(0);
  document.body.innerHTML = '';
  vi.useRealTimers();
});

describe('turnWhileAsleep (docs/decisions/037)', () => {
  it('turns every 2.5 s from when the first screen was shown, and back to the first after the last', () => {
    const { root, carousel, track } = serverHero(3);
    stop = turnWhileAsleep(root, false);
    vi.advanceTimersByTime(2_499);
    expect(inFront(carousel)).toEqual(['1 dari 3']);
    vi.advanceTimersByTime(1);
    expect(inFront(carousel)).toEqual(['2 dari 3']);
    expect(track.style.transform).toContain('translate3d(');
    expect(track.style.transition).toContain('transform');
    vi.advanceTimersByTime(2_500);
    expect(inFront(carousel)).toEqual(['3 dari 3']);
    vi.advanceTimersByTime(2_500);
    expect(inFront(carousel)).toEqual(['1 dari 3']);
  });

  it('hands the slide it reached to the app once, and the app’s first wait is what is left of that slide’s', () => {
    const { root } = serverHero(3);
    stop = turnWhileAsleep(root, false);
    vi.advanceTimersByTime(5_000 + 1_000);
    stop();
    expect(slideReachedAsleep()).toBe(2);
    expect(slideReachedAsleep()).toBe(0);
    expect(delayLeftSinceShown(2_500)).toBe(1_500);
  });

  it('stops for good when the app takes over, leaving the slide in front without a transition', () => {
    const { root, carousel, track } = serverHero(3);
    stop = turnWhileAsleep(root, false);
    vi.advanceTimersByTime(2_500);
    stop();
    vi.advanceTimersByTime(10_000);
    expect(inFront(carousel)).toEqual(['2 dari 3']);
    expect(track.style.transition).toBe('');
    expect(track.style.transform).toContain('translate3d(');
  });

  it('never turns for a visitor who prefers reduced motion, nor with one slide', () => {
    const motionless = serverHero(3);
    stop = turnWhileAsleep(motionless.root, true);
    const single = serverHero(1);
    const stopSingle = turnWhileAsleep(single.root, false);
    vi.advanceTimersByTime(10_000);
    stopSingle();
    expect(inFront(motionless.carousel)).toEqual(['1 dari 3']);
    expect(inFront(single.carousel)).toEqual(['1 dari 1']);
    expect(slideReachedAsleep()).toBe(0);
  });

  it('waits while a mouse is over it, then gives the slide in front its whole time', () => {
    const { root, carousel } = serverHero(3);
    stop = turnWhileAsleep(root, false);
    vi.advanceTimersByTime(2_000);
    carousel.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(10_000);
    expect(inFront(carousel)).toEqual(['1 dari 3']);
    carousel.dispatchEvent(new PointerEvent('pointerleave', { pointerType: 'mouse' }));
    vi.advanceTimersByTime(2_499);
    expect(inFront(carousel)).toEqual(['1 dari 3']);
    vi.advanceTimersByTime(1);
    expect(inFront(carousel)).toEqual(['2 dari 3']);
  });

  it('does not pause for a finger passing over it (only a mouse resting there)', () => {
    const { root, carousel } = serverHero(2);
    stop = turnWhileAsleep(root, false);
    carousel.dispatchEvent(new PointerEvent('pointerenter', { pointerType: 'touch' }));
    vi.advanceTimersByTime(2_500);
    expect(inFront(carousel)).toEqual(['2 dari 2']);
  });

  it('waits while the tab is hidden', () => {
    const { root, carousel } = serverHero(2);
    stop = turnWhileAsleep(root, false);
    const state = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(10_000);
    expect(inFront(carousel)).toEqual(['1 dari 2']);
    state.mockReturnValue('visible');
    document.dispatchEvent(new Event('visibilitychange'));
    vi.advanceTimersByTime(2_500);
    expect(inFront(carousel)).toEqual(['2 dari 2']);
    state.mockRestore();
  });
});

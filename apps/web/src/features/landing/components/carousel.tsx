import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type Key, type ReactNode, useState } from 'react';
import { HOME_TEXT } from '#web/features/landing/home-text.ts';
import { useAutoplay } from '#web/features/landing/hooks/use-autoplay.ts';
import { useCarouselState } from '#web/features/landing/hooks/use-carousel-state.ts';
import { useReducedMotion } from '#web/features/landing/hooks/use-reduced-motion.ts';
import { slideReachedAsleep, TURN_ATTRIBUTE } from '#web/lib/sleeping-carousel.ts';

const T = HOME_TEXT.carousel;

type Tone = 'dark' | 'light';

const ROUND_BUTTON: Record<Tone, string> = {
  dark: 'bg-white/10 text-white ring-1 ring-white/30 hover:bg-white/20 active:bg-white/25',
  light:
    'bg-white text-primary-800 shadow-sm ring-1 ring-primary-200 hover:bg-primary-50 active:bg-primary-100',
};
const DOT: Record<Tone, { on: string; off: string }> = {
  dark: { on: 'w-7 bg-accent-400', off: 'w-2.5 bg-white/50 group-hover:bg-white/80' },
  light: { on: 'w-7 bg-primary-700', off: 'w-2.5 bg-slate-400 group-hover:bg-slate-500' },
};

const COUNTER: Record<Tone, string> = { dark: 'px-2 text-white', light: 'text-slate-700' };

/** Dots that fit beside the buttons on a 360 px phone. */
const MAX_PHONE_DOTS = 5;

export interface CarouselProps<T> {
  /** The region's accessible name ('Sorotan Alumni 86', 'Galeri acara'). */
  label: string;
  items: readonly T[];
  getKey(item: T): Key;
  renderSlide(item: T, index: number): ReactNode;
  /** Width of one slide, e.g. 'basis-full' or 'basis-[88%] sm:basis-1/2'. */
  slideClassName: string;
  /** Spacing between slides as a padding class paired with the container's negative margin. */
  gap?: { container: string; slide: string };
  /** Move on by itself every this many ms (the hero: docs/spec.md §9, 2500 ms). */
  autoplayDelay?: number;
  /** One slide fills the view: the others are inert, so Tab never lands on a link that is off screen. */
  oneAtATime?: boolean;
  tone: Tone;
  className?: string;
}

/**
 * An accessible embla carousel (WAI-ARIA APG carousel pattern): a region with
 * aria-roledescription="carousel", slides as groups named 'n dari N', prev/next buttons ('Sebelumnya',
 * 'Berikutnya'), a dot per position and, when it plays by itself, a pause button. Loops; swipe works
 * through embla. While it plays by itself the slides are not announced (aria-live off).
 */
export function Carousel<T>({
  label,
  items,
  getKey,
  renderSlide,
  slideClassName,
  gap = { container: '', slide: '' },
  autoplayDelay,
  oneAtATime = false,
  tone,
  className = '',
}: CarouselProps<T>) {
  const reducedMotion = useReducedMotion();
  // A sleeping landing page turned its hero without the app: it goes on from there (docs/decisions/037).
  const [startIndex] = useState(() => (autoplayDelay ? slideReachedAsleep() : 0));
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', startIndex });
  const state = useCarouselState(api, reducedMotion, startIndex);
  const autoplay = useAutoplay(api, autoplayDelay ?? 0, autoplayDelay ? items.length : 0);
  const total = items.length;
  const several = total > 1;
  const manyDots = state.snapCount > MAX_PHONE_DOTS;

  return (
    <section
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      {...(autoplay.available ? autoplay.rootProps : {})}
      // A sleeping server-rendered page turns it without the app (lib/sleeping-carousel.ts, docs/decisions/037).
      {...(autoplayDelay && several ? { [TURN_ATTRIBUTE]: autoplayDelay } : {})}
    >
      <div ref={viewportRef} className="overflow-hidden">
        <div className={`flex touch-pan-y ${gap.container}`} aria-live={autoplay.running ? 'off' : 'polite'}>
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel's slide is a group, not a form fieldset
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription="slide"
              aria-label={T.slideLabel(i + 1, total)}
              inert={oneAtATime && several && i !== state.selected}
              className={`min-w-0 shrink-0 grow-0 ${slideClassName} ${gap.slide}`}
            >
              {renderSlide(item, i)}
            </div>
          ))}
        </div>
      </div>

      {several && (
        <div
          className={`flex items-center justify-between gap-2 ${tone === 'dark' ? 'px-2 py-1.5 sm:px-4' : 'mt-3'}`}
        >
          {manyDots && (
            // Too many 44 px dots for a phone's width: a plain counter there instead (the slides carry names).
            <p aria-hidden="true" className={`font-semibold text-base sm:hidden ${COUNTER[tone]}`}>
              {state.selected + 1} / {state.snapCount}
            </p>
          )}
          {/* biome-ignore lint/a11y/useSemanticElements: a row of buttons, not a form fieldset */}
          <div
            role="group"
            aria-label={T.dots}
            className={`-ml-2 flex-wrap items-center ${manyDots ? 'hidden sm:flex' : 'flex'}`}
          >
            {Array.from({ length: state.snapCount }, (_, i) => {
              const current = i === state.selected;
              return (
                <button
                  // biome-ignore lint/suspicious/noArrayIndexKey: one dot per scroll position, never reordered
                  key={i}
                  type="button"
                  aria-label={T.goTo(i + 1)}
                  aria-current={current ? 'true' : undefined}
                  onClick={() => state.goTo(i)}
                  className="group flex size-11 items-center justify-center rounded-full"
                >
                  <span
                    aria-hidden="true"
                    className={`block h-2.5 rounded-full transition-all duration-200 ${
                      current ? DOT[tone].on : DOT[tone].off
                    }`}
                  />
                </button>
              );
            })}
          </div>
          <div className="flex shrink-0 items-center gap-2">
            {autoplay.available && (
              <RoundButton tone={tone} label={autoplay.stopped ? T.play : T.pause} onClick={autoplay.toggle}>
                {autoplay.stopped ? (
                  <Play aria-hidden="true" className="size-5" />
                ) : (
                  <Pause aria-hidden="true" className="size-5" />
                )}
              </RoundButton>
            )}
            <RoundButton tone={tone} label={T.previous} onClick={state.prev} disabled={!state.canPrev}>
              <ChevronLeft aria-hidden="true" className="size-6" />
            </RoundButton>
            <RoundButton tone={tone} label={T.next} onClick={state.next} disabled={!state.canNext}>
              <ChevronRight aria-hidden="true" className="size-6" />
            </RoundButton>
          </div>
        </div>
      )}
    </section>
  );
}

function RoundButton({
  tone,
  label,
  onClick,
  disabled = false,
  children,
}: {
  tone: Tone;
  label: string;
  onClick(): void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      disabled={disabled}
      className={`flex size-11 items-center justify-center rounded-full transition-colors duration-150 disabled:cursor-not-allowed disabled:opacity-40 ${ROUND_BUTTON[tone]}`}
    >
      {children}
    </button>
  );
}

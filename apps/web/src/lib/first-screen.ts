/**
 * A server-rendered first screen (docs/decisions/019) marks its largest picture `fetchpriority="high"`
 * (the hero on '/', the event's picture on '/event/{id}'). The app starts rendering over the page only once that
 * picture has loaded (or failed) and been painted: on a slow phone the picture then shows as soon as it
 * arrives, instead of waiting behind the app's first render. Links work meanwhile (they are plain links).
 */
/** However long the picture takes, the app starts after this. */
export const FIRST_SCREEN_WAIT_MS = 4_000;

/**
 * Resolves in a new task after the browser's next frame: what runs then comes after that paint. A tab in the
 * background draws no frames: there it resolves after a short wait instead.
 */
export const nextPaint = () =>
  new Promise<void>((resolve) => {
    let done = false;
    const once = () => {
      if (done) return;
      done = true;
      resolve();
    };
    requestAnimationFrame(() => setTimeout(once, 0));
    setTimeout(once, 250);
  });

/**
 * Opens the page's storage: the first access to `localStorage` (the session, lib/session.ts) and to
 * `sessionStorage` (the router keeps its view transitions there) each waits for the browser to load it. Done in
 * a task of its own before the router's, so neither the router's nor the adoption's task carries it
 * (docs/decisions/036).
 */
export function openStorage(): void {
  try {
    localStorage.getItem('');
    sessionStorage.getItem('');
  } catch {
    // Storage refused (private mode, settings): the session and the router cope with that themselves.
  }
}

/** Resolves in a new task: the work after it is a task of its own, and the browser may paint and answer taps between. */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export function whenFirstScreenPainted(
  root: ParentNode,
  waitAtMost: number = FIRST_SCREEN_WAIT_MS,
): Promise<void> {
  const picture = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const timer = setTimeout(done, waitAtMost);
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
  }).then(nextPaint);
}

/**
 * When what the first screen shows appeared: the server's page once its largest picture painted (main.tsx), then
 * each slide the sleeping carousel turned to (lib/sleeping-carousel.ts). A sleeping page's clock.
 */
let shownAt: number | undefined;

export function markFirstScreenShown(at: number = performance.now()): void {
  shownAt = at;
}

/** How long the first screen has shown what it shows now; 0 for a page the app rendered itself. */
export function shownFor(): number {
  return shownAt === undefined ? 0 : performance.now() - shownAt;
}

/**
 * What is left of `delay` counted from when the server's first screen was shown (the landing page's first slide
 * stays 2.5 s from when it appeared, not from when the app adopted it, docs/decisions/037). Once per page: later
 * calls (a page the app renders itself) get the whole delay.
 */
export function delayLeftSinceShown(delay: number): number {
  const left = Math.max(0, delay - shownFor());
  shownAt = undefined;
  return left;
}

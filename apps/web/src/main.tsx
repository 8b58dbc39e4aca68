import './styles.css';
// The browser's install prompt can come before a member's offer has loaded: kept from the start (docs/decisions/034).
import './features/install/install-offer.ts';
import { markFirstScreenShown, whenFirstScreenPainted } from './lib/first-screen.ts';
import { hasPageAnswers, sendPagePings } from './lib/initial-data.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { readSession } from './lib/session.ts';
import { turnWhileAsleep } from './lib/sleeping-carousel.ts';
import { holdInteractions, whenTouched } from './lib/wake.ts';

/**
 * The page's entry: small, and all a visitor's server-rendered page runs until it is touched
 * (docs/decisions/037-pages-wake-on-touch.md). The app itself (app/boot.tsx) starts at once for a member or a page
 * the server did not render; a visitor's server-rendered page is whole without it (painted, plain links, its
 * answers in it) and wakes it on the first touch. The landing page's carousel turns meanwhile without the app
 * (lib/sleeping-carousel.ts). `data-hydrating` stays on <html> until the page is the app's (the end-to-end tests
 * wait for it after a load).
 *
 * The script is `async` (apps/web/build-plugins.ts asyncEntry; docs/decisions/037): it may run before the
 * document has been parsed, so it first waits for that, in tasks of its own (`whenParsed`).
 */
const html = document.documentElement;
// Set at once: an async script delays the load event, so a page is never 'loaded' without it (the tests rely on it).
html.setAttribute('data-hydrating', '');
let started: (boot: typeof import('./app/boot.tsx')) => void = () => {};
const appStarted = new Promise<typeof import('./app/boot.tsx')>((resolve) => {
  started = resolve;
});
const start = (root: HTMLElement) =>
  import('./app/boot.tsx').then(async (boot) => {
    await boot.startApp(root);
    started(boot);
  });

/**
 * Runs `run` once the document has been parsed: at once if it has, else from a timer (a task of its own; an
 * event listener would run inside the parser's last task, the one that lays the page out).
 */
function whenParsed(run: () => void): void {
  if (document.readyState !== 'loading') run();
  else setTimeout(() => whenParsed(run), 10);
}

// Offline and installable (docs/decisions/029): the worker is registered once the app runs (a sleeping page
// leaves it to its wake, docs/decisions/037: its registration is a task of its own), and each page the member
// opens is told to it.
void appStarted.then((boot) =>
  registerServiceWorker((seen) => {
    seen(location.pathname);
    boot.followPages(seen);
  }),
);

whenParsed(() => {
  const root = document.getElementById('root');
  if (!root) {
    html.removeAttribute('data-hydrating');
    return;
  }
  const adopted = () => html.removeAttribute('data-hydrating');
  if (!root.firstElementChild || readSession() || !hasPageAnswers()) {
    // A member's page the server rendered shows until the app has adopted it: a tap on one of its buttons in
    // the meantime is held and replayed then, as on a sleeping page, not lost.
    const held = root.firstElementChild ? holdInteractions(root) : null;
    void start(root).then(
      () => {
        adopted();
        held?.release();
      },
      () => held?.release(),
    );
  } else {
    const held = holdInteractions(root);
    let stopTurning = () => {};
    let touched = false;
    void whenFirstScreenPainted(root).then(() => {
      markFirstScreenShown();
      // The view counts without the app (docs/spec.md §5): the event page's call is sent now.
      sendPagePings();
      if (!touched)
        stopTurning = turnWhileAsleep(root, matchMedia('(prefers-reduced-motion: reduce)').matches);
    });
    void whenTouched(document)
      .then(() => {
        touched = true;
        stopTurning();
        return start(root);
      })
      .then(
        () => {
          adopted();
          held.release();
        },
        // The app could not load (the network went): the page stays as the server made it, and what was held is
        // given back to the browser (a held search then goes to the server as a plain form).
        () => held.release(),
      );
  }
});

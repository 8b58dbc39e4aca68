/**
 * The app's start on the page (main.tsx loads this module when the page needs the app: at once for a member or
 * a page the server did not render, on the first touch for a visitor's server-rendered page; docs/decisions/037).
 */
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { nextPaint, nextTask, openStorage, whenFirstScreenPainted } from '#web/lib/first-screen.ts';
import { hydrateInTurns } from '#web/lib/hydration-turns.tsx';
import { hasPageAnswers } from '#web/lib/initial-data.ts';
import { readSession } from '#web/lib/session.ts';
import { App } from './app.tsx';
import { appRouter, whenRouterReady } from './router.tsx';

/**
 * Starts the app on `root`; resolves once the page is the app's.
 *
 * A page the server rendered (entry-server.tsx, docs/decisions/019) stays as it is until its route's code is in
 * and its largest picture has painted; the router is made, and the page adopted, each in a task of its own
 * (docs/decisions/034). A visitor's app then adopts the server's elements as they are (hydration: the same
 * components rendered the same answers), a section at a time, a task each (lib/hydration-turns.tsx,
 * docs/decisions/036); a member's differs from the visitor's page the server rendered, and so does a page
 * without its answers (lib/initial-data.ts), so those render over it (Preact reuses the elements it can: no flash).
 */
export function startApp(root: HTMLElement): Promise<void> {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!root.firstElementChild) {
    createRoot(root).render(app);
    return Promise.resolve();
  }
  return nextPaint()
    .then(openStorage)
    .then(nextTask)
    .then(() => Promise.all([whenRouterReady(), whenFirstScreenPainted(root)]))
    .then(nextTask)
    .then(
      () =>
        new Promise<void>((adopted) => {
          if (readSession() || !hasPageAnswers()) {
            createRoot(root).render(app);
            adopted();
          } else hydrateInTurns(() => hydrateRoot(root, app), adopted);
        }),
    );
}

/** Tells `seen` each page the app shows after this one (the service worker keeps them, docs/decisions/029). */
export function followPages(seen: (path: string) => void): void {
  let last = location.pathname;
  appRouter().subscribe((state) => {
    if (state.location.pathname === last) return;
    last = state.location.pathname;
    seen(last);
  });
}

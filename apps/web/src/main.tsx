import './styles.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
// The browser's install prompt can come before a member's offer has loaded: kept from the start (docs/decisions/034).
import './features/install/install-offer.ts';
import { appRouter, whenRouterReady } from './app/router.tsx';
import { nextPaint, nextTask, openStorage, whenFirstScreenPainted } from './lib/first-screen.ts';
import { hydrateInTurns } from './lib/hydration-turns.tsx';
import { hasPageAnswers } from './lib/initial-data.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { readSession } from './lib/session.ts';

const root = document.getElementById('root');
if (root) {
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (!root.firstElementChild) createRoot(root).render(app);
  else {
    // A page the server rendered (entry-server.tsx, docs/decisions/019) is painted as it is before the app does
    // any work, and stays as it is until its route's code is in and its largest picture has painted; the
    // router is made, and the page adopted, each in a task of its own (docs/decisions/034). A visitor's app
    // then adopts the server's elements as they are (hydration: the same components rendered the same
    // answers); a member's differs from the visitor's page the server rendered, and so does a page whose
    // answers are gone or stale (lib/initial-data.ts), so those render over it (Preact reuses the elements it
    // can: no flash). A visitor's page is adopted a section at a time, a task each (lib/hydration-turns.tsx,
    // docs/decisions/036).
    // `data-hydrating` on <html> until the page is the app's (the end-to-end tests wait for it after a load).
    const html = document.documentElement;
    html.setAttribute('data-hydrating', '');
    const adopted = () => html.removeAttribute('data-hydrating');
    void nextPaint()
      .then(openStorage)
      .then(nextTask)
      .then(() => Promise.all([whenRouterReady(), whenFirstScreenPainted(root)]))
      .then(nextTask)
      .then(() => {
        if (readSession() || !hasPageAnswers()) {
          createRoot(root).render(app);
          adopted();
        } else hydrateInTurns(() => hydrateRoot(root, app), adopted);
      });
  }
}

// Offline and installable (docs/decisions/029): each page the member opens is told to the service worker.
registerServiceWorker((seen) => {
  seen(location.pathname);
  let last = location.pathname;
  appRouter().subscribe((state) => {
    if (state.location.pathname === last) return;
    last = state.location.pathname;
    seen(last);
  });
});

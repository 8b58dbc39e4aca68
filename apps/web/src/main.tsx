import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { whenRouterReady } from './app/router.tsx';
import { whenFirstScreenPainted } from './lib/first-screen.ts';

const root = document.getElementById('root');
if (root) {
  // A page the server rendered (entry-server.tsx, docs/decisions/019) stays as it is until its route's code is
  // in and its largest picture has painted; then the app renders over the same elements (Preact reuses them:
  // no flash, no layout shift).
  const ready = root.firstElementChild
    ? Promise.all([whenRouterReady(), whenFirstScreenPainted(root)])
    : Promise.resolve();
  void ready.then(() =>
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

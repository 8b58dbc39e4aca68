import { createBrowserRouter } from 'react-router';
import { appRoutes } from './routes.tsx';

let instance: ReturnType<typeof createBrowserRouter> | undefined;

/**
 * The browser's router over every route (app/routes.tsx; the server renders the same routes, entry-server.tsx).
 * Made on first use, not when the module loads: on a page the server rendered, main.tsx lets the browser paint
 * that page first (docs/decisions/034).
 */
export function appRouter(): ReturnType<typeof createBrowserRouter> {
  instance ??= createBrowserRouter(appRoutes);
  return instance;
}

/**
 * Resolves once the first page's lazy route module is in (the router is initialised). A page the server
 * rendered (docs/decisions/019) is shown by its HTML until then; rendering earlier would swap it for the
 * loading skeleton and back.
 */
export function whenRouterReady(): Promise<void> {
  const router = appRouter();
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}

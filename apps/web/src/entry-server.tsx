/**
 * Server rendering of a visitor's first screen (docs/decisions/010; docs/decisions/019). Built by
 * `vite build --ssr` into apps/web/dist-ssr and loaded by the server (apps/server/src/lib/prerender.ts) for
 * '/', '/event', '/event/{id}' and '/about-us': the same routes and components as the browser, rendered with
 * the API answers the server also puts into the page (lib/initial-data.ts), so the page's largest element
 * paints from the HTML before any JavaScript has run. The browser then renders over it (main.tsx).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { CommunityProvider } from './api/get-community.ts';
import { appRoutes } from './app/routes.tsx';
import { ToastProvider } from './components/ui/toast.tsx';
import { withServerAnswers } from './lib/initial-data.ts';
import { withRenderedTitle } from './lib/use-document-title.ts';

const handler = createStaticHandler(appRoutes);

/**
 * The markup of `url` (path and query) for a visitor, with `answers` (`[{ url, data }]`, the page's initial
 * data), and the document title the page sets; null when the route redirects, fails or is not found, so the
 * server sends the plain shell.
 */
export async function renderPage(
  url: string,
  answers: readonly unknown[],
): Promise<{ markup: string; title: string | undefined } | null> {
  const context = await handler.query(new Request(new URL(url, 'http://prerender.invalid')));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  // No fetching on the server: a query without an answer renders its loading state, as the browser would.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  try {
    const { rendered, title } = withServerAnswers(answers, () =>
      withRenderedTitle(() =>
        renderToString(
          <QueryClientProvider client={queryClient}>
            <CommunityProvider>
              <ToastProvider>
                <StaticRouterProvider router={router} context={context} hydrate={false} />
              </ToastProvider>
            </CommunityProvider>
          </QueryClientProvider>,
        ),
      ),
    );
    return { markup: rendered, title };
  } finally {
    queryClient.clear();
  }
}

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { CommunityProvider } from '#web/api/get-community.ts';
import { ToastProvider } from '#web/components/ui/toast.tsx';
import { pageAnswersAt } from '#web/lib/initial-data.ts';
import { appRouter } from './router.tsx';

const queryClient = new QueryClient({
  defaultOptions: {
    // The page's own answers (lib/initial-data.ts) are dated from its load: a page adopted later refreshes them.
    queries: {
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: false,
      initialDataUpdatedAt: pageAnswersAt(),
    },
  },
});

export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <CommunityProvider>
        <ToastProvider>
          <RouterProvider router={appRouter()} />
        </ToastProvider>
      </CommunityProvider>
    </QueryClientProvider>
  );
}

import { createBrowserRouter } from 'react-router';
import { GuestOnly, RequireAuth } from './guards.tsx';
import { PublicLayout, PublicLayoutFallback } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Every screen is a lazy route: the first load carries only the shell. */
export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    // While the first page's code loads, the shell with a skeleton instead of a blank screen.
    HydrateFallback: PublicLayoutFallback,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/landing/home-page.tsx')).HomePage }),
      },
      {
        element: <GuestOnly />,
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('../features/auth/login-page.tsx')).LoginPage }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('../features/auth/register-page.tsx')).RegisterPage,
            }),
          },
          {
            path: 'forget-password',
            lazy: async () => ({
              Component: (await import('../features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
            }),
          },
        ],
      },
      {
        // Opened from the emailed link; works whether or not someone is signed in on this browser.
        path: 'forget-password/confirm',
        lazy: async () => ({
          Component: (await import('../features/auth/confirm-reset-page.tsx')).ConfirmResetPage,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/profile/profile-page.tsx')).ProfilePage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('../features/not-found/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
]);

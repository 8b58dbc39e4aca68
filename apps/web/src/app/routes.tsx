import type { RouteObject } from 'react-router';
import { CHANGE_PASSWORD_PATH } from '#web/lib/password-change.ts';
import { GuestOnly, PasswordChangeGate, RequireAuth } from './guards.tsx';
import { PageSkeleton } from './layouts/page-skeleton.tsx';
import { PublicLayout, PublicLayoutFallback } from './layouts/public-layout.tsx';
import { RouteError } from './route-error.tsx';

/** Every screen is a lazy route: the first load carries only the shell. */
const routes: RouteObject[] = [
  {
    element: <PublicLayout />,
    // While the first page's code loads, the shell with a skeleton instead of a blank screen.
    HydrateFallback: PublicLayoutFallback,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('#web/features/landing/home-page.tsx')).HomePage }),
      },
      // docs/spec.md §2: /about-us, and /about as well; both open the same lazily loaded page.
      ...['about-us', 'about'].map((path) => ({
        path,
        lazy: async () => ({ Component: (await import('#web/features/about/about-page.tsx')).AboutPage }),
      })),
      {
        path: 'event',
        lazy: async () => ({
          Component: (await import('#web/features/events/event-list-page.tsx')).EventListPage,
        }),
      },
      {
        path: 'event/:id',
        lazy: async () => ({
          Component: (await import('./routes/event-detail-route.tsx')).EventDetailRoute,
        }),
      },
      {
        element: <GuestOnly />,
        children: [
          {
            path: 'login',
            lazy: async () => ({ Component: (await import('#web/features/auth/login-page.tsx')).LoginPage }),
          },
          {
            path: 'register',
            lazy: async () => ({
              Component: (await import('#web/features/auth/register-page.tsx')).RegisterPage,
            }),
          },
          {
            path: 'forget-password',
            lazy: async () => ({
              Component: (await import('#web/features/auth/forgot-password-page.tsx')).ForgotPasswordPage,
            }),
          },
        ],
      },
      {
        // Opened from the emailed link; works whether or not someone is signed in on this browser.
        path: 'forget-password/confirm',
        lazy: async () => ({
          Component: (await import('#web/features/auth/confirm-reset-page.tsx')).ConfirmResetPage,
        }),
      },
      {
        // 'Tautan Gabung' (docs/decisions/022): opened from the committee's link in the class WhatsApp group.
        path: 'gabung/:token',
        lazy: async () => ({ Component: (await import('#web/features/auth/join-page.tsx')).JoinPage }),
      },
      {
        // 'Aktifkan Akun': opened from an invitation (docs/decisions/014); signs the member in once the password is set.
        path: 'activate',
        lazy: async () => ({
          Component: (await import('#web/features/auth/activate-page.tsx')).ActivatePage,
        }),
      },
      {
        // Public, read-only: anyone may view a member's profile (docs/spec.md §2).
        path: 'profile/:key',
        lazy: async () => ({
          Component: (await import('#web/features/public-profile/public-profile-page.tsx')).PublicProfilePage,
        }),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('#web/features/profile/profile-page.tsx')).ProfilePage,
            }),
          },
          {
            // 'Tiket Saya' (docs/decisions/015).
            path: 'event/:id/ticket',
            lazy: async () => ({
              Component: (await import('#web/features/ticket/ticket-page.tsx')).TicketPage,
            }),
          },
          {
            // 'Cari Teman' (docs/decisions/027).
            path: 'cari-teman',
            lazy: async () => ({
              Component: (await import('#web/features/directory/directory-page.tsx')).DirectoryPage,
            }),
          },
          {
            // 'Usaha Alumni' (docs/decisions/027).
            path: 'usaha-alumni',
            lazy: async () => ({
              Component: (await import('#web/features/businesses/business-directory-page.tsx'))
                .BusinessDirectoryPage,
            }),
          },
          {
            // 'Daftar Angkatan' and 'Kabar Duka' (docs/decisions/024).
            path: 'angkatan',
            lazy: async () => ({
              Component: (await import('#web/features/roster/roster-page.tsx')).RosterPage,
            }),
          },
          {
            path: 'kabar-duka',
            lazy: async () => ({
              Component: (await import('#web/features/death-notices/death-notices-page.tsx'))
                .DeathNoticesPage,
            }),
          },
          {
            path: 'kabar-duka/:id',
            lazy: async () => ({
              Component: (await import('#web/features/death-notices/death-notice-page.tsx')).DeathNoticePage,
            }),
          },
          {
            // 'Iuran Saya', 'Bayar', 'Buku Kas' and the money desk 'Keuangan' (docs/decisions/028).
            path: 'iuran',
            lazy: async () => ({
              Component: (await import('#web/features/funds/my-funds-page.tsx')).MyFundsPage,
            }),
          },
          {
            path: 'iuran/:id',
            lazy: async () => ({
              Component: (await import('#web/features/funds/fund-pay-page.tsx')).FundPayPage,
            }),
          },
          {
            path: 'buku-kas',
            lazy: async () => ({
              Component: (await import('#web/features/funds/cashbook-page.tsx')).CashbookPage,
            }),
          },
          {
            path: 'keuangan',
            lazy: async () => ({
              Component: (await import('#web/features/funds/finance-desk-page.tsx')).FinanceDeskPage,
            }),
          },
          {
            path: 'notifications',
            lazy: async () => ({
              Component: (await import('#web/features/notifications/notifications-page.tsx'))
                .NotificationsPage,
            }),
          },
        ],
      },
      {
        path: '*',
        lazy: async () => ({
          Component: (await import('#web/features/not-found/not-found-page.tsx')).NotFoundPage,
        }),
      },
    ],
  },
  // The back office: its own tree (not inside the public shell); every part lazy so members never load it.
  {
    path: 'admin',
    HydrateFallback: PageSkeleton,
    errorElement: <RouteError />,
    children: [
      {
        lazy: async () => ({ Component: (await import('./layouts/admin/admin-guards.tsx')).AdminGuestOnly }),
        children: [
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('#web/features/admin/login/admin-login-page.tsx')).AdminLoginPage,
            }),
          },
        ],
      },
      {
        lazy: async () => ({ Component: (await import('./layouts/admin-layout.tsx')).AdminLayout }),
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('#web/features/admin/dashboard/dashboard-page.tsx')).DashboardPage,
            }),
          },
          {
            path: 'setting',
            lazy: async () => ({
              Component: (await import('#web/features/admin/settings/settings-page.tsx')).SettingsPage,
            }),
          },
          {
            path: 'community',
            lazy: async () => ({
              Component: (await import('#web/features/admin/community/community-page.tsx')).CommunityPage,
            }),
          },
          {
            path: 'content',
            lazy: async () => ({
              Component: (await import('#web/features/admin/content/content-page.tsx')).ContentPage,
            }),
          },
          {
            path: 'log',
            lazy: async () => ({
              Component: (await import('#web/features/admin/log/activity-log-page.tsx')).ActivityLogPage,
            }),
          },
          {
            path: 'user',
            lazy: async () => ({
              Component: (await import('#web/features/admin/users/user-list-page.tsx')).UserListPage,
            }),
          },
          {
            path: 'user/join',
            lazy: async () => ({
              Component: (await import('#web/features/admin/users/join/join-admin-page.tsx')).JoinAdminPage,
            }),
          },
          {
            path: 'user/add',
            lazy: async () => ({
              Component: (await import('#web/features/admin/users/user-add-page.tsx')).UserAddPage,
            }),
          },
          {
            path: 'user/:key',
            lazy: async () => ({
              Component: (await import('#web/features/admin/users/user-detail-page.tsx')).UserDetailPage,
            }),
          },
          {
            path: 'event',
            lazy: async () => ({
              Component: (await import('#web/features/admin/events/event-list-page.tsx')).AdminEventListPage,
            }),
          },
          // One form for both: /add creates, /:id/edit loads the event first.
          {
            path: 'event/add',
            lazy: async () => ({
              Component: (await import('#web/features/admin/events/event-form-page.tsx')).EventFormPage,
            }),
          },
          {
            path: 'event/:id/edit',
            lazy: async () => ({
              Component: (await import('#web/features/admin/events/event-form-page.tsx')).EventFormPage,
            }),
          },
          {
            path: 'event/:id',
            lazy: async () => ({
              Component: (await import('./routes/admin-event-detail-route.tsx')).AdminEventDetailRoute,
            }),
          },
          {
            // 'Daftar Angkatan' and 'Kabar Duka' for the committee (docs/decisions/024).
            path: 'roster',
            lazy: async () => ({
              Component: (await import('#web/features/admin/roster/admin-roster-page.tsx')).AdminRosterPage,
            }),
          },
          {
            path: 'kabar-duka',
            lazy: async () => ({
              Component: (await import('#web/features/admin/death-notices/admin-death-notices-page.tsx'))
                .AdminDeathNoticesPage,
            }),
          },
          {
            // Check-in at the door (docs/decisions/015): its camera scanner is a further lazy chunk.
            path: 'event/:id/check-in',
            lazy: async () => ({
              Component: (await import('#web/features/admin/check-in/check-in-page.tsx')).CheckInPage,
            }),
          },
        ],
      },
    ],
  },
];

/** Every route sits behind the temporary-password gate; 'Ganti Password' stands alone, outside both shells. */
export const appRoutes: RouteObject[] = [
  {
    element: <PasswordChangeGate />,
    children: [
      {
        path: CHANGE_PASSWORD_PATH,
        HydrateFallback: PageSkeleton,
        errorElement: <RouteError />,
        lazy: async () => ({
          Component: (await import('#web/features/auth/change-password-page.tsx')).ChangePasswordPage,
        }),
      },
      ...routes,
    ],
  },
];

import { isAdminRole } from '@alumni/contract/constants';
import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useCurrentUser } from '#web/api/get-current-user.ts';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/use-session.ts';
import { AdminSidebar } from './admin/admin-sidebar.tsx';
import { ADMIN_SHELL_TEXT as T } from './admin/admin-text.ts';
import { AdminTopbar } from './admin/admin-topbar.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { PageSkeleton } from './page-skeleton.tsx';

/**
 * The back office shell (docs/spec.md §2 'Admin shell'): sidebar, topbar with settings, bell, mini profile
 * and logout, and the admin page. Only a non-expired session of ROLE_ADMIN or ROLE_ADMINS gets in;
 * anyone else goes to /admin/login. This module is loaded lazily, so members never download it.
 */
export function AdminLayout() {
  const session = useSession();
  if (!session || !isAdminRole(session.user.role)) return <Navigate to={paths.admin.login} replace />;
  return <AdminShell userId={session.user.id} fallbackUser={session.user} />;
}

function AdminShell({
  userId,
  fallbackUser,
}: {
  userId: number;
  fallbackUser: { name: string; email: string; picture: string | null };
}) {
  const [menuOpen, setMenuOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  // Fresher than the stored session (a picture changed on another device); the session until it answers.
  const user = useCurrentUser(userId).data ?? fallbackUser;
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const active = document.activeElement;
    if (mainRef.current && !(active && mainRef.current.contains(active)))
      mainRef.current.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <div className="flex min-h-dvh bg-slate-100">
      <a
        href="#admin-main"
        className="sr-only rounded-lg bg-accent-400 px-4 py-3 font-bold text-primary-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80]"
      >
        {T.skipLink}
      </a>
      <NavigationProgress />
      <AdminSidebar open={menuOpen} onClose={closeMenu} toggleRef={toggleRef} />
      <div className="flex min-w-0 flex-1 flex-col">
        <AdminTopbar
          user={user}
          menuOpen={menuOpen}
          onToggleMenu={() => setMenuOpen((v) => !v)}
          toggleRef={toggleRef}
        />
        <main ref={mainRef} id="admin-main" tabIndex={-1} className="flex-1 p-3 outline-none sm:p-6">
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <ScrollRestoration />
    </div>
  );
}

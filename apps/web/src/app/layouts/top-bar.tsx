import { Menu, X } from 'lucide-react';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { paths } from '#web/lib/paths.ts';
import { useClickOutside } from '#web/lib/use-click-outside.ts';
import { logout, useSession } from '#web/lib/use-session.ts';
import { MainNav } from './main-nav.tsx';
import { SHELL_TEXT } from './shell-text.ts';
import { SiteLogo } from './site-logo.tsx';

// Members' bell and account menu, and the phone menu (opened by a tap), are not needed for a visitor's
// first paint: they load on their own so the entry chunk stays small (docs/decisions/010).
const NotificationBell = lazy(async () => ({
  default: (await import('#web/features/notifications/components/notification-bell.tsx')).NotificationBell,
}));
const UserMenu = lazy(async () => ({ default: (await import('./user-menu.tsx')).UserMenu }));
const MobileMenu = lazy(async () => ({ default: (await import('./mobile-menu.tsx')).MobileMenu }));

/**
 * Sticky top bar (docs/spec.md §2): logo, Beranda / Tentang Kami / List Acara, then 'Masuk' and 'Daftar'
 * for guests or bell, avatar and name for members. Below `md` the links move into a hamburger menu.
 */
export function TopBar() {
  const session = useSession();
  const user = session?.user ?? null;
  const location = useLocation();
  // The phone menu belongs to the page it was opened on: any navigation closes it.
  const [menuOpenedAt, setMenuOpenedAt] = useState<string | null>(null);
  const menuOpen = menuOpenedAt === location.key;
  const [confirmLogout, setConfirmLogout] = useState(false);
  const [loggingOut, setLoggingOut] = useState(false);
  const menuId = useId();
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const accountRef = useRef<HTMLButtonElement>(null);
  const [logoutFrom, setLogoutFrom] = useState<'account' | 'hamburger'>('account');
  const headerRef = useRef<HTMLElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);

  const closeMenu = () => setMenuOpenedAt(null);

  useClickOutside(menuOpen, headerRef, closeMenu, { focusOnEscape: hamburgerRef, alsoCloses: backdropRef });

  const askLogout = (from: 'account' | 'hamburger') => {
    closeMenu();
    setLogoutFrom(from);
    setConfirmLogout(true);
  };

  return (
    <header ref={headerRef} className="sticky top-0 z-40 border-slate-200 border-b bg-white">
      <div className="mx-auto flex h-16 w-full max-w-6xl items-center gap-3 px-4 md:h-18">
        <SiteLogo onClick={closeMenu} />
        <nav aria-label={SHELL_TEXT.mainNav} className="ml-6 hidden md:block">
          <MainNav variant="bar" />
        </nav>
        <div className="ml-auto flex items-center gap-1.5 md:gap-2">
          {user ? (
            <Suspense fallback={<div className="size-11" aria-hidden="true" />}>
              <NotificationBell onOpen={closeMenu} />
              <div className="hidden md:block">
                <UserMenu user={user} onLogout={() => askLogout('account')} buttonRef={accountRef} />
              </div>
            </Suspense>
          ) : (
            // 'Masuk' stays in the bar on a phone too (a visitor should not hunt for it in the menu).
            <div className="flex items-center gap-2">
              <ButtonLink to={paths.login} variant="secondary" onClick={closeMenu}>
                {SHELL_TEXT.login}
              </ButtonLink>
              <div className="hidden md:block">
                <ButtonLink to={paths.register} variant="accent">
                  {SHELL_TEXT.register}
                </ButtonLink>
              </div>
            </div>
          )}
          <button
            ref={hamburgerRef}
            type="button"
            aria-label={SHELL_TEXT.openMenu}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setMenuOpenedAt(menuOpen ? null : location.key)}
            className="flex size-11 items-center justify-center rounded-lg text-primary-900 hover:bg-primary-50 md:hidden"
          >
            {menuOpen ? (
              <X aria-hidden="true" className="size-7" />
            ) : (
              <Menu aria-hidden="true" className="size-7" />
            )}
          </button>
        </div>
      </div>
      {menuOpen && (
        <>
          {/* Dims the page under the open menu; a tap on it closes the menu (see the pointerdown handler). */}
          <div
            ref={backdropRef}
            aria-hidden="true"
            className="fixed inset-x-0 top-16 bottom-0 -z-10 animate-menu-in bg-primary-900/40 md:hidden"
          />
          <Suspense fallback={null}>
            <MobileMenu
              id={menuId}
              user={user}
              onNavigate={closeMenu}
              onLogout={() => askLogout('hamburger')}
            />
          </Suspense>
        </>
      )}
      <ConfirmDialog
        open={confirmLogout}
        status="warning"
        title={SHELL_TEXT.logoutDialog.title}
        message={SHELL_TEXT.logoutDialog.message}
        confirmLabel={SHELL_TEXT.logoutDialog.confirm}
        busy={loggingOut}
        onCancel={() => setConfirmLogout(false)}
        onConfirm={() => {
          setLoggingOut(true);
          void logout();
        }}
        returnFocusRef={logoutFrom === 'account' ? accountRef : hamburgerRef}
      />
    </header>
  );
}

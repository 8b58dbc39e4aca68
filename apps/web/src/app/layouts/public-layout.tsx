import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { InTurn } from '#web/lib/hydration-turns.tsx';
import { useSession } from '#web/lib/use-session.ts';
import { NavigationProgress } from './navigation-progress.tsx';
import { PageSkeleton } from './page-skeleton.tsx';
import { SHELL_TEXT } from './shell-text.ts';
import { SiteFooter } from './site-footer.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * After moving to another page, focus goes to <main> so keyboard and screen-reader users start at the new
 * content rather than at a link that no longer exists. Not on the first load (the skip link comes first)
 * and not when the new page already focused one of its own fields.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = mainRef.current;
    const active = document.activeElement;
    if (!main || (active && active !== main && main.contains(active))) return;
    main.focus({ preventScroll: true });
  }, [pathname]);
  return mainRef;
}

// 'Pasang Aplikasi' is offered to signed-in members only (docs/decisions/029): its code loads for them alone,
// never on a visitor's first screen (docs/decisions/034).
const InstallOffer = lazy(async () => ({
  default: (await import('#web/features/install/install-offer.tsx')).InstallOffer,
}));

function Shell({ children }: { children: ReactNode }) {
  const mainRef = useFocusMainOnNavigation();
  const signedIn = useSession() !== null;
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-accent-400 px-4 py-3 font-bold text-primary-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[80]"
      >
        {SHELL_TEXT.skipLink}
      </a>
      <NavigationProgress />
      <InTurn>
        <TopBar />
      </InTurn>
      <main ref={mainRef} id="main" tabIndex={-1} className="flex flex-1 flex-col outline-none">
        {signedIn && (
          <Suspense fallback={null}>
            <InstallOffer />
          </Suspense>
        )}
        {children}
      </main>
      <InTurn>
        <SiteFooter />
      </InTurn>
    </div>
  );
}

/** The public and member shell: top bar, the page, footer; new pages start at the top (ScrollRestoration). */
export function PublicLayout() {
  return (
    <Shell>
      <Suspense fallback={<PageSkeleton />}>
        <Outlet />
      </Suspense>
      <ScrollRestoration />
    </Shell>
  );
}

/** Shown by the router while the first page's code loads (the route's HydrateFallback). */
export function PublicLayoutFallback() {
  return (
    <Shell>
      <PageSkeleton />
    </Shell>
  );
}

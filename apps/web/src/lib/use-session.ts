import { useSyncExternalStore } from 'react';
import {
  isExpired,
  localExpiry,
  readSession,
  SESSION_KEY,
  type Session,
  subscribeSession,
} from './session.ts';
import { endSession } from './session-lifetime.ts';

/** setTimeout's ceiling (about 24.8 days); a longer session is re-checked when the timer fires. */
const MAX_TIMEOUT = 2_147_483_647;

let cache: { raw: string | null; session: Session | null } | undefined;

function rawStored(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/**
 * The current session, cached by its stored text so React sees a stable value. Expiry is re-checked on
 * every read: an expired session reads as null and readSession removes it from storage (docs/spec.md §4).
 */
function getSnapshot(): Session | null {
  // The server renders a visitor's page (entry-server.tsx): no session there, and no storage to ask (asking
  // threw and caught a ReferenceError on every call, a visible share of a page's render).
  if (typeof localStorage === 'undefined') return null;
  const raw = rawStored();
  if (cache && cache.raw === raw && (!cache.session || !isExpired(cache.session))) return cache.session;
  let session: Session | null;
  try {
    session = readSession();
  } catch {
    session = null;
  }
  cache = { raw: rawStored(), session };
  return session;
}

function subscribe(onChange: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Wake up when the session runs out even if nothing else happens on the page.
  const arm = () => {
    clearTimeout(timer);
    const session = getSnapshot();
    if (!session) return;
    const left = localExpiry(session) - Date.now() + 1000;
    timer = setTimeout(changed, Math.min(Math.max(left, 0), MAX_TIMEOUT));
  };
  function changed() {
    onChange();
    arm();
  }
  // Another tab signed in or out.
  const onStorage = (e: StorageEvent) => {
    if (e.key === SESSION_KEY || e.key === null) changed();
  };
  // Timers are frozen while a phone sleeps; check again when the page is shown.
  const onVisible = () => {
    if (document.visibilityState === 'visible') changed();
  };
  const unsubscribe = subscribeSession(changed);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  arm();
  return () => {
    clearTimeout(timer);
    unsubscribe();
    window.removeEventListener('storage', onStorage);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

/** The signed-in member's session, or null; re-renders on sign-in, sign-out (any tab) and expiry. */
export function useSession(): Session | null {
  return useSyncExternalStore(subscribe, getSnapshot);
}

/** The member-only pages (RequireAuth in app/routes.tsx): a signed-out visitor cannot stay on them. */
const MEMBER_ONLY =
  /^\/(profile|notifications|angkatan|kabar-duka(\/\d+)?|iuran(\/\d+)?|buku-kas|keuangan)\/?$/;

/** Whether a visitor may see `pathname`: everything but the member's own profile and notifications. */
export function isPublicPath(pathname: string): boolean {
  return !MEMBER_ONLY.test(pathname);
}

/**
 * Member logout (docs/spec.md §4): the server revokes the token, the session is removed and the page reloads,
 * staying where the member was when a visitor may see it (an event, a profile), else on the landing page.
 */
export async function logout(): Promise<void> {
  // This device stops receiving the member's notifications (docs/decisions/030). The push code loads only
  // here: a visitor's first screen never carries it (docs/decisions/034).
  const { forgetThisDevice } = await import('./push-device.ts');
  await forgetThisDevice();
  await endSession();
  if (isPublicPath(window.location.pathname)) window.location.reload();
  else window.location.assign('/');
}

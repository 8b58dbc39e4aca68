/**
 * The app's side of the service worker (apps/web/sw/sw.js, docs/decisions/029-installable-app-offline.md):
 * registers /sw.js in the built app, tells it each page the member opens inside the app (so that page opens
 * again without a network) and the hashed files the first page loaded before the worker was there, and
 * tells it when the member signs out (the kept pages go).
 */

export const SW_URL = '/sw.js';

/** The hashed files (/assets/…) this page has loaded, from the browser's resource timing. */
export function loadedAssets(entries: readonly { name: string }[], origin: string): string[] {
  const out = new Set<string>();
  for (const e of entries) {
    try {
      const url = new URL(e.name);
      if (url.origin === origin && url.pathname.startsWith('/assets/')) out.add(url.pathname);
    } catch {
      // not a URL: skipped
    }
  }
  return [...out];
}

function post(message: unknown): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((reg) => reg.active?.postMessage(message));
}

/** A page opened inside the app (the router's location changed). */
export function tellPageSeen(path: string): void {
  post({
    type: 'seen',
    path,
    assets: loadedAssets(performance.getEntriesByType('resource'), location.origin),
  });
}

/** Signing out: the kept pages leave with the session (lib/session.ts clearSession). */
export function tellSignedOut(): void {
  // Posted at once to the worker in charge: signing out reloads the page right after.
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  navigator.serviceWorker.controller?.postMessage({ type: 'signed-out' });
}

/** Registers the worker once the page has loaded and gone idle (never competing with the first screen). */
export function registerServiceWorker(onPage: (notify: (path: string) => void) => void): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    navigator.serviceWorker.register(SW_URL, { scope: '/' }).catch(() => {
      // No worker (private mode, blocked): the app works as before, online only.
    });
    onPage(tellPageSeen);
  };
  // After the load and once the main thread is idle (docs/decisions/034): the first screen's work comes first.
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3_000 });
    else setTimeout(start, 1_000);
  };
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

/// <reference lib="webworker" />
/**
 * The service worker (docs/decisions/029-installable-app-offline.md). The build (build-plugins.ts
 * serviceWorker) writes it to dist/sw.js with BUILD (this build's id) and PRECACHE (the shell's files: the
 * entry chunk, its CSS, its static imports and the preloaded font, plus the offline page and icons) filled in.
 *
 * - Hashed files under /assets/ are offline-first: from the cache, else from the network and then kept.
 * - Page navigations go to the network first, so the server-rendered first screen and its read cache
 *   (docs/decisions/010, 017, 019) are what an online member gets; the page's HTML is kept, and without a
 *   network the kept copy is shown, else the Indonesian offline page (/offline.html).
 * - /api/ answers are never touched: the member's own tickets are kept by the app itself on the device
 *   (apps/web/src/lib/ticket-cache.ts, cleared on sign-out), so 'Tiket Saya' opens offline once seen online.
 * - A new deploy takes over at once (skipWaiting, clients.claim) and the previous build's caches are dropped.
 */
const BUILD = '__BUILD__';
const PRECACHE = /** @type {string[]} */ (__PRECACHE__);

const SHELL_CACHE = `alumni-shell-${BUILD}`;
const ASSET_CACHE = `alumni-assets-${BUILD}`;
const PAGE_CACHE = `alumni-pages-${BUILD}`;
const OFFLINE_PAGE = '/offline.html';
/** The SPA shell (build-plugins.ts SHELL_PATH): what a page opened inside the app is kept as. */
const SHELL = '/_shell';
/** Kept pages beyond this are dropped oldest first. */
const MAX_PAGES = 40;

const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

sw.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => sw.skipWaiting()),
  );
});

sw.addEventListener('activate', (event) => {
  const current = new Set([SHELL_CACHE, ASSET_CACHE, PAGE_CACHE]);
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k.startsWith('alumni-') && !current.has(k)).map((k) => caches.delete(k)),
        ),
      )
      .then(() => sw.clients.claim()),
  );
});

/** @param {Request} request */
async function offlineFirst(request) {
  const hit = await caches.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) {
    const copy = response.clone();
    void caches.open(ASSET_CACHE).then((cache) => cache.put(request, copy));
  }
  return response;
}

/** @param {Cache} cache */
async function trim(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_PAGES)).map((k) => cache.delete(k)));
}

/** @param {Request} request */
async function networkFirstPage(request) {
  const url = new URL(request.url);
  // One copy per page, whatever its query string (?page=2 and the like keep the last one seen).
  const key = url.origin + url.pathname;
  try {
    const response = await fetch(request);
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.startsWith('text/html')) {
      const copy = response.clone();
      void caches.open(PAGE_CACHE).then(async (cache) => {
        await cache.put(key, copy);
        await trim(cache);
      });
    }
    return response;
  } catch {
    const kept = await caches.match(key, { cacheName: PAGE_CACHE });
    if (kept) return kept;
    const offline = await caches.match(OFFLINE_PAGE);
    return (
      offline ??
      new Response('Tidak ada koneksi internet.', {
        status: 503,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      })
    );
  }
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  // The API, pictures, health probes and the API docs: straight to the network, never kept here.
  if (/^\/(api|uploads|healthz|readyz)(\/|$)/.test(url.pathname)) return;
  if (request.mode === 'navigate') {
    event.respondWith(networkFirstPage(request));
    return;
  }
  if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) {
    event.respondWith(offlineFirst(request));
  }
});

/**
 * Messages from the app (apps/web/src/lib/service-worker.ts):
 * - `{ type: 'seen', path, assets }`: a page the member opened inside the app (no navigation request reached
 *   this worker) is kept as the SPA shell, unless its own HTML is kept already, and the hashed files the page
 *   loaded before this worker controlled it are kept too (the very first visit);
 * - `{ type: 'signed-out' }`: the kept pages go, so the next member on a shared phone starts clean.
 */
sw.addEventListener('message', (event) => {
  const data = event.data;
  if (!data || typeof data !== 'object') return;
  if (data.type === 'signed-out') {
    event.waitUntil(caches.delete(PAGE_CACHE));
    return;
  }
  if (data.type !== 'seen' || typeof data.path !== 'string' || !data.path.startsWith('/')) return;
  const key = sw.location.origin + data.path;
  const assets = Array.isArray(data.assets)
    ? data.assets.filter((a) => typeof a === 'string' && a.startsWith('/assets/'))
    : [];
  event.waitUntil(
    (async () => {
      const pages = await caches.open(PAGE_CACHE);
      if (!(await pages.match(key))) {
        const shell = await caches.match(SHELL, { cacheName: SHELL_CACHE });
        if (shell) {
          await pages.put(key, shell);
          await trim(pages);
        }
      }
      const kept = await caches.open(ASSET_CACHE);
      for (const asset of assets) {
        if (await caches.match(asset)) continue;
        await kept.add(asset).catch(() => undefined);
      }
    })(),
  );
});

/**
 * Web Push (docs/decisions/030): the server sends only { title, body, url } (the notification's text and the
 * page to open). `notificationclick` focuses an open tab of this site on that page, or opens one; a URL of
 * another origin is never opened (the site's root is opened instead).
 */
sw.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data ? event.data.text() : '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Notifikasi baru';
  const body = typeof data.body === 'string' ? data.body : '';
  const url = typeof data.url === 'string' ? data.url : '/notifications';
  event.waitUntil(
    sw.registration.showNotification(title, {
      body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url },
      lang: 'id',
    }),
  );
});

/** A same-origin absolute URL for `raw`, or the site's root. */
function sameOriginUrl(raw) {
  try {
    const url = new URL(raw, sw.location.origin);
    return url.origin === sw.location.origin ? url.href : `${sw.location.origin}/`;
  } catch {
    return `${sw.location.origin}/`;
  }
}

sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = sameOriginUrl(event.notification.data?.url ?? '/');
  event.waitUntil(
    (async () => {
      const tabs = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const tab = tabs.find((c) => new URL(c.url).origin === sw.location.origin);
      // A tab this worker controls goes to the page (navigate() refuses the others), then comes to the front;
      // else a new one opens.
      const moved = tab && 'navigate' in tab ? await tab.navigate(target).catch(() => null) : null;
      if (moved) {
        await moved.focus().catch(() => undefined);
        return;
      }
      await sw.clients.openWindow(target);
    })(),
  );
});

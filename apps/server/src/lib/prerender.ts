/**
 * A visitor's first screen rendered on the server (the first screen without waiting for JavaScript;
 * docs/decisions/019). The web's build writes a server-rendering bundle beside the SPA
 * (apps/web/dist-ssr/entry-server.js, from apps/web/src/entry-server.tsx): the same routes and components as
 * the browser. The public pages (modules/pages, modules/events/event-page.routes.ts) render their route with the
 * same answers they put into the page as initial data, and send the markup inside `<div id="root">`, so the
 * largest element paints from the HTML; the browser's app then renders over the same elements.
 * Without the bundle (a server run without `npm run build`, the server's tests) or when rendering fails, the
 * page goes out as the plain shell, exactly as before: prerendering only ever adds.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger } from 'fastify';
import { maskUrl } from './log-redaction.ts';
import type { InitialAnswer } from './spa-shell.ts';

/**
 * A rendered first screen: its markup and the document title the page sets (the app's `useDocumentTitle`), so a
 * page that has not started its app yet (docs/decisions/037) carries the title it will have.
 */
export interface Prerendered {
  markup: string;
  title?: string | undefined;
}

/**
 * apps/web/src/entry-server.tsx `renderPage`: the first screen of `url` for a visitor (its markup alone, or with
 * its title), or null (plain shell).
 */
export type RenderPage = (
  url: string,
  answers: readonly InitialAnswer[],
) => Promise<Prerendered | string | null>;

/** apps/web/src/lib/community-zone.ts reads the community's zone here when there is no page to read it from. */
const SERVER_TIME_ZONE_KEY = Symbol.for('alumni86.timeZone');
const ROOT_ELEMENT = '<div id="root"></div>';

/** The server-rendering bundle the web's build writes next to `webDist` (apps/web/package.json "build"). */
export const prerendererOf = (webDist: string) => path.resolve(webDist, '..', 'dist-ssr', 'entry-server.js');

const loaded = new Map<string, Promise<RenderPage | null>>();

/**
 * The web's `renderPage`, loaded once per process; null when the build has no server-rendering bundle. The
 * web's dates take the community's zone when the module loads, so the first caller's `timeZone` is the one.
 */
export function loadPrerenderer(webDist: string, timeZone: string): Promise<RenderPage | null> {
  const file = prerendererOf(webDist);
  let pending = loaded.get(file);
  if (!pending) {
    pending = (async () => {
      if (!existsSync(file)) return null;
      (globalThis as Record<symbol, unknown>)[SERVER_TIME_ZONE_KEY] ??= timeZone;
      const mod = (await import(pathToFileURL(file).href)) as { renderPage?: unknown };
      return typeof mod.renderPage === 'function' ? (mod.renderPage as RenderPage) : null;
    })();
    loaded.set(file, pending);
  }
  return pending;
}

/**
 * `url` rendered with `answers`, or null: no renderer, nothing to render, or a failure (logged; the page still
 * goes out, as the plain shell, and the browser renders it as it always did).
 */
export async function prerender(
  render: RenderPage | null,
  url: string,
  answers: readonly InitialAnswer[],
  log: FastifyBaseLogger,
): Promise<Prerendered | null> {
  if (!render) return null;
  try {
    const rendered = await render(url, answers);
    return typeof rendered === 'string' ? { markup: rendered } : rendered;
  } catch (err) {
    log.error({ err, url: maskUrl(url) }, 'prerender failed: page sent without its first screen');
    return null;
  }
}

const TITLE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/**
 * The shell with the first screen's markup inside its root element and its title as the document's; the shell
 * unchanged without one.
 */
export function withPrerendered(html: string, page: Prerendered | string | null): string {
  const rendered = typeof page === 'string' ? { markup: page } : page;
  if (!rendered?.markup) return html;
  const withMarkup = html.replace(ROOT_ELEMENT, () => `<div id="root">${rendered.markup}</div>`);
  if (!rendered.title) return withMarkup;
  const title = `<title>${rendered.title.replace(/[&<>]/g, (c) => TITLE_ESCAPES[c] ?? c)}</title>`;
  return withMarkup.replace(/<title>[\s\S]*?<\/title>/i, () => title);
}

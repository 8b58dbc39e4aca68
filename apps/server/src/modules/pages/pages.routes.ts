import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPrerenderer, prerender, withPrerendered } from '../../lib/prerender.ts';
import {
  COMMUNITY_CALL,
  communityShell,
  type InitialAnswer,
  PAGE_ROUTE,
  visitorAnswers,
  withImagePreload,
} from '../../lib/spa-shell.ts';

/**
 * The API calls each public page's first screen makes for a visitor, exactly as the web sends them
 * (apps/web/src/api/get-events.ts, get-categories.ts, features/landing/api/get-banners.ts,
 * features/about/api/get-stats.ts), and the community's details every page shows (api/get-community.ts). docs/spec.md §2 pages: '/', '/event', '/about-us' (and '/about').
 * An URL that drifts from the web's only costs the round trip this saves; e2e/tests/first-screen.spec.ts
 * checks that these pages make no API call on their first load.
 */
export const PAGE_CALLS = {
  home: [
    COMMUNITY_CALL,
    '/api/v1/banner?type=HEROES',
    '/api/v1/event?offset=1&limit=9',
    '/api/v1/event-category?offset=0&limit=99999',
    '/api/v1/banner?type=GALLERY',
    // The gallery's picked album photos (docs/decisions/032-event-album.md; features/landing/api/get-picked-photos.ts).
    '/api/v1/album/picked',
  ],
  /** The list's default view (no filter, page 1): upcoming first (docs/decisions/025), nine a page. */
  events: [
    COMMUNITY_CALL,
    '/api/v1/event-category?offset=0&limit=99999',
    '/api/v1/event?offset=1&limit=9&sortBy=upcoming',
  ],
  /** A filtered or later page of the list: its categories only (the filters live in the URL). */
  eventsFiltered: [COMMUNITY_CALL, '/api/v1/event-category?offset=0&limit=99999'],
  about: [COMMUNITY_CALL, '/api/v1/stats'],
} as const;

/** The first hero banner's picture: the landing page's largest element on a phone. */
function heroImage(answers: InitialAnswer[]): string | null {
  const heroes = answers.find((a) => a.url === '/api/v1/banner?type=HEROES')?.data as
    | { datas?: { bannerUrl?: string }[] }
    | undefined;
  return heroes?.datas?.[0]?.bannerUrl ?? null;
}

/**
 * '/', '/event', '/about-us', '/about': the SPA shell with the visitor's first-screen answers in it
 * (lib/spa-shell.ts, docs/decisions/010), so the page paints without a second round trip. Registered
 * only when the built SPA is served; every other client route keeps the plain shell (plugins/spa.ts).
 */
export default async function pagesRoutes(base: FastifyInstance) {
  const { webDist, tzCommunity } = base.deps.config;
  if (!webDist) return;
  // The same components the browser runs render the first screen into the HTML (lib/prerender.ts).
  const render = await loadPrerenderer(webDist, tzCommunity);

  // plugins/spa.ts decorates the root with the shell after the modules are registered; read it per request.
  const send = async (
    req: FastifyRequest,
    reply: FastifyReply,
    shell: string,
    pageAnswers: InitialAnswer[],
  ) => {
    const { html, answers } = await communityShell(base, req, shell, pageAnswers);
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(withPrerendered(html, await prerender(render, req.url, answers, req.log)));
  };

  base.get('/', PAGE_ROUTE, async (req, reply) => {
    const answers = await visitorAnswers(base, req, [...PAGE_CALLS.home]);
    return send(req, reply, withImagePreload(base.indexHtml, heroImage(answers), 'hero'), answers);
  });

  base.get('/event', PAGE_ROUTE, async (req, reply) => {
    const filtered = (req.url.split('?')[1] ?? '') !== '';
    const calls = filtered ? PAGE_CALLS.eventsFiltered : PAGE_CALLS.events;
    const answers = await visitorAnswers(base, req, [...calls]);
    return send(req, reply, base.indexHtml, answers);
  });

  for (const path of ['/about-us', '/about']) {
    base.get(path, PAGE_ROUTE, async (req, reply) => {
      const answers = await visitorAnswers(base, req, [...PAGE_CALLS.about]);
      return send(req, reply, base.indexHtml, answers);
    });
  }
}

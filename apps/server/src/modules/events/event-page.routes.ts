import { EventDetailResult } from '@alumni/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadPrerenderer, prerender, withPrerendered } from '../../lib/prerender.ts';
import { rawId } from '../../lib/read-cache.ts';
import {
  apiKey,
  COMMUNITY_CALL,
  communityOf,
  communityShell,
  PAGE_ROUTE,
  visitorAnswers,
  withImagePreload,
} from '../../lib/spa-shell.ts';
import { injectPreview, previewTags } from './event-page.service.ts';
import { findEventDetail, type Viewer } from './events.repo.ts';
import { eventDetailOf } from './events.service.ts';
import { eventsDeps } from './events-viewer.service.ts';

/** What a visitor may see: PUBLISH and EXPIRED, not deleted (the events module's guest rule). */
const GUEST: Viewer = { userId: null, isAdmin: false };
const MAX_ID = 2_147_483_647;

/**
 * GET /event/:id, the SPA page itself (not the API): the shell with Open Graph / Twitter tags so a
 * shared link shows a rich preview. Crawlers send no token, so the event is looked up as a visitor; an
 * event a visitor may not see (missing, deleted, DRAFT) or a malformed id gets the plain shell and the
 * SPA shows its own page (the 404). Registered only when the built SPA is served.
 *
 * For a visible event the page also carries a visitor's first-screen answers (lib/spa-shell.ts,
 * docs/decisions/010): the event as `GET /api/v1/event/{id}` answers it, read without counting a view
 * (the web sends that request after painting, so the view counts once, for the right viewer), and the
 * first participants as `GET /api/v1/event-participant/get-current` answers a visitor (their avatars).
 * The event's picture, the page's largest element, is preloaded, and the first screen is rendered into the
 * HTML from those answers (lib/prerender.ts, docs/decisions/019).
 */
export default async function eventPageRoutes(base: FastifyInstance) {
  const { config, database } = base.deps;
  if (!config.webDist) return;
  const deps = eventsDeps(base);
  // The event's first screen rendered into the HTML by the web's own components (lib/prerender.ts).
  const render = await loadPrerenderer(config.webDist, config.tzCommunity);

  // plugins/spa.ts decorates the root with the shell after the modules are registered; read it per request.
  const shell = () => base.indexHtml;
  const send = (reply: FastifyReply, html: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  // Kept per URL as every visitor's page, and dropped by the writes on this event (registrations: its
  // participants and counts), not by those on others (lib/read-cache.ts, docs/decisions/038).
  const route = {
    ...PAGE_ROUTE,
    config: { readCache: { event: (req: FastifyRequest) => rawId((req.params as { id?: string }).id) } },
  };
  base.get<{ Params: { id: string } }>('/event/:id', route, async (req, reply) => {
    const raw = req.params.id;
    const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
    const plain = async () => send(reply, (await communityShell(base, req, shell())).html);
    if (id === null || id > MAX_ID) return plain();
    const event = await findEventDetail(database.db, GUEST, id);
    if (!event) return plain();
    // The community (every page's names) and the web's participant strip (apps/web/src/api/get-participants.ts:
    // three faces for a visitor), asked at once.
    const fetched = await visitorAnswers(base, req, [
      COMMUNITY_CALL,
      `/api/v1/event-participant/get-current?eventId=${id}&offset=1&limit=3`,
    ]);
    const community = communityOf(fetched);
    const preview = previewTags(
      {
        id: event.id,
        name: event.name,
        startDate: event.start_date,
        location: event.location,
        category: event.category_display_name,
        imageUrl: event.image_url,
      },
      {
        publicUrl: config.publicUrl,
        timeZone: config.tzCommunity,
        siteName: community?.shortName ?? '',
      },
    );
    // The row read above, as GET /api/v1/event/{id} answers a visitor (one read of the event per page).
    const answers = [
      {
        url: apiKey(`/api/v1/event/${id}`),
        // Through the route's own response schema: the same fields the API sends.
        data: EventDetailResult.parse({ result: eventDetailOf(event, GUEST, deps) }).result,
        ping: true,
      },
      ...fetched,
    ];
    // The event's own title and description win over the community's (injectPreview replaces both).
    const withCommunity = await communityShell(base, req, shell(), answers);
    const html = withImagePreload(injectPreview(withCommunity.html, preview), event.image_url, 'eventHeader');
    const markup = await prerender(render, req.url, answers, req.log);
    return send(reply, withPrerendered(html, markup));
  });
}

import type { FastifyInstance, FastifyReply } from 'fastify';
import { injectPreview, previewTags } from './event-page.meta.ts';
import { findEventDetail, type Viewer } from './events.repo.ts';

/** What a visitor may see: PUBLISH and EXPIRED, not deleted (the events module's guest rule). */
const GUEST: Viewer = { userId: null, isAdmin: false };
const MAX_ID = 2_147_483_647;

/**
 * GET /event/:id, the SPA page itself (not the API): the shell with Open Graph / Twitter tags so a
 * shared link shows a rich preview. Crawlers send no token, so the event is looked up as a visitor; an
 * event a visitor may not see (missing, deleted, DRAFT) or a malformed id gets the plain shell and the
 * SPA shows its own page (the 404). Registered only when the built SPA is served.
 */
export default async function eventPageRoutes(base: FastifyInstance) {
  const { config, database } = base.deps;
  if (!config.webDist) return;

  // app.ts decorates the root with the shell after the modules are registered; read it per request.
  const shell = () => base.indexHtml;
  const send = (reply: FastifyReply, html: string) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);

  base.get<{ Params: { id: string } }>('/event/:id', { schema: { hide: true } }, async (req, reply) => {
    const raw = req.params.id;
    const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
    if (id === null || id > MAX_ID) return send(reply, shell());
    const event = await findEventDetail(database.db, GUEST, id);
    if (!event) return send(reply, shell());
    const preview = previewTags(
      {
        id: event.id,
        name: event.name,
        startDate: event.start_date,
        location: event.location,
        category: event.category_display_name,
        imageUrl: event.image_url,
      },
      { publicUrl: config.publicUrl, timeZone: config.tzCommunity },
    );
    return send(reply, injectPreview(shell(), preview));
  });
}

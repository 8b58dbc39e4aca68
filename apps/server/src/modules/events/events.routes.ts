import {
  ErrorBody,
  EventDetailResult,
  EventIdParam,
  EventListQuery,
  EventListResult,
  JoinedEventListResult,
  JoinedEventsQuery,
} from '@alumni/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { LRUCache } from 'lru-cache';
import { caller } from '../../lib/auth.ts';
import { list, ok } from '../../lib/envelope.ts';
import { getEventDetail, listEvents, listJoinedEvents } from './events.service.ts';
import { eventsDeps, viewerKey, viewerOf } from './events-viewer.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

export default async function eventsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = eventsDeps(base);
  /**
   * Viewer-and-event pairs whose view is already counted (event_views has the row): only they may get a
   * cached event page (lib/read-cache.ts, docs/decisions/017). Events are soft-deleted and ids never come
   * back, so a pair never becomes uncounted; a forgotten pair only means that viewer's next request runs
   * the handler, which finds the row and counts nothing.
   */
  const counted = new LRUCache<string, true>({ max: 100_000 });
  const viewPair = (req: FastifyRequest, id: unknown) => `${String(id)} ${viewerKey(req)}`;

  app.get(
    '/event',
    {
      onRequest: app.guards.optional,
      config: { readCache: true },
      schema: {
        tags: ['Acara'],
        summary: 'Daftar acara (DRAFT hanya untuk admin)',
        querystring: EventListQuery,
        response: { 200: EventListResult, 400: errors[400] },
      },
    },
    async (req) => {
      const page = await listEvents(deps, viewerOf(req), req.query);
      return list(page.total, page.datas);
    },
  );

  // Static path: Fastify's router prefers it over /event/:id.
  app.get(
    '/event/event-by-participant',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Acara'],
        summary: 'Acara yang diikuti pengguna yang masuk',
        security: [{ bearer: [] }],
        querystring: JoinedEventsQuery,
        response: { 200: JoinedEventListResult, 400: errors[400], 401: errors[401] },
      },
    },
    async (req) => {
      const me = caller(req);
      const page = await listJoinedEvents(deps, viewerOf(req), me.id, req.query);
      return list(page.total, page.datas);
    },
  );

  app.get(
    '/event/:id',
    {
      onRequest: app.guards.optional,
      config: {
        readCache: {
          // Before validation the id is the raw text; an odd spelling ('007') only misses the cache.
          admit: (req) => counted.has(viewPair(req, (req.params as { id?: string }).id)),
          answered: (req) => void counted.set(viewPair(req, (req.params as { id: number }).id), true),
        },
      },
      schema: {
        tags: ['Acara'],
        summary: 'Detail acara; deskripsi hanya untuk pengguna yang masuk',
        params: EventIdParam,
        response: { 200: EventDetailResult, 400: errors[400], 404: errors[404] },
      },
    },
    async (req) =>
      ok(await getEventDetail(deps, viewerOf(req), req.params.id, viewerKey(req), base.viewCounter)),
  );
}

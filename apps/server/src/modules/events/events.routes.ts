import {
  ErrorBody,
  EventDetailResult,
  EventIdParam,
  EventListQuery,
  EventListResult,
  JoinedEventsQuery,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { list, ok } from '../../lib/envelope.ts';
import { eventsDeps, viewerKey, viewerOf } from './events.context.ts';
import { getEventDetail, listEvents, listJoinedEvents } from './events.service.ts';

const errors = { 400: ErrorBody, 401: ErrorBody, 404: ErrorBody };

export default async function eventsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = eventsDeps(base);

  app.get(
    '/event',
    {
      onRequest: app.guards.optional,
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
        response: { 200: EventListResult, 400: errors[400], 401: errors[401] },
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
      schema: {
        tags: ['Acara'],
        summary: 'Detail acara; deskripsi hanya untuk pengguna yang masuk',
        params: EventIdParam,
        response: { 200: EventDetailResult, 400: errors[400], 404: errors[404] },
      },
    },
    async (req) => ok(await getEventDetail(deps, viewerOf(req), req.params.id, viewerKey(req))),
  );
}

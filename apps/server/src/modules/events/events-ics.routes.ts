import { ErrorBody, EventIdParam } from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getEventIcs } from './events-ics.service.ts';
import { eventsDeps, viewerOf } from './events-viewer.service.ts';

/** GET /event/{id}/ics: "add to calendar" as a downloadable iCalendar file. */
export default async function eventsIcsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = { ...eventsDeps(base), publicUrl: base.deps.config.publicUrl };

  app.get(
    '/event/:id/ics',
    {
      onRequest: app.guards.optional,
      schema: {
        tags: ['Acara'],
        summary: 'Acara sebagai berkas kalender (.ics); deskripsi hanya untuk pengguna yang masuk',
        params: EventIdParam,
        produces: ['text/calendar', 'application/json'],
        response: {
          200: z.string().meta({ description: 'text/calendar (RFC 5545), sebagai lampiran' }),
          400: ErrorBody,
          404: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const { fileName, body } = await getEventIcs(deps, viewerOf(req), req.params.id);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          .header('content-disposition', `attachment; filename="${fileName}"`)
          // Members get the description, visitors do not: never share a cached copy between them.
          .header('cache-control', 'private, no-store')
          .header('vary', 'authorization')
          .send(body)
      );
    },
  );
}

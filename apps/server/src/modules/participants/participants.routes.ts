import {
  CurrentParticipantsQuery,
  CurrentParticipantsResult,
  ErrorBody,
  JoinedEventListResult,
  ParticipatedEventsQuery,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { list, ok } from '../../lib/envelope.ts';
import { listJoinedEvents } from '../events/events.service.ts';
import { eventsDeps, viewerOf } from '../events/events-viewer.service.ts';
import { listCurrentParticipants } from './participants.service.ts';

/** Read side of /event-participant: who joined an event, and which events a member joined. */
export default async function participantsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = eventsDeps(base);

  app.get(
    '/event-participant/get-current',
    {
      onRequest: app.guards.optional,
      config: { readCache: true },
      schema: {
        tags: ['Peserta'],
        summary: 'Peserta acara menurut urutan pendaftaran (pengunjung: 3 pertama, tanpa pencarian)',
        querystring: CurrentParticipantsQuery,
        response: { 200: CurrentParticipantsResult, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => ok(await listCurrentParticipants(deps.db, viewerOf(req), req.query)),
  );

  app.get(
    '/event-participant/get-by-user',
    {
      onRequest: app.guards.optional,
      schema: {
        tags: ['Peserta'],
        summary: 'Acara yang diikuti seorang pengguna (Riwayat Acara)',
        querystring: ParticipatedEventsQuery,
        response: { 200: JoinedEventListResult, 400: ErrorBody },
      },
    },
    async (req) => {
      const page = await listJoinedEvents(deps, viewerOf(req), req.query.userId, req.query);
      return list(page.total, page.datas);
    },
  );
}

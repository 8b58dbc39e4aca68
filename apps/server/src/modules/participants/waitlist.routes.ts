import {
  ErrorBody,
  WaitlistBody,
  WaitlistListResult,
  WaitlistQuery,
  WaitlistStatusResult,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { registrationDeps } from './registration.routes.ts';
import { joinWaitlist, leaveWaitlist, listWaitlist } from './waitlist.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** The waitlist of a full event (docs/decisions/013). */
export default async function waitlistRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Mail queued by these calls (waitlist promotions, change notices) goes out right after the commit.
  app.addHook('onResponse', async () => base.mailJob.wake());
  const deps = registrationDeps(base);

  app.post(
    '/event-participant/waitlist',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Masuk daftar tunggu acara yang kuotanya penuh bersama pendamping (idempoten)',
        security: [{ bearer: [] }],
        body: WaitlistBody,
        response: { 200: WaitlistStatusResult, ...refusals },
      },
    },
    async (req) => ok(await joinWaitlist(deps, caller(req), req.body)),
  );

  app.post(
    '/event-participant/waitlist/leave',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Keluar dari daftar tunggu (idempoten)',
        security: [{ bearer: [] }],
        body: WaitlistBody,
        response: { 200: WaitlistStatusResult, ...refusals },
      },
    },
    async (req) => ok(await leaveWaitlist(deps, caller(req), req.body.eventId)),
  );

  app.get(
    '/event-participant/waitlist',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Peserta'],
        summary: 'Daftar tunggu acara menurut urutan (admin)',
        security: [{ bearer: [] }],
        querystring: WaitlistQuery,
        response: { 200: WaitlistListResult, ...refusals },
      },
    },
    async (req) => ok(await listWaitlist(deps.db, caller(req), req.query.eventId)),
  );
}

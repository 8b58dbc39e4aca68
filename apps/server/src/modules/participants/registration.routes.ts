import { AdminCancelBody, ErrorBody, RegistrationBody, RegistrationResult } from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import {
  cancelOwnRegistration,
  cancelParticipantByAdmin,
  changeOwnCompanions,
  type RegistrationDeps,
  registerForEvent,
} from './registration.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

export function registrationDeps(app: FastifyInstance): RegistrationDeps {
  return {
    db: app.deps.database.db,
    dialect: app.deps.database.dialect,
    now: app.deps.now,
    publicUrl: app.deps.config.publicUrl,
    timeZone: app.deps.config.tzCommunity,
    reminderHours: app.deps.config.reminderHours,
  };
}

/** Write side of /event-participant (docs/spec.md §4, Registration). */
export default async function registrationRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Mail queued by these calls (waitlist promotions, change notices) goes out right after the commit.
  app.addHook('onResponse', async () => base.mailJob.wake());
  const deps = registrationDeps(base);

  app.post(
    '/event-participant/register',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Daftar ke acara (idempoten; ditolak bila kuota penuh atau acara selesai)',
        security: [{ bearer: [] }],
        body: RegistrationBody,
        response: { 200: RegistrationResult, ...refusals },
      },
    },
    async (req) => ok(await registerForEvent(deps, caller(req), req.body)),
  );

  app.post(
    '/event-participant/companions',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Ubah jumlah pendamping (tambah hanya bila kursi cukup; kurang membebaskan kursi)',
        security: [{ bearer: [] }],
        body: RegistrationBody,
        response: { 200: RegistrationResult, ...refusals },
      },
    },
    async (req) => ok(await changeOwnCompanions(deps, caller(req), req.body)),
  );

  app.post(
    '/event-participant/canceled',
    {
      onRequest: app.guards.user,
      schema: {
        tags: ['Peserta'],
        summary: 'Batalkan pendaftaran sendiri (idempoten; pembuat acara tidak dapat membatalkan)',
        security: [{ bearer: [] }],
        body: RegistrationBody,
        response: { 200: RegistrationResult, ...refusals },
      },
    },
    async (req) => ok(await cancelOwnRegistration(deps, caller(req), req.body.eventId)),
  );

  app.post(
    '/event-participant/cancel',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Peserta'],
        summary: 'Admin membatalkan kehadiran seorang peserta (bukan pembuat acara)',
        security: [{ bearer: [] }],
        body: AdminCancelBody,
        response: { 200: RegistrationResult, ...refusals },
      },
    },
    async (req) => ok(await cancelParticipantByAdmin(deps, caller(req), req.body)),
  );
}

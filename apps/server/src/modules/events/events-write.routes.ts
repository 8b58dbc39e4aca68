import {
  CreateEventBody,
  DeleteEventsBody,
  DeleteEventsResult,
  ErrorBody,
  SavedEventResult,
  UpdateEventBody,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { updateEvent } from './events-update.service.ts';
import { createEvent, deleteEvents, type EventWriteDeps } from './events-write.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };

/** Admin event management (docs/spec.md §7): POST /event, PUT /event, PUT /event/delete. */
export default async function eventsWriteRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  // Mail queued by these calls (waitlist promotions, change notices) goes out right after the commit.
  app.addHook('onResponse', async () => base.mailJob.wake());
  const { config, database, now } = base.deps;
  const deps: EventWriteDeps = {
    db: database.db,
    dialect: database.dialect,
    timeZone: config.tzCommunity,
    now,
    images: base.deps.images,
    scryptLogN: config.scryptLogN,
    publicUrl: config.publicUrl,
    mailFrom: config.mailFrom,
    reminderHours: config.reminderHours,
  };

  app.post(
    '/event',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Acara'],
        summary: 'Buat acara (admin): grup baru atau lanjutan, pembuat yang ada atau pengguna baru',
        security: [{ bearer: [] }],
        body: CreateEventBody,
        response: { 201: SavedEventResult, ...refusals },
      },
    },
    async (req, reply) => {
      const event = await createEvent(deps, caller(req), req.body);
      return reply.status(201).send(ok(event));
    },
  );

  app.put(
    '/event',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Acara'],
        summary:
          'Ubah acara (admin): hanya kolom yang dikirim; peserta diberi tahu bila jadwal, lokasi atau status berubah',
        security: [{ bearer: [] }],
        body: UpdateEventBody,
        response: { 200: SavedEventResult, ...refusals },
      },
    },
    async (req) => ok(await updateEvent(deps, caller(req), req.body)),
  );

  app.put(
    '/event/delete',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Acara'],
        summary: 'Hapus acara (admin, soft delete); acara yang sudah terhapus dilewati',
        security: [{ bearer: [] }],
        body: DeleteEventsBody,
        response: { 200: DeleteEventsResult, ...refusals },
      },
    },
    async (req) => ok(await deleteEvents(deps, caller(req), req.body)),
  );
}

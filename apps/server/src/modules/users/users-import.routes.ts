import {
  ErrorBody,
  IMPORT_BODY_LIMIT_BYTES,
  ImportBatchesResult,
  ImportBatchIdParam,
  ImportUsersBody,
  ImportUsersResult,
  UndoImportResult,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { listImportBatches, undoImportBatch } from './import-batches.service.ts';
import { importUsers } from './users-import.service.ts';

/**
 * POST /user/imports: the admin's Excel import (the panel reads the first sheet and sends its rows); each
 * import is a batch: GET /user/imports lists them, DELETE /user/imports/{id} is 'Batalkan Import' (docs/decisions/014).
 */
export default async function usersImportRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, config, now } = base.deps;
  // 'Batalkan Import' may free seats that the waitlist takes: their mails leave without waiting a tick.
  app.addHook('onResponse', async () => base.mailJob.wake());

  app.post(
    '/user/imports',
    {
      onRequest: app.guards.admin,
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
      schema: {
        tags: ['Pengguna'],
        summary:
          'Impor pengguna dari Excel (semua atau tidak sama sekali); anggota baru belum punya kata sandi (lupa sandi)',
        security: [{ bearer: [] }],
        body: ImportUsersBody,
        response: {
          201: ImportUsersResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          413: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      const result = await importUsers({ db: database.db, now }, caller(req), req.body.users);
      return reply.status(201).send(ok(result));
    },
  );

  app.get(
    '/user/imports',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Riwayat import (siapa, kapan, berapa; yang belum/sudah aktif)',
        security: [{ bearer: [] }],
        response: { 200: ImportBatchesResult, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ok(await listImportBatches(database.db)),
  );

  app.delete(
    '/user/imports/:id',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Pengguna'],
        summary: 'Batalkan Import: hapus anggota batch yang belum aktif; yang sudah aktif dipertahankan',
        security: [{ bearer: [] }],
        params: ImportBatchIdParam,
        response: {
          200: UndoImportResult,
          400: ErrorBody,
          401: ErrorBody,
          403: ErrorBody,
          404: ErrorBody,
          409: ErrorBody,
        },
      },
    },
    async (req) =>
      ok(
        await undoImportBatch(
          {
            db: database.db,
            dialect: database.dialect,
            now,
            publicUrl: config.publicUrl,
            timeZone: config.tzCommunity,
            reminderHours: config.reminderHours,
          },
          caller(req),
          req.params.id,
        ),
      ),
  );
}

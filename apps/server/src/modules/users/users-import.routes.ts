import { ErrorBody, IMPORT_BODY_LIMIT_BYTES, ImportUsersBody, ImportUsersResult } from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { importUsers } from './users-import.service.ts';

/** POST /user/imports: the admin's Excel import (the panel reads the first sheet and sends its rows). */
export default async function usersImportRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, now } = base.deps;

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
}

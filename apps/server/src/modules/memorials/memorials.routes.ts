import { ErrorBody, PendingMemoriesResult } from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { pendingMemories } from './memorials.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['In Memoriam'];
const security = [{ bearer: [] }];

/**
 * 'In Memoriam' (docs/decisions/024-class-roster-kabar-duka-in-memoriam.md): the admins' queue of messages. The
 * /user/{id}/deceased and /user/{id}/memories routes are /user routes and live in users/users.routes.ts, calling
 * memorials.service.ts.
 */
export default async function memorialsRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database } = base.deps;
  const db = database.db;
  app.get(
    '/memories/pending',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Pesan kenangan yang menunggu persetujuan',
        security,
        response: { 200: PendingMemoriesResult, ...refusals },
      },
    },
    async () => ok(await pendingMemories(db)),
  );
}

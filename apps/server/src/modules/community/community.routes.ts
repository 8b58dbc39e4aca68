import { CommunityBody, CommunityResult, ErrorBody } from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { readCommunity, updateCommunity } from './community.service.ts';

/** GET /community (public) and PUT /community (admins): the community's own details (docs/decisions/021). */
export default async function communityRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, images } = base.deps;

  app.get(
    '/community',
    {
      config: { readCache: true },
      schema: {
        tags: ['Komunitas'],
        summary: 'Data komunitas: nama, kontak, tautan sosial, visi, misi, sejarah (tanpa data pribadi)',
        response: { 200: CommunityResult },
      },
    },
    async () => ok(await readCommunity(database.db)),
  );

  app.put(
    '/community',
    {
      onRequest: app.guards.admin,
      schema: {
        tags: ['Komunitas'],
        summary:
          'Ubah data komunitas (sebagian atau seluruhnya); body kosong menandai pengaturan awal selesai',
        security: [{ bearer: [] }],
        body: CommunityBody,
        response: { 200: CommunityResult, 400: ErrorBody, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async (req) =>
      ok(
        await updateCommunity({ db: database.db, images, now: () => base.deps.now() }, caller(req), req.body),
      ),
  );
}

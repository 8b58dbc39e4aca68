import { CommunityStatsResult } from '@alumni/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { communityStats } from './stats.service.ts';

/** Public, identical for everyone and cheap to be a minute stale: browsers and proxies may keep it. */
const CACHE_CONTROL = 'public, max-age=60';

const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/stats',
    {
      config: { readCache: true },
      schema: {
        tags: ['stats'],
        summary: "About page figures: members, visible events and years active ('Tahun Aktif')",
        response: { 200: CommunityStatsResult },
      },
    },
    async (_req, reply) => {
      // Read through deps on every call so a test's fixed clock drives the year.
      const stats = await communityStats(app.deps.database.db, app.deps.now(), app.deps.config.tzCommunity);
      reply.header('cache-control', CACHE_CONTROL);
      return ok(stats);
    },
  );
};

export default statsRoutes;

import { BannerListResult, BannerQuery, ErrorBody } from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ok } from '../../lib/envelope.ts';
import { communityToday } from '../content/content.service.ts';
import { listBanners } from './banners.service.ts';

export default async function bannersRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = base.deps.database.db;

  app.get(
    '/banner',
    {
      config: { readCache: true },
      schema: {
        tags: ['Banner'],
        summary: 'Banner carousel beranda (HEROES) atau galeri acara (GALLERY) yang tampil hari ini',
        querystring: BannerQuery,
        response: { 200: BannerListResult, 400: ErrorBody },
      },
    },
    async (req) =>
      ok({
        datas: await listBanners(
          db,
          req.query.type,
          communityToday(base.deps.now(), base.deps.config.tzCommunity),
        ),
      }),
  );
}

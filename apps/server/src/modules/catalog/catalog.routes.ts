import {
  CatalogPageQuery,
  ErrorBody,
  EventCategoryListResult,
  EventGroupIdParam,
  EventGroupListResult,
  EventGroupResult,
  JobTypeListResult,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { list, ok } from '../../lib/envelope.ts';
import { getGroup, listCategories, listGroups, listJobTypes } from './catalog.service.ts';

/** Public lookups: event categories, event groups, job types. */
export default async function catalogRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const db = base.deps.database.db;

  app.get(
    '/event-category',
    {
      config: { readCache: true },
      schema: {
        tags: ['Katalog'],
        summary: 'Kategori acara, dengan jumlah acara yang tampil',
        querystring: CatalogPageQuery,
        response: { 200: EventCategoryListResult, 400: ErrorBody },
      },
    },
    async (req) => {
      const page = await listCategories(db, req.query);
      return list(page.total, page.datas);
    },
  );

  app.get(
    '/event-group',
    {
      schema: {
        tags: ['Katalog'],
        summary: 'Grup acara',
        querystring: CatalogPageQuery,
        response: { 200: EventGroupListResult, 400: ErrorBody },
      },
    },
    async (req) => {
      const page = await listGroups(db, req.query);
      return list(page.total, page.datas);
    },
  );

  app.get(
    '/event-group/:id',
    {
      schema: {
        tags: ['Katalog'],
        summary: 'Satu grup acara',
        params: EventGroupIdParam,
        response: { 200: EventGroupResult, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (req) => ok(await getGroup(db, req.params.id)),
  );

  app.get(
    '/job',
    { schema: { tags: ['Katalog'], summary: 'Jenis pekerjaan', response: { 200: JobTypeListResult } } },
    async () => ok({ datas: await listJobTypes(db) }),
  );
}

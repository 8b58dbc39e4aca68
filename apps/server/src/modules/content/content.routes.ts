import {
  ContentBannerResult,
  ContentCategoryResult,
  ContentDeleteQuery,
  ContentDeleteResult,
  ContentGroupResult,
  ContentIdParam,
  ContentJobResult,
  ContentResult,
  CreateBannerBody,
  CreateCategoryBody,
  CreateGroupBody,
  CreateJobBody,
  ErrorBody,
  UpdateBannerBody,
  UpdateCategoryBody,
  UpdateGroupBody,
  UpdateJobBody,
} from '@alumni/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import {
  type ContentDeps,
  type ContentKind,
  createBanner,
  createCategory,
  createGroup,
  createJob,
  deleteContent,
  readContent,
  updateBanner,
  updateCategory,
  updateGroup,
  updateJob,
} from './content.service.ts';

const ERRORS = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody };

/** Back office 'Konten' (admins only, docs/decisions/021): categories, groups, banners, job types. */
export default async function contentRoutes(base: FastifyInstance) {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const deps = (): ContentDeps => ({
    db: base.deps.database.db,
    images: base.deps.images,
    now: () => base.deps.now(),
    timeZone: base.deps.config.tzCommunity,
  });
  const admin = { onRequest: app.guards.admin };
  const security = [{ bearer: [] }];

  app.get(
    '/admin/content',
    {
      ...admin,
      schema: {
        tags: ['Konten'],
        summary: "Halaman 'Konten': kategori, grup, banner dan jenis pekerjaan dengan jumlah pemakainya",
        security,
        response: { 200: ContentResult, 401: ErrorBody, 403: ErrorBody },
      },
    },
    async () => ok(await readContent(base.deps.database.db, base.deps.now(), base.deps.config.tzCommunity)),
  );

  const writes = [
    [
      '/event-category',
      'kategori acara',
      CreateCategoryBody,
      UpdateCategoryBody,
      ContentCategoryResult,
      createCategory,
      updateCategory,
    ],
    [
      '/event-group',
      'grup acara',
      CreateGroupBody,
      UpdateGroupBody,
      ContentGroupResult,
      createGroup,
      updateGroup,
    ],
    [
      '/banner',
      'banner',
      CreateBannerBody,
      UpdateBannerBody,
      ContentBannerResult,
      createBanner,
      updateBanner,
    ],
    ['/job', 'jenis pekerjaan', CreateJobBody, UpdateJobBody, ContentJobResult, createJob, updateJob],
  ] as const;

  for (const [url, label, createBody, updateBody, result, create, update] of writes) {
    app.post(
      url,
      {
        ...admin,
        schema: {
          tags: ['Konten'],
          summary: `Tambah ${label}`,
          security,
          body: createBody,
          response: { 201: result, ...ERRORS },
        },
      },
      // biome-ignore lint/suspicious/noExplicitAny: each row pairs its own body schema with its own service
      async (req, reply) => reply.code(201).send(ok(await (create as any)(deps(), caller(req), req.body))),
    );
    app.put(
      url,
      {
        ...admin,
        schema: {
          tags: ['Konten'],
          summary: `Ubah ${label} (sortOrder: posisi baru, 1 = pertama)`,
          security,
          body: updateBody,
          response: { 200: result, ...ERRORS },
        },
      },
      // biome-ignore lint/suspicious/noExplicitAny: as above
      async (req) => ok(await (update as any)(deps(), caller(req), req.body)),
    );
  }

  const deletes: [string, ContentKind, string][] = [
    ['/event-category/:id', 'category', 'kategori acara'],
    ['/event-group/:id', 'group', 'grup acara'],
    ['/banner/:id', 'banner', 'banner'],
    ['/job/:id', 'job', 'jenis pekerjaan'],
  ];
  for (const [url, kind, label] of deletes) {
    app.delete(
      url,
      {
        ...admin,
        schema: {
          tags: ['Konten'],
          summary: `Hapus ${label}; ditolak bila masih dipakai, kecuali ?moveTo= (pindahkan dulu ke yang lain)`,
          security,
          params: ContentIdParam,
          querystring: ContentDeleteQuery,
          response: { 200: ContentDeleteResult, ...ERRORS },
        },
      },
      async (req) => ok(await deleteContent(deps(), caller(req), kind, req.params.id, req.query.moveTo)),
    );
  }
}

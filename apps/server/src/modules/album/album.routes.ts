import {
  AlbumPageResult,
  AlbumQuery,
  AlbumSettingsBody,
  AlbumSettingsResult,
  ErrorBody,
  EventPhotoResult,
  IdParam,
  MessageResult,
  PhotoModerateBody,
  PhotoParams,
  PickedPhotosResult,
  resultOf,
} from '@alumni/contract';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DEFAULT_UPLOAD_BUDGET } from '../../config.ts';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { assertWithinBudget, recordUpload } from '../uploads/upload-budget.service.ts';
import {
  MAX_REQUEST_BYTES,
  MULTIPART_LIMITS,
  readUploadForm,
  UPLOAD_RATE_LIMIT,
} from '../uploads/uploads.routes.ts';
import {
  addPhoto,
  assertMayAdd,
  deletePhoto,
  getAlbum,
  moderatePhoto,
  pickedPhotos,
  setAlbumSettings,
} from './album.service.ts';

const refusals = { 400: ErrorBody, 401: ErrorBody, 403: ErrorBody, 404: ErrorBody, 409: ErrorBody };
const tags = ['Album Foto'];
const security = [{ bearer: [] }];

/** 'Album Foto' of an event (docs/decisions/032-event-album.md). */
export default async function albumRoutes(base: FastifyInstance) {
  await base.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });
  const app = base.withTypeProvider<ZodTypeProvider>();
  const { database, now, images } = base.deps;
  const db = database.db;

  app.get(
    '/event/:id/photos',
    {
      onRequest: app.guards.optional,
      schema: {
        tags,
        summary: 'Album Foto acara, terbaru dulu, per halaman (pengunjung hanya bila album publik)',
        params: IdParam,
        querystring: AlbumQuery,
        response: { 200: AlbumPageResult, ...refusals },
      },
    },
    async (req) => ok(await getAlbum(db, req.auth ?? null, req.params.id, req.query.before)),
  );

  app.post(
    '/event/:id/photos',
    {
      onRequest: app.guards.user,
      bodyLimit: MAX_REQUEST_BYTES,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags,
        summary: 'Tambah satu foto ke album (peserta acara dan panitia; multipart, field image)',
        description:
          "multipart/form-data: one file field 'image' (or 'file'), PNG, JPEG or WebP, max 5 MB; stored " +
          're-encoded as WebP (max 1600 px) with its narrower copies. One photo per request: send several in ' +
          'parallel. Counts towards the daily upload budget.',
        consumes: ['multipart/form-data'],
        security,
        params: IdParam,
        response: { 201: EventPhotoResult, ...refusals, 413: ErrorBody, 429: ErrorBody },
      },
    },
    async (req, reply) => {
      const user = caller(req);
      const budget = base.deps.config.uploadBudget ?? DEFAULT_UPLOAD_BUDGET;
      await assertMayAdd(db, user, req.params.id);
      await assertWithinBudget(db, user.id, 0, budget, now());
      const form = await readUploadForm(req);
      await assertWithinBudget(db, user.id, form.image.length, budget, now());
      const photo = await addPhoto({ db, images, now: now() }, user, req.params.id, form.image);
      await recordUpload(db, user.id, photo.path, form.image.length, now());
      return reply.status(201).send(ok(photo));
    },
  );

  app.delete(
    '/event/:id/photos/:photoId',
    {
      onRequest: app.guards.user,
      schema: {
        tags,
        summary: 'Hapus foto album (pengunggah atau admin); semua ukuran ikut terhapus',
        security,
        params: PhotoParams,
        response: { 200: resultOf(MessageResult), ...refusals },
      },
    },
    async (req) => {
      await deletePhoto({ db, images, now: now() }, caller(req), req.params.id, req.params.photoId);
      return ok({ status: 'OK' as const });
    },
  );

  app.patch(
    '/event/:id/photos/:photoId',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Sembunyikan/tampilkan foto atau pilih untuk galeri beranda (admin)',
        security,
        params: PhotoParams,
        body: PhotoModerateBody,
        response: { 200: EventPhotoResult, ...refusals },
      },
    },
    async (req) =>
      ok(await moderatePhoto(db, caller(req), req.params.id, req.params.photoId, req.body, now())),
  );

  app.put(
    '/event/:id/album',
    {
      onRequest: app.guards.admin,
      schema: {
        tags,
        summary: 'Pengaturan album: publik, dan unggah hanya oleh panitia (admin)',
        security,
        params: IdParam,
        body: AlbumSettingsBody,
        response: { 200: AlbumSettingsResult, ...refusals },
      },
    },
    async (req) => ok(await setAlbumSettings(db, caller(req), req.params.id, req.body, now())),
  );

  app.get(
    '/album/picked',
    {
      schema: {
        tags,
        summary: 'Foto album yang dipilih panitia untuk galeri beranda',
        response: { 200: PickedPhotosResult },
      },
    },
    async () => ok(await pickedPhotos(db)),
  );
}

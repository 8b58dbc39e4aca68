import { ErrorBody, ImageKind, resultOf, UploadResult } from '@alumni/contract';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_UPLOAD_BUDGET } from '../../config.ts';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { assertWithinBudget, recordUpload } from './uploads.budget.ts';
import { MAX_REQUEST_BYTES, MULTIPART_LIMITS, readUploadForm } from './uploads.form.ts';
import { saveUploadedImage } from './uploads.service.ts';

/** The form as OpenAPI describes it (the handler reads the stream itself: uploads.form.ts). */
const UPLOAD_FORM = {
  type: 'object',
  required: ['image'],
  properties: {
    image: {
      type: 'string',
      format: 'binary',
      description: "PNG, JPEG atau WebP, maks. 5 MB; nama field 'file' juga diterima",
    },
    kind: { type: 'string', enum: ImageKind.options, default: 'avatar' },
  },
};

/** Per-IP upload budget (per instance, or shared in Redis with REDIS_URL); exported so the test counts to it. */
export const UPLOAD_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, not in app.ts: the multipart parser exists only inside this plugin.
  await app.register(multipart, { limits: MULTIPART_LIMITS, throwFileSizeLimit: true });

  app.post(
    '/upload',
    {
      onRequest: app.guards.user,
      // The multipart stream is bounded by MULTIPART_LIMITS; this keeps any buffered parser in step.
      bodyLimit: MAX_REQUEST_BYTES,
      config: { rateLimit: UPLOAD_RATE_LIMIT },
      schema: {
        tags: ['uploads'],
        summary: 'Upload a PNG, JPEG or WebP picture (max 5 MB); stored re-encoded as WebP',
        description:
          "multipart/form-data: one file field named 'image' (or 'file'); optional text field 'kind' = " +
          "'avatar' (default, max 512x512), 'event' (max 1600x900) or 'group' (max 1600x400). " +
          'The result is the stored picture path, /uploads/<hash>.webp. Each member may upload ' +
          'UPLOAD_DAILY_MAX_COUNT pictures and UPLOAD_DAILY_MAX_MB megabytes in any 24 hours (429 past it).',
        consumes: ['multipart/form-data'],
        multipartBody: UPLOAD_FORM,
        security: [{ bearer: [] }],
        response: {
          201: resultOf(UploadResult),
          400: ErrorBody,
          401: ErrorBody,
          413: ErrorBody,
          429: ErrorBody,
        },
      },
    },
    async (req, reply) => {
      // The member's daily budget (docs/decisions/020, "Uploads"): the count before the form is read, the
      // bytes once its size is known, both before the picture is decoded.
      const { db } = app.deps.database;
      const budget = app.deps.config.uploadBudget ?? DEFAULT_UPLOAD_BUDGET;
      const userId = caller(req).id;
      await assertWithinBudget(db, userId, 0, budget, app.deps.now());
      const form = await readUploadForm(req);
      await assertWithinBudget(db, userId, form.image.length, budget, app.deps.now());
      const picture = await saveUploadedImage(app.deps.images, form.image, form.kind);
      await recordUpload(db, userId, picture, form.image.length, app.deps.now());
      return reply.status(201).send(ok(picture));
    },
  );
};

export default uploadRoutes;

import {
  ErrorBody,
  ImageKind,
  MAX_IMAGE_BYTES,
  resultOf,
  UPLOAD_MESSAGES,
  UploadResult,
} from '@alumni/contract';
import type { MultipartFile } from '@fastify/multipart';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DEFAULT_UPLOAD_BUDGET } from '../../config.ts';
import { caller } from '../../lib/auth.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { assertWithinBudget, recordUpload } from './upload-budget.service.ts';
import { imageTooLarge, saveUploadedImage } from './uploads.service.ts';

// --- The multipart form (also read by the album's photo upload, album.routes.ts) ---------------------

/** Busboy limits of the upload route: one file of at most 5 MB and a few tiny text fields. */
export const MULTIPART_LIMITS = {
  fileSize: MAX_IMAGE_BYTES,
  files: 1,
  fields: 5,
  parts: 10,
  fieldSize: 100,
  fieldNameSize: 50,
  headerPairs: 50,
} as const;

/** Room for the multipart framing and the `kind` field around a full-size file. */
export const MAX_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** The spec says "multipart (image/file)": either field name carries the picture. */
const FILE_FIELDS = new Set(['image', 'file']);

export interface UploadForm {
  image: Buffer;
  kind: ImageKind;
}

const malformed = () => badRequest(UPLOAD_MESSAGES.malformed, 'UPLOAD_INVALID');

async function readFile(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  // Busboy stops at fileSize and flags the stream instead of failing it.
  if (part.file.truncated) throw imageTooLarge();
  return Buffer.concat(chunks);
}

/**
 * Reads the multipart body part by part (the file is buffered, at most 5 MB). Any parser failure
 * (too many parts or files, broken framing, a `__proto__` field) is a 400 in the API's envelope,
 * except a file over the size limit, which is the spec's 'Gambar terlalu besar' 413.
 */
export async function readUploadForm(req: FastifyRequest): Promise<UploadForm> {
  if (!req.isMultipart()) throw badRequest(UPLOAD_MESSAGES.required, 'IMAGE_REQUIRED');
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > MAX_REQUEST_BYTES) throw imageTooLarge();

  let image: Buffer | undefined;
  let kind: ImageKind = 'avatar';
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // Read every file part to its end (an unread part stalls the parser); keep only ours.
        const bytes = await readFile(part);
        if (FILE_FIELDS.has(part.fieldname)) image = bytes;
      } else if (part.fieldname === 'kind') {
        const parsed = ImageKind.safeParse(part.value);
        if (!parsed.success) throw badRequest(UPLOAD_MESSAGES.kindInvalid, 'IMAGE_KIND_INVALID');
        kind = parsed.data;
      }
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (err instanceof Error && 'code' in err && err.code === 'FST_REQ_FILE_TOO_LARGE') throw imageTooLarge();
    throw malformed();
  }
  if (!image || image.length === 0) throw badRequest(UPLOAD_MESSAGES.required, 'IMAGE_REQUIRED');
  return { image, kind };
}

// --- POST /upload -------------------------------------------------------------------------------

/** The form as OpenAPI describes it (the handler reads the stream itself: readUploadForm below). */
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

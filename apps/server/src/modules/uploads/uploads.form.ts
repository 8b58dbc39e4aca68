import { ImageKind, MAX_IMAGE_BYTES, UPLOAD_MESSAGES } from '@alumni/contract';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';
import { imageTooLarge } from './uploads.service.ts';

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

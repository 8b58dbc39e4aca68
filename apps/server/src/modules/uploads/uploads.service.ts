import { createHash } from 'node:crypto';
import { IMAGE_KINDS, type ImageKind, UPLOAD_MESSAGES, UPLOADED_IMAGE_PATTERN } from '@alumni/contract';
import sharp from 'sharp';
import { AppError, badRequest } from '../../lib/errors.ts';
import type { ImageStore } from './image-store.service.ts';
import { makeUploadVariants } from './image-variants.service.ts';

/** Decompression-bomb guard: refuse before decoding when the header promises more pixels than this. */
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_INPUT_SIDE = 10_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
const WEBP_QUALITY = 82;

export const imageTooLarge = () => new AppError(413, 'IMAGE_TOO_LARGE', UPLOAD_MESSAGES.tooLarge);
export const imageInvalid = () => badRequest(UPLOAD_MESSAGES.invalid, 'IMAGE_INVALID');

/**
 * Verifies the bytes are a PNG, JPEG or WebP by their content (never the name or the client's
 * mimetype), refuses oversized pixel counts from the header alone, then re-encodes: EXIF
 * orientation applied, shrunk into the kind's box, every metadata block dropped, WebP out.
 */
export async function reencodeImage(
  input: Buffer,
  kind: ImageKind,
  box: { maxWidth: number; maxHeight: number } = IMAGE_KINDS[kind],
): Promise<Buffer> {
  let format: string | undefined;
  let width = 0;
  let height = 0;
  try {
    // Header only: no pixels are decoded here, so the pixel cap can be checked first.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    format = meta.format;
    width = meta.width ?? 0;
    height = meta.height ?? 0;
  } catch {
    throw imageInvalid();
  }
  if (!format || !ACCEPTED_FORMATS.has(format) || width < 1 || height < 1) throw imageInvalid();
  if (width > MAX_INPUT_SIDE || height > MAX_INPUT_SIDE || width * height > MAX_INPUT_PIXELS)
    throw imageTooLarge();

  try {
    // sharp drops EXIF, ICC, XMP and IPTC unless withMetadata/keep* is called; it is not.
    return await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, sequentialRead: true })
      .rotate()
      .resize(box.maxWidth, box.maxHeight, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer();
  } catch {
    // Truncated or corrupt pixel data behind a valid header (sharp fails on decoder warnings).
    throw imageInvalid();
  }
}

/** `<first 32 hex of sha256(bytes)>.webp`: the same picture always gets the same name. */
export function contentName(bytes: Buffer): string {
  return `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.webp`;
}

/**
 * Stores the bytes under their content name in the configured store (the disk or a bucket, image-store.service.ts; written
 * once, never half-visible) and returns the public path `/uploads/<name>`.
 */
export async function storeImage(images: ImageStore, bytes: Buffer): Promise<string> {
  const name = contentName(bytes);
  await images.put(name, bytes);
  return `/uploads/${name}`;
}

/**
 * The re-encoded picture, then its narrower copies for the kind's widths (image-variants.service.ts, docs/decisions/
 * 018-image-widths.md), so the first visitor after an upload never waits for one.
 */
export async function saveUploadedImage(images: ImageStore, input: Buffer, kind: ImageKind): Promise<string> {
  const bytes = await reencodeImage(input, kind);
  const picture = await storeImage(images, bytes);
  await makeUploadVariants(images, contentName(bytes), bytes, kind);
  return picture;
}

/** True when `picturePath` is a path POST /upload returned and the picture is still stored. */
export async function isOurUpload(picturePath: string, images: ImageStore): Promise<boolean> {
  if (!UPLOADED_IMAGE_PATTERN.test(picturePath)) return false;
  return images.has(picturePath.slice('/uploads/'.length));
}

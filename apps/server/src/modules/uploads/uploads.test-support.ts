/** Test-only helpers of the uploads tests: images made with sharp on the spot and a multipart sender. */
import { randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import sharp from 'sharp';
import type { TestContext } from '../../../test/helpers.ts';

export const UPLOAD_URL = '/api/v1/upload';

/** A solid-colour picture with a second colour block, so different sizes hash differently. */
export async function makeImage(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png',
  color = '#3366cc',
): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: color } }).composite([
    {
      input: {
        create: {
          width: Math.max(1, width >> 2),
          height: Math.max(1, height >> 2),
          channels: 3,
          background: '#ffcc00',
        },
      },
      top: 0,
      left: 0,
    },
  ]);
  if (format === 'png') return base.png({ compressionLevel: 9 }).toBuffer();
  if (format === 'jpeg') return base.jpeg().toBuffer();
  if (format === 'webp') return base.webp().toBuffer();
  return base.gif().toBuffer();
}

/** A JPEG carrying EXIF (camera orientation 6 = rotated 90°, an author) and an ICC profile. */
export async function makeJpegWithMetadata(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#22aa44' } })
    .withMetadata({ orientation: 6 })
    .withExif({ IFD0: { Artist: 'Rahasia Fotografer', Copyright: 'GPS 6.2,106.8' } })
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();
}

/** An uncompressible PNG of about `bytes` bytes (random pixels, stored without compression). */
export async function makeNoisePng(bytes: number): Promise<Buffer> {
  const width = 1400;
  const height = Math.floor(bytes / (width * 3 + 1));
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

export interface UploadInput {
  file?: { bytes: Buffer; name?: string; type?: string; field?: string };
  /** Text fields, in order; a field listed before the file is sent before it. */
  fields?: [string, string][];
  fieldsAfterFile?: [string, string][];
  headers?: Record<string, string>;
  remoteAddress?: string;
}

export function uploadForm(input: UploadInput): FormData {
  const fd = new FormData();
  for (const [k, v] of input.fields ?? []) fd.append(k, v);
  if (input.file) {
    const { bytes, name = 'a.png', type = 'image/png', field = 'image' } = input.file;
    fd.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  }
  for (const [k, v] of input.fieldsAfterFile ?? []) fd.append(k, v);
  return fd;
}

export function upload(ctx: TestContext, input: UploadInput) {
  return ctx.app.inject({
    method: 'POST',
    url: UPLOAD_URL,
    payload: uploadForm(input),
    headers: input.headers ?? {},
    ...(input.remoteAddress ? { remoteAddress: input.remoteAddress } : {}),
  });
}

/** Every file in the upload folder (temp files included), sorted. */
export function storedFiles(ctx: TestContext): string[] {
  return readdirSync(ctx.config.uploadDir).sort();
}

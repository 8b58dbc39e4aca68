import { z } from 'zod';
import { UPLOADED_IMAGE_PATTERN } from './constants.ts';

export {
  IMAGE_KINDS,
  IMAGE_SIZES,
  IMAGE_VARIANT_WIDTHS,
  IMAGE_WIDTHS,
  type ImageFamily,
  type ImageSlot,
  imageSrcSet,
  imageVariantPath,
  UPLOADED_IMAGE_PATTERN,
} from './constants.ts';

/** Largest accepted image file (docs/spec.md §5: 'max 5 MB'). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Largest photo the browser takes from a file picker (docs/decisions/023): it is cropped and scaled down to
 * the kind's box before sending, so a phone's 8-20 MB camera photo is fine; only beyond this is it refused
 * (decoding a bigger file would strain a phone's memory). The server's limit stays MAX_IMAGE_BYTES.
 */
export const MAX_PICKED_IMAGE_BYTES = 40 * 1024 * 1024;

export const ImageKind = z.enum(['avatar', 'event', 'group'], { message: 'Jenis gambar tidak valid.' });
export type ImageKind = z.infer<typeof ImageKind>;

/** Indonesian texts of POST /upload failures (docs/spec.md §8); the web shows the same strings. */
export const UPLOAD_MESSAGES = {
  title: 'Terdapat kesalahan saat mengupload gambar',
  required: 'Pilih gambar terlebih dahulu.',
  invalid: 'Terdapat kesalahan saat mengupload gambar. Format harus PNG atau JPEG.',
  tooLarge: 'Gambar terlalu besar. Ukuran gambar harus sesuai dengan yang diminta.',
  malformed: 'Terdapat kesalahan saat mengupload gambar. Silakan coba lagi dengan satu gambar.',
  kindInvalid: 'Jenis gambar tidak valid.',
} as const;

/** The 429 past a member's daily upload budget (docs/decisions/020, "Uploads"). */
export const uploadBudgetMessage = (maxCount: number, maxMegabytes: number) =>
  `Batas upload gambar Anda sudah tercapai: paling banyak ${maxCount} gambar atau ${maxMegabytes} MB dalam 24 jam. ` +
  'Silakan coba lagi nanti.';

/**
 * Accepts only paths this server produced (PUT /user picture, POST /event imageUrl, ...). Whether
 * the file still exists is checked on the server (isOurUpload).
 */
export const UploadedImagePath = z
  .string({ message: 'Gambar tidak valid.' })
  .regex(UPLOADED_IMAGE_PATTERN, { message: 'Gambar tidak valid. Upload ulang gambar.' });
export type UploadedImagePath = z.infer<typeof UploadedImagePath>;

/** `result` of POST /upload. */
export const UploadResult = UploadedImagePath;
export type UploadResult = z.infer<typeof UploadResult>;

import { z } from 'zod';

/** Largest accepted image file (docs/spec.md §5: 'max 5 MB'). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * What the picture is for (docs/spec.md §5): the aspect ratio the web cropper uses and the box the
 * server shrinks the stored picture into (never enlarging it).
 */
export const IMAGE_KINDS = {
  avatar: { aspect: 1, maxWidth: 512, maxHeight: 512 },
  event: { aspect: 16 / 9, maxWidth: 1600, maxHeight: 900 },
  group: { aspect: 4, maxWidth: 1600, maxHeight: 400 },
} as const;

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

/** A stored picture as POST /upload returns it: a content-hashed WebP under /uploads/. */
export const UPLOADED_IMAGE_PATTERN = /^\/uploads\/[a-f0-9]{32}\.webp$/;

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

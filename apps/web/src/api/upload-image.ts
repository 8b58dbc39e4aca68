import { type ImageKind, MAX_PICKED_IMAGE_BYTES, UPLOAD_MESSAGES } from '@alumni/contract';
import { api } from '#web/lib/api.ts';

/** The picture types the server accepts from a file picker (docs/spec.md §5: PNG or JPEG). */
export const IMAGE_ACCEPT = 'image/png,image/jpeg';

/**
 * The client-side refusal of a picked file, or null when it may be used: the format message for anything but
 * PNG or JPEG, docs/spec.md §8's 'Gambar terlalu besar...' only past MAX_PICKED_IMAGE_BYTES. A bigger photo
 * than the server takes is fine: the browser scales it down before sending (crop-image.ts,
 * docs/decisions/023).
 */
export function imageFileProblem(file: File): string | null {
  if (!['image/png', 'image/jpeg'].includes(file.type)) return UPLOAD_MESSAGES.invalid;
  if (file.size > MAX_PICKED_IMAGE_BYTES) return UPLOAD_MESSAGES.tooLarge;
  return null;
}

/** POST /api/v1/upload (token, multipart 'image' + 'kind'): the stored picture's path. */
export function uploadImage(file: Blob, kind: ImageKind = 'avatar'): Promise<string> {
  const form = new FormData();
  // 'kind' first: the server reads the fields in order and needs it before the file.
  form.append('kind', kind);
  form.append('image', file);
  return api<string>('/api/v1/upload', { method: 'POST', formData: form });
}

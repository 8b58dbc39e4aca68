import { uploadImage } from '#web/api/upload-image.ts';
import type { PictureChange } from '#web/components/image/picture-field.tsx';
import type { ToastApi } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import { USER_ADMIN_TEXT as T } from './user-admin-text.ts';

/** The upload failed and the save was not attempted (docs/spec.md §5: the image goes first). */
export class PhotoUploadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PhotoUploadError';
  }
}

/**
 * The picture value to send for a photo change: undefined = unchanged, null = removed, else the path
 * POST /upload answered. A failed upload shows docs/spec.md §8's upload alert and throws PhotoUploadError.
 */
export async function uploadPhoto(photo: PictureChange, toast: ToastApi): Promise<string | null | undefined> {
  if (photo.kind === 'keep') return undefined;
  if (photo.kind === 'remove') return null;
  try {
    return await uploadImage(photo.blob, 'avatar');
  } catch (err) {
    // 413 or anything the server did not explain reads as the spec's 'too large' message.
    const message = err instanceof ApiError && err.status !== 413 ? err.message : T.uploadTooLarge;
    toast.show({ type: 'error', title: T.uploadFailedTitle, message });
    throw new PhotoUploadError(message);
  }
}

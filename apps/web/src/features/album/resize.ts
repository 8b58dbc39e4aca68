/**
 * Photos are made smaller in the browser before they are sent (docs/decisions/032-event-album.md): a phone's
 * 12 Mpx, 4-6 MB picture becomes a JPEG of at most 1600 px a side, a few hundred kB, which is what the server
 * keeps anyway. Over patchy mobile data that is the difference between seconds and minutes.
 */

/** The album's box on the server (ALBUM_PHOTO_BOX): nothing larger is kept. */
export const RESIZE_MAX_SIDE = 1600;
export const RESIZE_QUALITY = 0.85;

/** The size a `width` × `height` picture is drawn at to fit `max` on its longer side; never enlarged. */
export function fitWithin(width: number, height: number, max: number = RESIZE_MAX_SIDE) {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/**
 * Which to send: the re-encoded picture, unless the original was already small enough and not larger than
 * it (a small JPEG re-encoded can grow; the server re-encodes it anyway).
 */
export function preferResized(
  original: { size: number; width: number; height: number },
  resizedSize: number,
  max: number = RESIZE_MAX_SIDE,
): boolean {
  const fits = Math.max(original.width, original.height) <= max;
  return !fits || resizedSize < original.size;
}

/**
 * `file` at most RESIZE_MAX_SIDE a side as JPEG (quality 0.85), turned upright by its EXIF orientation; the
 * file itself when the browser cannot decode it (the server then says what is wrong with it) or when it is
 * already small. Runs in the browser only (createImageBitmap, OffscreenCanvas or a canvas element).
 */
export async function resizeForUpload(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file;
  }
  try {
    const size = fitWithin(bitmap.width, bitmap.height);
    const blob = await drawJpeg(bitmap, size.width, size.height);
    if (!blob) return file;
    return preferResized({ size: file.size, width: bitmap.width, height: bitmap.height }, blob.size)
      ? blob
      : file;
  } finally {
    bitmap.close();
  }
}

async function drawJpeg(bitmap: ImageBitmap, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const ctx = canvas.getContext('2d');
    if (!ctx) return null;
    ctx.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: RESIZE_QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  ctx.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', RESIZE_QUALITY));
}

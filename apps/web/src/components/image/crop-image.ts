import { IMAGE_KINDS, type ImageKind, MAX_IMAGE_BYTES } from '@alumni/contract';
import type { Area } from 'react-easy-crop';

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image'));
    img.src = src;
  });
}

/**
 * Draws the chosen area of the picture onto a canvas of the kind's aspect (1:1 avatar, 16:9 event,
 * 4:1 group thumbnail) no larger than the server's box for that kind, and returns it as a WebP
 * (JPEG where the browser cannot encode WebP).
 */
export async function cropToBlob(src: string, area: Area, kind: ImageKind = 'avatar'): Promise<Blob> {
  const img = await loadImage(src);
  const { maxWidth, aspect } = IMAGE_KINDS[kind];
  const width = Math.max(1, Math.min(maxWidth, Math.round(area.width)));
  const height = Math.max(1, Math.round(width / aspect));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, width, height);
  return encodeCanvas(canvas);
}

/**
 * The canvas as a WebP (JPEG where the browser cannot encode WebP), under the server's MAX_IMAGE_BYTES: at
 * the kinds' sizes (at most 1600 px wide) that is a few hundred kB, and a lower quality is tried should a
 * very busy picture come out bigger.
 */
async function encodeCanvas(canvas: HTMLCanvasElement): Promise<Blob> {
  let last: Blob | null = null;
  for (const quality of [0.9, 0.8, 0.65, 0.5]) {
    const encode = (type: string) =>
      new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, quality));
    const webp = await encode('image/webp');
    const blob = webp && webp.type === 'image/webp' ? webp : await encode('image/jpeg');
    if (!blob) throw new Error('encode');
    if (blob.size <= MAX_IMAGE_BYTES) return blob;
    last = blob;
  }
  return last as Blob;
}

/**
 * A whole picture (no cropper: the admin's own photo) scaled down so its longer side fits the kind's box,
 * its proportions kept, re-encoded like a cropped one (docs/decisions/023). The server crops it to its kind.
 */
export async function shrinkToBlob(file: Blob, kind: ImageKind = 'avatar'): Promise<Blob> {
  const src = URL.createObjectURL(file);
  try {
    const img = await loadImage(src);
    const { maxWidth } = IMAGE_KINDS[kind];
    const scale = Math.min(1, maxWidth / Math.max(img.naturalWidth, img.naturalHeight));
    const width = Math.max(1, Math.round(img.naturalWidth * scale));
    const height = Math.max(1, Math.round(img.naturalHeight * scale));
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('canvas');
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(img, 0, 0, width, height);
    return await encodeCanvas(canvas);
  } finally {
    URL.revokeObjectURL(src);
  }
}

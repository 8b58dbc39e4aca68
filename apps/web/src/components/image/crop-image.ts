import { IMAGE_KINDS, type ImageKind } from '@alumni/contract';
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
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  const webp = await encode('image/webp');
  if (webp && webp.type === 'image/webp') return webp;
  const jpeg = await encode('image/jpeg');
  if (!jpeg) throw new Error('encode');
  return jpeg;
}

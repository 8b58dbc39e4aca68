import { IMAGE_KINDS } from '@alumni/contract';
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
 * Draws the chosen square of the picture onto a canvas no larger than the server's avatar box and
 * returns it as a WebP (JPEG where the browser cannot encode WebP).
 */
export async function cropToBlob(src: string, area: Area): Promise<Blob> {
  const img = await loadImage(src);
  const { maxWidth } = IMAGE_KINDS.avatar;
  const size = Math.max(1, Math.min(maxWidth, Math.round(area.width)));
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('canvas');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, size, size);
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, size, size);
  const encode = (type: string) => new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
  const webp = await encode('image/webp');
  if (webp && webp.type === 'image/webp') return webp;
  const jpeg = await encode('image/jpeg');
  if (!jpeg) throw new Error('encode');
  return jpeg;
}

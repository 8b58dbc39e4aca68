import { IMAGE_WIDTHS, imageVariantPath } from '@alumni/contract/constants';

/**
 * The <img> sources of an album photo (docs/decisions/018-image-widths.md): the server keeps a copy at each
 * wide-picture width (320 … 1280) of every stored picture, never enlarged, so the srcset lists the copies
 * narrower than the photo itself and then the photo at its own width; a portrait photo 1200 px wide thus
 * never claims a 1280 px copy it does not have. Paths the server did not store keep their plain `src`.
 */
export function photoSources(
  photo: { path: string; width: number },
  sizes: string,
): { src: string; srcSet?: string; sizes?: string } {
  if (!/^\/uploads\/[0-9a-f]{32}\.webp$/.test(photo.path) || photo.width <= 0) return { src: photo.path };
  const copies = IMAGE_WIDTHS.picture
    .filter((w) => w < photo.width)
    .map((w) => `${imageVariantPath(photo.path, w)} ${w}w`);
  return { src: photo.path, srcSet: [...copies, `${photo.path} ${photo.width}w`].join(', '), sizes };
}

/**
 * How wide a thumbnail is shown: three columns on a phone, four from sm, inside the event page's left column
 * (728 px from 1152 px, the window less the 22rem side column from lg), 8 px gaps, 20-24 px card padding.
 */
export const THUMB_SIZES =
  '(min-width: 1152px) 170px, (min-width: 1024px) calc((100vw - 520px) / 4), (min-width: 640px) calc((100vw - 120px) / 4), calc((100vw - 72px) / 3)';
/** The full-screen viewer: the whole window. */
export const VIEWER_SIZES = '100vw';

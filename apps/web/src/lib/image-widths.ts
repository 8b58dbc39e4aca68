import {
  IMAGE_SIZES,
  IMAGE_WIDTHS,
  type ImageSlot,
  imageSrcSet,
  imageVariantPath,
  UPLOADED_IMAGE_PATTERN,
} from '@alumni/contract/constants';

/**
 * The <img> attributes of a stored picture (docs/decisions/010; docs/decisions/018-image-widths.md): `srcSet`
 * lists the server's narrower copies (`/uploads/<hash>-<width>w.webp`, widths from the contract's
 * IMAGE_WIDTHS) and the picture itself; `sizes` says how wide it is shown, so a 390 px phone downloads a
 * copy near its own width instead of the 1600 px picture. Any other address (seeded files, a picture the
 * server did not store) keeps its plain `src`. The server's preload of the LCP picture uses the same
 * srcset and sizes (apps/server/src/lib/spa-shell.ts), so the browser fetches it once.
 */
export interface PictureSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/** A wide picture (event, group, banner) shown in one of the page places of IMAGE_SIZES. */
export function pictureSources(src: string, slot: ImageSlot): PictureSources {
  const srcSet = imageSrcSet(src, 'picture');
  return srcSet ? { src, srcSet, sizes: IMAGE_SIZES[slot] } : { src };
}

/** An avatar shown `cssPixels` wide (a fixed-size disc): the copies at 96, 192 and 384 px serve 1x-3x screens. */
export function avatarSources(src: string, cssPixels: number): PictureSources {
  const srcSet = imageSrcSet(src, 'avatar');
  return srcSet ? { src, srcSet, sizes: `${cssPixels}px` } : { src };
}

/**
 * A stored picture whose own width is known (an album photo, docs/decisions/032-event-album.md): the server
 * keeps a copy at each wide-picture width, never enlarged, so the srcset lists the copies narrower than the
 * picture and then the picture at its own width; a portrait photo 1200 px wide never claims a 1280 px copy.
 * Paths the server did not store keep their plain `src`.
 */
export function sizedPictureSources(picture: { path: string; width: number }, sizes: string): PictureSources {
  if (!UPLOADED_IMAGE_PATTERN.test(picture.path) || picture.width <= 0) return { src: picture.path };
  const copies = IMAGE_WIDTHS.picture
    .filter((w) => w < picture.width)
    .map((w) => `${imageVariantPath(picture.path, w)} ${w}w`);
  return { src: picture.path, srcSet: [...copies, `${picture.path} ${picture.width}w`].join(', '), sizes };
}

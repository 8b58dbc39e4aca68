/** Where album photos are shown, as `sizes` for lib/image-widths.ts's sizedPictureSources. */

/**
 * A thumbnail: three columns on a phone, four from sm, inside the event page's left column (728 px from
 * 1152 px, the window less the 22rem side column from lg), 8 px gaps, 20-24 px card padding.
 */
export const THUMB_SIZES =
  '(min-width: 1152px) 170px, (min-width: 1024px) calc((100vw - 520px) / 4), (min-width: 640px) calc((100vw - 120px) / 4), calc((100vw - 72px) / 3)';
/** A thumbnail in the back office's event page: the window less the 16rem sidebar, six columns from lg. */
export const WIDE_THUMB_SIZES =
  '(min-width: 1024px) calc((100vw - 360px) / 6), (min-width: 640px) calc((100vw - 120px) / 4), calc((100vw - 72px) / 3)';
/** The full-screen viewer: the whole window. */
export const VIEWER_SIZES = '100vw';

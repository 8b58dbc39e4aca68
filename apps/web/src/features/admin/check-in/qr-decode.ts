import jsQR from 'jsqr';

/**
 * Reads a QR code from one camera frame (docs/decisions/015, "Scanner and QR libraries"). jsQR decodes every
 * ticket code the ticket page draws; @zxing/library, used before, failed on about one in fifteen of them
 * (a checksum or finder error on a perfectly drawn code), so those guests could not be scanned at all.
 * Frames wider than `MAX_SIDE` are scaled down before decoding: a ticket held up to the camera fills much of
 * the picture, and a smaller frame keeps one attempt well under the scan interval on a slow phone.
 */
export const MAX_SIDE = 720;

export function decodeQr(pixels: Uint8ClampedArray, width: number, height: number): string | null {
  // Dark on light only: a ticket is black on white whatever the theme, and one pass costs half of two.
  const found = jsQR(pixels, width, height, { inversionAttempts: 'dontInvert' });
  return found?.data ? found.data : null;
}

/** The size a video frame is drawn at for decoding: its own, or scaled so its longer side is `MAX_SIDE`. */
export function frameSize(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, MAX_SIDE / Math.max(width, height, 1));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { decodeQr, frameSize } from './qr-decode.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A ticket code of the shape the server issues: A86.{event}.{participant}.{22 base64url characters}. */
function ticketCode(i: number): string {
  let tail = '';
  for (let k = 0; k < 22; k += 1) tail += ALPHABET[(i * 7919 + k * 104729 + ((i * k) % 61)) % 64];
  return `A86.${(i % 900).toString(36)}.${(i * 37).toString(36)}.${tail}`;
}

/** The code drawn as the ticket page draws it (uqr, correction M, quiet zone 4) at `scale` px a module. */
function frame(text: string, scale: number, W = 400, H = 400) {
  const qr = encode(text, { ecc: 'M', border: 4 });
  const side = Math.floor(qr.size * scale);
  const px = new Uint8ClampedArray(W * H * 4).fill(255);
  const ox = (W - side) >> 1;
  const oy = (H - side) >> 1;
  for (let y = 0; y < side; y += 1)
    for (let x = 0; x < side; x += 1)
      if (qr.data[Math.floor(y / scale)]?.[Math.floor(x / scale)]) {
        const at = ((oy + y) * W + ox + x) * 4;
        px[at] = 0;
        px[at + 1] = 0;
        px[at + 2] = 0;
      }
  return { px, W, H };
}

describe('decodeQr', () => {
  it('reads every one of 120 ticket codes drawn the way the ticket page draws them', () => {
    const missed: string[] = [];
    for (let i = 0; i < 120; i += 1) {
      const code = ticketCode(i);
      // Whole and fractional pixels per module: a phone camera never lines modules up with its pixels.
      const { px, W, H } = frame(code, [8.8, 10, 6.4][i % 3] ?? 8);
      if (decodeQr(px, W, H) !== code) missed.push(code);
    }
    expect(missed).toEqual([]);
  });

  it('reads a code that @zxing/library could not (a checksum error on a perfect drawing)', () => {
    const code = 'A86.1c.13v.ZtseBapIagRo8VHANxBXTg';
    const { px, W, H } = frame(code, 10);
    expect(decodeQr(px, W, H)).toBe(code);
  });

  it('answers null for a frame with no code in it', () => {
    const W = 320;
    const H = 240;
    expect(decodeQr(new Uint8ClampedArray(W * H * 4).fill(200), W, H)).toBeNull();
  });
});

describe('frameSize', () => {
  it('keeps a small frame and scales a large one down to a longer side of 720', () => {
    expect(frameSize(640, 480)).toEqual({ width: 640, height: 480 });
    expect(frameSize(1920, 1080)).toEqual({ width: 720, height: 405 });
    expect(frameSize(1080, 1920)).toEqual({ width: 405, height: 720 });
    expect(frameSize(0, 0)).toEqual({ width: 0, height: 0 });
  });
});

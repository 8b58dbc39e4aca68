import { IMAGE_SIZES, IMAGE_WIDTHS } from '@alumni/contract/constants';
import { describe, expect, it } from 'vitest';
import { avatarSources, pictureSources } from './image-widths.ts';

const HASH = 'a1'.repeat(16);
const PICTURE = `/uploads/${HASH}.webp`;

/** srcset candidates as the browser reads them: [url, width]. */
const candidates = (srcSet = '') =>
  srcSet.split(', ').map((c) => {
    const [url, w] = c.split(' ');
    return [url, Number(w?.replace(/w$/, ''))] as const;
  });

describe('pictureSources', () => {
  it('lists every copy at its width, then the stored picture at 1600w, with the place’s sizes', () => {
    const { src, srcSet, sizes } = pictureSources(PICTURE, 'hero');
    expect(src).toBe(PICTURE);
    expect(candidates(srcSet)).toEqual([
      [`/uploads/${HASH}-320w.webp`, 320],
      [`/uploads/${HASH}-640w.webp`, 640],
      [`/uploads/${HASH}-960w.webp`, 960],
      [`/uploads/${HASH}-1280w.webp`, 1280],
      [PICTURE, 1600],
    ]);
    expect(sizes).toBe(IMAGE_SIZES.hero);
  });

  it('takes its widths from the contract, smallest first', () => {
    const widths = candidates(pictureSources(PICTURE, 'eventCard').srcSet).map(([, w]) => w);
    expect(widths.slice(0, -1)).toEqual([...IMAGE_WIDTHS.picture]);
    expect([...widths].sort((a, b) => a - b)).toEqual(widths);
  });

  it('gives each place its own sizes', () => {
    for (const slot of ['hero', 'eventHeader', 'eventCard', 'gallery', 'groupBanner'] as const) {
      expect(pictureSources(PICTURE, slot).sizes).toBe(IMAGE_SIZES[slot]);
    }
  });

  it('keeps a plain src for anything that is not a stored picture', () => {
    for (const src of [
      '/uploads/hero-utama.webp',
      '/uploads/banner-1.jpg',
      `/uploads/${HASH.toUpperCase()}.webp`,
      `/uploads/${HASH}-640w.webp`,
      `https://example.com/uploads/${HASH}.webp`,
      '/favicon.svg',
    ]) {
      expect(pictureSources(src, 'hero')).toEqual({ src });
    }
  });
});

describe('avatarSources', () => {
  it('lists the avatar copies and the 512 px picture, sized at the disc’s CSS width', () => {
    const { srcSet, sizes } = avatarSources(PICTURE, 44);
    expect(candidates(srcSet)).toEqual([
      [`/uploads/${HASH}-96w.webp`, 96],
      [`/uploads/${HASH}-192w.webp`, 192],
      [`/uploads/${HASH}-384w.webp`, 384],
      [PICTURE, 512],
    ]);
    expect(sizes).toBe('44px');
  });

  it('keeps a plain src for a picture that is not ours', () => {
    expect(avatarSources('/uploads/avatar-lama.png', 36)).toEqual({ src: '/uploads/avatar-lama.png' });
  });
});

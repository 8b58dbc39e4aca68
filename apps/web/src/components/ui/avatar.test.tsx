import { imageSrcSet } from '@alumni/contract/constants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';

const PICTURE = `/uploads/${'d4'.repeat(16)}.webp`;

describe('Avatar', () => {
  it('offers the avatar copies sized at the disc’s CSS width for each size', () => {
    for (const [size, px] of [
      ['sm', 36],
      ['md', 44],
      ['lg', 80],
      ['xl', 112],
    ] as const) {
      const out = renderToStaticMarkup(<Avatar name="Siti Aminah" picture={PICTURE} size={size} />);
      expect(out).toContain(`srcset="${imageSrcSet(PICTURE, 'avatar')}"`);
      expect(out).toContain(`sizes="${px}px"`);
      expect(out).toContain(`width="${px}" height="${px}"`);
      expect(out).toContain('loading="lazy"');
    }
  });

  it('shows the initials when there is no picture, and a plain src for a picture not stored by us', () => {
    expect(renderToStaticMarkup(<Avatar name="Siti Aminah" picture={null} />)).toContain('SA');
    const other = renderToStaticMarkup(<Avatar name="Siti Aminah" picture="/uploads/lama.png" />);
    expect(other).toContain('src="/uploads/lama.png"');
    expect(other).not.toContain('srcSet');
  });
});

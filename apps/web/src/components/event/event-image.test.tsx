import { IMAGE_SIZES, imageSrcSet } from '@alumni/contract/constants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EventImage } from './event-image.tsx';

const PICTURE = `/uploads/${'c3'.repeat(16)}.webp`;
const escaped = (text: string) => text.replaceAll('&', '&amp;');
const html = renderToStaticMarkup;

describe('EventImage', () => {
  it('gives a card picture the copies, the card sizes, lazy loading and a fixed 16:9 box', () => {
    const out = html(<EventImage src={PICTURE} />);
    expect(out).toContain(`srcset="${escaped(imageSrcSet(PICTURE, 'picture') ?? '')}"`);
    expect(out).toContain(`sizes="${IMAGE_SIZES.eventCard}"`);
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('fetchPriority="auto"');
    expect(out).toContain('width="640" height="360"');
  });

  it('loads the detail header’s picture (the LCP element) at once, at high priority, with its own sizes', () => {
    const out = html(<EventImage src={PICTURE} eager slot="eventHeader" />);
    expect(out).toContain(`sizes="${IMAGE_SIZES.eventHeader}"`);
    expect(out).toContain('loading="eager"');
    expect(out).toContain('fetchPriority="high"');
  });

  it('loads a card on the first screen at once, at normal priority (only the largest picture is high)', () => {
    const out = html(<EventImage src={PICTURE} loading="eager" />);
    expect(out).toContain('loading="eager"');
    expect(out).toContain('fetchPriority="auto"');
  });

  it('keeps a plain src for a picture that is not a stored upload', () => {
    const out = html(<EventImage src="/uploads/event-1.jpg" />);
    expect(out).toContain('src="/uploads/event-1.jpg"');
    expect(out.toLowerCase()).not.toContain('srcset');
    expect(out).not.toContain('sizes=');
  });
});

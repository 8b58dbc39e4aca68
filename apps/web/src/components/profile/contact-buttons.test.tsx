import { phoneHref, whatsAppNumber } from '@alumni/contract/constants';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ContactButtons } from './contact-buttons.tsx';
import { formatBirthday } from './profile-view.tsx';

describe('ContactButtons', () => {
  it("links 'Chat WhatsApp' to wa.me with the number in 62… form and 'Telepon' to tel:", () => {
    const out = renderToStaticMarkup(<ContactButtons phone="0812-3456 7890" />);
    expect(out).toContain('href="https://wa.me/6281234567890"');
    expect(out).toContain('href="tel:+6281234567890"');
    expect(out).toContain('Chat WhatsApp');
    expect(out).toContain('Telepon');
  });

  it('offers only Telepon for a landline, and nothing without a number', () => {
    const out = renderToStaticMarkup(<ContactButtons phone="(022) 555-0123" />);
    expect(out).not.toContain('wa.me');
    expect(out).toContain('href="tel:0225550123"');
    expect(renderToStaticMarkup(<ContactButtons phone={null} />)).toBe('');
    expect(renderToStaticMarkup(<ContactButtons phone="  " />)).toBe('');
  });

  it('normalises +62, 62 and 0 prefixes to the same wa.me number', () => {
    for (const p of ['+62 812-3456-7890', '6281234567890', '081234567890'])
      expect(whatsAppNumber(p)).toBe('6281234567890');
    expect(phoneHref('+62 812 3456 7890')).toBe('tel:+6281234567890');
  });
});

describe('formatBirthday', () => {
  it('reads a stored day in Indonesian words without a time-zone shift', () => {
    expect(formatBirthday('1968-03-12')).toBe('12 Maret 1968');
    expect(formatBirthday('bukan')).toBe('bukan');
  });
});

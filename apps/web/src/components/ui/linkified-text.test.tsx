import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LINK_REL, LinkifiedText, linkify, safeHref } from './linkified-text.tsx';

const links = (text: string) => linkify(text).filter((p) => p.type === 'link');
const html = (text: string) => renderToStaticMarkup(<LinkifiedText text={text} />);

describe('linkify', () => {
  it('turns http and https addresses into links and keeps the rest as text', () => {
    expect(linkify('Zoom: https://zoom.us/j/123?pwd=abc lalu http://alumni86.id/acara')).toEqual([
      { type: 'text', value: 'Zoom: ' },
      { type: 'link', value: 'https://zoom.us/j/123?pwd=abc', href: 'https://zoom.us/j/123?pwd=abc' },
      { type: 'text', value: ' lalu ' },
      { type: 'link', value: 'http://alumni86.id/acara', href: 'http://alumni86.id/acara' },
    ]);
  });

  it('leaves sentence punctuation and unbalanced brackets outside the link', () => {
    expect(links('Lihat https://alumni86.id/acara.')[0]?.value).toBe('https://alumni86.id/acara');
    expect(links('(peta: https://maps.app.goo.gl/AbC)')[0]?.value).toBe('https://maps.app.goo.gl/AbC');
    expect(links('https://id.wikipedia.org/wiki/Batik_(kain)!')[0]?.value).toBe(
      'https://id.wikipedia.org/wiki/Batik_(kain)',
    );
    expect(linkify('Daftar di https://a.id, ya')).toEqual([
      { type: 'text', value: 'Daftar di ' },
      { type: 'link', value: 'https://a.id', href: 'https://a.id/' },
      { type: 'text', value: ', ya' },
    ]);
  });

  it('never links other schemes', () => {
    for (const hostile of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(document.cookie)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/path',
      'ftp://files.example/x',
      'java\nscript:alert(1)',
    ]) {
      expect(links(hostile), hostile).toEqual([]);
      expect(linkify(hostile), hostile).toEqual([{ type: 'text', value: hostile }]);
    }
  });

  it('does not let a scheme hide before an https address', () => {
    const parts = linkify('javascript:alert(1)//https://evil.example');
    expect(parts[0]).toEqual({ type: 'text', value: 'javascript:alert(1)//' });
    expect(parts[1]).toEqual({ type: 'link', value: 'https://evil.example', href: 'https://evil.example/' });
  });

  it('stops at quotes and angle brackets, so nothing can break out of the attribute', () => {
    const parts = linkify('https://evil.example/"onmouseover="alert(1)');
    expect(parts[0]).toEqual({ type: 'link', value: 'https://evil.example/', href: 'https://evil.example/' });
    expect(parts[1]).toEqual({ type: 'text', value: '"onmouseover="alert(1)' });
    expect(links('<a href="https://x.id">klik</a>')[0]?.href).toBe('https://x.id/');
  });

  it('keeps addresses with credentials or without a host as text', () => {
    expect(links('https://bank.example@evil.example/login')).toEqual([]);
    expect(links('https://user:pass@alumni86.id')).toEqual([]);
    expect(links('https://')).toEqual([]);
    expect(links('http://')).toEqual([]);
  });

  it('returns the text whole when there is nothing to link (and nothing for empty text)', () => {
    expect(linkify('Gedung Serbaguna, Jakarta')).toEqual([
      { type: 'text', value: 'Gedung Serbaguna, Jakarta' },
    ]);
    expect(linkify('')).toEqual([]);
  });
});

describe('safeHref', () => {
  it('normalises safe addresses and refuses everything else', () => {
    expect(safeHref('HTTPS://Alumni86.ID/Acara')).toBe('https://alumni86.id/Acara');
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(safeHref('not a url')).toBeNull();
  });
});

describe('<LinkifiedText>', () => {
  it('renders links with a new tab and the safe rel, and hostile markup as escaped text', () => {
    const out = html('<script>alert(1)</script> https://zoom.us/j/1 <img src=x onerror=alert(1)>');
    expect(out).not.toContain('<script>');
    expect(out).not.toContain('<img');
    expect(out).toContain('&lt;script>alert(1)&lt;/script>');
    expect(out).toContain(`<a href="https://zoom.us/j/1" target="_blank" rel="${LINK_REL}"`);
    expect(LINK_REL).toBe('noopener noreferrer nofollow ugc');
  });

  it('renders a javascript: address as plain text, not as a link', () => {
    const out = html('klik javascript:alert(1) sekarang');
    expect(out).not.toContain('<a');
    expect(out).toContain('javascript:alert(1)');
  });
});

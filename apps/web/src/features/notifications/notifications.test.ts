import { describe, expect, it } from 'vitest';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirect('/event/12')).toBe('/event/12');
    expect(safeRedirect('/event/12#comment-40')).toBe('/event/12#comment-40');
    expect(safeRedirect('/profile?tab=acara')).toBe('/profile?tab=acara');
  });

  it('ignores everything that could leave the site', () => {
    for (const url of [
      null,
      undefined,
      '',
      'event/12',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\tjavascript:alert(1)',
      ' /event/1',
      '/event/1\n',
    ]) {
      expect(safeRedirect(url), String(url)).toBeNull();
    }
  });
});

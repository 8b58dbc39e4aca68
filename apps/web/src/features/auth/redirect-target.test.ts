import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

describe('redirectTarget', () => {
  it('keeps a same-site path given as a string', () => {
    expect(redirectTarget('/event/12?tab=komentar')).toBe('/event/12?tab=komentar');
  });

  it('rebuilds a router Location', () => {
    expect(redirectTarget({ pathname: '/profile', search: '?x=1', hash: '#a', state: null, key: 'k' })).toBe(
      '/profile?x=1#a',
    );
    expect(redirectTarget({ pathname: '/notifications' })).toBe('/notifications');
  });

  it('falls back to the home page without a usable origin', () => {
    for (const from of [undefined, null, 42, {}, { pathname: 5 }, '', 'profile'])
      expect(redirectTarget(from)).toBe('/');
  });

  it('never leaves the site', () => {
    for (const from of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      { pathname: '//evil.example' },
    ])
      expect(redirectTarget(from)).toBe('/');
  });

  it('does not return to a visitor-only page', () => {
    for (const from of [
      '/login',
      '/register?x',
      '/forget-password',
      '/forget-password/confirm?token=a',
      '/login#top',
    ])
      expect(redirectTarget(from)).toBe('/');
    expect(redirectTarget('/loginhelp')).toBe('/loginhelp');
  });
});

import { describe, expect, it } from 'vitest';
import { base64UrlToBytes, bytesToBase64Url, pushSupport } from './push-support.ts';

describe('pushSupport', () => {
  const base = {
    userAgent: 'Mozilla/5.0 (Linux; Android 14)',
    standalone: false,
    hasPush: true,
    permission: 'default',
  };
  it('is ok on a browser with the Push API', () => expect(pushSupport(base)).toBe('ok'));
  it('asks iPhone users to add the app to the home screen first', () => {
    expect(
      pushSupport({ ...base, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)', hasPush: false }),
    ).toBe('ios-install');
    expect(
      pushSupport({ ...base, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)', standalone: true }),
    ).toBe('ok');
  });
  it('reports a missing Push API and a blocked permission', () => {
    expect(pushSupport({ ...base, hasPush: false })).toBe('unsupported');
    expect(pushSupport({ ...base, permission: 'denied' })).toBe('denied');
  });
});

describe('base64url', () => {
  it('round-trips bytes', () => {
    const bytes = Uint8Array.from([0, 1, 250, 255, 62, 63, 64]);
    const text = bytesToBase64Url(bytes.buffer);
    expect(text).not.toMatch(/[+/=]/);
    expect([...base64UrlToBytes(text)]).toEqual([...bytes]);
    expect(bytesToBase64Url(null)).toBe('');
  });
});

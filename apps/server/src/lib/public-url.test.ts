import { describe, expect, it } from 'vitest';
import { isLocalPublicUrl } from './public-url.ts';

describe('isLocalPublicUrl (docs/decisions/022)', () => {
  it.each([
    'http://localhost:3000',
    'http://LOCALHOST',
    'http://app.localhost:3000',
    'http://127.0.0.1:3000',
    'http://127.8.9.1',
    'http://0.0.0.0:3000',
    'http://10.1.2.3',
    'http://172.16.0.1',
    'http://172.31.255.1',
    'http://192.168.1.5:8080',
    'http://169.254.10.1',
    'http://100.64.0.1',
    'http://[::1]:3000',
    'http://[fd12:3456::1]',
    'http://[fe80::1]',
    'http://server:3000',
    'http://nas.local',
    'http://alumni.lan',
    'bukan alamat',
  ])('%s cannot be opened from a member’s phone', (url) => {
    expect(isLocalPublicUrl(url)).toBe(true);
  });

  it.each([
    'https://alumni86.id',
    'https://www.alumni86.id/',
    'http://203.0.113.7',
    'http://172.32.0.1',
    'http://192.169.1.1',
    'https://[2001:db8::1]',
  ])('%s is a public address', (url) => {
    expect(isLocalPublicUrl(url)).toBe(false);
  });
});

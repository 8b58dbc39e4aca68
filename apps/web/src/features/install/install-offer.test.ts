import { describe, expect, it } from 'vitest';
import { isIos, type OfferInput, offerKind } from './install-offer.ts';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/140.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1';
const base: OfferInput = {
  signedIn: true,
  phone: true,
  standalone: false,
  remembered: null,
  hasPrompt: true,
  userAgent: ANDROID,
};

describe('offerKind', () => {
  it("offers the browser's prompt to a signed-in member on a phone", () => {
    expect(offerKind(base)).toBe('prompt');
  });
  it("offers the 'Tambahkan ke Layar Utama' steps on an iPhone, which cannot prompt", () => {
    expect(offerKind({ ...base, hasPrompt: false, userAgent: IPHONE })).toBe('ios');
  });
  it('offers nothing to a visitor, on a computer, once installed, or after it was dismissed', () => {
    expect(offerKind({ ...base, signedIn: false })).toBeNull();
    expect(offerKind({ ...base, phone: false })).toBeNull();
    expect(offerKind({ ...base, standalone: true })).toBeNull();
    expect(offerKind({ ...base, remembered: 'dismissed' })).toBeNull();
    expect(offerKind({ ...base, remembered: 'installed' })).toBeNull();
  });
  it('offers nothing on an Android browser that has not (yet) offered to install', () => {
    expect(offerKind({ ...base, hasPrompt: false })).toBeNull();
  });
  it('tells iOS apart', () => {
    expect(isIos(IPHONE)).toBe(true);
    expect(isIos(ANDROID)).toBe(false);
  });
});

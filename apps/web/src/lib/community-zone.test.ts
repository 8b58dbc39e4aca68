import { describe, expect, it } from 'vitest';
import { isKnownTimeZone, readCommunityTimeZone, TIME_ZONE_META } from './community-zone.ts';

/** A stand-in for `document` holding one `<meta name="alumni:time-zone">` (or none). */
const page = (content: string | null) => ({
  querySelector: (selector: string) => {
    expect(selector).toBe(`meta[name="${TIME_ZONE_META}"]`);
    return content === null ? null : ({ getAttribute: () => content } as unknown as Element);
  },
});

describe('readCommunityTimeZone (docs/decisions/012: the server’s TZ_COMMUNITY, sent in the page)', () => {
  it('uses the zone the server wrote into the page', () => {
    expect(readCommunityTimeZone(page('Asia/Makassar'))).toBe('Asia/Makassar');
    expect(readCommunityTimeZone(page(' Europe/Amsterdam '))).toBe('Europe/Amsterdam');
  });

  it('falls back to Asia/Jakarta without the tag, without a document, or for an unknown zone', () => {
    expect(readCommunityTimeZone(page(null))).toBe('Asia/Jakarta');
    expect(readCommunityTimeZone(undefined)).toBe('Asia/Jakarta');
    expect(readCommunityTimeZone(page(''))).toBe('Asia/Jakarta');
    expect(readCommunityTimeZone(page('Mars/Olympus_Mons'))).toBe('Asia/Jakarta');
  });

  it('knows real zones only', () => {
    expect(isKnownTimeZone('Asia/Jayapura')).toBe(true);
    expect(isKnownTimeZone('Not/AZone')).toBe(false);
  });
});

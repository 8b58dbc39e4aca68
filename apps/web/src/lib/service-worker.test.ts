import { describe, expect, it } from 'vitest';
import { loadedAssets } from './service-worker.ts';

describe('loadedAssets', () => {
  it("keeps only this site's hashed files, once each, as paths", () => {
    const origin = 'https://alumni86.id';
    expect(
      loadedAssets(
        [
          { name: 'https://alumni86.id/assets/index-abc.js' },
          { name: 'https://alumni86.id/assets/index-abc.js' },
          { name: 'https://alumni86.id/assets/pages-def.css?x=1' },
          { name: 'https://alumni86.id/api/v1/community' },
          { name: 'https://alumni86.id/uploads/logo.webp' },
          { name: 'https://cdn.example.com/assets/evil.js' },
          { name: 'not a url' },
        ],
        origin,
      ),
    ).toEqual(['/assets/index-abc.js', '/assets/pages-def.css']);
  });
});

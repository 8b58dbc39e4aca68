import { describe, expect, it } from 'vitest';
import { isPublicPath } from './use-session.ts';

describe('isPublicPath (where a member stays after logging out)', () => {
  it('keeps the member on pages a visitor may see', () => {
    for (const path of ['/', '/event', '/event/12', '/about-us', '/profile/siti86', '/profile/7'])
      expect(isPublicPath(path), path).toBe(true);
  });

  it('sends the member home from their own profile and notifications', () => {
    for (const path of ['/profile', '/profile/', '/notifications', '/notifications/'])
      expect(isPublicPath(path), path).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { needsCurrentPassword } from './needs-current-password.ts';

const user = { email: 'Admin@Alumni86.id' };

describe('needsCurrentPassword', () => {
  it('is not needed for name, username or photo changes', () => {
    expect(needsCurrentPassword(user, { email: 'Admin@Alumni86.id', password: '' })).toBe(false);
    expect(needsCurrentPassword(user, { email: 'Admin@Alumni86.id' })).toBe(false);
  });

  it('ignores letter case and surrounding spaces in the email, like the server', () => {
    expect(needsCurrentPassword(user, { email: ' admin@alumni86.ID ', password: '' })).toBe(false);
  });

  it('is needed for a new password or a new email', () => {
    expect(needsCurrentPassword(user, { email: 'Admin@Alumni86.id', password: 'sandi-baru-1' })).toBe(true);
    expect(needsCurrentPassword(user, { email: 'lain@alumni86.id', password: '' })).toBe(true);
  });
});

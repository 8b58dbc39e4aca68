import { describe, expect, it } from 'vitest';
import { CHANGE_PASSWORD_PATH, holdForPasswordChange } from './password-change.ts';

describe('holdForPasswordChange', () => {
  it('holds a flagged user on every other page, member and admin alike', () => {
    for (const path of ['/', '/profile', '/event/3', '/admin', '/admin/user', '/login'])
      expect(holdForPasswordChange({ mustChangePassword: true }, path)).toBe(true);
  });

  it('lets a flagged user stay on Ganti Password (with or without a trailing slash)', () => {
    expect(holdForPasswordChange({ mustChangePassword: true }, CHANGE_PASSWORD_PATH)).toBe(false);
    expect(holdForPasswordChange({ mustChangePassword: true }, `${CHANGE_PASSWORD_PATH}/`)).toBe(false);
  });

  it('never holds a visitor, an unflagged user or a session stored before the flag existed', () => {
    expect(holdForPasswordChange(undefined, '/profile')).toBe(false);
    expect(holdForPasswordChange({ mustChangePassword: false }, '/profile')).toBe(false);
    expect(holdForPasswordChange({} as { mustChangePassword: boolean }, '/profile')).toBe(false);
  });
});

import type { CurrentUser } from '@alumni/contract';
import { describe, expect, it, vi } from 'vitest';
import {
  clearSession,
  isExpired,
  readSession,
  SESSION_KEY,
  type Session,
  subscribeSession,
  writeSession,
} from './session.ts';

/** An in-memory Storage, so the tests never touch a browser. */
class MemoryStorage implements Storage {
  private map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  clear() {
    this.map.clear();
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  key(i: number) {
    return [...this.map.keys()][i] ?? null;
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
}

const user: CurrentUser = {
  id: 7,
  name: 'Siti Rahmawati',
  username: 'siti86',
  email: 'siti@example.com',
  role: 'ROLE_USER',
  picture: null,
  lastLogin: null,
  isProfileComplete: false,
  createdDate: '2026-01-02T03:04:05.000Z',
  mustChangePassword: false,
};

const NOW = new Date('2026-03-14T12:00:00.000Z');
const session = (expiresAt: string): Session => ({ token: 'tok.en.value', expiresAt, user });

describe('isExpired', () => {
  it('is false before the expiry and at the very instant', () => {
    expect(isExpired({ expiresAt: '2026-03-14T12:00:01.000Z' }, NOW)).toBe(false);
    expect(isExpired({ expiresAt: NOW.toISOString() }, NOW)).toBe(false);
  });

  it('is true once the current time is past the expiry', () => {
    expect(isExpired({ expiresAt: '2026-03-14T11:59:59.999Z' }, NOW)).toBe(true);
  });

  it('treats an unreadable expiry as expired', () => {
    expect(isExpired({ expiresAt: 'besok' }, NOW)).toBe(true);
    expect(isExpired({ expiresAt: '' }, NOW)).toBe(true);
  });
});

describe('readSession', () => {
  it('returns nothing when nothing is stored', () => {
    expect(readSession(new MemoryStorage(), NOW)).toBeNull();
  });

  it('returns a valid session and leaves it stored', () => {
    const storage = new MemoryStorage();
    const s = session('2026-03-15T12:00:00.000Z');
    storage.setItem(SESSION_KEY, JSON.stringify(s));
    expect(readSession(storage, NOW)).toEqual(s);
    expect(storage.getItem(SESSION_KEY)).not.toBeNull();
  });

  it('removes an expired session', () => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_KEY, JSON.stringify(session('2026-03-14T11:00:00.000Z')));
    expect(readSession(storage, NOW)).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a string', '"token"'],
    ['no token', JSON.stringify({ expiresAt: '2026-03-15T12:00:00.000Z', user })],
    ['no expiry', JSON.stringify({ token: 't', user })],
    ['no user', JSON.stringify({ token: 't', expiresAt: '2026-03-15T12:00:00.000Z' })],
    ['a numeric token', JSON.stringify({ token: 1, expiresAt: '2026-03-15T12:00:00.000Z', user })],
  ])('removes a malformed session (%s)', (_label, raw) => {
    const storage = new MemoryStorage();
    storage.setItem(SESSION_KEY, raw);
    storage.setItem('other-key', 'kept');
    expect(readSession(storage, NOW)).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(storage.getItem('other-key')).toBe('kept');
  });
});

describe('writeSession / clearSession', () => {
  it('store under the one key and tell subscribers', () => {
    const storage = new MemoryStorage();
    const listener = vi.fn();
    const unsubscribe = subscribeSession(listener);
    const s = session('2099-01-01T00:00:00.000Z');

    writeSession(s, storage, NOW.getTime());
    const written = { ...s, receivedAt: NOW.getTime() };
    expect(JSON.parse(storage.getItem(SESSION_KEY) ?? 'null')).toEqual(written);
    expect(listener).toHaveBeenLastCalledWith(written);

    clearSession(storage);
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);

    unsubscribe();
    writeSession(s, storage);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('stamp when this device received the token, and keep the stamp when the same token is written again', () => {
    const storage = new MemoryStorage();
    const s = session('2099-01-01T00:00:00.000Z');
    writeSession(s, storage, 1000);
    writeSession({ ...s, user: { ...user, name: 'Siti R.' } }, storage, 5000);
    expect(readSession(storage, NOW)).toMatchObject({ receivedAt: 1000, user: { name: 'Siti R.' } });
    writeSession({ ...s, token: 'another.token.value' }, storage, 9000);
    expect(readSession(storage, NOW)?.receivedAt).toBe(9000);
  });
});

describe('a device clock far from the server’s', () => {
  const HOUR = 3_600_000;
  const jwt = (iatMs: number, ttlMs: number) =>
    `h.${btoa(JSON.stringify({ iat: iatMs / 1000, exp: (iatMs + ttlMs) / 1000 }))}.s`;
  const serverNow = Date.UTC(2026, 2, 14, 12);

  it('a phone a day ahead keeps a fresh 12-hour session for its 12 hours', () => {
    const ahead = serverNow + 24 * HOUR;
    const s: Session = {
      token: jwt(serverNow, 12 * HOUR),
      expiresAt: new Date(serverNow + 12 * HOUR).toISOString(),
      user,
      receivedAt: ahead,
    };
    expect(isExpired(s, new Date(ahead + 11 * HOUR))).toBe(false);
    expect(isExpired(s, new Date(ahead + 13 * HOUR))).toBe(true);
    // Without the stamp (a session stored by an older page) the server's instant decides.
    expect(isExpired({ ...s, receivedAt: undefined }, new Date(ahead))).toBe(true);
  });

  it('a phone hours behind ends the session when its life is spent, not hours late', () => {
    const behind = serverNow - 5 * HOUR;
    const s: Session = {
      token: jwt(serverNow, 12 * HOUR),
      expiresAt: new Date(serverNow + 12 * HOUR).toISOString(),
      user,
      receivedAt: behind,
    };
    expect(isExpired(s, new Date(behind + 12 * HOUR + 1))).toBe(true);
  });
});

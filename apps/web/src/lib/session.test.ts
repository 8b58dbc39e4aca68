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

    writeSession(s, storage);
    expect(JSON.parse(storage.getItem(SESSION_KEY) ?? 'null')).toEqual(s);
    expect(listener).toHaveBeenLastCalledWith(s);

    clearSession(storage);
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null);

    unsubscribe();
    writeSession(s, storage);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

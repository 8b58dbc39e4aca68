import type { Ticket } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { clearSession, SESSION_KEY } from './session.ts';
import { cacheTicket, clearTickets, forgetTicket, readCachedTicket } from './ticket-cache.ts';

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
    this.map.set(key, value);
  }
}

const ticket = (eventId: number): Ticket => ({
  eventId,
  eventName: 'Reuni Akbar',
  startDate: '14/12/2026 18:00',
  endDate: '14/12/2026 22:00',
  location: 'Balai Kartini',
  name: 'Sari Wulandari',
  username: 'sari86',
  shortCode: '7KQ2MX9D',
  code: `A86.${eventId.toString(36)}.1.AAAAAAAAAAAAAAAAAAAAAA`,
  order: 2,
  checkedInAt: null,
  companions: 0,
  companionNames: null,
  arrived: null,
});

describe('ticket cache (offline tickets)', () => {
  it('keeps a ticket per member and event, and reads it back', () => {
    const s = new MemoryStorage();
    cacheTicket(7, ticket(12), s);
    expect(readCachedTicket(7, 12, s)).toEqual(ticket(12));
    // Another member on the same browser, or another event: nothing.
    expect(readCachedTicket(8, 12, s)).toBeUndefined();
    expect(readCachedTicket(7, 13, s)).toBeUndefined();
  });

  it('ignores damaged or mismatched copies', () => {
    const s = new MemoryStorage();
    s.setItem('alumni86.ticket.7.12', '{not json');
    expect(readCachedTicket(7, 12, s)).toBeUndefined();
    s.setItem('alumni86.ticket.7.12', JSON.stringify(ticket(99)));
    expect(readCachedTicket(7, 12, s)).toBeUndefined();
  });

  it('forgets one ticket, and signing out forgets them all but nothing else', () => {
    const s = new MemoryStorage();
    cacheTicket(7, ticket(12), s);
    cacheTicket(7, ticket(13), s);
    forgetTicket(7, 12, s);
    expect(readCachedTicket(7, 12, s)).toBeUndefined();
    expect(readCachedTicket(7, 13, s)).toBeDefined();
    s.setItem('other', 'stays');
    s.setItem(SESSION_KEY, '{}');
    clearSession(s);
    expect(readCachedTicket(7, 13, s)).toBeUndefined();
    expect(s.getItem(SESSION_KEY)).toBeNull();
    expect(s.getItem('other')).toBe('stays');
    cacheTicket(7, ticket(14), s);
    clearTickets(s);
    expect(s.length).toBe(1);
  });
});

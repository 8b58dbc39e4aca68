import { describe, expect, it } from 'vitest';
import { calendarStamp, DETAILS_MAX, eventPageUrl, googleCalendarUrl } from './calendar-links.ts';

const event = {
  id: 42,
  name: 'Reuni & Halal Bihalal #86',
  // Wall-clock Jakarta time (UTC+7).
  startDate: '14/03/2026 19:00',
  endDate: '14/03/2026 22:30',
  location: 'Gedung Serbaguna, Jl. Merdeka 1; Jakarta',
  description: 'Bawa batik.\nKumpul di lobi.',
};
const ORIGIN = 'https://alumni86.example';

function params(url: string | null) {
  expect(url).not.toBeNull();
  const u = new URL(url ?? '');
  expect(`${u.origin}${u.pathname}`).toBe('https://calendar.google.com/calendar/render');
  return u.searchParams;
}

describe('googleCalendarUrl', () => {
  it('builds a TEMPLATE link with UTC dates, name, details and location (all encoded)', () => {
    const p = params(googleCalendarUrl(event, ORIGIN));
    expect(p.get('action')).toBe('TEMPLATE');
    expect(p.get('text')).toBe('Reuni & Halal Bihalal #86');
    expect(p.get('dates')).toBe('20260314T120000Z/20260314T153000Z');
    expect(p.get('details')).toBe('Bawa batik.\nKumpul di lobi.\n\nhttps://alumni86.example/event/42');
    expect(p.get('location')).toBe('Gedung Serbaguna, Jl. Merdeka 1; Jakarta');
    // '&' and '#' in the name are encoded, not read as new parameters or a fragment.
    expect([...p.keys()].sort()).toEqual(['action', 'dates', 'details', 'location', 'text']);
  });

  it('puts only the page link in the details when the description is hidden (visitors)', () => {
    const p = params(googleCalendarUrl({ ...event, description: null }, `${ORIGIN}/`));
    expect(p.get('details')).toBe('https://alumni86.example/event/42');
  });

  it('cuts a very long description but keeps the link', () => {
    const p = params(googleCalendarUrl({ ...event, description: 'x'.repeat(5000) }, ORIGIN));
    const details = p.get('details') ?? '';
    expect(details.length).toBeLessThan(DETAILS_MAX + 60);
    expect(details.endsWith('…\n\nhttps://alumni86.example/event/42')).toBe(true);
  });

  it('uses the start as the end when the end is missing or before the start', () => {
    expect(params(googleCalendarUrl({ ...event, endDate: '' }, ORIGIN)).get('dates')).toBe(
      '20260314T120000Z/20260314T120000Z',
    );
    expect(params(googleCalendarUrl({ ...event, endDate: '13/03/2026 10:00' }, ORIGIN)).get('dates')).toBe(
      '20260314T120000Z/20260314T120000Z',
    );
  });

  it('gives no link when the start cannot be read', () => {
    expect(googleCalendarUrl({ ...event, startDate: 'besok malam' }, ORIGIN)).toBeNull();
  });
});

describe('helpers', () => {
  it('formats UTC stamps and page links', () => {
    expect(calendarStamp(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
    expect(eventPageUrl(7, 'http://127.0.0.1:3113/')).toBe('http://127.0.0.1:3113/event/7');
  });
});

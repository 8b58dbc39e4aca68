import { describe, expect, it } from 'vitest';
import { fileNameFrom } from './api/download-ics.ts';
import { creatorProfilePath } from './components/creator-section.tsx';
import { eventWhen } from './components/event-header.tsx';
import { registrantNumber } from './components/participants-section.tsx';

describe('registrantNumber', () => {
  it('numbers 9 a page from 1 (docs/spec.md §9)', () => {
    expect(registrantNumber(1, 1)).toBe(1);
    expect(registrantNumber(1, 9)).toBe(9);
    expect(registrantNumber(2, 1)).toBe(10);
    expect(registrantNumber(3, 2)).toBe(20);
  });
});

describe('eventWhen', () => {
  it('gives the end time only when the event ends the same day', () => {
    expect(eventWhen('14/03/2026 19:00', '14/03/2026 22:00')).toEqual({
      start: 'Sabtu, 14 Maret 2026 · 19.00 WIB',
      end: 'sampai 22.00 WIB',
    });
  });

  it('gives the full end when it is another day, and no end when it equals the start', () => {
    expect(eventWhen('14/03/2026 19:00', '15/03/2026 10:30').end).toBe(
      'sampai Minggu, 15 Maret 2026 · 10.30 WIB',
    );
    expect(eventWhen('14/03/2026 19:00', '14/03/2026 19:00').end).toBeNull();
    expect(eventWhen('14/03/2026 19:00', '').end).toBeNull();
  });

  it('shows an unreadable start as the server sent it', () => {
    expect(eventWhen('besok', 'lusa')).toEqual({ start: 'besok', end: null });
  });
});

describe('fileNameFrom', () => {
  it('reads the server file name and refuses anything path-like', () => {
    expect(fileNameFrom('attachment; filename="reuni-86.ics"', 'x.ics')).toBe('reuni-86.ics');
    expect(fileNameFrom('attachment; filename="../../etc/passwd"', 'acara-1.ics')).toBe('acara-1.ics');
    expect(fileNameFrom(null, 'acara-1.ics')).toBe('acara-1.ics');
  });
});

describe('creatorProfilePath', () => {
  it('links by username, encoded, never by email', () => {
    expect(creatorProfilePath({ username: 'siti86' })).toBe('/profile/siti86');
    expect(creatorProfilePath({ username: 'siti.86_b' })).toBe('/profile/siti.86_b');
    expect(creatorProfilePath({ username: 'a/b?c' })).toBe('/profile/a%2Fb%3Fc');
  });
});

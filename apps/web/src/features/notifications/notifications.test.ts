import { describe, expect, it } from 'vitest';
import { groupByMonth, monthHeading } from './group-by-month.ts';
import { safeRedirect } from './redirect.ts';

describe('safeRedirect', () => {
  it('keeps same-site paths', () => {
    expect(safeRedirect('/event/12')).toBe('/event/12');
    expect(safeRedirect('/event/12#comment-40')).toBe('/event/12#comment-40');
    expect(safeRedirect('/profile?tab=acara')).toBe('/profile?tab=acara');
  });

  it('ignores everything that could leave the site', () => {
    for (const url of [
      null,
      undefined,
      '',
      'event/12',
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      '/\tjavascript:alert(1)',
      ' /event/1',
      '/event/1\n',
    ]) {
      expect(safeRedirect(url), String(url)).toBeNull();
    }
  });
});

describe('groupByMonth', () => {
  it('names months in Indonesian in the community zone', () => {
    expect(monthHeading('2026-11-22T02:00:00.000Z')).toBe('November 2026');
    // 31 Oct 18:00 UTC is already 1 November in Jakarta.
    expect(monthHeading('2026-10-31T18:00:00.000Z')).toBe('November 2026');
    expect(monthHeading('2026-08-01T00:00:00.000Z')).toBe('Agustus 2026');
    expect(monthHeading('nope')).toBe('');
  });

  it('groups consecutive items of a month, newest first, keeping order', () => {
    const items = [
      { id: 1, time: '2026-11-20T00:00:00.000Z' },
      { id: 2, time: '2026-11-02T00:00:00.000Z' },
      { id: 3, time: '2026-10-15T00:00:00.000Z' },
      { id: 4, time: '2025-10-15T00:00:00.000Z' },
    ];
    expect(groupByMonth(items)).toEqual([
      { heading: 'November 2026', items: [items[0], items[1]] },
      { heading: 'Oktober 2026', items: [items[2]] },
      { heading: 'Oktober 2025', items: [items[3]] },
    ]);
    expect(groupByMonth([])).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { groupByMonth, monthHeading, monthOfDayDate, monthOfInstant } from './group-by-month.ts';

describe('groupByMonth by a DD/MM/YYYY date (the admin bell)', () => {
  const byDate = (row: { actionDate: string }) => monthOfDayDate(row.actionDate);

  it('groups consecutive rows by month and year with Indonesian labels, keeping order', () => {
    const rows = [
      { id: 1, actionDate: '02/03/2026' },
      { id: 2, actionDate: '01/03/2026' },
      { id: 3, actionDate: '28/02/2026' },
      { id: 4, actionDate: '15/02/2025' },
    ];
    expect(groupByMonth(rows, byDate).map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Maret 2026', [1, 2]],
      ['Februari 2026', [3]],
      ['Februari 2025', [4]],
    ]);
  });

  it('keeps an unreadable date in a group of its own', () => {
    expect(
      groupByMonth([{ actionDate: 'kemarin' }, { actionDate: '10/13/2026' }], byDate).map((g) => g.label),
    ).toEqual(['kemarin', '10/13/2026']);
  });

  it('returns nothing for no rows', () => {
    expect(groupByMonth([], byDate)).toEqual([]);
  });
});

describe('groupByMonth by an instant (notifications)', () => {
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
    const byTime = (item: { time: string }) => monthOfInstant(item.time);
    expect(groupByMonth(items, byTime).map((g) => ({ heading: g.label, items: g.items }))).toEqual([
      { heading: 'November 2026', items: [items[0], items[1]] },
      { heading: 'Oktober 2026', items: [items[2]] },
      { heading: 'Oktober 2025', items: [items[3]] },
    ]);
    expect(groupByMonth([], byTime)).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { groupByMonth } from './group-by-month.ts';

describe('groupByMonth', () => {
  it('groups consecutive rows by month and year with Indonesian labels, keeping order', () => {
    const rows = [
      { id: 1, actionDate: '02/03/2026' },
      { id: 2, actionDate: '01/03/2026' },
      { id: 3, actionDate: '28/02/2026' },
      { id: 4, actionDate: '15/02/2025' },
    ];
    expect(groupByMonth(rows).map((g) => [g.label, g.items.map((i) => i.id)])).toEqual([
      ['Maret 2026', [1, 2]],
      ['Februari 2026', [3]],
      ['Februari 2025', [4]],
    ]);
  });

  it('keeps an unreadable date in a group of its own', () => {
    expect(
      groupByMonth([{ actionDate: 'kemarin' }, { actionDate: '10/13/2026' }]).map((g) => g.label),
    ).toEqual(['kemarin', '10/13/2026']);
  });

  it('returns nothing for no rows', () => {
    expect(groupByMonth([])).toEqual([]);
  });
});

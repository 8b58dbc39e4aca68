import { describe, expect, it } from 'vitest';
import { selectAllState, toggleAll, toggleOne, visibleSelection } from './selection.ts';

const page = [11, 12, 13];

describe('admin table selection', () => {
  it('toggles one row on and off', () => {
    const one = toggleOne(new Set(), 12);
    expect([...one]).toEqual([12]);
    expect([...toggleOne(one, 12)]).toEqual([]);
  });

  it('reports none, some (indeterminate) and all for the page', () => {
    expect(selectAllState(new Set(), page)).toBe('none');
    expect(selectAllState(new Set([12]), page)).toBe('some');
    expect(selectAllState(new Set(page), page)).toBe('all');
    // Ids of another page do not count.
    expect(selectAllState(new Set([99]), page)).toBe('none');
    expect(selectAllState(new Set(), [])).toBe('none');
  });

  it('select-all picks the page, at most 10 rows, and clears when everything is picked', () => {
    expect([...toggleAll(new Set([12]), page)]).toEqual(page);
    expect([...toggleAll(new Set(page), page)]).toEqual([]);
    const twelve = Array.from({ length: 12 }, (_, i) => i + 1);
    const picked = toggleAll(new Set(), twelve);
    expect(picked.size).toBe(10);
    expect(selectAllState(picked, twelve)).toBe('all');
  });

  it('sends only selected rows still on the page, in page order', () => {
    expect(visibleSelection(new Set([13, 99, 11]), page)).toEqual([11, 13]);
  });
});

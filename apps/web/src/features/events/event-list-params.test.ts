import { describe, expect, it } from 'vitest';
import { NO_FILTERS, readFilters, withFilter, writeFilters } from './event-list-params.ts';

const read = (qs: string) => readFilters(new URLSearchParams(qs));

describe('readFilters', () => {
  it('reads q, s, g and page', () => {
    expect(read('q=reuni&s=3&g=7&page=2')).toEqual({ q: 'reuni', categoryId: 3, groupId: 7, page: 2 });
  });

  it('defaults to no filter on page 1', () => {
    expect(read('')).toEqual(NO_FILTERS);
  });

  it('trims the search and caps it at 100 characters', () => {
    expect(read('q=%20%20jalan%20sehat%20').q).toBe('jalan sehat');
    expect(read(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });

  it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999', ' '])('ignores an unreadable id %j', (v) => {
    const f = read(`s=${encodeURIComponent(v)}&g=${encodeURIComponent(v)}&page=${encodeURIComponent(v)}`);
    expect(f.categoryId).toBeUndefined();
    expect(f.groupId).toBeUndefined();
    expect(f.page).toBe(1);
  });
});

describe('writeFilters', () => {
  it('leaves out blank fields and page 1', () => {
    expect(writeFilters(NO_FILTERS).toString()).toBe('');
    expect(writeFilters({ ...NO_FILTERS, q: '  ', page: 1 }).toString()).toBe('');
  });

  it('round-trips through readFilters', () => {
    const f = { q: 'donor darah', categoryId: 4, groupId: 2, page: 3 };
    expect(readFilters(writeFilters(f))).toEqual(f);
    expect(writeFilters(f).toString()).toBe('q=donor+darah&s=4&g=2&page=3');
  });
});

describe('withFilter', () => {
  it('goes back to page 1 and keeps the other filters', () => {
    const current = { q: 'reuni', categoryId: 1, groupId: 5, page: 4 };
    expect(withFilter(current, { categoryId: 2 })).toEqual({
      q: 'reuni',
      categoryId: 2,
      groupId: 5,
      page: 1,
    });
    expect(withFilter(current, { q: '' })).toEqual({ q: '', categoryId: 1, groupId: 5, page: 1 });
  });
});

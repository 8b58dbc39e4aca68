import { describe, expect, it } from 'vitest';
import { nextListParams, readListParams, writeListParams } from './list-params.ts';

const SORTS = ['all', 'az', 'za'] as const;
type Sort = (typeof SORTS)[number];
const read = (qs: string) => readListParams<Sort>(new URLSearchParams(qs), SORTS, 'all');

describe('admin list params', () => {
  it('reads defaults from an empty URL', () => {
    expect(read('')).toEqual({ q: '', sort: 'all', page: 1 });
  });

  it('ignores unknown sorts and unreadable or out-of-range pages', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '', '99999999', 'Infinity'])
      expect(read(`page=${page}&sort=drop`)).toEqual({ q: '', sort: 'all', page: 1 });
  });

  it('trims the search and caps it at 100 characters', () => {
    expect(read('q=%20budi%20').q).toBe('budi');
    expect(read(`q=${'x'.repeat(150)}`).q).toHaveLength(100);
  });

  it('round-trips and leaves defaults out of the URL', () => {
    const p = { q: "'; drop table users;--", sort: 'za' as const, page: 3 };
    expect(read(writeListParams(p, 'all').toString())).toEqual(p);
    expect(writeListParams({ q: 'ani', sort: 'az', page: 2 }, 'all').toString()).toBe('q=ani&sort=az&page=2');
    expect(writeListParams({ q: '', sort: 'all', page: 1 }, 'all').toString()).toBe('');
  });

  it('goes back to page 1 when the search or sort changes, not when only the page does', () => {
    const current = { q: 'ani', sort: 'az' as Sort, page: 3 };
    expect(nextListParams(current, { page: 4 })).toEqual({ q: 'ani', sort: 'az', page: 4 });
    expect(nextListParams(current, { q: 'budi' })).toEqual({ q: 'budi', sort: 'az', page: 1 });
    expect(nextListParams(current, { sort: 'za' })).toEqual({ q: 'ani', sort: 'za', page: 1 });
    // The same search again (Enter twice) keeps the page; whitespace is not a new search.
    expect(nextListParams(current, { q: ' ani ' })).toEqual(current);
  });
});

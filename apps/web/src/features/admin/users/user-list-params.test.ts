import { describe, expect, it } from 'vitest';
import { readListParams } from '#web/components/admin/list-params.ts';
import {
  DEFAULT_USER_SORT,
  readStatusFilter,
  toUsersExportQuery,
  toUsersQuery,
  USER_SORT_VALUES,
} from './user-list-params.ts';

describe('/admin/user params', () => {
  it('asks for page X with 10 rows, the sort as the API names it and the search', () => {
    expect(toUsersQuery({ q: '', sort: 'all', page: 1 })).toEqual({
      offset: 1,
      limit: 10,
      sortBy: 'all',
      username: undefined,
    });
    expect(toUsersQuery({ q: 'budi', sort: 'za', page: 3 })).toEqual({
      offset: 3,
      limit: 10,
      sortBy: 'za',
      username: 'budi',
    });
  });

  it('offers the four sorts of docs/spec.md §9 and reads only those from the URL', () => {
    expect(USER_SORT_VALUES).toEqual(['all', 'az', 'za', 'createdDate']);
    const read = (sort: string) =>
      readListParams(new URLSearchParams({ sort }), USER_SORT_VALUES, DEFAULT_USER_SORT).sort;
    expect(read('createdDate')).toBe('createdDate');
    expect(read('A-Z')).toBe('all');
  });

  it("reads the 'Belum aktif' filter from ?status=inactive only and sends it to the API", () => {
    expect(readStatusFilter(new URLSearchParams('status=inactive'))).toBe('inactive');
    expect(readStatusFilter(new URLSearchParams('status=aktif'))).toBeUndefined();
    expect(readStatusFilter(new URLSearchParams(''))).toBeUndefined();
    expect(toUsersQuery({ q: '', sort: 'all', page: 2 }, 'inactive')).toEqual({
      offset: 2,
      limit: 10,
      sortBy: 'all',
      username: undefined,
      status: 'inactive',
    });
  });
});

describe('toUsersExportQuery (docs/decisions/015)', () => {
  it('exports under the same search and sort, without a page', () => {
    expect(toUsersExportQuery({ page: 3, sort: 'az', q: 'budi' })).toEqual({
      sortBy: 'az',
      username: 'budi',
    });
    expect(toUsersExportQuery({ page: 1, sort: 'all', q: '' })).toEqual({
      sortBy: 'all',
      username: undefined,
    });
    expect(toUsersExportQuery({ page: 2, sort: 'all', q: '' }, 'inactive')).toEqual({
      sortBy: 'all',
      username: undefined,
      status: 'inactive',
    });
  });
});

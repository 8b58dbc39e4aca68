import { describe, expect, it } from 'vitest';
import { readLogParams, toLogQuery, writeLogParams } from './log-params.ts';

describe('log params', () => {
  it('reads defaults from an empty URL', () => {
    expect(readLogParams(new URLSearchParams())).toEqual({ q: '', sort: 'terbaru', page: 1 });
  });

  it('ignores unknown sorts and bad pages', () => {
    for (const page of ['0', '-2', '1.5', 'abc', '99999999']) {
      expect(readLogParams(new URLSearchParams({ page, sort: 'drop' }))).toEqual({
        q: '',
        sort: 'terbaru',
        page: 1,
      });
    }
  });

  it('round-trips and leaves defaults out of the URL', () => {
    const p = { q: 'admin', sort: 'nama-za' as const, page: 3 };
    expect(writeLogParams(p).toString()).toBe('q=admin&sort=nama-za&page=3');
    expect(readLogParams(writeLogParams(p))).toEqual(p);
    expect(writeLogParams({ q: '', sort: 'terbaru', page: 1 }).toString()).toBe('');
  });

  it('maps each sort to the API query', () => {
    expect(toLogQuery({ q: '', sort: 'terlama', page: 2 })).toEqual({
      offset: 2,
      limit: 10,
      sortBy: 'actionDate',
      sortValue: 'ASC',
      userName: undefined,
    });
    expect(toLogQuery({ q: 'budi', sort: 'modul', page: 1 })).toMatchObject({
      sortBy: 'module',
      sortValue: 'ASC',
      userName: 'budi',
    });
    expect(toLogQuery({ q: '', sort: 'nama-az', page: 1 })).toMatchObject({
      sortBy: 'userName',
      sortValue: 'ASC',
    });
  });
});

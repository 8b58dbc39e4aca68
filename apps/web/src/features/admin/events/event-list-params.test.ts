import { describe, expect, it } from 'vitest';
import { EVENT_SORT_VALUES, type EventSort, isStatusFilter, toEventsQuery } from './event-list-params.ts';

const query = (sort: EventSort, q = '', page = 1) => toEventsQuery({ q, sort, page });

describe('/admin/event params', () => {
  it('offers the six options of docs/spec.md §9', () => {
    expect(EVENT_SORT_VALUES).toEqual(['all', 'az', 'za', 'created', 'publish', 'draft']);
  });

  it('maps each option onto sortBy, sortValue and status', () => {
    expect(query('all')).toEqual({
      offset: 1,
      limit: 10,
      sortBy: 'createdDate',
      sortValue: 'DESC',
      status: undefined,
      search: undefined,
    });
    expect(query('az')).toMatchObject({ sortBy: 'name', sortValue: 'ASC', status: undefined });
    expect(query('za')).toMatchObject({ sortBy: 'name', sortValue: 'DESC', status: undefined });
    expect(query('created')).toMatchObject({ sortBy: 'createdDate', sortValue: 'ASC', status: undefined });
    expect(query('publish')).toMatchObject({ sortBy: 'createdDate', sortValue: 'DESC', status: 'PUBLISH' });
    expect(query('draft')).toMatchObject({ sortBy: 'createdDate', sortValue: 'DESC', status: 'DRAFT' });
  });

  it('passes the page and the search', () => {
    expect(query('az', 'reuni', 4)).toMatchObject({ offset: 4, limit: 10, search: 'reuni' });
  });

  it('knows which options filter by status', () => {
    expect(EVENT_SORT_VALUES.filter(isStatusFilter)).toEqual(['publish', 'draft']);
  });
});

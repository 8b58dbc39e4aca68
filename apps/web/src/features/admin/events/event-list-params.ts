import type { EventSortBy, EventSortValue, EventStatus } from '@alumni/contract';
import { ADMIN_PAGE_SIZE, type ListParams } from '#web/components/admin/list-params.ts';
import { EVENT_LIST_TEXT as T } from './event-list-text.ts';

/**
 * The sort/filter of /admin/event (docs/spec.md §9: all, name A-Z, name Z-A, creation date, PUBLISH, DRAFT),
 * each mapped onto GET /event's sortBy, sortValue and status. 'all' is newest first with every status (the
 * admin's token includes DRAFT); 'created' is oldest first so it differs from 'all'.
 */
export const EVENT_SORTS = [
  { value: 'all', label: T.sorts.all, sortBy: 'createdDate', sortValue: 'DESC' },
  { value: 'az', label: T.sorts.az, sortBy: 'name', sortValue: 'ASC' },
  { value: 'za', label: T.sorts.za, sortBy: 'name', sortValue: 'DESC' },
  { value: 'created', label: T.sorts.created, sortBy: 'createdDate', sortValue: 'ASC' },
  { value: 'publish', label: T.sorts.publish, sortBy: 'createdDate', sortValue: 'DESC', status: 'PUBLISH' },
  { value: 'draft', label: T.sorts.draft, sortBy: 'createdDate', sortValue: 'DESC', status: 'DRAFT' },
] as const satisfies readonly {
  value: string;
  label: string;
  sortBy: EventSortBy;
  sortValue: EventSortValue;
  status?: EventStatus;
}[];

export type EventSort = (typeof EVENT_SORTS)[number]['value'];
export const EVENT_SORT_VALUES: readonly EventSort[] = EVENT_SORTS.map((s) => s.value);
export const DEFAULT_EVENT_SORT: EventSort = 'all';
export type EventListParams = ListParams<EventSort>;

/** GET /api/v1/event query of a page of the admin table. */
export type AdminEventsQuery = {
  offset: number;
  limit: number;
  sortBy: EventSortBy;
  sortValue: EventSortValue;
  status?: EventStatus;
  search?: string;
};

export function toEventsQuery(p: EventListParams): AdminEventsQuery {
  const sort: (typeof EVENT_SORTS)[number] = EVENT_SORTS.find((s) => s.value === p.sort) ?? EVENT_SORTS[0];
  return {
    offset: p.page,
    limit: ADMIN_PAGE_SIZE,
    sortBy: sort.sortBy,
    sortValue: sort.sortValue,
    status: 'status' in sort ? sort.status : undefined,
    search: p.q || undefined,
  };
}

/** True when the option narrows by status (the empty state then offers to show everything). */
export const isStatusFilter = (sort: EventSort): boolean => sort === 'publish' || sort === 'draft';

import type { ActivitySortBy } from '@alumni/contract';

/** Sort filter of /admin/log: each option maps to the API's sortBy and sortValue. */
export const LOG_SORTS = [
  { value: 'terbaru', label: 'Terbaru', sortBy: 'actionDate', sortValue: 'DESC' },
  { value: 'terlama', label: 'Terlama', sortBy: 'actionDate', sortValue: 'ASC' },
  { value: 'nama-az', label: 'Nama Admin A-Z', sortBy: 'userName', sortValue: 'ASC' },
  { value: 'nama-za', label: 'Nama Admin Z-A', sortBy: 'userName', sortValue: 'DESC' },
  { value: 'modul', label: 'Modul', sortBy: 'module', sortValue: 'ASC' },
] as const satisfies readonly {
  value: string;
  label: string;
  sortBy: ActivitySortBy;
  sortValue: 'ASC' | 'DESC';
}[];

export type LogSort = (typeof LOG_SORTS)[number]['value'];
export const DEFAULT_SORT: LogSort = 'terbaru';
/** docs/spec.md §9: 10 rows a page. */
export const LOG_PAGE_SIZE = 10;

export interface LogParams {
  q: string;
  sort: LogSort;
  page: number;
}

/** Reads ?q, ?sort and ?page; anything unreadable falls back to the default (out-of-range pages are 1). */
export function readLogParams(search: URLSearchParams): LogParams {
  const q = (search.get('q') ?? '').trim().slice(0, 100);
  const sortRaw = search.get('sort');
  const sort = LOG_SORTS.find((s) => s.value === sortRaw)?.value ?? DEFAULT_SORT;
  const pageRaw = Number(search.get('page'));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= 1_000_000 ? pageRaw : 1;
  return { q, sort, page };
}

/** The URL of the params, defaults left out so /admin/log stays clean. */
export function writeLogParams(p: LogParams): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q) out.set('q', p.q);
  if (p.sort !== DEFAULT_SORT) out.set('sort', p.sort);
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

export function toLogQuery(p: LogParams) {
  const sort = LOG_SORTS.find((s) => s.value === p.sort) ?? LOG_SORTS[0];
  return {
    offset: p.page,
    limit: LOG_PAGE_SIZE,
    sortBy: sort.sortBy,
    sortValue: sort.sortValue,
    userName: p.q || undefined,
  };
}

import { MAX_DB_ID, SEARCH_MAX_LENGTH } from '@alumni/contract/constants';

/**
 * The event list's state lives in the URL (docs/spec.md §2: q = search, s = category id, g = group id,
 * plus the page), so reload, back/forward and a shared link all show the same list. Anything unreadable
 * (a word where an id belongs, page 0) is read as absent rather than sent to the server.
 */
export interface EventListFilters {
  q: string;
  categoryId: number | undefined;
  groupId: number | undefined;
  page: number;
}

export const EVENT_LIST_PAGE_SIZE = 9;

function readId(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value.trim())) return undefined;
  const n = Number(value.trim());
  return n >= 1 && n <= MAX_DB_ID ? n : undefined;
}

export function readFilters(params: URLSearchParams): EventListFilters {
  return {
    q: (params.get('q') ?? '').trim().slice(0, SEARCH_MAX_LENGTH),
    categoryId: readId(params.get('s')),
    groupId: readId(params.get('g')),
    page: readId(params.get('page')) ?? 1,
  };
}

/** The canonical query string of a state: blank fields and page 1 are left out. */
export function writeFilters(f: EventListFilters): URLSearchParams {
  const params = new URLSearchParams();
  const q = f.q.trim();
  if (q) params.set('q', q);
  if (f.categoryId) params.set('s', String(f.categoryId));
  if (f.groupId) params.set('g', String(f.groupId));
  if (f.page > 1) params.set('page', String(f.page));
  return params;
}

/** A new search or category starts again at page 1; the other filters stay. */
export function withFilter(
  current: EventListFilters,
  change: Partial<Pick<EventListFilters, 'q' | 'categoryId' | 'groupId'>>,
): EventListFilters {
  return { ...current, ...change, page: 1 };
}

export const NO_FILTERS: EventListFilters = { q: '', categoryId: undefined, groupId: undefined, page: 1 };

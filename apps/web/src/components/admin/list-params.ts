/**
 * The query state of an admin list (?q=&sort=&page=), shared by /admin/user and /admin/event. Anything
 * unreadable in the URL falls back to the default; defaults are left out when writing, so the bare path is
 * the first page, newest first, no search.
 */

/** docs/spec.md §9: admin tables show 10 rows a page; select-all picks at most this many (section 5). */
export const ADMIN_PAGE_SIZE = 10;
/** The longest search the API accepts. */
export const ADMIN_SEARCH_MAX = 100;
/** Pages past this are empty anyway (the API caps its page number at the same value). */
const PAGE_MAX = 1_000_000;

export interface ListParams<S extends string> {
  q: string;
  sort: S;
  page: number;
}

export function readListParams<S extends string>(
  search: URLSearchParams,
  sorts: readonly S[],
  defaultSort: S,
): ListParams<S> {
  const q = (search.get('q') ?? '').trim().slice(0, ADMIN_SEARCH_MAX);
  const sortRaw = search.get('sort');
  const sort = sorts.find((s) => s === sortRaw) ?? defaultSort;
  const pageRaw = Number(search.get('page'));
  const page = Number.isInteger(pageRaw) && pageRaw >= 1 && pageRaw <= PAGE_MAX ? pageRaw : 1;
  return { q, sort, page };
}

export function writeListParams<S extends string>(p: ListParams<S>, defaultSort: S): URLSearchParams {
  const out = new URLSearchParams();
  if (p.q) out.set('q', p.q);
  if (p.sort !== defaultSort) out.set('sort', p.sort);
  if (p.page > 1) out.set('page', String(p.page));
  return out;
}

/**
 * The params after a change: a new search or sort starts again at page 1 (the old page number means nothing
 * in the new order); a page change keeps search and sort.
 */
export function nextListParams<S extends string>(
  current: ListParams<S>,
  change: Partial<ListParams<S>>,
): ListParams<S> {
  const q = change.q === undefined ? current.q : change.q.trim().slice(0, ADMIN_SEARCH_MAX);
  const sort = change.sort ?? current.sort;
  const reset = q !== current.q || sort !== current.sort;
  return { q, sort, page: reset ? 1 : (change.page ?? current.page) };
}

import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type ListParams, nextListParams, readListParams, writeListParams } from './list-params.ts';

/**
 * An admin list's ?q=&sort=&page= as state: `params` read from the URL, `go` writes a change (a new search
 * or sort goes back to page 1). Back and forward move through the admin's searches like any page.
 */
export function useListParams<S extends string>(sorts: readonly S[], defaultSort: S) {
  const [search, setSearch] = useSearchParams();
  const raw = search.toString();
  // Parsed once per URL, so `params` keeps its identity across renders.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `raw` stands for `search`
  const params = useMemo(() => readListParams(search, sorts, defaultSort), [raw, sorts, defaultSort]);

  const go = useCallback(
    (change: Partial<ListParams<S>>, options?: { replace?: boolean }) =>
      setSearch(writeListParams(nextListParams(params, change), defaultSort), options),
    [params, defaultSort, setSearch],
  );
  return { params, go };
}

/**
 * docs/spec.md §4: out-of-range pages are ignored. A page past the end (rows deleted meanwhile, an edited
 * URL) is replaced by the last page once the list has answered for the current params.
 */
export function useClampPage(
  page: number,
  totalPages: number | undefined,
  go: (change: { page: number }, options: { replace: boolean }) => void,
) {
  useEffect(() => {
    if (totalPages === undefined) return;
    const last = Math.max(1, totalPages);
    if (page > last) go({ page: last }, { replace: true });
  }, [page, totalPages, go]);
}

import type { ListPage } from '@alumni/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { pageCount } from '#web/lib/pagination.ts';
import { ADMIN_PAGE_SIZE, type ListParams } from './list-params.ts';
import { useClampPage } from './use-list-params.ts';
import { type PageSelection, usePageSelection } from './use-page-selection.ts';

/** One page of an admin list as GET /user and GET /event answer it. */
export type AdminPage<R> = ListPage<R>;

export interface AdminList<R> {
  /** The rows on screen (the previous page's while the next one loads). */
  rows: R[];
  /** Ids of the rows select-all may pick; none while the previous page is still shown. */
  selectable: number[];
  selection: PageSelection;
}

/**
 * The state every admin table shares over one page of `query`: a page past the end moves to the last page
 * (useClampPage), and the checkbox selection belongs to the page, search and sort (a new one starts empty).
 * `canSelect` leaves rows out of selection (the signed-in admin's own row).
 */
export function useAdminList<S extends string, R extends { id: number }>(
  params: ListParams<S>,
  go: (change: { page: number }, options: { replace: boolean }) => void,
  query: UseQueryResult<AdminPage<R>>,
  canSelect: (row: R) => boolean = () => true,
): AdminList<R> {
  const rows = query.data?.datas ?? [];
  const fresh = query.data && !query.isPlaceholderData;
  const totalPages = fresh ? pageCount(query.data.total, ADMIN_PAGE_SIZE) : undefined;
  useClampPage(params.page, totalPages, go);

  const selectable = query.isPlaceholderData ? [] : rows.filter(canSelect).map((r) => r.id);
  const selection = usePageSelection(selectable, `${params.page}|${params.q}|${params.sort}`);
  return { rows, selectable, selection };
}

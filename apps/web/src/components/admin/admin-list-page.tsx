import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { AdminListBody } from './admin-list-body.tsx';
import { ListFilters } from './list-filters.tsx';
import type { ListParams } from './list-params.ts';
import { ListTitle } from './list-title.tsx';
import { type AdminPage, useAdminList } from './use-admin-list.ts';
import { type BulkDeleteText, useBulkDelete } from './use-bulk-delete.ts';
import type { PageSelection } from './use-page-selection.ts';

/** The texts an admin list page takes from its feature's text file (docs/spec.md §§2, 8, 9). */
export interface AdminListText extends BulkDeleteText {
  title: string;
  /** The count badge's label, e.g. '24 pengguna'. */
  count: (n: number) => string;
  /** Says what the count badge counts, shown beside it (with and without a search). */
  countNote?: (searching: boolean) => string;
  searchLabel: string;
  searchPlaceholder: string;
  /** Defaults to 'Urutkan'. */
  sortLabel?: string;
  deleteTitle: string;
  deleteQuestion: string;
}

/**
 * An admin list page (/admin/user, /admin/event): the title with its count and `actions`, search and
 * sort (state in the URL through `params`/`go`), then AdminListBody with checkbox selection and the bulk
 * delete (`remove`, with its toasts). `canSelect` keeps rows out of the selection; with it, the phones'
 * select-all is disabled while no row of the page may be picked. `children` go last (panels, dialogs).
 */
export function AdminListPage<S extends string, R extends { id: number }>({
  id,
  text,
  params,
  go,
  sorts,
  query,
  canSelect,
  remove,
  actions,
  filters,
  empty,
  table,
  cards,
  children,
}: {
  /** Prefix of the search and sort ids. */
  id: string;
  text: AdminListText;
  params: ListParams<S>;
  go: (change: Partial<ListParams<S>>, options?: { replace?: boolean }) => void;
  sorts: readonly { value: S; label: string }[];
  query: UseQueryResult<AdminPage<R>>;
  canSelect?: (row: R) => boolean;
  /** The feature's delete mutation for the selected ids. */
  remove: (ids: number[]) => Promise<{ deleted: number }>;
  /** Title actions; a function gets the selected rows' ids (e.g. 'Kirim Undangan' for the selection). */
  actions: ReactNode | ((selectedIds: number[]) => ReactNode);
  /** More filters beside search and sort (e.g. /admin/user's 'Status'). */
  filters?: ReactNode;
  /** The page's empty state (ListEmpty): no rows at all, or none for the search/filter. */
  empty: ReactNode;
  table: (rows: R[], selection: PageSelection) => ReactNode;
  cards: (rows: R[], selection: PageSelection) => ReactNode;
  children?: ReactNode;
}) {
  useDocumentTitle(text.title);
  const list = useAdminList(params, go, query, canSelect);
  const onDelete = useBulkDelete(list.selection, remove, text);

  return (
    <div className="space-y-4">
      <ListTitle
        title={text.title}
        count={query.data?.total}
        countLabel={text.count}
        countNote={text.countNote?.(params.q !== '')}
        actions={typeof actions === 'function' ? actions(list.selection.ids) : actions}
      />

      <ListFilters
        id={id}
        params={params}
        go={go}
        searchLabel={text.searchLabel}
        searchPlaceholder={text.searchPlaceholder}
        sorts={sorts}
        sortLabel={text.sortLabel}
        extra={filters}
      />

      <AdminListBody
        query={query}
        list={list}
        page={params.page}
        onPage={(page) => go({ page })}
        empty={empty}
        deleteTitle={text.deleteTitle}
        deleteQuestion={text.deleteQuestion}
        onDelete={onDelete}
        selectAllDisabled={canSelect !== undefined && list.selectable.length === 0}
        table={(rows) => table(rows, list.selection)}
        cards={(rows) => cards(rows, list.selection)}
      />
      {children}
    </div>
  );
}

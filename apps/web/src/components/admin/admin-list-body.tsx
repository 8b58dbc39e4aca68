import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { pageCount } from '#web/lib/pagination.ts';
import { ADMIN_LIST_TEXT as L } from './admin-list-text.ts';
import { BulkDeleteButton } from './bulk-delete-button.tsx';
import { ADMIN_PAGE_SIZE } from './list-params.ts';
import { ListError, ListSkeleton } from './list-states.tsx';
import { PagePager } from './page-pager.tsx';
import { SelectCheckbox } from './select-checkbox.tsx';
import { SelectionBar } from './selection-bar.tsx';
import type { AdminList, AdminPage } from './use-admin-list.ts';
import { useWideScreen } from './use-wide-screen.ts';

/**
 * What an admin list shows under its filters: a skeleton on the first load (and on a page past the end, on
 * its way to the last page), the error with a retry, the page's empty state, or the selection bar with
 * 'Hapus', the rows (`table` from 768 px, `cards` below) and the pager. The previous page stays dimmed while
 * the next one loads.
 */
export function AdminListBody<R extends { id: number }>({
  query,
  list,
  page,
  onPage,
  empty,
  deleteTitle,
  deleteQuestion,
  onDelete,
  selectAllDisabled = false,
  table,
  cards,
}: {
  query: UseQueryResult<AdminPage<R>>;
  list: AdminList<R>;
  page: number;
  onPage: (page: number) => void;
  /** The page's empty state (ListEmpty): no rows at all, or none for the search/filter. */
  empty: ReactNode;
  deleteTitle: string;
  deleteQuestion: string;
  /** From useBulkDelete. */
  onDelete: () => Promise<unknown>;
  /** The phones' select-all checkbox is disabled (the table's never is). */
  selectAllDisabled?: boolean;
  table: (rows: R[]) => ReactNode;
  cards: (rows: R[]) => ReactNode;
}) {
  const wide = useWideScreen();
  const { rows, selection } = list;

  if (query.isPending || (rows.length === 0 && page > 1 && (query.data?.total ?? 0) > 0)) {
    // The first load, or a page past the end on its way to the last page (useClampPage).
    return <ListSkeleton />;
  }
  if (query.isError) return <ListError message={query.error.message} onRetry={() => void query.refetch()} />;
  if (rows.length === 0) return empty;
  return (
    <div className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
      <SelectionBar
        count={selection.ids.length}
        onClear={selection.clear}
        leading={
          wide ? undefined : (
            <SelectCheckbox
              checked={selection.allState === 'all'}
              indeterminate={selection.allState === 'some'}
              disabled={selectAllDisabled}
              onChange={selection.toggleAll}
              label={L.selectAllShort}
              visibleLabel
            />
          )
        }
      >
        <BulkDeleteButton
          count={selection.ids.length}
          title={deleteTitle}
          message={deleteQuestion}
          onConfirm={onDelete}
        />
      </SelectionBar>
      {wide ? table(rows) : cards(rows)}
      <PagePager page={page} totalPages={pageCount(query.data.total, ADMIN_PAGE_SIZE)} onChange={onPage} />
    </div>
  );
}

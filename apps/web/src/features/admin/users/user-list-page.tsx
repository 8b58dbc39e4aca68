import type { UserSort } from '@alumni/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp, UserPlus, UserRoundSearch, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { ADMIN_LIST_TEXT as L } from '../../../components/admin/admin-list-text.ts';
import { BulkDeleteButton } from '../../../components/admin/bulk-delete-button.tsx';
import { ADMIN_PAGE_SIZE } from '../../../components/admin/list-params.ts';
import { ListEmpty, ListError, ListSkeleton } from '../../../components/admin/list-states.tsx';
import { ListTitle } from '../../../components/admin/list-title.tsx';
import { PagePager } from '../../../components/admin/page-pager.tsx';
import { SearchBox } from '../../../components/admin/search-box.tsx';
import { SelectCheckbox } from '../../../components/admin/select-checkbox.tsx';
import { SelectionBar } from '../../../components/admin/selection-bar.tsx';
import { SortSelect } from '../../../components/admin/sort-select.tsx';
import { useClampPage, useListParams } from '../../../components/admin/use-list-params.ts';
import { usePageSelection } from '../../../components/admin/use-page-selection.ts';
import { useWideScreen } from '../../../components/admin/use-wide-screen.ts';
import { Button, ButtonLink } from '../../../components/ui/button.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { pageCount } from '../../../lib/pagination.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useDeleteUsers } from './api/delete-users.ts';
import { ADMIN_USERS_KEY, useAdminUsers } from './api/get-admin-users.ts';
import { UserCards, UserTable } from './components/user-rows.tsx';
import { ImportUsersPanel } from './import/import-users-panel.tsx';
import { DEFAULT_USER_SORT, toUsersQuery, USER_SORT_VALUES, USER_SORTS } from './user-list-params.ts';
import { USER_LIST_TEXT as T } from './user-list-text.ts';

/**
 * /admin/user, 'Pengguna' (spec sections 2, 5, 8, 9): search by username on Enter, sort filter, 10 a page,
 * checkbox selection with bulk delete, import panel and 'Tambah User Baru'. Search, sort and page live in the URL.
 */
export function UserListPage() {
  useDocumentTitle(T.title);
  const { params, go } = useListParams<UserSort>(USER_SORT_VALUES, DEFAULT_USER_SORT);
  const query = useAdminUsers(toUsersQuery(params));
  const remove = useDeleteUsers();
  const toast = useToast();
  const client = useQueryClient();
  const wide = useWideScreen();
  const selfId = useSession()?.user.id ?? null;
  const [importOpen, setImportOpen] = useState(false);

  const rows = query.data?.datas ?? [];
  const fresh = query.data && !query.isPlaceholderData;
  const totalPages = fresh ? pageCount(query.data.total, ADMIN_PAGE_SIZE) : undefined;
  useClampPage(params.page, totalPages, go);

  const selectable = query.isPlaceholderData ? [] : rows.filter((u) => u.id !== selfId).map((u) => u.id);
  const selection = usePageSelection(selectable, `${params.page}|${params.q}|${params.sort}`);

  const onDelete = async () => {
    try {
      const { deleted } = await remove.mutateAsync({ userIds: selection.ids });
      selection.clear();
      toast.show({ type: 'success', title: T.deleted, message: T.deletedBody(deleted) });
    } catch (e) {
      toast.show({
        type: 'error',
        title: T.deleteFailed,
        message: e instanceof Error ? e.message : undefined,
      });
    }
  };

  return (
    <div className="space-y-4">
      <ListTitle
        title={T.title}
        count={query.data?.total}
        countLabel={T.count}
        actions={
          <>
            <Button variant="secondary" onClick={() => setImportOpen(true)}>
              <FileUp aria-hidden="true" className="size-5" />
              {T.import}
            </Button>
            <ButtonLink to="/admin/user/add">
              <UserPlus aria-hidden="true" className="size-5" />
              {T.add}
            </ButtonLink>
          </>
        }
      />

      <div className="flex flex-col gap-3 rounded-card bg-white p-3 shadow-card sm:flex-row sm:items-end sm:p-4">
        <SearchBox
          id="user-search"
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={params.q}
          onSearch={(q) => go({ q })}
        />
        <SortSelect
          id="user-sort"
          value={params.sort}
          options={USER_SORTS}
          onChange={(sort) => go({ sort })}
        />
      </div>

      {query.isPending || (rows.length === 0 && params.page > 1 && (query.data?.total ?? 0) > 0) ? (
        // The first load, or a page past the end on its way to the last page (useClampPage).
        <ListSkeleton />
      ) : query.isError ? (
        <ListError message={query.error.message} onRetry={() => void query.refetch()} />
      ) : rows.length === 0 ? (
        params.q ? (
          <ListEmpty
            icon={UserRoundSearch}
            title={T.notFound}
            description={T.notFoundBody(params.q)}
            action={
              <Button variant="secondary" onClick={() => go({ q: '' })}>
                {T.clearSearch}
              </Button>
            }
          />
        ) : (
          <ListEmpty icon={UsersRound} title={T.empty} description={T.emptyBody} />
        )
      ) : (
        <div className={`space-y-4 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
          <SelectionBar
            count={selection.ids.length}
            onClear={selection.clear}
            leading={
              wide ? undefined : (
                <SelectCheckbox
                  checked={selection.allState === 'all'}
                  indeterminate={selection.allState === 'some'}
                  disabled={selectable.length === 0}
                  onChange={selection.toggleAll}
                  label={L.selectAllShort}
                  visibleLabel
                />
              )
            }
          >
            <BulkDeleteButton
              count={selection.ids.length}
              title={T.deleteTitle}
              message={T.deleteQuestion}
              onConfirm={onDelete}
            />
          </SelectionBar>
          {wide ? (
            <UserTable rows={rows} selection={selection} selfId={selfId} />
          ) : (
            <UserCards rows={rows} selection={selection} selfId={selfId} />
          )}
          <PagePager
            page={params.page}
            totalPages={pageCount(query.data.total, ADMIN_PAGE_SIZE)}
            onChange={(page) => go({ page })}
          />
        </div>
      )}

      <ImportUsersPanel
        open={importOpen}
        onClose={() => setImportOpen(false)}
        onImported={() => {
          void client.invalidateQueries({ queryKey: ADMIN_USERS_KEY });
          void client.invalidateQueries({ queryKey: ['admin-dashboard'] });
        }}
      />
    </div>
  );
}

import type { UserSort } from '@alumni/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, UserPlus, UserRoundSearch, UsersRound } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { queryRoots } from '#web/api/query-roots.ts';
import { AdminListPage } from '#web/components/admin/admin-list-page.tsx';
import { type ListParams, nextListParams, writeListParams } from '#web/components/admin/list-params.ts';
import { ListEmpty } from '#web/components/admin/list-states.tsx';
import { SortSelect } from '#web/components/admin/sort-select.tsx';
import { useListParams } from '#web/components/admin/use-list-params.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import { downloadFile } from '#web/lib/download.ts';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/use-session.ts';
import { useDeleteUsers } from './api/delete-users.ts';
import { adminUsersQueryOptions, useAdminUsers } from './api/get-admin-users.ts';
import { UserCards, UserTable } from './components/user-rows.tsx';
import { ImportUsersPanel } from './import/import-users-panel.tsx';
import { INVITE_TEXT } from './invitations/invitation-text.ts';
import { InviteButton } from './invitations/invite-button.tsx';
import { MailOffNotice } from './invitations/mail-off-notice.tsx';
import { PublicUrlNotice } from './invitations/public-url-notice.tsx';
import { JoinEntry } from './join/join-entry.tsx';
import {
  DEFAULT_USER_SORT,
  readStatusFilter,
  toUsersExportQuery,
  toUsersQuery,
  USER_SORT_VALUES,
  USER_SORTS,
  USER_STATUS_FILTERS,
} from './user-list-params.ts';
import { USER_LIST_TEXT as T } from './user-list-text.ts';

/**
 * /admin/user, 'Pengguna' (docs/spec.md §§2, 5, 8, 9): search by username on Enter, sort filter, 10 a page,
 * checkbox selection with bulk delete (never the admin's own row), import panel and 'Tambah User Baru'.
 * Invitations and activation (docs/decisions/014): the 'Status' filter ('Belum aktif'), 'Kirim Undangan' (the selection, or every not-yet-active
 * member listed) and each row's activation column with 'Kirim via WhatsApp'. 'Unduh Pengguna' (docs/decisions/015):
 * exports the list as filtered (search, status, sort). Search, sort, status and page
 * live in the URL.
 */
export function UserListPage() {
  const { params } = useListParams<UserSort>(USER_SORT_VALUES, DEFAULT_USER_SORT);
  const [search, setSearch] = useSearchParams();
  const status = readStatusFilter(search);
  // The shared list state knows q/sort/page; the status is kept across its changes.
  const write = useCallback(
    (next: ListParams<UserSort>, nextStatus: typeof status, options?: { replace?: boolean }) => {
      const out = writeListParams(next, DEFAULT_USER_SORT);
      if (nextStatus) out.set('status', nextStatus);
      setSearch(out, options);
    },
    [setSearch],
  );
  const go = useCallback(
    (change: Partial<ListParams<UserSort>>, options?: { replace?: boolean }) =>
      write(nextListParams(params, change), status, options),
    [write, params, status],
  );
  const query = useAdminUsers(toUsersQuery(params, status));
  const remove = useDeleteUsers();
  const client = useQueryClient();
  const selfId = useSession()?.user.id ?? null;
  const [importOpen, setImportOpen] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const toast = useToast();
  const download = () => {
    setDownloading(true);
    downloadFile('/api/v1/export/users', toUsersExportQuery(params, status), 'pengguna.xlsx')
      .catch((e: unknown) =>
        toast.show({
          type: 'error',
          title: T.downloadFailedTitle,
          message: e instanceof ApiError ? e.message : T.downloadFailed,
        }),
      )
      .finally(() => setDownloading(false));
  };

  return (
    <div className="space-y-4">
      <MailOffNotice />
      <PublicUrlNotice />
      <JoinEntry />
      <AdminListPage
        id="user"
        text={T}
        params={params}
        go={go}
        sorts={USER_SORTS}
        query={query}
        canSelect={(u) => u.id !== selfId}
        remove={(userIds) => remove.mutateAsync({ userIds })}
        filters={
          <SortSelect
            id="user-status"
            label={INVITE_TEXT.filterLabel}
            value={status ?? 'all'}
            options={USER_STATUS_FILTERS}
            onChange={(v) => write({ ...params, page: 1 }, v === 'inactive' ? 'inactive' : undefined)}
          />
        }
        actions={(selectedIds) => (
          <>
            <InviteButton rows={query.data?.datas ?? []} selectedIds={selectedIds} search={params.q} />
            <Button variant="secondary" onClick={download} loading={downloading}>
              <Download aria-hidden="true" className="size-5" />
              {T.download}
            </Button>
            <Button variant="secondary" onClick={() => setImportOpen(true)}>
              <FileUp aria-hidden="true" className="size-5" />
              {T.import}
            </Button>
            <ButtonLink to={paths.admin.userAdd}>
              <UserPlus aria-hidden="true" className="size-5" />
              {T.add}
            </ButtonLink>
          </>
        )}
        empty={
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
          ) : status === 'inactive' ? (
            <ListEmpty
              icon={UsersRound}
              title={INVITE_TEXT.allActive}
              description={INVITE_TEXT.allActiveBody}
              action={
                <Button variant="secondary" onClick={() => write({ ...params, page: 1 }, undefined)}>
                  {INVITE_TEXT.showAll}
                </Button>
              }
            />
          ) : (
            <ListEmpty icon={UsersRound} title={T.empty} description={T.emptyBody} />
          )
        }
        table={(rows, selection) => <UserTable rows={rows} selection={selection} selfId={selfId} />}
        cards={(rows, selection) => <UserCards rows={rows} selection={selection} selfId={selfId} />}
      >
        <ImportUsersPanel
          open={importOpen}
          onClose={() => setImportOpen(false)}
          onImported={() => {
            void client.invalidateQueries({ queryKey: adminUsersQueryOptions().queryKey });
            void client.invalidateQueries({ queryKey: queryRoots.adminDashboard.queryKey });
          }}
        />
      </AdminListPage>
    </div>
  );
}

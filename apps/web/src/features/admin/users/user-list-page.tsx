import type { UserSort } from '@alumni/contract';
import { useQueryClient } from '@tanstack/react-query';
import { FileUp, UserPlus, UserRoundSearch, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { queryRoots } from '#web/api/query-roots.ts';
import { AdminListPage } from '#web/components/admin/admin-list-page.tsx';
import { ListEmpty } from '#web/components/admin/list-states.tsx';
import { useListParams } from '#web/components/admin/use-list-params.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { useSession } from '#web/lib/use-session.ts';
import { useDeleteUsers } from './api/delete-users.ts';
import { adminUsersQueryOptions, useAdminUsers } from './api/get-admin-users.ts';
import { UserCards, UserTable } from './components/user-rows.tsx';
import { ImportUsersPanel } from './import/import-users-panel.tsx';
import { DEFAULT_USER_SORT, toUsersQuery, USER_SORT_VALUES, USER_SORTS } from './user-list-params.ts';
import { USER_LIST_TEXT as T } from './user-list-text.ts';

/**
 * /admin/user, 'Pengguna' (docs/spec.md §§2, 5, 8, 9): search by username on Enter, sort filter, 10 a page,
 * checkbox selection with bulk delete (never the admin's own row), import panel and 'Tambah User Baru'.
 * Search, sort and page live in the URL.
 */
export function UserListPage() {
  const { params, go } = useListParams<UserSort>(USER_SORT_VALUES, DEFAULT_USER_SORT);
  const query = useAdminUsers(toUsersQuery(params));
  const remove = useDeleteUsers();
  const client = useQueryClient();
  const selfId = useSession()?.user.id ?? null;
  const [importOpen, setImportOpen] = useState(false);

  return (
    <AdminListPage
      id="user"
      text={T}
      params={params}
      go={go}
      sorts={USER_SORTS}
      query={query}
      canSelect={(u) => u.id !== selfId}
      remove={(userIds) => remove.mutateAsync({ userIds })}
      actions={
        <>
          <Button variant="secondary" onClick={() => setImportOpen(true)}>
            <FileUp aria-hidden="true" className="size-5" />
            {T.import}
          </Button>
          <ButtonLink to={paths.admin.userAdd}>
            <UserPlus aria-hidden="true" className="size-5" />
            {T.add}
          </ButtonLink>
        </>
      }
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
  );
}

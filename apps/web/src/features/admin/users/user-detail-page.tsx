import { USER_SELF_DELETE } from '@alumni/contract';
import { KeyRound, LogOut, Pencil, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { type UserProfile, useUser } from '#web/api/get-user.ts';
import { MemberProfileTabs } from '#web/components/profile/member-profile-tabs.tsx';
import { ProfileLoadError, ProfileSkeleton } from '#web/components/profile/profile-states.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useFocusAfterRender } from '#web/lib/use-focus-after-render.ts';
import { useNotFoundRedirect } from '#web/lib/use-not-found-redirect.ts';
import { useSession } from '#web/lib/use-session.ts';
import { useDeleteUser } from './api/delete-user.ts';
import { useEndUserSessions } from './api/end-user-sessions.ts';
import { useResetUserPassword } from './api/reset-user-password.ts';
import { TempPasswordDialog } from './components/temp-password-dialog.tsx';
import { UserBreadcrumb } from './components/user-breadcrumb.tsx';
import { UserEditForm } from './components/user-edit-form.tsx';
import { UserHeader } from './components/user-header.tsx';
import { DeliveriesSection } from './invitations/deliveries-section.tsx';
import { useReturnToList } from './use-return-to-list.ts';
import { USER_ADMIN_TEXT as T } from './user-admin-text.ts';

/**
 * /admin/user/{id | email | username} (docs/spec.md §§2, 8, 9): the member's card with Hapus, Reset Sandi
 * and Edit, and the tabs Data Pribadi, Riwayat Acara, Acara Dibuat (the admin sees phone, address and
 * email). An unknown member goes to /404; after a delete the page returns to the list after 2 s.
 */
export function UserDetailPage() {
  const { key = '' } = useParams();
  const query = useUser(key);
  const [deleted, setDeleted] = useState(false);
  const [editing, setEditing] = useState(false);
  const user = query.data;
  useDocumentTitle(user ? (editing ? `${T.edit} ${user.name}` : user.name) : T.listTitle);
  useReturnToList(deleted);

  const notFound = !deleted && (key.trim() === '' || (query.isSuccess && user === null));
  useNotFoundRedirect(notFound);

  return (
    <div className="space-y-4">
      <UserBreadcrumb trail={user ? (editing ? [user.name, T.edit] : [user.name]) : []} />
      {query.isPending || notFound ? (
        <ProfileSkeleton label={T.loading} actions tabsGap="mt-6" />
      ) : query.isError && !user ? (
        <ProfileLoadError title={T.loadError} retry={T.retry} query={query} />
      ) : user ? (
        <UserDetail
          user={user}
          routeKey={key}
          editing={editing}
          onEditing={setEditing}
          deleted={deleted}
          onDeleted={() => setDeleted(true)}
        />
      ) : null}
    </div>
  );
}

function UserDetail({
  user,
  routeKey,
  editing,
  onEditing,
  deleted,
  onDeleted,
}: {
  user: UserProfile;
  routeKey: string;
  editing: boolean;
  onEditing: (editing: boolean) => void;
  deleted: boolean;
  onDeleted: () => void;
}) {
  const session = useSession();
  const toast = useToast();
  const del = useDeleteUser();
  const reset = useResetUserPassword();
  const endSessions = useEndUserSessions();
  const [confirm, setConfirm] = useState<'delete' | 'reset' | 'sessions' | null>(null);
  // The one-time password lives only here, only while its dialog is open.
  const [tempPassword, setTempPassword] = useState<string | null>(null);
  const editRef = useRef<HTMLButtonElement>(null);
  const resetRef = useRef<HTMLButtonElement>(null);
  const sessionsRef = useRef<HTMLButtonElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const selfReasonId = useId();

  const focusAfterRender = useFocusAfterRender();
  const leaveEdit = () => {
    onEditing(false);
    focusAfterRender(editRef);
  };

  const onDelete = () =>
    del.mutate(user.id, {
      onSuccess: () => {
        setConfirm(null);
        onDeleted();
        toast.show({ type: 'success', title: T.deleted.title, message: T.deleted.message(user.name) });
      },
      onError: (err) => {
        setConfirm(null);
        toast.show({ type: 'error', title: T.deleteFailed.title, message: err.message });
      },
    });

  const onReset = () =>
    reset.mutate(user.id, {
      onSuccess: (res) => {
        setConfirm(null);
        setTempPassword(res.temporaryPassword);
        reset.reset();
        toast.show({ type: 'success', title: T.reset.title, message: T.reset.message });
      },
      onError: (err) => {
        setConfirm(null);
        toast.show({
          type: 'error',
          title: T.reset.failedTitle,
          message: `${err.message} ${T.reset.failedHint}`,
        });
      },
    });

  const onEndSessions = () =>
    endSessions.mutate(user.id, {
      onSuccess: () => {
        setConfirm(null);
        toast.show({
          type: 'success',
          title: T.endSessions.title,
          message: T.endSessions.message(user.name),
        });
      },
      onError: (err) => {
        setConfirm(null);
        toast.show({ type: 'error', title: T.endSessions.failedTitle, message: err.message });
      },
    });

  const busy = deleted || del.isPending || reset.isPending || endSessions.isPending;
  // The server refuses an admin deleting their own account: say so before the click, not after it.
  const isSelf = session?.user.id === user.id;
  const actions = editing ? null : (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:justify-end">
      <Button
        ref={deleteRef}
        variant="secondary"
        disabled={busy || isSelf}
        aria-describedby={isSelf ? selfReasonId : undefined}
        onClick={() => setConfirm('delete')}
      >
        <Trash2 aria-hidden="true" className="size-5 text-red-700" />
        {T.actions.delete}
      </Button>
      <Button ref={resetRef} variant="secondary" disabled={busy} onClick={() => setConfirm('reset')}>
        <KeyRound aria-hidden="true" className="size-5" />
        {T.actions.reset}
      </Button>
      {/* An admin ends their own sessions on the settings page (docs/decisions/020). */}
      {!isSelf && (
        <Button
          ref={sessionsRef}
          variant="secondary"
          disabled={busy}
          onClick={() => setConfirm('sessions')}
          className="col-span-2"
        >
          <LogOut aria-hidden="true" className="size-5" />
          {T.actions.endSessions}
        </Button>
      )}
      <Button ref={editRef} disabled={busy} onClick={() => onEditing(true)} className="col-span-2">
        <Pencil aria-hidden="true" className="size-5" />
        {T.actions.edit}
      </Button>
      {isSelf && (
        <p id={selfReasonId} className="col-span-2 text-slate-700 text-sm sm:basis-full sm:text-right">
          {USER_SELF_DELETE}
        </p>
      )}
    </div>
  );

  return (
    <>
      {deleted && (
        <p
          role="status"
          className="rounded-card bg-green-50 p-4 font-semibold text-base text-green-900 ring-1 ring-green-200"
        >
          {T.deletedNotice}
        </p>
      )}
      <UserHeader user={user} actions={actions} />
      {editing ? (
        <section aria-label={T.edit} className="rounded-card bg-white p-5 shadow-card sm:p-6">
          <UserEditForm user={user} routeKey={routeKey} isSelf={isSelf} onDone={leaveEdit} />
        </section>
      ) : (
        <>
          {!deleted && <DeliveriesSection userId={user.id} name={user.name} />}
          {/* px-1: the tab row reaches 16 px past its box on phones, the admin shell pads only 12 px. */}
          <div className="px-1 pt-2 sm:px-0">
            <MemberProfileTabs user={user} isOwn={false} />
          </div>
        </>
      )}

      <ConfirmDialog
        open={confirm === 'delete'}
        status="danger"
        title={T.deleteConfirm.title}
        message={T.deleteConfirm.message}
        busy={del.isPending}
        returnFocusRef={deleteRef}
        onCancel={() => setConfirm(null)}
        onConfirm={onDelete}
      />
      <ConfirmDialog
        open={confirm === 'reset'}
        status="alert"
        title={T.resetConfirm.title}
        message={T.resetConfirm.message}
        confirmLabel={T.resetConfirm.confirm}
        busy={reset.isPending}
        returnFocusRef={resetRef}
        onCancel={() => setConfirm(null)}
        onConfirm={onReset}
      />
      <ConfirmDialog
        open={confirm === 'sessions'}
        status="warning"
        title={T.endSessionsConfirm.title}
        message={T.endSessionsConfirm.message}
        confirmLabel={T.endSessionsConfirm.confirm}
        busy={endSessions.isPending}
        returnFocusRef={sessionsRef}
        onCancel={() => setConfirm(null)}
        onConfirm={onEndSessions}
      />
      {tempPassword !== null && (
        <TempPasswordDialog
          password={tempPassword}
          userName={user.name}
          returnFocusRef={resetRef}
          onClose={() => setTempPassword(null)}
        />
      )}
    </>
  );
}

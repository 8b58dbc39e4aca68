import type { CurrentUser } from '@alumni/contract';
import { LogOut, Menu, Settings } from 'lucide-react';
import { type RefObject, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { paths } from '#web/lib/paths.ts';
import { forgetThisDevice } from '#web/lib/push-device.ts';
import { endSession } from '#web/lib/session-lifetime.ts';
import { SIDEBAR_ID } from './admin-sidebar.tsx';
import { adminPageTitle, ADMIN_SHELL_TEXT as T } from './admin-text.ts';
import { BellPanel } from './bell-panel.tsx';

const ICON_BUTTON =
  'flex size-11 shrink-0 items-center justify-center rounded-full text-primary-800 hover:bg-primary-50';

/** Picture or initials, name and email of the signed-in admin. */
function MiniProfile({ user }: { user: Pick<CurrentUser, 'name' | 'email' | 'picture'> }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar name={user.name} picture={user.picture} size="sm" />
      <div className="hidden min-w-0 leading-tight md:block">
        <p className="max-w-48 truncate font-semibold text-slate-900">{user.name}</p>
        <p className="max-w-48 truncate text-slate-600 text-sm">{user.email}</p>
      </div>
    </div>
  );
}

/** The logout icon and its 'Keluar dari dashboard' confirmation: ends the session on the server and reloads. */
function LogoutButton() {
  const [asking, setAsking] = useState(false);
  const ref = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={ref}
        type="button"
        aria-label={T.logout}
        onClick={() => setAsking(true)}
        className={ICON_BUTTON}
      >
        <LogOut aria-hidden="true" className="size-6" />
      </button>
      <ConfirmDialog
        open={asking}
        status="warning"
        title={T.logoutDialog.title}
        message={T.logoutDialog.message}
        onCancel={() => setAsking(false)}
        onConfirm={async () => {
          // This device stops receiving the admin's notifications (docs/decisions/030).
          await forgetThisDevice();
          await endSession();
          // The reload lands on /admin/login through the admin guard.
          window.location.reload();
        }}
        returnFocusRef={ref}
      />
    </>
  );
}

export function AdminTopbar({
  user,
  menuOpen,
  onToggleMenu,
  toggleRef,
}: {
  user: Pick<CurrentUser, 'name' | 'email' | 'picture'>;
  menuOpen: boolean;
  onToggleMenu: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const { pathname } = useLocation();
  return (
    <header className="sticky top-0 z-30 flex h-16 items-center gap-2 border-slate-200 border-b bg-white/95 px-2 backdrop-blur sm:px-4 lg:px-6">
      <button
        ref={toggleRef}
        type="button"
        aria-label={T.openMenu}
        aria-expanded={menuOpen}
        aria-controls={SIDEBAR_ID}
        onClick={onToggleMenu}
        className={`${ICON_BUTTON} lg:hidden`}
      >
        <Menu aria-hidden="true" className="size-6" />
      </button>
      <p className="min-w-0 flex-1 truncate font-bold text-lg text-primary-900 sm:text-xl">
        {adminPageTitle(pathname)}
      </p>
      <div className="flex items-center gap-1 sm:gap-2">
        <Link to={paths.admin.setting} aria-label={T.settings} className={ICON_BUTTON}>
          <Settings aria-hidden="true" className="size-6" />
        </Link>
        <BellPanel />
        <div className="mx-1 hidden h-8 w-px bg-slate-200 sm:block" />
        <MiniProfile user={user} />
        <LogoutButton />
      </div>
    </header>
  );
}

import type { CurrentUser } from '@alumni/contract';
import { LogOut } from 'lucide-react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { AccountLinks } from './account-links.tsx';
import { MainNav } from './main-nav.tsx';
import { SHELL_TEXT } from './shell-text.ts';

/** The phone menu under the top bar: the same links as the desktop bar, in big rows. */
export function MobileMenu({
  id,
  user,
  onNavigate,
  onLogout,
}: {
  id: string;
  user: CurrentUser | null;
  onNavigate: () => void;
  onLogout: () => void;
}) {
  const row = 'flex min-h-13 w-full items-center gap-3 rounded-lg px-4 text-left font-semibold text-lg';
  return (
    <div
      id={id}
      className="absolute inset-x-0 top-full max-h-[calc(100dvh-4rem)] animate-menu-in overflow-y-auto border-slate-200 border-t bg-white shadow-xl md:hidden"
    >
      <nav aria-label={SHELL_TEXT.mainNav} className="px-3 py-3">
        {user && (
          <div className="mb-3 flex items-center gap-3 rounded-xl bg-primary-50 px-4 py-3">
            <Avatar name={user.name} picture={user.picture} size="md" />
            <div className="min-w-0">
              <p className="truncate font-bold text-primary-900">{user.name}</p>
              <p className="truncate text-base text-slate-700">@{user.username}</p>
            </div>
          </div>
        )}
        <MainNav variant="stack" onNavigate={onNavigate} />
      </nav>
      <div className="border-slate-200 border-t px-3 py-4">
        {user ? (
          <ul className="flex flex-col gap-1">
            <AccountLinks
              className={`${row} text-slate-800 hover:bg-slate-50`}
              iconClassName="size-6"
              onNavigate={onNavigate}
            />
            <li>
              <button type="button" onClick={onLogout} className={`${row} text-red-700 hover:bg-red-50`}>
                <LogOut aria-hidden="true" className="size-6" />
                {SHELL_TEXT.logout}
              </button>
            </li>
          </ul>
        ) : (
          <div className="grid grid-cols-2 gap-3 px-1">
            <ButtonLink to={paths.login} variant="secondary" size="lg" onClick={onNavigate}>
              {SHELL_TEXT.login}
            </ButtonLink>
            <ButtonLink to={paths.register} variant="accent" size="lg" onClick={onNavigate}>
              {SHELL_TEXT.register}
            </ButtonLink>
          </div>
        )}
      </div>
    </div>
  );
}

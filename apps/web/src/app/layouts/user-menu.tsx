import type { CurrentUser } from '@alumni/contract';
import { ChevronDown, LogOut } from 'lucide-react';
import { type RefObject, useId, useRef, useState } from 'react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { useClickOutside } from '#web/lib/use-click-outside.ts';
import { AccountLinks } from './account-links.tsx';
import { SHELL_TEXT } from './shell-text.ts';

/**
 * Desktop account menu: avatar and name open a small disclosure panel with 'Lihat Profil' and
 * 'Keluar Akun'. Tapping outside, Escape or choosing an item closes it; nothing depends on hover.
 */
export function UserMenu({
  user,
  onLogout,
  buttonRef,
}: {
  user: CurrentUser;
  onLogout: () => void;
  buttonRef: RefObject<HTMLButtonElement | null>;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);

  useClickOutside(open, rootRef, () => setOpen(false), { focusOnEscape: buttonRef });

  const item =
    'flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-left font-semibold text-base hover:bg-slate-100';

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${SHELL_TEXT.accountMenu}: ${user.name}`}
        onClick={() => setOpen((o) => !o)}
        className="flex min-h-11 items-center gap-2.5 rounded-full py-1 pr-3 pl-1 hover:bg-primary-50"
      >
        <Avatar name={user.name} picture={user.picture} size="sm" />
        <span className="max-w-56 truncate font-semibold text-base text-slate-800">{user.name}</span>
        <ChevronDown
          aria-hidden="true"
          className={`size-5 text-slate-600 transition-transform duration-150 ${open ? 'rotate-180' : ''}`}
        />
      </button>
      {open && (
        <div
          id={panelId}
          className="absolute top-full right-0 z-50 mt-2 w-72 animate-menu-in rounded-xl bg-white p-2 shadow-xl ring-1 ring-slate-900/10"
        >
          <div className="flex items-center gap-3 border-slate-100 border-b px-3 pt-2 pb-3">
            <Avatar name={user.name} picture={user.picture} size="md" />
            <div className="min-w-0">
              <p className="truncate font-bold text-slate-900">{user.name}</p>
              <p className="truncate text-slate-600 text-sm">@{user.username}</p>
            </div>
          </div>
          <ul className="mt-2 flex flex-col gap-0.5">
            <AccountLinks
              className={`${item} text-slate-800`}
              iconClassName="size-5"
              onNavigate={() => setOpen(false)}
            />
            <li>
              <button
                type="button"
                onClick={() => {
                  setOpen(false);
                  onLogout();
                }}
                className={`${item} text-red-700 hover:bg-red-50`}
              >
                <LogOut aria-hidden="true" className="size-5" />
                {SHELL_TEXT.logout}
              </button>
            </li>
          </ul>
        </div>
      )}
    </div>
  );
}

import {
  CalendarDays,
  Flower2,
  Globe,
  History,
  Images,
  Landmark,
  LayoutDashboard,
  type LucideIcon,
  Settings,
  Users,
  UsersRound,
  Wallet,
  X,
} from 'lucide-react';
import { type RefObject, useEffect, useRef } from 'react';
import { Link, NavLink } from 'react-router';
import { useCommunity } from '#web/api/get-community.ts';
import { paths } from '#web/lib/paths.ts';
import { ADMIN_SHELL_TEXT as T } from './admin-text.ts';

const ICONS: Record<string, LucideIcon> = {
  [paths.admin.home]: LayoutDashboard,
  [paths.admin.users]: Users,
  [paths.admin.events]: CalendarDays,
  [paths.admin.log]: History,
  [paths.admin.content]: Images,
  [paths.admin.community]: Landmark,
  [paths.admin.roster]: UsersRound,
  [paths.admin.deathNotices]: Flower2,
  [paths.financeDesk]: Wallet,
};

const itemClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-12 items-center gap-3 rounded-lg px-3 font-semibold text-base transition-colors duration-150 ${
    isActive ? 'bg-white text-primary-900 shadow-sm' : 'text-primary-50 hover:bg-primary-700 hover:text-white'
  }`;

export const SIDEBAR_ID = 'admin-sidebar';

/**
 * The back office menu. From `lg` up it is a fixed column; below it is an overlay drawer behind the
 * topbar's toggle (Escape or the backdrop closes it and focus goes back to the toggle). 'Pengaturan' is
 * listed only below `lg`, where the topbar has no room for its icon's label.
 */
export function AdminSidebar({
  open,
  onClose,
  toggleRef,
}: {
  open: boolean;
  onClose: () => void;
  toggleRef: RefObject<HTMLButtonElement | null>;
}) {
  const navRef = useRef<HTMLDivElement>(null);
  const { community } = useCommunity();

  useEffect(() => {
    if (!open) return;
    navRef.current?.querySelector<HTMLElement>('a')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      onClose();
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, onClose, toggleRef]);

  return (
    <>
      {open && (
        <button
          type="button"
          tabIndex={-1}
          aria-label={T.closeMenu}
          onClick={onClose}
          className="fixed inset-0 z-40 bg-primary-900/50 lg:hidden"
        />
      )}
      <div
        ref={navRef}
        id={SIDEBAR_ID}
        className={`fixed inset-y-0 left-0 z-50 flex w-72 flex-col bg-primary-800 text-white transition-transform duration-200 lg:sticky lg:top-0 lg:h-dvh lg:w-64 lg:translate-x-0 ${
          open ? 'translate-x-0 shadow-2xl' : 'max-lg:invisible max-lg:-translate-x-full'
        }`}
      >
        <div className="flex h-16 items-center justify-between gap-2 border-primary-700 border-b px-5">
          <Link
            to={paths.admin.home}
            className="flex min-h-11 flex-col justify-center leading-tight"
            onClick={onClose}
          >
            <span className="font-bold text-lg">{community.shortName}</span>
            <span className="text-accent-200 text-sm">{T.brandSub}</span>
          </Link>
          <button
            type="button"
            onClick={() => {
              onClose();
              toggleRef.current?.focus();
            }}
            aria-label={T.closeMenu}
            className="flex size-11 items-center justify-center rounded-lg text-primary-50 hover:bg-primary-700 lg:hidden"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </div>
        <nav aria-label={T.sidebarLabel} className="flex-1 overflow-y-auto p-3">
          <ul className="space-y-1">
            {T.nav.map((item) => {
              const Icon = ICONS[item.to] ?? LayoutDashboard;
              return (
                <li key={item.to}>
                  <NavLink to={item.to} end={item.end} className={itemClass} onClick={onClose}>
                    <Icon aria-hidden="true" className="size-5 shrink-0" />
                    {item.label}
                  </NavLink>
                </li>
              );
            })}
            <li className="lg:hidden">
              <NavLink to={paths.admin.setting} className={itemClass} onClick={onClose}>
                <Settings aria-hidden="true" className="size-5 shrink-0" />
                {T.settings}
              </NavLink>
            </li>
          </ul>
        </nav>
        {/* Back to the members' side: committee members check how an event or banner looks there. */}
        <div className="border-primary-700 border-t p-3">
          <Link to={paths.home} className={itemClass({ isActive: false })} onClick={onClose}>
            <Globe aria-hidden="true" className="size-5 shrink-0" />
            {T.viewSite}
          </Link>
        </div>
      </div>
    </>
  );
}

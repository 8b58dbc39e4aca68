import type { LucideIcon } from 'lucide-react';
import { BookOpen, Flower2, Search, Store, UserRound, Users, Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';
import { SHELL_TEXT } from './shell-text.ts';

/** A signed-in member's own pages, in the order both account menus list them (desktop panel, phone menu). */
export const ACCOUNT_LINKS: readonly { to: string; label: string; icon: LucideIcon }[] = [
  { to: paths.profile, label: SHELL_TEXT.profile, icon: UserRound },
  { to: paths.directory, label: SHELL_TEXT.directory, icon: Search },
  { to: paths.businesses, label: SHELL_TEXT.businesses, icon: Store },
  { to: paths.roster, label: SHELL_TEXT.roster, icon: Users },
  { to: paths.deathNotices, label: SHELL_TEXT.deathNotices, icon: Flower2 },
  { to: paths.funds, label: SHELL_TEXT.funds, icon: Wallet },
  { to: paths.cashbook, label: SHELL_TEXT.cashbook, icon: BookOpen },
];

/** The ACCOUNT_LINKS as list items; `className` styles each row, `iconClassName` sizes its icon. */
export function AccountLinks({
  className,
  iconClassName,
  onNavigate,
}: {
  className: string;
  iconClassName: string;
  onNavigate: () => void;
}) {
  return ACCOUNT_LINKS.map(({ to, label, icon: Icon }) => (
    <li key={to}>
      <Link to={to} onClick={onNavigate} className={className}>
        <Icon aria-hidden="true" className={`${iconClassName} text-primary-700`} />
        {label}
      </Link>
    </li>
  ));
}

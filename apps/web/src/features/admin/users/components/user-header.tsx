import type { Role } from '@alumni/contract';
import { CalendarDays, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UserProfile } from '#web/api/get-user.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { USER_ADMIN_TEXT as T } from '#web/features/admin/users/user-admin-text.ts';
import { formatDateId } from '#web/lib/dates.ts';

const ROLE_COLOR: Record<Role, 'blue' | 'purple'> = {
  ROLE_USER: 'blue',
  ROLE_ADMIN: 'purple',
  ROLE_ADMINS: 'purple',
};

/** The member's card on /admin/user/{key}: photo, name, @username, role, email, join date and the actions. */
export function UserHeader({ user, actions }: { user: UserProfile; actions?: ReactNode }) {
  const since = formatDateId(user.createdDate);
  return (
    <header className="flex flex-col gap-5 rounded-card bg-white p-5 shadow-card sm:p-6 lg:flex-row lg:items-center">
      <div className="flex min-w-0 flex-1 flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
        <Avatar name={user.name} picture={user.picture} size="xl" className="ring-4 ring-primary-50" />
        <div className="min-w-0 flex-1">
          <h1 className="break-words font-bold text-2xl text-primary-900 sm:text-3xl">{user.name}</h1>
          <p className="mt-1 flex flex-wrap items-center justify-center gap-2 sm:justify-start">
            <span className="break-all text-lg text-primary-700">@{user.username}</span>
            <Badge color={ROLE_COLOR[user.role]}>{T.roles[user.role]}</Badge>
          </p>
          {'email' in user && (
            <p className="mt-2 flex items-center justify-center gap-2 break-all text-base text-slate-700 sm:justify-start">
              <Mail aria-hidden="true" className="size-5 shrink-0" />
              {user.email}
            </p>
          )}
          {since && (
            <p className="mt-1 flex items-center justify-center gap-2 text-base text-slate-700 sm:justify-start">
              <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
              {T.memberSince(since)}
            </p>
          )}
        </div>
      </div>
      {actions}
    </header>
  );
}

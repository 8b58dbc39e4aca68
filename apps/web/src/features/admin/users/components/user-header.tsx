import type { Role } from '@alumni/contract';
import { CalendarDays, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import type { UserProfile } from '../../../../api/get-user.ts';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { Badge } from '../../../../components/ui/badge.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { formatLongDate } from '../../../../lib/profile-dates.ts';
import { USER_ADMIN_TEXT as T } from '../user-admin-text.ts';

const ROLE_COLOR: Record<Role, 'blue' | 'purple'> = {
  ROLE_USER: 'blue',
  ROLE_ADMIN: 'purple',
  ROLE_ADMINS: 'purple',
};

/** The member's card on /admin/user/{key}: photo, name, @username, role, email, join date and the actions. */
export function UserHeader({ user, actions }: { user: UserProfile; actions?: ReactNode }) {
  const since = formatLongDate(user.createdDate);
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

export function UserDetailSkeleton() {
  return (
    <div role="status" aria-label={T.loading} className="space-y-6">
      <div className="flex flex-col items-center gap-5 rounded-card bg-white p-6 shadow-card sm:flex-row">
        <Skeleton className="size-28 rounded-full" />
        <div className="w-full max-w-sm flex-1 space-y-3">
          <Skeleton className="mx-auto h-8 w-3/4 sm:mx-0" />
          <Skeleton className="mx-auto h-5 w-1/3 sm:mx-0" />
          <Skeleton className="mx-auto h-5 w-1/2 sm:mx-0" />
        </div>
        <div className="grid w-full grid-cols-2 gap-2 sm:w-auto sm:grid-cols-3">
          <Skeleton className="h-11 sm:w-24" />
          <Skeleton className="h-11 sm:w-28" />
          <Skeleton className="col-span-2 h-11 sm:col-span-1 sm:w-20" />
        </div>
      </div>
      <Skeleton className="h-11 w-full max-w-md" />
      <div className="grid gap-5 lg:grid-cols-2">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-card bg-white p-6 shadow-card">
            <Skeleton className="h-6 w-40" />
            <div className="mt-4 space-y-3">
              <Skeleton className="h-4 w-full" />
              <Skeleton className="h-4 w-5/6" />
              <Skeleton className="h-4 w-2/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

import type { CurrentUser } from '@alumni/contract';
import { Clock } from 'lucide-react';
import { useCommunity } from '#web/api/get-community.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { HOME_TEXT } from '#web/features/landing/home-text.ts';
import { formatDateTimeId } from '#web/lib/dates.ts';

/** 'Halo, {name}' with the previous sign-in time, or a welcome line on the very first visit. */
export function GreetingBar({ user }: { user: Pick<CurrentUser, 'name' | 'picture' | 'lastLogin'> }) {
  const lastLogin = user.lastLogin ? formatDateTimeId(user.lastLogin) : '';
  const { community } = useCommunity();
  return (
    <div className="flex items-center gap-4 rounded-card bg-white px-4 py-4 shadow-card ring-1 ring-slate-900/5 sm:px-5">
      <Avatar name={user.name} picture={user.picture} size="md" className="ring-2 ring-accent-300" />
      <div className="min-w-0">
        <p className="font-bold text-primary-900 text-xl [overflow-wrap:anywhere]">
          {HOME_TEXT.greeting(user.name)}
        </p>
        <p className="mt-0.5 flex items-start gap-1.5 text-base text-slate-700">
          {lastLogin ? (
            <>
              <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-700" />
              <span>{HOME_TEXT.lastLogin(lastLogin)}</span>
            </>
          ) : (
            HOME_TEXT.firstVisit(community.shortName)
          )}
        </p>
      </div>
    </div>
  );
}

import type { CurrentUser } from '@alumni/contract';
import { Clock } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar.tsx';
import { formatDateTimeId } from '../../lib/dates.ts';
import { HOME_TEXT } from './home-text.ts';

/** 'Halo, {name}' with the previous sign-in time (spec section 2, landing page, signed in). */
export function GreetingBar({ user }: { user: CurrentUser }) {
  const lastLogin = user.lastLogin ? formatDateTimeId(user.lastLogin) : '';
  return (
    <div className="flex items-center gap-3 rounded-2xl bg-white/10 px-4 py-3 ring-1 ring-white/15 sm:gap-4 sm:px-5">
      <Avatar name={user.name} picture={user.picture} size="md" className="ring-2 ring-accent-300" />
      <div className="min-w-0">
        <p className="truncate font-bold text-lg text-white">{HOME_TEXT.greeting(user.name)}</p>
        <p className="flex items-start gap-1.5 text-base text-primary-100">
          {lastLogin ? (
            <>
              <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-accent-300" />
              <span>{HOME_TEXT.lastLogin(lastLogin)}</span>
            </>
          ) : (
            HOME_TEXT.firstVisit
          )}
        </p>
      </div>
    </div>
  );
}

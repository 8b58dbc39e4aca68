import { ListPlus, ListX, LogIn, UserPlus, UserX } from 'lucide-react';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';
import type { RegistrationState } from '#web/features/event-detail/registration-state.ts';

const T = EVENT_DETAIL_TEXT.registration;
const W = EVENT_DETAIL_TEXT.waitlist;

/** Icon and words of the registration action, the same in the panel and the phone's bottom bar. */
export function RegistrationActionLabel({ state }: { state: RegistrationState }) {
  const Icon =
    state === 'registered'
      ? UserX
      : state === 'guest'
        ? LogIn
        : state === 'can-wait'
          ? ListPlus
          : state === 'waiting'
            ? ListX
            : UserPlus;
  const label =
    state === 'registered'
      ? T.cancel
      : state === 'can-wait'
        ? W.join
        : state === 'waiting'
          ? W.leave
          : T.register;
  return (
    <>
      <Icon aria-hidden="true" className="size-5" />
      {label}
    </>
  );
}

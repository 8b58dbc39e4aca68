import { PartyPopper } from 'lucide-react';
import type { Ref } from 'react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { AUTH_TEXT } from '#web/features/auth/auth-text.ts';
import { paths } from '#web/lib/paths.ts';

const T = AUTH_TEXT.register.done;

/** Step 3: the account exists; the member signs in with it (the username is handed to the login form). */
export function RegisterDoneStep({
  headingRef,
  name,
  username,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  name: string;
  username: string;
}) {
  return (
    <div className="flex flex-col items-center text-center">
      <div className="mb-4 inline-flex size-20 items-center justify-center rounded-full bg-accent-100 text-accent-700">
        <PartyPopper className="size-10" aria-hidden="true" />
      </div>
      <h2 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
        {T.title}
      </h2>
      <p className="mt-2 mb-6 text-slate-700">{T.body(name)}</p>
      <ButtonLink to={paths.login} state={{ identifier: username }} size="lg" fullWidth>
        {T.login}
      </ButtonLink>
    </div>
  );
}

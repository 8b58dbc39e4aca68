import { Hourglass } from 'lucide-react';
import { type Ref, useEffect, useRef } from 'react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { AUTH_TEXT } from '#web/features/auth/auth-text.ts';
import { paths } from '#web/lib/paths.ts';

const T = AUTH_TEXT.join.waiting;

/**
 * 'Menunggu persetujuan' (docs/decisions/022): the registration, or the claim of an imported record, waits for
 * the committee; the member signs in once it is approved.
 */
export function WaitingApproval({
  claim,
  headingRef,
}: {
  claim: boolean;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const own = useRef<HTMLHeadingElement>(null);
  const ref = headingRef ?? own;
  useEffect(() => {
    if (!headingRef) own.current?.focus();
  }, [headingRef]);
  return (
    <div role="status" className="flex flex-col items-center text-center">
      <div className="mb-4 inline-flex size-20 items-center justify-center rounded-full bg-accent-100 text-accent-700">
        <Hourglass className="size-10" aria-hidden="true" />
      </div>
      <h2 ref={ref} tabIndex={-1} className="font-bold text-2xl text-slate-900 focus:outline-none">
        {T.title}
      </h2>
      <p className="mt-2 text-slate-700">{claim ? T.claimBody : T.body}</p>
      <p className="mt-2 mb-6 text-slate-700">{T.next}</p>
      <ButtonLink to={paths.home} size="lg" variant="secondary" fullWidth>
        {T.home}
      </ButtonLink>
    </div>
  );
}

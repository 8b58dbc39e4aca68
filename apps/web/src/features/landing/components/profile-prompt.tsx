import { ArrowRight, UserRoundPen } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { HOME_TEXT } from '#web/features/landing/home-text.ts';
import { paths } from '#web/lib/paths.ts';

const T = HOME_TEXT.profileCard;

/** 'Lengkapi Profil Anda': shown to a signed-in member only while their profile is incomplete. */
export function ProfilePrompt() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-card bg-accent-50 px-4 py-4 ring-1 ring-accent-200 sm:flex-row sm:items-center sm:px-5"
    >
      <span className="hidden size-12 shrink-0 items-center justify-center rounded-full bg-accent-100 text-accent-700 sm:flex">
        <UserRoundPen aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="flex items-center gap-2.5 font-bold text-primary-900 text-xl">
          <UserRoundPen aria-hidden="true" className="size-6 shrink-0 text-accent-700 sm:hidden" />
          {T.title}
        </h2>
        <p className="mt-1 text-base text-slate-800">{T.body}</p>
      </div>
      <ButtonLink to={paths.profile} variant="primary" className="shrink-0">
        {T.action}
        <ArrowRight aria-hidden="true" className="size-5" />
      </ButtonLink>
    </section>
  );
}

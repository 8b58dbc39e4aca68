import { LogIn, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { JOIN_TEXT } from './join-text.ts';

/**
 * A warm navy band inviting a visitor to sign in or become a member ('Masuk' / 'Daftar Anggota').
 * Callers show it to logged-out visitors only.
 */
export function JoinCallToAction({ title, body }: { title: string; body: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden rounded-2xl bg-primary-800 px-6 py-10 text-white shadow-card sm:px-10 sm:py-12"
    >
      <div
        aria-hidden="true"
        className="-z-10 -right-4 -bottom-14 pointer-events-none absolute select-none font-extrabold text-[12rem] text-white/5 leading-none tracking-tighter before:content-['86']"
      />
      <div className="max-w-2xl">
        <h2 id={headingId} className="font-bold text-2xl leading-tight sm:text-3xl">
          {title}
        </h2>
        <p className="mt-3 text-lg text-primary-100">{body}</p>
      </div>
      <div className="mt-7 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to={paths.register} variant="accent" size="lg">
          <UserPlus aria-hidden="true" className="size-5" />
          {JOIN_TEXT.register}
        </ButtonLink>
        <ButtonLink
          to={paths.login}
          variant="ghost"
          size="lg"
          className="text-white ring-1 ring-white/50 hover:bg-white/10 active:bg-white/15"
        >
          <LogIn aria-hidden="true" className="size-5" />
          {JOIN_TEXT.login}
        </ButtonLink>
      </div>
    </section>
  );
}

import { LockKeyhole, LogIn, UserPlus } from 'lucide-react';
import { useId } from 'react';
import { useLocation } from 'react-router';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';
import { paths } from '#web/lib/paths.ts';

const T = EVENT_DETAIL_TEXT.membersOnly;
const FAKE_LINES = ['w-11/12', 'w-full', 'w-10/12', 'w-full', 'w-8/12', 'w-9/12', 'w-full', 'w-7/12'];

/**
 * Visitors (docs/spec.md §§2 and 6): where members read the description, participants, comments and the
 * creator, a blurred stand-in with 'Masuk Akun' and 'Daftar Anggota'. The blurred part is decorative
 * shapes only: the server sends no description to visitors, so there is nothing real to hide.
 */
export function MembersOnlyBlock() {
  const location = useLocation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="relative isolate overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5"
    >
      <div aria-hidden="true" className="-z-10 absolute inset-0 select-none overflow-hidden p-6 blur-[3px]">
        <div className="h-6 w-48 rounded bg-primary-200" />
        <div className="mt-5 space-y-3">
          {FAKE_LINES.map((w, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static decoration
            <div key={i} className={`h-3.5 rounded bg-slate-300 ${w}`} />
          ))}
        </div>
        <div className="mt-8 h-6 w-40 rounded bg-primary-200" />
        <div className="mt-5 grid gap-3 sm:grid-cols-2">
          {[0, 1, 2, 3].map((i) => (
            <div key={i} className="flex items-center gap-3">
              <div className="size-11 rounded-full bg-primary-300" />
              <div className="flex-1 space-y-2">
                <div className="h-3.5 w-3/4 rounded bg-slate-300" />
                <div className="h-3 w-1/2 rounded bg-slate-200" />
              </div>
            </div>
          ))}
        </div>
      </div>
      <div className="flex items-center justify-center bg-white/55 px-4 py-10 sm:py-16">
        <div className="w-full max-w-md rounded-2xl bg-white p-6 text-center shadow-xl ring-1 ring-slate-900/10">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-primary-50 text-primary-700">
            <LockKeyhole aria-hidden="true" className="size-7" />
          </span>
          <h2 id={headingId} className="mt-3 font-bold text-primary-900 text-xl">
            {T.title}
          </h2>
          <p className="mt-2 text-base text-slate-700">{T.message}</p>
          <div className="mt-5 flex flex-col gap-3 sm:flex-row sm:justify-center">
            <ButtonLink to={paths.login} state={{ from: location }} variant="primary">
              <LogIn aria-hidden="true" className="size-5" />
              {T.login}
            </ButtonLink>
            <ButtonLink to={paths.register} variant="secondary">
              <UserPlus aria-hidden="true" className="size-5" />
              {T.register}
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

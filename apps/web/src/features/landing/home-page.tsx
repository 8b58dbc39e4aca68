import { CalendarDays, HandHeart, MessagesSquare, Sparkles, UserPlus } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useSession } from '../../lib/use-session.ts';
import { GreetingBar } from './greeting-bar.tsx';
import { HOME_TEXT } from './home-text.ts';

const FEATURE_ICONS = [CalendarDays, HandHeart, MessagesSquare] as const;

/** Provisional landing page: a warm welcome, the way to the events and, for guests, to join. */
export function HomePage() {
  useDocumentTitle(HOME_TEXT.pageTitle);
  const session = useSession();
  const user = session?.user ?? null;

  return (
    <>
      <section className="relative isolate overflow-hidden bg-linear-to-br from-primary-900 via-primary-800 to-primary-700 text-white">
        <div
          aria-hidden="true"
          className="-top-24 -right-24 -z-10 absolute size-96 rounded-full bg-accent-400/20 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="-bottom-32 -left-20 -z-10 absolute size-80 rounded-full bg-primary-400/20 blur-3xl"
        />
        <p
          aria-hidden="true"
          className="-z-10 -right-6 -bottom-16 pointer-events-none absolute select-none font-extrabold text-[16rem] text-white/5 leading-none tracking-tighter sm:text-[22rem]"
        >
          86
        </p>
        <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 pt-8 pb-14 sm:pt-12 sm:pb-20 lg:grid-cols-[1fr_20rem] lg:items-center lg:pt-16 lg:pb-24">
          <div>
            {user && (
              <div className="mb-8 max-w-xl sm:mb-10">
                <GreetingBar user={user} />
              </div>
            )}
            <p className="inline-flex items-center gap-2 rounded-full bg-accent-400/15 px-3.5 py-1.5 font-semibold text-accent-200 text-sm ring-1 ring-accent-300/30">
              <Sparkles aria-hidden="true" className="size-4" />
              {HOME_TEXT.eyebrow}
            </p>
            <h1 className="mt-5 max-w-3xl font-extrabold text-4xl leading-tight tracking-tight sm:text-5xl lg:text-6xl">
              {HOME_TEXT.titleStart}{' '}
              <span className="whitespace-nowrap text-accent-300">{HOME_TEXT.titleAccent}</span>
            </h1>
            <p className="mt-5 max-w-2xl text-lg text-primary-100 sm:text-xl">{HOME_TEXT.lead}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <ButtonLink to="/event" variant="accent" size="lg">
                <CalendarDays aria-hidden="true" className="size-5" />
                {HOME_TEXT.seeEvents}
              </ButtonLink>
              {!user && (
                <ButtonLink
                  to="/register"
                  variant="ghost"
                  size="lg"
                  className="text-white ring-1 ring-white/40 hover:bg-white/10 active:bg-white/15"
                >
                  <UserPlus aria-hidden="true" className="size-5" />
                  {HOME_TEXT.join}
                </ButtonLink>
              )}
            </div>
          </div>
          <CommunityStats />
        </div>
      </section>

      <section aria-labelledby="home-features" className="mx-auto w-full max-w-6xl px-4 pt-12 sm:pt-16">
        <h2 id="home-features" className="font-bold text-2xl text-primary-900 sm:text-3xl">
          {HOME_TEXT.featuresTitle}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-3 sm:gap-5">
          {HOME_TEXT.features.map((f, i) => {
            const Icon = FEATURE_ICONS[i] ?? CalendarDays;
            return (
              <li
                key={f.title}
                className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
              >
                <span className="flex size-12 items-center justify-center rounded-xl bg-accent-100 text-accent-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 font-bold text-primary-900 text-xl">{f.title}</h3>
                <p className="mt-2 text-base text-slate-700">{f.text}</p>
              </li>
            );
          })}
        </ul>
      </section>
    </>
  );
}

/** The about page's numbers (spec section 2), as a quiet proof of the community beside the welcome. */
function CommunityStats() {
  const stats = HOME_TEXT.stats(new Date().getFullYear());
  return (
    <section
      aria-labelledby="home-stats"
      className="rounded-2xl bg-white/10 p-5 ring-1 ring-white/15 backdrop-blur-sm sm:p-6 lg:p-7"
    >
      <h2 id="home-stats" className="font-bold text-accent-200 text-sm uppercase tracking-wider">
        {HOME_TEXT.statsTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-3 gap-4 lg:mt-4 lg:grid-cols-1 lg:gap-5">
        {stats.map((s) => (
          <div
            key={s.label}
            className="flex flex-col lg:border-white/10 lg:border-b lg:pb-5 lg:last:border-0 lg:last:pb-0"
          >
            <dt className="text-base text-primary-100">{s.label}</dt>
            <dd className="order-first font-extrabold text-white text-xl tracking-tight sm:text-3xl lg:text-4xl">
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

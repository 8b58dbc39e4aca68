import { Eye, Target } from 'lucide-react';
import { useCommunity } from '#web/api/get-community.ts';
import { JoinCallToAction } from '#web/components/community/join-call-to-action.tsx';
import { communityMark } from '#web/lib/community-mark.ts';
import { InTurn } from '#web/lib/hydration-turns.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSession } from '#web/lib/use-session.ts';
import { ABOUT_TEXT } from './about-text.ts';
import { CommunityStats } from './components/community-stats.tsx';
import { HistoryTimeline } from './components/history-timeline.tsx';

const P = ABOUT_TEXT.purpose;

/**
 * About page (docs/spec.md §2, '/about-us' and '/about'): who we are, the numbers from GET /stats, vision
 * and mission, our history and, for visitors only, the invitation to sign in or join. What it says about the
 * community comes from the community settings (docs/decisions/021); a part left empty there is not shown.
 */
export function AboutPage() {
  useDocumentTitle(ABOUT_TEXT.pageTitle);
  const session = useSession();
  const { community } = useCommunity();
  const hasPurpose = Boolean(community.vision) || community.mission.length > 0;

  return (
    <div className="pb-14 sm:pb-20">
      <div className="relative isolate overflow-hidden bg-linear-to-br from-primary-900 via-primary-800 to-primary-700 text-white">
        <div
          aria-hidden="true"
          className="-z-10 -right-6 -bottom-16 pointer-events-none absolute select-none font-extrabold text-[14rem] text-white/5 leading-none tracking-tighter sm:text-[20rem]"
        >
          {communityMark(community.shortName)}
        </div>
        <div className="mx-auto w-full max-w-6xl px-4 pt-10 pb-24 sm:pt-14 sm:pb-28">
          <p className="font-semibold text-accent-300 text-base uppercase tracking-wider">{community.name}</p>
          <h1 className="mt-2 font-extrabold text-4xl tracking-tight sm:text-5xl">{ABOUT_TEXT.heading}</h1>
          {community.intro && (
            <p className="mt-4 max-w-3xl text-lg text-primary-100 sm:text-xl">{community.intro}</p>
          )}
        </div>
      </div>

      <div className="-mt-14 sm:-mt-16 relative mx-auto flex w-full max-w-6xl flex-col gap-12 px-4 sm:gap-16">
        <InTurn>
          <CommunityStats />
        </InTurn>

        {hasPurpose && (
          <section aria-labelledby="about-purpose">
            <h2 id="about-purpose" className="font-bold text-2xl text-primary-900 sm:text-3xl">
              {P.title}
            </h2>
            <div className="mt-6 grid gap-5 md:grid-cols-2">
              {community.vision && (
                <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5">
                  <h3 className="flex items-center gap-3 font-bold text-primary-900 text-xl">
                    <span className="flex size-11 items-center justify-center rounded-full bg-accent-100 text-accent-700">
                      <Eye aria-hidden="true" className="size-6" />
                    </span>
                    {P.vision}
                  </h3>
                  <p className="mt-4 text-lg text-slate-800">{community.vision}</p>
                </div>
              )}
              {community.mission.length > 0 && (
                <div className="rounded-card bg-white p-6 shadow-card ring-1 ring-slate-900/5">
                  <h3 className="flex items-center gap-3 font-bold text-primary-900 text-xl">
                    <span className="flex size-11 items-center justify-center rounded-full bg-accent-100 text-accent-700">
                      <Target aria-hidden="true" className="size-6" />
                    </span>
                    {P.mission}
                  </h3>
                  <ul className="mt-4 space-y-3 text-lg text-slate-800">
                    {community.mission.map((point) => (
                      <li key={point} className="flex gap-3">
                        <span
                          aria-hidden="true"
                          className="mt-2.5 size-2 shrink-0 rounded-full bg-accent-500"
                        />
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
            </div>
          </section>
        )}

        {community.history.length > 0 && (
          <InTurn>
            <HistoryTimeline lead={community.historyLead} steps={community.history} />
          </InTurn>
        )}

        {!session && (
          <InTurn>
            <JoinCallToAction title={ABOUT_TEXT.join.title} body={ABOUT_TEXT.join.body} />
          </InTurn>
        )}
      </div>
    </div>
  );
}

import type { HistoryStep } from '@alumni/contract';
import { ABOUT_TEXT } from '#web/features/about/about-text.ts';

const T = ABOUT_TEXT.history;

/** 'Perjalanan Kami': the community's history (community settings), as a vertical timeline. */
export function HistoryTimeline({ lead, steps }: { lead: string | null; steps: HistoryStep[] }) {
  return (
    <section
      aria-labelledby="about-history"
      className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]"
    >
      <div>
        <h2 id="about-history" className="font-bold text-2xl text-primary-900 sm:text-3xl">
          {T.title}
        </h2>
        {lead && <p className="mt-1.5 text-lg text-slate-700">{lead}</p>}
      </div>
      <ol className="space-y-8 border-primary-200 border-l-2 pl-6 sm:pl-8">
        {steps.map((step) => (
          <li key={`${step.when}-${step.title}`} className="relative">
            <span
              aria-hidden="true"
              className="-left-[2.0625rem] sm:-left-[2.5625rem] absolute top-1.5 size-4 rounded-full bg-accent-400 ring-4 ring-slate-50"
            />
            <p className="font-bold text-accent-700 text-base tracking-wide">{step.when}</p>
            <h3 className="mt-1 font-bold text-primary-900 text-xl">{step.title}</h3>
            {step.text && <p className="mt-2 text-lg text-slate-800">{step.text}</p>}
          </li>
        ))}
      </ol>
    </section>
  );
}

import { useId } from 'react';
import { LinkifiedText } from '#web/components/ui/linkified-text.tsx';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';

const T = EVENT_DETAIL_TEXT.description;

/** Members only: the description, line breaks kept and web addresses clickable (safe linkify). */
export function DescriptionSection({ description }: { description: string | null }) {
  const headingId = useId();
  const text = description?.trim() ?? '';
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id={headingId} className="font-bold text-2xl text-primary-900">
        {T.title}
      </h2>
      {text ? (
        <LinkifiedText
          as="div"
          text={text}
          className="mt-3 text-[17px] text-slate-800 leading-relaxed sm:text-lg"
        />
      ) : (
        <p className="mt-3 text-base text-slate-700">{T.empty}</p>
      )}
    </section>
  );
}

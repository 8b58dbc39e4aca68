import type { ReactNode, Ref } from 'react';

/** A wizard step's h2; focusable from script so the wizard can move focus to it. */
export function StepHeading({
  headingRef,
  title,
  lead,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  title: string;
  lead?: ReactNode;
}) {
  return (
    <div className="mb-5">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-xl font-bold text-slate-900 focus:outline-none sm:text-2xl"
      >
        {title}
      </h2>
      {lead ? <p className="mt-1 text-slate-600">{lead}</p> : null}
    </div>
  );
}

import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A landing section's title and lead, with an optional 'Lihat Semua' link or controls on the right. */
export function SectionHeader({
  id,
  title,
  lead,
  seeAll,
}: {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  title: string;
  lead?: string;
  seeAll?: { to: string; text: string; label: string };
}) {
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
      <div className="min-w-0">
        <h2 id={id} className="font-bold text-2xl text-primary-900 sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-1.5 text-base text-slate-700 sm:text-lg">{lead}</p>}
      </div>
      {seeAll && (
        <Link
          to={seeAll.to}
          aria-label={seeAll.label}
          className="-mx-2 inline-flex min-h-11 items-center gap-1.5 rounded-lg px-2 font-semibold text-lg text-primary-700 hover:text-primary-900 hover:underline"
        >
          {seeAll.text}
          <ArrowRight aria-hidden="true" className="size-5" />
        </Link>
      )}
    </div>
  );
}

/** A landing section: a width-limited block with its header. */
export function LandingSection({
  id,
  children,
  className = '',
}: {
  id: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section aria-labelledby={id} className={`mx-auto w-full max-w-6xl px-4 ${className}`}>
      {children}
    </section>
  );
}

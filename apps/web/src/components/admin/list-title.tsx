import type { ReactNode } from 'react';

/**
 * An admin list's heading: the title with its count badge (docs/spec.md §2, 'Pengguna' / 'Acara') and the
 * page's main buttons on the right. The badge appears once the total is known.
 */
export function ListTitle({
  title,
  count,
  countLabel,
  countNote,
  actions,
}: {
  title: string;
  count: number | undefined;
  /** Read by screen readers and shown as a tooltip, e.g. '24 pengguna'. */
  countLabel: (n: number) => string;
  /** What the badge counts in words ('akun anggota dan admin'), visible beside it. */
  countNote?: string;
  actions?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h1 className="font-bold text-2xl text-primary-900 sm:text-3xl">{title}</h1>
        {count !== undefined && (
          <span
            title={countLabel(count)}
            className="rounded-full bg-primary-100 px-3 py-0.5 font-semibold text-primary-800 tabular-nums"
          >
            <span aria-hidden="true">{count.toLocaleString('id-ID')}</span>
            <span className="sr-only">{countLabel(count)}</span>
          </span>
        )}
        {count !== undefined && countNote && <span className="text-base text-slate-600">{countNote}</span>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}

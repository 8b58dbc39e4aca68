import type { ReactNode } from 'react';
import { ADMIN_LIST_TEXT as T } from './admin-list-text.ts';

/**
 * The bulk-action bar above an admin list (docs/design.md): how many rows are picked, 'Batal pilih', and the
 * actions (BulkDeleteButton). It sticks under the topbar while the list scrolls, and lights up once rows
 * are selected. `leading` holds the select-all checkbox on phones (the table has it in its header); there
 * the bar stays one line: the count moves into the delete button and select-all doubles as 'Batal pilih'.
 */
export function SelectionBar({
  count,
  onClear,
  leading,
  children,
}: {
  count: number;
  onClear: () => void;
  leading?: ReactNode;
  children: ReactNode;
}) {
  const active = count > 0;
  return (
    <section
      aria-label={T.bulkBar}
      className={`sticky top-16 z-20 flex min-h-16 items-center justify-between gap-2 rounded-card px-3 py-2 shadow-card ring-1 transition-colors ${
        active ? 'bg-primary-50 ring-primary-200' : 'bg-white ring-slate-200'
      }`}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1">
        {leading}
        {/* With a select-all beside it (phones) the count is in the delete button; screen readers still hear it. */}
        <p aria-live="polite" className={leading ? 'sr-only' : 'font-semibold text-slate-800'}>
          {T.selected(count)}
        </p>
        {active && !leading && (
          <button
            type="button"
            onClick={onClear}
            className="inline-flex min-h-11 items-center rounded-lg px-2 font-semibold text-primary-800 underline-offset-2 hover:underline"
          >
            {T.clearSelection}
          </button>
        )}
      </div>
      <div className="flex shrink-0 gap-2">{children}</div>
    </section>
  );
}

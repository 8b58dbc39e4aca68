import { AlertTriangle, RotateCw } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { DASHBOARD_TEXT } from '#web/features/admin/dashboard/dashboard-text.ts';

/** One dashboard block: a white card named by its heading (a landmark region for screen readers). */
export function Panel({
  title,
  actions,
  children,
  className = '',
}: {
  title: ReactNode;
  /** Badges, selectors or links on the heading's line. */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={`min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5 ${className}`}
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <h2 id={id} className="font-bold text-lg text-primary-900">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** A block that failed to load: the server's message and a retry, without taking the rest of the page down. */
export function BlockError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = error instanceof Error && error.message ? error.message : '';
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-lg bg-red-50 p-4 ring-1 ring-red-200"
    >
      <p className="flex items-start gap-2 text-red-800">
        <AlertTriangle aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          <span className="block font-semibold">{DASHBOARD_TEXT.loadFailed}</span>
          {message && <span className="block text-base">{message}</span>}
        </span>
      </p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        {DASHBOARD_TEXT.retry}
      </Button>
    </div>
  );
}

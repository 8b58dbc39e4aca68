import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ADMIN_LIST_TEXT as T } from './admin-list-text.ts';

/** Rows shaped like the list while its first page loads, with a status line for screen readers. */
export function ListSkeleton({ rows = 6 }: { rows?: number }) {
  return (
    <>
      <p className="sr-only" role="status">
        {T.loading}
      </p>
      <div aria-hidden="true" className="space-y-2 rounded-card bg-white p-4 shadow-card">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder rows
          <div key={i} className="flex items-center gap-3">
            <Skeleton className="size-10 shrink-0 rounded-full" />
            <Skeleton className="h-10 flex-1" />
          </div>
        ))}
      </div>
    </>
  );
}

/**
 * The list failed to load: the message (the server's, or the screen's own) and a retry. `framed: false` when the
 * list already sits in a card (a tab, the door's participant list).
 */
export function ListError({
  message,
  onRetry,
  framed = true,
}: {
  message: string;
  onRetry: () => void;
  framed?: boolean;
}) {
  return (
    <div
      role="alert"
      className={framed ? 'rounded-card bg-white p-6 text-center shadow-card' : 'p-6 text-center'}
    >
      <p className="text-slate-700">{message || T.loadFailed}</p>
      <Button variant="secondary" className="mt-3" onClick={onRetry}>
        {T.retry}
      </Button>
    </div>
  );
}

/** The spec's empty sentence in a card, with the next step when there is one. */
export function ListEmpty({
  icon,
  title,
  description,
  action,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <div className="rounded-card bg-white shadow-card">
      <EmptyState icon={icon} title={title} description={description} action={action} />
    </div>
  );
}

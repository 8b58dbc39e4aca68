import { Inbox, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** An empty list or page: an icon, the spec's sentence and, when there is one, the next action. */
export function EmptyState({
  icon: Icon = Inbox,
  title,
  description,
  action,
  className = '',
}: {
  icon?: LucideIcon;
  title: string;
  description?: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={`flex flex-col items-center px-4 py-12 text-center ${className}`}>
      <span className="mb-4 flex size-20 items-center justify-center rounded-full bg-primary-50 text-primary-600 ring-8 ring-primary-50/50">
        <Icon aria-hidden="true" className="size-9" />
      </span>
      <p className="font-bold text-primary-900 text-xl">{title}</p>
      {description && <p className="mt-2 max-w-md text-base text-slate-700">{description}</p>}
      {action && <div className="mt-6">{action}</div>}
    </div>
  );
}

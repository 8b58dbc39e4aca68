import type { ReactNode } from 'react';

/** The spec's eight badge colours (section 2). */
export type BadgeColor = 'red' | 'purple' | 'orange' | 'green' | 'blue' | 'pink' | 'yellow' | 'grey';

/** One palette for every badge: a light tint with its 800 shade, all above 4.5:1 contrast. */
const COLORS: Record<BadgeColor, string> = {
  red: 'bg-red-100 text-red-800 ring-red-200',
  purple: 'bg-purple-100 text-purple-800 ring-purple-200',
  orange: 'bg-orange-100 text-orange-800 ring-orange-200',
  green: 'bg-green-100 text-green-800 ring-green-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  pink: 'bg-pink-100 text-pink-800 ring-pink-200',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-300',
  grey: 'bg-slate-100 text-slate-700 ring-slate-200',
};

const DOTS: Record<BadgeColor, string> = {
  red: 'bg-red-600',
  purple: 'bg-purple-600',
  orange: 'bg-orange-600',
  green: 'bg-green-600',
  blue: 'bg-blue-600',
  pink: 'bg-pink-600',
  yellow: 'bg-yellow-500',
  grey: 'bg-slate-500',
};

/** Event status colours of docs/spec.md §4: DRAFT yellow, PUBLISH green, EXPIRED red; anything else grey. */
export function statusBadgeColor(status: string | null | undefined): BadgeColor {
  switch (status) {
    case 'DRAFT':
      return 'yellow';
    case 'PUBLISH':
      return 'green';
    case 'EXPIRED':
      return 'red';
    default:
      return 'grey';
  }
}

export function Badge({
  color = 'grey',
  dot = false,
  className = '',
  children,
}: {
  color?: BadgeColor;
  /** A small coloured dot before the text (status badges). */
  dot?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      className={`inline-flex items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 py-0.5 font-semibold text-sm ring-1 ring-inset ${COLORS[color]} ${className}`}
    >
      {dot && <span aria-hidden="true" className={`size-2 rounded-full ${DOTS[color]}`} />}
      {children}
    </span>
  );
}

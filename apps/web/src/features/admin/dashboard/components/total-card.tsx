import type { TotalFigure } from '@alumni/contract';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowDownRight, ArrowUpRight, type LucideIcon, Minus } from 'lucide-react';
import { useId } from 'react';
import { Badge } from '#web/components/ui/badge.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import {
  formatCount,
  type TrendDirection,
  trendAlt,
  trendOf,
} from '#web/features/admin/dashboard/dashboard-logic.ts';
import { BlockError } from './panel.tsx';
import { TrendLine } from './trend-line.tsx';

const ARROWS: Record<TrendDirection, LucideIcon> = { down: ArrowDownRight, same: Minus, up: ArrowUpRight };
/** Line colours by direction (the badge tints' 600 shades): red falling, amber flat, green rising. */
const LINE_COLORS: Record<TrendDirection, string> = { down: '#dc2626', same: '#ca8a04', up: '#16a34a' };

/**
 * 'Total User' / 'Total Acara': the total, its growth since last month with this month's new rows beside it
 * (docs/decisions/022), and the 6-month trend line.
 */
export function TotalCard({
  title,
  note,
  newLabel,
  icon: Icon,
  query,
}: {
  title: string;
  /** What the total counts, under the title ('Anggota terdaftar, tanpa admin'). */
  note: string;
  /** 'x anggota baru bulan ini'. */
  newLabel: (n: string) => string;
  icon: LucideIcon;
  query: UseQueryResult<TotalFigure>;
}) {
  const id = useId();
  const figure = query.data;
  const trend = figure ? trendOf(figure.percentageValue) : null;
  const Arrow = trend ? ARROWS[trend.direction] : Minus;
  return (
    <section
      aria-labelledby={`${id}-title`}
      aria-busy={query.isPending}
      className="min-w-0 rounded-card bg-white p-4 shadow-card ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-center gap-3">
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-700">
          <Icon aria-hidden="true" className="size-6" />
        </span>
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="font-semibold text-base text-slate-700">
            {title}
          </h2>
          <p className="text-slate-600 text-sm">{note}</p>
        </div>
      </div>
      {query.isPending ? (
        <div className="mt-3 space-y-2">
          <div className="flex items-end justify-between gap-4">
            <Skeleton className="h-9 w-28" />
            <Skeleton className="h-16 w-32 sm:w-40" />
          </div>
          <Skeleton className="h-6 w-48" />
        </div>
      ) : query.isError || !figure || !trend ? (
        <div className="mt-4">
          <BlockError error={query.error} onRetry={() => void query.refetch()} />
        </div>
      ) : (
        <div className="mt-3">
          <div className="flex items-end justify-between gap-4">
            <p className="font-bold text-3xl text-primary-900 tabular-nums" data-testid="total-value">
              {formatCount(figure.total)}
            </p>
            <div className="w-32 shrink-0 sm:w-40">
              <TrendLine
                values={figure.trend}
                color={LINE_COLORS[trend.direction]}
                id={id.replace(/:/g, '')}
              />
            </div>
          </div>
          <p className="sr-only">{trendAlt(figure.trend)}</p>
          <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge color={trend.color}>
              <Arrow aria-hidden="true" className="size-4" />
              {trend.label}
            </Badge>
            <span className="text-slate-700 text-sm" data-testid="total-new">
              {newLabel(formatCount(figure.newThisMonth))}
            </span>
          </div>
        </div>
      )}
    </section>
  );
}

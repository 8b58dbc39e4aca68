import { ChevronLeft, ChevronRight } from 'lucide-react';
import { pageWindow } from '#web/lib/pagination.ts';

export const PAGINATION_TEXT = {
  nav: 'Paginasi',
  previous: 'Sebelumnya',
  next: 'Selanjutnya',
  page: (n: number) => `Halaman ${n}`,
} as const;

const TARGET = 'inline-flex h-11 min-w-11 items-center justify-center rounded-lg font-semibold text-base';

/**
 * Page buttons (docs/spec.md §§4 and 9): previous/next blocked at the ends, pages from 1, out-of-range
 * requests ignored. On phones previous/next sit on their own row under the numbers so every target stays
 * 44 px wide; from `sm` up they flank them.
 */
export function Pagination({
  page,
  totalPages,
  onChange,
  className = '',
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  className?: string;
}) {
  if (totalPages <= 1) return null;
  const go = (target: number) => {
    if (Number.isInteger(target) && target >= 1 && target <= totalPages && target !== page) onChange(target);
  };
  const arrow = `${TARGET} flex-1 gap-1 border border-slate-300 bg-white px-3 text-primary-800 hover:bg-primary-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-400 disabled:hover:bg-white sm:flex-none`;

  return (
    <nav
      aria-label={PAGINATION_TEXT.nav}
      className={`flex flex-wrap items-center justify-center gap-2 ${className}`}
    >
      <button
        type="button"
        className={`order-2 sm:order-none ${arrow}`}
        disabled={page <= 1}
        onClick={() => go(page - 1)}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
        <span>{PAGINATION_TEXT.previous}</span>
      </button>
      <ul className="order-1 flex w-full items-center justify-center gap-1 sm:order-none sm:w-auto">
        {pageWindow(page, totalPages).map((slot, i) =>
          slot === 'ellipsis' ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: an ellipsis has no identity besides its position
            <li key={`e${i}`} aria-hidden="true" className={`${TARGET} text-slate-600`}>
              …
            </li>
          ) : (
            <li key={slot}>
              <button
                type="button"
                aria-label={PAGINATION_TEXT.page(slot)}
                aria-current={slot === page ? 'page' : undefined}
                onClick={() => go(slot)}
                className={`${TARGET} px-2 ${
                  slot === page
                    ? 'bg-primary-800 text-white shadow-sm'
                    : 'text-primary-800 hover:bg-primary-50'
                }`}
              >
                {slot}
              </button>
            </li>
          ),
        )}
      </ul>
      <button
        type="button"
        className={`order-3 sm:order-none ${arrow}`}
        disabled={page >= totalPages}
        onClick={() => go(page + 1)}
      >
        <span>{PAGINATION_TEXT.next}</span>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </nav>
  );
}

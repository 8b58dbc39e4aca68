import { ChevronLeft, ChevronRight } from 'lucide-react';

export const PAGE_PAGER_TEXT = {
  nav: 'Paginasi',
  pageOf: (page: number, total: number) => `Halaman ${page} dari ${total}`,
  previous: 'Sebelumnya',
  next: 'Selanjutnya',
} as const;

const ARROW =
  'inline-flex min-h-11 items-center justify-center gap-1 rounded-lg border border-slate-300 bg-white px-3 font-semibold text-base text-primary-800 hover:bg-primary-50 disabled:cursor-not-allowed disabled:border-slate-200 disabled:text-slate-500 disabled:hover:bg-white';

/**
 * The admin tables' paging (docs/spec.md §2): 'Halaman X dari Y' between 'Sebelumnya' and 'Selanjutnya',
 * each blocked at its end (section 4).
 */
export function PagePager({
  page,
  totalPages,
  onChange,
}: {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}) {
  const last = Math.max(1, totalPages);
  return (
    <nav aria-label={PAGE_PAGER_TEXT.nav} className="flex items-center justify-between gap-2">
      <button type="button" className={ARROW} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-5" />
        {PAGE_PAGER_TEXT.previous}
      </button>
      <p aria-live="polite" className="text-center font-medium text-slate-700">
        {PAGE_PAGER_TEXT.pageOf(Math.min(page, last), last)}
      </p>
      <button type="button" className={ARROW} disabled={page >= last} onClick={() => onChange(page + 1)}>
        {PAGE_PAGER_TEXT.next}
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </nav>
  );
}

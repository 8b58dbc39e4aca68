import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';

/**
 * A row's link to its detail page. In the dense desktop table (`wide`) only the arrow shows, in a 44 px
 * target; the tooltip and the accessible name ('Detail …' with the row's name) say what it opens.
 * On phone cards it reads 'Detail' with the arrow.
 */
export function DetailLink({
  to,
  label,
  text,
  wide,
}: {
  to: string;
  /** The accessible name, naming the row. */
  label: string;
  /** The visible word ('Detail'). */
  text: string;
  wide?: boolean;
}) {
  return (
    <Link
      to={to}
      aria-label={label}
      title={wide ? text : undefined}
      className={`inline-flex min-h-11 items-center justify-center gap-1 rounded-lg font-semibold text-primary-800 ring-1 ring-primary-200 hover:bg-primary-50 hover:text-primary-900 ${
        wide ? 'min-w-11' : 'px-3'
      }`}
    >
      {!wide && text}
      <ChevronRight aria-hidden="true" className={wide ? 'size-5' : 'size-4'} />
    </Link>
  );
}

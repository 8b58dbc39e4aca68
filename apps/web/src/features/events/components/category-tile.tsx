import { LayoutGrid } from 'lucide-react';
import { CategoryIcon } from '#web/components/event/category-icon.tsx';

/**
 * One category filter (or 'All' when `iconUrl` is undefined and `all` is set): a 44 px+ toggle button,
 * aria-pressed when it is the current filter.
 */
export function CategoryTile({
  label,
  count,
  iconUrl,
  all = false,
  selected,
  onSelect,
}: {
  label: string;
  count?: string;
  iconUrl?: string | null;
  all?: boolean;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      className={`flex h-full min-h-14 w-full items-center gap-3 rounded-xl px-3 py-2.5 text-left ring-1 transition-colors duration-150 ${
        selected
          ? 'bg-primary-800 text-white shadow-sm ring-primary-800'
          : 'bg-white text-primary-900 ring-slate-300 hover:bg-primary-50 hover:ring-primary-300'
      }`}
    >
      <span
        className={`flex size-10 shrink-0 items-center justify-center overflow-hidden rounded-lg ${
          selected ? 'bg-white/15 text-accent-300' : 'bg-primary-50 text-primary-700'
        }`}
      >
        {all ? (
          <LayoutGrid aria-hidden="true" className="size-5" />
        ) : (
          <CategoryIcon iconUrl={iconUrl} className="size-10" fallbackClassName="size-5" />
        )}
      </span>
      <span className="min-w-0 flex-1">
        <span className="line-clamp-2 font-semibold text-base leading-tight [overflow-wrap:anywhere]">
          {label}
        </span>
        {count && (
          <span className={`block text-sm ${selected ? 'text-primary-100' : 'text-slate-600'}`}>{count}</span>
        )}
      </span>
    </button>
  );
}

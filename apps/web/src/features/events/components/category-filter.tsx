import type { EventCategory } from '@alumni/contract';
import { ChevronDown, ChevronUp, LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { EVENT_LIST_TEXT } from '#web/features/events/events-text.ts';
import { useMediaQuery } from '#web/lib/use-media-query.ts';
import { CategoryModal } from './category-modal.tsx';
import { CategoryTile } from './category-tile.tsx';

/** docs/spec.md §2: 'All' plus the first three categories; the rest behind 'Lihat Lebih Banyak'. */
export const COLLAPSED_CATEGORY_COUNT = 3;
/** From this width the toggle unfolds the tiles in place; below it the toggle opens a sheet. */
const WIDE = '(min-width: 640px)';

const GRID = 'grid grid-cols-2 gap-2.5 sm:grid-cols-3 sm:gap-3 lg:grid-cols-5';

/**
 * The category filter. A selected category that is not among the first three stays visible while the
 * list is folded, so the member always sees what is filtering the events.
 */
export function CategoryFilter({
  categories,
  loading,
  selectedId,
  onSelect,
}: {
  categories: readonly EventCategory[];
  loading: boolean;
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
}) {
  const wide = useMediaQuery(WIDE);
  const [expanded, setExpanded] = useState(false);
  const [sheetOpen, setSheetOpen] = useState(false);

  if (loading) {
    return (
      <div aria-hidden="true" className={GRID}>
        {Array.from({ length: COLLAPSED_CATEGORY_COUNT + 1 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders never reorder
          <Skeleton key={i} className="h-15 rounded-xl" />
        ))}
      </div>
    );
  }

  const showAll = wide && expanded;
  const visible = showAll
    ? categories
    : categories.filter((c, i) => i < COLLAPSED_CATEGORY_COUNT || c.id === selectedId);
  const hasMore = categories.length > COLLAPSED_CATEGORY_COUNT;
  const toggleLabel = showAll ? EVENT_LIST_TEXT.showLess : EVENT_LIST_TEXT.showMore;
  const ToggleIcon = showAll ? ChevronUp : wide ? ChevronDown : LayoutGrid;

  return (
    <>
      <ul aria-label={EVENT_LIST_TEXT.categoriesLabel} className={GRID}>
        <li>
          <CategoryTile
            all
            label={EVENT_LIST_TEXT.allCategory}
            selected={selectedId === undefined}
            onSelect={() => onSelect(undefined)}
          />
        </li>
        {visible.map((c) => (
          <li key={c.id}>
            <CategoryTile
              label={c.displayName}
              iconUrl={c.iconUrl}
              count={c.eventCount === undefined ? undefined : EVENT_LIST_TEXT.categoryCount(c.eventCount)}
              selected={selectedId === c.id}
              onSelect={() => onSelect(c.id)}
            />
          </li>
        ))}
        {hasMore && (
          <li className={visible.length % 2 === 1 ? 'col-span-2 sm:col-span-1' : ''}>
            <button
              type="button"
              onClick={() => (wide ? setExpanded((v) => !v) : setSheetOpen(true))}
              aria-expanded={wide ? showAll : undefined}
              aria-haspopup={wide ? undefined : 'dialog'}
              className="flex h-full min-h-14 w-full items-center justify-center gap-2 rounded-xl border-2 border-primary-300 border-dashed px-3 py-2.5 font-semibold text-base text-primary-800 transition-colors duration-150 hover:border-primary-500 hover:bg-primary-50"
            >
              <ToggleIcon aria-hidden="true" className="size-5 shrink-0" />
              {toggleLabel}
            </button>
          </li>
        )}
      </ul>
      <CategoryModal
        open={sheetOpen && !wide}
        categories={categories}
        selectedId={selectedId}
        onSelect={onSelect}
        onClose={() => setSheetOpen(false)}
      />
    </>
  );
}

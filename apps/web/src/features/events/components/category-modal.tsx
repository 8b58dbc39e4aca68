import type { EventCategory } from '@alumni/contract';
import { X } from 'lucide-react';
import { type MouseEvent, useId } from 'react';
import { useModalDialog } from '#web/components/ui/use-modal-dialog.ts';
import { EVENT_LIST_TEXT } from '#web/features/events/events-text.ts';
import { CategoryTile } from './category-tile.tsx';

/**
 * Phones: every category in a sheet rising from the bottom (a modal <dialog>: focus kept inside, Escape,
 * 'Tutup' or a tap on the dimmed page closes it). Choosing a category applies it and closes the sheet.
 */
export function CategoryModal({
  open,
  categories,
  selectedId,
  onSelect,
  onClose,
}: {
  open: boolean;
  categories: readonly EventCategory[];
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
  onClose: () => void;
}) {
  if (!open) return null;
  return (
    <OpenCategoryModal
      categories={categories}
      selectedId={selectedId}
      onSelect={onSelect}
      onClose={onClose}
    />
  );
}

function OpenCategoryModal({
  categories,
  selectedId,
  onSelect,
  onClose,
}: {
  categories: readonly EventCategory[];
  selectedId: number | undefined;
  onSelect: (id: number | undefined) => void;
  onClose: () => void;
}) {
  const titleId = useId();
  const ref = useModalDialog({ onClose });

  const onBackdrop = (e: MouseEvent<HTMLDialogElement>) => {
    if (e.target !== e.currentTarget) return;
    const r = e.currentTarget.getBoundingClientRect();
    if (e.clientX < r.left || e.clientX > r.right || e.clientY < r.top || e.clientY > r.bottom) onClose();
  };

  const choose = (id: number | undefined) => {
    onSelect(id);
    onClose();
  };

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop tap is a pointer shortcut; Escape and 'Tutup' are the keyboard ways
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      onClick={onBackdrop}
      className="m-0 mt-auto max-h-[85dvh] w-full max-w-none animate-dialog-in overflow-hidden rounded-t-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-primary-900/60"
    >
      <div className="flex max-h-[85dvh] flex-col">
        <header className="flex items-center gap-3 border-slate-200 border-b px-4 py-3">
          <h2 id={titleId} className="min-w-0 flex-1 font-bold text-primary-900 text-xl">
            {EVENT_LIST_TEXT.categoriesLabel}
          </h2>
          <button
            type="button"
            aria-label={EVENT_LIST_TEXT.close}
            onClick={onClose}
            className="flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-6" />
          </button>
        </header>
        <ul className="grid min-h-0 flex-1 grid-cols-1 gap-2.5 overflow-y-auto px-4 pt-4 pb-6 min-[420px]:grid-cols-2">
          <li>
            <CategoryTile
              all
              label={EVENT_LIST_TEXT.allCategory}
              selected={selectedId === undefined}
              onSelect={() => choose(undefined)}
            />
          </li>
          {categories.map((c) => (
            <li key={c.id}>
              <CategoryTile
                label={c.displayName}
                iconUrl={c.iconUrl}
                count={c.eventCount === undefined ? undefined : EVENT_LIST_TEXT.categoryCount(c.eventCount)}
                selected={selectedId === c.id}
                onSelect={() => choose(c.id)}
              />
            </li>
          ))}
        </ul>
      </div>
    </dialog>
  );
}

import { useCallback, useState } from 'react';
import { type SelectAllState, selectAllState, toggleAll, toggleOne, visibleSelection } from './selection.ts';

const EMPTY: ReadonlySet<number> = new Set();

export interface PageSelection {
  /** Selected ids that are on the current page, in page order (what a bulk action sends). */
  ids: number[];
  isSelected(id: number): boolean;
  toggle(id: number): void;
  toggleAll(): void;
  clear(): void;
  /** For the select-all checkbox: 'some' shows it indeterminate. */
  allState: SelectAllState;
}

/**
 * Checkbox selection over one page of rows. `pageIds` are the rows that may be selected; `resetKey` names the
 * page (page, search, sort): when it changes the selection starts empty, so a bulk action never hits rows
 * the admin can no longer see. Rows that leave the page (deleted, refetched) drop out of `ids` too.
 */
export function usePageSelection(pageIds: readonly number[], resetKey: string): PageSelection {
  const [state, setState] = useState<{ key: string; selected: Set<number> }>({
    key: resetKey,
    selected: new Set(),
  });
  // Derived reset: a selection made under another key counts as empty (no effect, no flash of old ticks).
  const selected = state.key === resetKey ? state.selected : EMPTY;
  const ids = visibleSelection(selected, pageIds);

  const update = useCallback(
    (fn: (s: ReadonlySet<number>) => Set<number>) =>
      setState((prev) => ({ key: resetKey, selected: fn(prev.key === resetKey ? prev.selected : EMPTY) })),
    [resetKey],
  );

  return {
    ids,
    isSelected: (id) => selected.has(id) && pageIds.includes(id),
    toggle: (id) => update((s) => toggleOne(s, id)),
    toggleAll: () => update((s) => toggleAll(s, pageIds)),
    clear: () => update(() => new Set()),
    allState: selectAllState(selected, pageIds),
  };
}

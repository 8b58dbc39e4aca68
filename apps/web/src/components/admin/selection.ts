/**
 * Row selection of an admin table (docs/spec.md §5): select-all picks the selectable rows of the current page,
 * at most a page (10). Pure functions; use-page-selection.ts holds the state.
 */
import { ADMIN_PAGE_SIZE } from './list-params.ts';

export type SelectAllState = 'none' | 'some' | 'all';

/** The selected ids that are still on the page, in page order. */
export function visibleSelection(selected: ReadonlySet<number>, pageIds: readonly number[]): number[] {
  return pageIds.filter((id) => selected.has(id));
}

export function selectAllState(selected: ReadonlySet<number>, pageIds: readonly number[]): SelectAllState {
  const n = visibleSelection(selected, pageIds).length;
  if (n === 0) return 'none';
  return n >= Math.min(pageIds.length, ADMIN_PAGE_SIZE) ? 'all' : 'some';
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** Everything selected -> nothing; otherwise the first 10 ids of the page. */
export function toggleAll(selected: ReadonlySet<number>, pageIds: readonly number[]): Set<number> {
  if (selectAllState(selected, pageIds) === 'all') return new Set();
  return new Set(pageIds.slice(0, ADMIN_PAGE_SIZE));
}

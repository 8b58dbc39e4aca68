/** Pagination rules of docs/spec.md §§4 and 9: pages start at 1, page count = ceil(total / limit). */

export type PageSlot = number | 'ellipsis';

/** Beyond this many pages the window switches to first, last, current±1 and ellipses. */
export const MAX_SLOTS = 7;

export function pageCount(total: number, limit: number): number {
  if (!Number.isFinite(total) || !Number.isFinite(limit) || total <= 0 || limit <= 0) return 0;
  return Math.ceil(total / limit);
}

/** An integer page within 1..totalPages (1 when there are no pages or the input is not a number). */
export function clampPage(page: number, totalPages: number): number {
  const last = Math.max(1, Math.floor(totalPages) || 1);
  if (!Number.isFinite(page)) return 1;
  return Math.min(last, Math.max(1, Math.trunc(page)));
}

/**
 * The page buttons to show: every page when there are 7 or fewer, otherwise always 7 slots (first, last,
 * current±1 and ellipses) so the control keeps its width while paging.
 */
export function pageWindow(current: number, totalPages: number): PageSlot[] {
  const total = Math.max(0, Math.floor(totalPages) || 0);
  if (total === 0) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (total <= MAX_SLOTS) return range(1, total);
  const c = clampPage(current, total);
  // Near an end, the five pages next to it stay visible instead of a lone ellipsis gap of one page.
  if (c <= 4) return [...range(1, 5), 'ellipsis', total];
  if (c >= total - 3) return [1, 'ellipsis', ...range(total - 4, total)];
  return [1, 'ellipsis', c - 1, c, c + 1, 'ellipsis', total];
}

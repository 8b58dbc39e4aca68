import type { ListPage } from '@alumni/contract';

/**
 * 'Muat lagi' of a list paged by 1-based page number (the directories, docs/decisions/027): the next page, or
 * undefined once every match is loaded (or a page came back empty).
 */
export function nextPage(pages: readonly ListPage<unknown>[], limit: number): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.datas.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  return loaded < total && (pages.at(-1)?.datas.length ?? 0) > 0 ? Math.floor(loaded / limit) + 1 : undefined;
}

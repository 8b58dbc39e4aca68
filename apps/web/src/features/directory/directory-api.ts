import { DIRECTORY_DEFAULT_LIMIT, type DirectoryListResult, type DirectoryQuery } from '@alumni/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';

export type DirectoryPage = DirectoryListResult['result'];

/** The next 1-based page, or undefined once every match is loaded. */
export function nextPage(pages: DirectoryPage[], limit = DIRECTORY_DEFAULT_LIMIT): number | undefined {
  const loaded = pages.reduce((n, p) => n + p.datas.length, 0);
  const total = pages.at(-1)?.total ?? 0;
  return loaded < total && (pages.at(-1)?.datas.length ?? 0) > 0 ? Math.floor(loaded / limit) + 1 : undefined;
}

/** GET /api/v1/directory, page by page for 'Muat lagi' (docs/decisions/027). */
export const useDirectory = (filter: Omit<DirectoryQuery, 'offset' | 'limit'>) =>
  useInfiniteQuery({
    queryKey: ['directory', filter] as const,
    queryFn: ({ pageParam, signal }) =>
      api<DirectoryPage>('/api/v1/directory', {
        query: { ...filter, offset: pageParam, limit: DIRECTORY_DEFAULT_LIMIT },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages),
    placeholderData: keepPreviousData,
  });

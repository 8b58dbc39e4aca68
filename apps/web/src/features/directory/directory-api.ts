import { DIRECTORY_DEFAULT_LIMIT, type DirectoryListResult, type DirectoryQuery } from '@alumni/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { nextPage } from '#web/lib/next-page.ts';

export type DirectoryPage = DirectoryListResult['result'];

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
    getNextPageParam: (_last, pages) => nextPage(pages, DIRECTORY_DEFAULT_LIMIT),
    placeholderData: keepPreviousData,
  });

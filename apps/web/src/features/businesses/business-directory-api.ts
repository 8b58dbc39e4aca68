import {
  type BusinessDirectoryQuery,
  type BusinessDirectoryResult,
  DIRECTORY_DEFAULT_LIMIT,
} from '@alumni/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { nextPage } from '#web/lib/next-page.ts';

export type BusinessPage = BusinessDirectoryResult['result'];

/** GET /api/v1/directory/business, page by page for 'Muat lagi' (docs/decisions/027). */
export const useBusinessDirectory = (filter: Omit<BusinessDirectoryQuery, 'offset' | 'limit'>) =>
  useInfiniteQuery({
    queryKey: ['business-directory', filter] as const,
    queryFn: ({ pageParam, signal }) =>
      api<BusinessPage>('/api/v1/directory/business', {
        query: { ...filter, offset: pageParam, limit: DIRECTORY_DEFAULT_LIMIT },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (_last, pages) => nextPage(pages, DIRECTORY_DEFAULT_LIMIT),
    placeholderData: keepPreviousData,
  });

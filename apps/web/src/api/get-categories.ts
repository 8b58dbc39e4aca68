import type { EventCategory, ListPage } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '#web/lib/api.ts';
import { initialAnswer } from '#web/lib/initial-data.ts';

const CATEGORIES_QUERY = { offset: 0, limit: 99999 };

export type CategoriesPage = ListPage<EventCategory>;

/** GET /api/v1/event-category?offset=0&limit=99999: every category (docs/spec.md §7), with event counts. */
export function getCategories(signal?: AbortSignal): Promise<CategoriesPage> {
  return api<CategoriesPage>('/api/v1/event-category', { query: CATEGORIES_QUERY, signal });
}

/** Categories change rarely: kept fresh for five minutes. */
export const categoriesQueryOptions = () =>
  queryOptions({
    queryKey: ['event-categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: 5 * 60_000,
    initialData: () =>
      initialAnswer<CategoriesPage>(withQuery('/api/v1/event-category', CATEGORIES_QUERY), {
        forEveryone: true,
      }),
  });

export function useCategories() {
  return useQuery(categoriesQueryOptions());
}

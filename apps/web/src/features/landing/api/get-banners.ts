import type { Banner, BannerListResult, BannerPlacement } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, withQuery } from '#web/lib/api.ts';
import { initialAnswer } from '#web/lib/initial-data.ts';

/** GET /api/v1/banner?type=HEROES|GALLERY: the hero carousel's or the gallery's banners, in their set order. */
export async function getBanners(type: BannerPlacement, signal?: AbortSignal): Promise<Banner[]> {
  const result = await api<BannerListResult['result']>('/api/v1/banner', { query: { type }, signal });
  return result.datas;
}

/** Banners change rarely: kept fresh for five minutes. */
export const bannersQueryOptions = (type: BannerPlacement) =>
  queryOptions({
    queryKey: ['banners', type],
    queryFn: ({ signal }) => getBanners(type, signal),
    staleTime: 5 * 60_000,
    initialData: () =>
      initialAnswer<BannerListResult['result']>(withQuery('/api/v1/banner', { type }), { forEveryone: true })
        ?.datas,
  });

export function useBanners(type: BannerPlacement) {
  return useQuery(bannersQueryOptions(type));
}

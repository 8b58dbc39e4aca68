import type { PickedPhoto } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '#web/lib/api.ts';
import { initialAnswer } from '#web/lib/initial-data.ts';

export const PICKED_PHOTOS_URL = '/api/v1/album/picked';

/** GET /api/v1/album/picked: the album photos the committee picked for the gallery (docs/decisions/032). */
export function getPickedPhotos(signal?: AbortSignal): Promise<PickedPhoto[]> {
  return api<PickedPhoto[]>(PICKED_PHOTOS_URL, { signal });
}

/** The same for everyone; in the landing's HTML for its first screen (apps/server/src/modules/pages). */
export const pickedPhotosQueryOptions = () =>
  queryOptions({
    queryKey: ['album-picked'],
    queryFn: ({ signal }) => getPickedPhotos(signal),
    staleTime: 5 * 60_000,
    initialData: () => initialAnswer<PickedPhoto[]>(PICKED_PHOTOS_URL, { forEveryone: true }),
  });

export function usePickedPhotos() {
  return useQuery(pickedPhotosQueryOptions());
}

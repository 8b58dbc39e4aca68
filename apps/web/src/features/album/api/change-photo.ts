import type { AlbumSettings, EventPhoto } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { pickedPhotosQueryOptions } from '#web/api/get-picked-photos.ts';
import { api } from '#web/lib/api.ts';
import { albumQueryOptions } from './get-album.ts';

/** DELETE /api/v1/event/{id}/photos/{photoId}: the uploader or an admin. */
export function deletePhoto(eventId: number, photoId: number): Promise<unknown> {
  return api(`/api/v1/event/${eventId}/photos/${photoId}`, { method: 'DELETE' });
}

/** PATCH /api/v1/event/{id}/photos/{photoId} {hidden?, picked?}: admins. */
export function moderatePhoto(
  eventId: number,
  photoId: number,
  change: { hidden?: boolean; picked?: boolean },
): Promise<EventPhoto> {
  return api<EventPhoto>(`/api/v1/event/${eventId}/photos/${photoId}`, { method: 'PATCH', body: change });
}

/** PUT /api/v1/event/{id}/album {public?, committeeOnly?}: admins. */
export function saveAlbumSettings(eventId: number, change: Partial<AlbumSettings>): Promise<AlbumSettings> {
  return api<AlbumSettings>(`/api/v1/event/${eventId}/album`, { method: 'PUT', body: change });
}

/** Each change reads the album again (every viewer's copy) and the landing's picked photos. */
function useRefresh(eventId: number) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: albumQueryOptions(eventId).queryKey });
    void queryClient.invalidateQueries({ queryKey: pickedPhotosQueryOptions().queryKey });
  };
}

export function useDeletePhoto(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({ mutationFn: (photoId: number) => deletePhoto(eventId, photoId), onSettled: refresh });
}

export function useModeratePhoto(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (v: { photoId: number; hidden?: boolean; picked?: boolean }) =>
      moderatePhoto(eventId, v.photoId, { hidden: v.hidden, picked: v.picked }),
    onSettled: refresh,
  });
}

export function useAlbumSettings(eventId: number) {
  const refresh = useRefresh(eventId);
  return useMutation({
    mutationFn: (change: Partial<AlbumSettings>) => saveAlbumSettings(eventId, change),
    onSettled: refresh,
  });
}

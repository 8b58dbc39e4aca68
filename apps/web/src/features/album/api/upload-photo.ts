import type { EventPhoto } from '@alumni/contract';
import { ALBUM_TEXT } from '#web/features/album/album-text.ts';
import { readSession } from '#web/lib/session.ts';
import { refreshSessionIfDue } from '#web/lib/session-lifetime.ts';

/**
 * POST /api/v1/event/{id}/photos (multipart 'image'): one photo. XMLHttpRequest rather than fetch because
 * only it reports how much of the body has gone out, which is the honest progress on a slow connection.
 * Rejects with the server's Indonesian message, or the connection message when nothing came back.
 */
export async function uploadPhoto(
  eventId: number,
  picture: Blob,
  name: string,
  onProgress: (fraction: number) => void,
): Promise<EventPhoto> {
  await refreshSessionIfDue();
  const token = readSession()?.token;
  const form = new FormData();
  const filename = picture.type === 'image/jpeg' && !/\.jpe?g$/i.test(name) ? `${name}.jpg` : name;
  form.append('image', picture, filename);
  return new Promise<EventPhoto>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/v1/event/${eventId}/photos`);
    xhr.setRequestHeader('accept', 'application/json');
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { result?: EventPhoto; message?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not JSON (a proxy's page): the generic message below.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.result) resolve(body.result);
      else reject(new Error(typeof body.message === 'string' ? body.message : ALBUM_TEXT.upload.failed));
    };
    xhr.onerror = () => reject(new Error(ALBUM_TEXT.upload.network));
    xhr.ontimeout = xhr.onerror;
    xhr.send(form);
  });
}

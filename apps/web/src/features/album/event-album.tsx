import type { EventItem } from '@alumni/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { parseEventDate } from '#web/lib/dates.ts';

/** The album's code (grid, uploader, viewer) loads only when an album is shown: the event page stays light. */
const AlbumSection = lazy(() => import('./components/album-section.tsx'));

/**
 * 'Album Foto' on the event page (docs/decisions/032-event-album.md), once the event has begun: before that
 * there are no photos to show and no request is made. Rendered only after the page has mounted, so the
 * server's rendering of /event/{id} (which has no window) and the browser's first render agree, and the
 * album's code and answer never hold up the page's first paint.
 */
export function EventAlbum({
  event,
}: {
  event: Pick<EventItem, 'id' | 'name' | 'startDate' | 'isFinished'>;
}) {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  if (!mounted || !hasStarted(event)) return null;
  return (
    <Suspense fallback={null}>
      <AlbumSection eventId={event.id} eventName={event.name} />
    </Suspense>
  );
}

/** Finished, or its start ('DD/MM/YYYY HH:mm' in the community's zone) has passed. */
export function hasStarted(
  event: Pick<EventItem, 'startDate' | 'isFinished'>,
  now: number = Date.now(),
): boolean {
  if (event.isFinished) return true;
  const start = parseEventDate(event.startDate);
  return start !== null && start.getTime() <= now;
}

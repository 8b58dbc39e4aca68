import { AdminEventDetailPage } from '#web/features/admin/events/event-detail-page.tsx';
import { AdminAlbumTab } from '#web/features/album/admin-album-tab.tsx';

/**
 * /admin/event/{id}: the back office's event page with the album feature as its 'Album' tab
 * (docs/decisions/032-event-album.md). Features never import each other; they meet here.
 */
export function AdminEventDetailRoute() {
  return <AdminEventDetailPage renderAlbum={(id, name) => <AdminAlbumTab eventId={id} eventName={name} />} />;
}

import { EventAlbum } from '#web/features/album/event-album.tsx';
import { CommentsSection } from '#web/features/comments/comments-section.tsx';
import { EventDetailPage } from '#web/features/event-detail/event-detail-page.tsx';
import { EventFunds } from '#web/features/funds/event-funds.tsx';

/**
 * /event/{id}: the event detail page with the comments feature plugged into its slot (below the
 * description, members only). Features never import each other; they meet here.
 */
export function EventDetailRoute() {
  return (
    <EventDetailPage
      renderComments={(id) => <CommentsSection eventId={id} />}
      renderFunds={(id) => <EventFunds eventId={id} />}
      renderAlbum={(event) => <EventAlbum event={event} />}
    />
  );
}

import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { eventDetailQueryOptions, useEventDetail } from '#web/api/get-event-detail.ts';
import { ProfileTabs } from '#web/components/profile/profile-tabs.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton, SkeletonText } from '#web/components/ui/skeleton.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { ApiError } from '#web/lib/api.ts';
import { paths } from '#web/lib/paths.ts';
import { parseRouteId } from '#web/lib/route-id.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSession } from '#web/lib/use-session.ts';
import { useDeleteEvents } from './api/delete-events.ts';
import { CommentsTab } from './detail/components/comments-tab.tsx';
import { DetailHeader } from './detail/components/detail-header.tsx';
import { OverviewTab } from './detail/components/overview-tab.tsx';
import { ParticipantsTab } from './detail/components/participants-tab.tsx';
import { WaitlistSection } from './detail/components/waitlist-section.tsx';
import { DETAIL_TEXT as T } from './detail/detail-text.ts';

function DetailSkeleton() {
  return (
    <div aria-hidden="true" className="space-y-4">
      <Skeleton className="h-11 w-80 max-w-full" />
      <div className="space-y-4 rounded-card bg-white p-6 shadow-card">
        <Skeleton className="aspect-[4/1] w-full max-w-md" />
        <SkeletonText lines={6} />
      </div>
    </div>
  );
}

/**
 * /admin/event/{id} (docs/spec.md §2): the name with its status dot and a read-only status
 * select, then the tabs Overview, Partisipan and Komentar (the tab in `?tab=`). A missing or deleted
 * event goes to /404; after 'Hapus' the admin is back on the list.
 */
export function AdminEventDetailPage({
  renderAlbum,
}: {
  /** The 'Album' tab (docs/decisions/032-event-album.md), composed in app/routes/admin-event-detail-route.tsx. */
  renderAlbum?: (eventId: number, eventName: string) => ReactNode;
} = {}) {
  const params = useParams();
  const id = parseRouteId(params.id);
  const session = useSession();
  const viewer = session?.user.id ?? 0;
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  // Once deleted, the event's own query stops: its 404 must not send the admin to /404 on the way out.
  const [deleted, setDeleted] = useState(false);
  const detail = useEventDetail(id ?? 0, viewer, id !== null && !deleted);
  const remove = useDeleteEvents();
  const event = detail.data;
  const notFound = !deleted && (id === null || (detail.error instanceof ApiError && detail.error.status > 0));

  useDocumentTitle(event?.name ?? T.detail);
  useEffect(() => {
    if (notFound) navigate(paths.notFound, { replace: true });
  }, [notFound, navigate]);

  const deleteEvent = () => {
    if (!event) return Promise.resolve();
    return remove
      .mutateAsync({ eventIds: [event.id] })
      .then(() => {
        setDeleted(true);
        toast.show({ type: 'success', title: T.overview.deletedTitle, message: T.overview.deleted });
        navigate(paths.admin.events, { replace: true });
        queryClient.removeQueries({ queryKey: eventDetailQueryOptions(event.id).queryKey });
        // Every list, count and dashboard figure that held this event reads again.
        void queryClient.invalidateQueries({
          predicate: (q) => q.queryKey[0] !== eventDetailQueryOptions(event.id).queryKey[0],
        });
      })
      .catch(() => {
        toast.show({
          type: 'error',
          title: T.overview.deleteFailedTitle,
          message: T.overview.deleteFailed,
        });
      });
  };

  return (
    <div className="mx-auto max-w-5xl space-y-4">
      <DetailHeader event={event ?? null} />
      {!event ? (
        detail.isError && !notFound ? (
          <div className="rounded-card bg-white p-6 text-center shadow-card">
            <p className="text-slate-700">{T.loadFailed}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void detail.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : (
          <>
            <p className="sr-only" role="status">
              {T.loading}
            </p>
            <DetailSkeleton />
          </>
        )
      ) : (
        // The tab row bleeds 16 px to the sides on phones; the admin page pads only 12 px.
        <div className="px-1 sm:px-0">
          <ProfileTabs
            label={T.tabsLabel}
            tabs={[
              {
                id: 'overview',
                label: T.tabs.overview,
                content: <OverviewTab event={event} deleting={remove.isPending} onDelete={deleteEvent} />,
              },
              {
                id: 'partisipan',
                label: T.tabs.participants,
                content: (
                  <>
                    <ParticipantsTab
                      eventId={event.id}
                      eventName={event.name}
                      totalParticipant={event.totalParticipant}
                      maxCompanions={event.maxCompanions}
                      viewer={viewer}
                    />
                    <WaitlistSection eventId={event.id} />
                  </>
                ),
              },
              { id: 'komentar', label: T.tabs.comments, content: <CommentsTab eventId={event.id} /> },
              ...(renderAlbum
                ? [{ id: 'album', label: T.tabs.album, content: renderAlbum(event.id, event.name) }]
                : []),
            ]}
          />
        </div>
      )}
    </div>
  );
}

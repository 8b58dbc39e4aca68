import type { EventDetail } from '@alumni/contract';
import { CloudOff, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useEventDetail } from '#web/api/get-event-detail.ts';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ApiError } from '#web/lib/api.ts';
import { InTurn } from '#web/lib/hydration-turns.tsx';
import { paths } from '#web/lib/paths.ts';
import { parseRouteId } from '#web/lib/route-id.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSession } from '#web/lib/use-session.ts';
import { CreatorSection } from './components/creator-section.tsx';
import { DescriptionSection } from './components/description-section.tsx';
import { EventDetailSkeleton } from './components/event-detail-skeleton.tsx';
import { EventHeader } from './components/event-header.tsx';
import { MembersOnlyBlock } from './components/members-only-block.tsx';
import { ParticipantsSection } from './components/participants-section.tsx';
import { RegistrationPanel } from './components/registration-panel.tsx';
import { RelatedEvents } from './components/related-events.tsx';
import { EVENT_DETAIL_TEXT } from './event-detail-text.ts';

const T = EVENT_DETAIL_TEXT;

export interface EventDetailPageProps {
  /** Where the comments feature plugs in (composed in app/routes/event-detail-route.tsx); members only. */
  renderComments?: (eventId: number) => ReactNode;
  /** The event's 'Iuran' with 'Bayar' (docs/decisions/028), below the registration panel; members only. */
  renderFunds?: (eventId: number) => ReactNode;
  /** 'Album Foto' (docs/decisions/032-event-album.md), below the members' sections; decides itself whom it shows. */
  renderAlbum?: (event: EventDetail) => ReactNode;
}

/**
 * /event/{id} (docs/spec.md §2). Everyone: the header and the registration panel. Members: description,
 * comments, participants, the creator with two more of their events, and related events of the group.
 * Visitors: a blurred block with 'Masuk Akun' and 'Daftar Anggota'. Any answer other than 200 (missing,
 * deleted, DRAFT) replaces the page with /404.
 */
export function EventDetailPage({ renderComments, renderFunds, renderAlbum }: EventDetailPageProps) {
  const params = useParams();
  const id = parseRouteId(params.id);
  const session = useSession();
  const viewer = session ? session.user.id : 'guest';
  const navigate = useNavigate();
  // The phone's registration bar is drawn into this box (hidden from lg up, where the panel is sticky).
  const [barSlot, setBarSlot] = useState<HTMLDivElement | null>(null);
  const { data: event, error, refetch, isFetching } = useEventDetail(id ?? 0, viewer, id !== null);
  const notFound = id === null || (error instanceof ApiError && error.status > 0);

  useDocumentTitle(event?.name ?? T.loading);
  useEffect(() => {
    if (notFound) navigate(paths.notFound, { replace: true });
  }, [notFound, navigate]);

  if (!event) {
    if (error && !notFound) {
      return (
        <EmptyState
          icon={CloudOff}
          title={T.loadFailedTitle}
          description={T.loadFailedMessage}
          action={
            <Button onClick={() => refetch()} loading={isFetching}>
              <RotateCw aria-hidden="true" className="size-5" />
              {T.retry}
            </Button>
          }
          className="flex-1 justify-center"
        />
      );
    }
    return <EventDetailSkeleton />;
  }

  const signedIn = session !== null;
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:py-10">
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-x-10 lg:gap-y-8">
        <div className="min-w-0 lg:col-start-1">
          <InTurn>
            <EventHeader event={event} viewer={viewer} />
          </InTurn>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <div className="lg:sticky lg:top-24">
            <InTurn>
              <RegistrationPanel event={event} session={session} barSlot={barSlot} />
            </InTurn>
            {signedIn && renderFunds?.(event.id)}
          </div>
        </div>
        <InTurn>
          <div className="min-w-0 space-y-6 lg:col-start-1 lg:space-y-8">
            {signedIn ? (
              <>
                <DescriptionSection description={event.description} />
                {renderComments?.(event.id)}
                <ParticipantsSection eventId={event.id} viewer={session.user.id} />
              </>
            ) : (
              <MembersOnlyBlock />
            )}
            {renderAlbum?.(event)}
          </div>
        </InTurn>
      </div>
      {signedIn && (
        <>
          <CreatorSection event={event} />
          <RelatedEvents event={event} />
        </>
      )}
      {/* Phones: the registration bar sticks to the screen's bottom up to the end of the page, above the
          footer; being in the flow, the page ends with room for it. */}
      <div ref={setBarSlot} className="sticky bottom-0 z-20 lg:hidden" />
    </div>
  );
}

import type { Participant } from '@alumni/contract';
import { COMPANION_TEXT } from '@alumni/contract/constants';
import { CircleCheck, Download, ScanLine, Undo2, UserPlus, UsersRound, UserX } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useParticipants } from '#web/api/get-participants.ts';
import { ListError } from '#web/components/admin/list-states.tsx';
import { PagePager } from '#web/components/admin/page-pager.tsx';
import { SearchBox } from '#web/components/admin/search-box.tsx';
import { CompanionsBadge } from '#web/components/event/companions-badge.tsx';
import { ParticipantPaymentBadge } from '#web/components/participant-payment-badge.tsx';
import { MemorialMark } from '#web/components/profile/memorial-mark.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useCancelParticipant } from '#web/features/admin/events/detail/api/cancel-participant.ts';
import { useUndoCheckIn } from '#web/features/admin/events/detail/api/undo-check-in.ts';
import { DETAIL_TEXT } from '#web/features/admin/events/detail/detail-text.ts';
import { ApiError } from '#web/lib/api.ts';
import { checkInClock } from '#web/lib/check-in-time.ts';
import { downloadFile } from '#web/lib/download.ts';
import { pageCount } from '#web/lib/pagination.ts';
import { paths } from '#web/lib/paths.ts';
import { AddParticipant } from './add-participant.tsx';

const T = DETAIL_TEXT.participants;
/** docs/spec.md §7: the admin participant list asks 10 a page. */
export const ADMIN_PARTICIPANTS_PER_PAGE = 10;

/** 'Pendaftar ke-N' from the page and the 1-based index on it (docs/spec.md §9, with the admin page size). */
export function adminRegistrantNumber(page: number, index: number): number {
  return ADMIN_PARTICIPANTS_PER_PAGE * (page - 1) + index;
}

function ParticipantRow({
  p,
  number,
  onCancel,
  onUndoCheckIn,
}: {
  p: Participant;
  number: number;
  onCancel: (p: Participant) => void;
  onUndoCheckIn: (p: Participant) => void;
}) {
  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:gap-4 sm:px-4">
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <Avatar name={p.name} picture={p.picture} />
        <div className="min-w-0 flex-1">
          <div className="flex min-w-0 items-center gap-2">
            <Link
              to={paths.admin.user(p.id)}
              className="block min-w-0 truncate font-semibold text-[17px] text-primary-800 underline-offset-2 hover:underline"
            >
              {p.name}
            </Link>
            <CompanionsBadge companions={p.companions} />
          </div>
          <p className="truncate text-base text-slate-600">@{p.username}</p>
          {p.companionNames && p.companionNames.length > 0 && (
            <p className="truncate text-base text-slate-700">
              {COMPANION_TEXT.namesLabelShort}: {p.companionNames.join(', ')}
            </p>
          )}
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-base text-slate-700">
            <span>{T.order(number)}</span>
            {p.isCreator && <Badge color="orange">{T.creator}</Badge>}
            {p.deceased && <MemorialMark name={p.name} username={p.username} />}
            <ParticipantPaymentBadge payment={p.payment} />
            {p.checkedInAt && (
              <span className="inline-flex items-center gap-1 font-semibold text-green-800">
                <CircleCheck aria-hidden="true" className="size-4" />
                {T.presentAt(checkInClock(p.checkedInAt))}
                {p.companions > 0 && (
                  <span data-testid="party-arrived">
                    {' · '}
                    {COMPANION_TEXT.arrived(p.arrived ?? 1 + p.companions, 1 + p.companions)}
                  </span>
                )}
              </span>
            )}
          </p>
        </div>
      </div>
      {(p.checkedInAt || !p.isCreator) && (
        <div className="flex shrink-0 flex-wrap gap-2">
          {p.checkedInAt && (
            // Undoes the arrival only: the member keeps the seat (docs/decisions/023).
            <Button
              variant="secondary"
              onClick={() => onUndoCheckIn(p)}
              aria-label={T.undoCheckInFor(p.name)}
            >
              <Undo2 aria-hidden="true" className="size-5" />
              {T.undoCheckIn}
            </Button>
          )}
          {!p.isCreator && (
            <Button
              variant="secondary"
              onClick={() => onCancel(p)}
              aria-label={T.cancelFor(p.name)}
              className="text-red-700"
            >
              <UserX aria-hidden="true" className="size-5" />
              {T.cancel}
            </Button>
          )}
        </div>
      )}
    </li>
  );
}

/**
 * Partisipan: the event's participants in registration order, 10 a page, a name/username search on
 * Enter, each linking to the admin user page; the creator carries 'Pembuat Acara', everyone else a
 * 'Batalkan Pendaftaran' button with a confirmation (the member is notified by the server); a checked-in
 * participant also 'Batalkan check-in', which undoes the arrival only (docs/decisions/023).
 */
export function ParticipantsTab({
  eventId,
  eventName,
  totalParticipant,
  maxCompanions = 0,
  viewer,
}: {
  eventId: number;
  eventName: string;
  /** The event's participant count (the badge), whatever the search shows. */
  totalParticipant: number;
  /** 'Pendamping per anggota' of the event (docs/decisions/031-companions.md), for 'Tambah Peserta'. */
  maxCompanions?: number;
  /** The signed-in admin's id (keys the cached pages by who asked). */
  viewer: number;
}) {
  const toast = useToast();
  const searchId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [target, setTarget] = useState<Participant | null>(null);
  const [adding, setAdding] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const cancel = useCancelParticipant(eventId);
  const [undoTarget, setUndoTarget] = useState<Participant | null>(null);
  const undo = useUndoCheckIn(eventId);
  const query = useParticipants(
    { eventId, offset: page, limit: ADMIN_PARTICIPANTS_PER_PAGE, name: name || undefined },
    viewer,
  );
  const total = query.data?.total ?? 0;
  const totalPages = pageCount(total, ADMIN_PARTICIPANTS_PER_PAGE);
  const rows = query.data?.participants ?? [];

  // The last one on the last page was cancelled: show the page before instead of an empty one.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > 1 && page > totalPages)
      setPage(Math.max(1, totalPages));
  }, [query.data, query.isPlaceholderData, page, totalPages]);

  // 'Unduh Peserta' (docs/decisions/015): the server's .xlsx, fetched with the admin's token.
  const download = () => {
    setDownloading(true);
    downloadFile('/api/v1/export/participants', { eventId }, `peserta-${eventId}.xlsx`)
      .catch((e: unknown) =>
        toast.show({
          type: 'error',
          title: T.downloadFailedTitle,
          message: e instanceof ApiError ? e.message : T.loadFailed,
        }),
      )
      .finally(() => setDownloading(false));
  };

  const confirmCancel = () => {
    if (!target) return;
    cancel.mutate(target.id, {
      onSuccess: () => {
        setTarget(null);
        toast.show({ type: 'success', title: T.canceledTitle, message: T.canceled });
      },
      onError: (error) => {
        setTarget(null);
        const known = error instanceof ApiError && error.status > 0 && error.code !== 'UNKNOWN';
        toast.show({
          type: 'error',
          title: T.cancelFailedTitle,
          message: known ? error.message : T.cancelFailed,
        });
      },
    });
  };

  const confirmUndo = () => {
    if (!undoTarget) return;
    const name = undoTarget.name;
    undo.mutate(undoTarget.id, {
      onSuccess: () => {
        setUndoTarget(null);
        toast.show({ type: 'success', title: T.undoneCheckInTitle, message: T.undoneCheckIn(name) });
      },
      onError: (error) => {
        setUndoTarget(null);
        toast.show({
          type: 'error',
          title: T.undoCheckInFailedTitle,
          message: error instanceof ApiError ? error.message : T.undoCheckInFailed,
        });
      },
    });
  };

  return (
    <section aria-labelledby={`${searchId}-title`} className="rounded-card bg-white shadow-card">
      <div className="flex flex-col gap-3 border-slate-100 border-b p-4 sm:p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h2
            id={`${searchId}-title`}
            ref={headingRef}
            tabIndex={-1}
            className="font-bold text-primary-900 text-xl outline-none"
          >
            {T.title}
          </h2>
          <span className="rounded-full bg-primary-100 px-3 py-0.5 font-semibold text-primary-800">
            {T.count(totalParticipant)}
          </span>
          {query.data?.checkedInTotal !== undefined && (
            <span className="rounded-full bg-green-100 px-3 py-0.5 font-semibold text-green-800">
              {/* People, not registrations (docs/decisions/031-companions.md). */}
              {T.attendance(
                query.data.arrivedTotal ?? query.data.checkedInTotal,
                query.data.peopleTotal ?? totalParticipant,
              )}
            </span>
          )}
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/admin/event/${eventId}/check-in`}>
            <ScanLine aria-hidden="true" className="size-5" />
            {T.checkIn}
          </ButtonLink>
          <Button variant="secondary" onClick={download} loading={downloading}>
            <Download aria-hidden="true" className="size-5" />
            {T.download}
          </Button>
          <Button variant="secondary" onClick={() => setAdding((v) => !v)} aria-expanded={adding}>
            <UserPlus aria-hidden="true" className="size-5" />
            {T.add}
          </Button>
        </div>
        {adding && (
          <AddParticipant
            eventId={eventId}
            eventName={eventName}
            maxCompanions={maxCompanions}
            onClose={() => setAdding(false)}
          />
        )}
        <SearchBox
          id={searchId}
          label={T.searchLabel}
          placeholder={T.searchPlaceholder}
          value={name}
          onSearch={(q) => {
            setName(q);
            setPage(1);
          }}
        />
      </div>

      <div aria-busy={query.isPending || query.isPlaceholderData}>
        {query.isPending ? (
          <ul aria-label={T.loading} className="divide-y divide-slate-100">
            {Array.from({ length: 4 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
              <li key={i} className="flex items-center gap-3 p-4">
                <Skeleton className="size-11 rounded-full" />
                <div className="flex-1 space-y-2">
                  <Skeleton className="h-4 w-1/2" />
                  <Skeleton className="h-3.5 w-1/4" />
                </div>
              </li>
            ))}
          </ul>
        ) : query.isError ? (
          <ListError message={T.loadFailed} onRetry={() => void query.refetch()} framed={false} />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={UsersRound}
            title={T.empty}
            description={name ? T.emptySearch(name) : T.emptyNone}
            action={
              name ? (
                <Button
                  variant="secondary"
                  onClick={() => {
                    setName('');
                    setPage(1);
                  }}
                >
                  {T.clearSearch}
                </Button>
              ) : undefined
            }
          />
        ) : (
          <ul
            aria-label={T.title}
            className={`divide-y divide-slate-100 transition-opacity ${query.isPlaceholderData ? 'opacity-60' : ''}`}
          >
            {rows.map((p, i) => (
              <ParticipantRow
                key={p.id}
                p={p}
                number={name ? p.order : adminRegistrantNumber(page, i + 1)}
                onCancel={setTarget}
                onUndoCheckIn={setUndoTarget}
              />
            ))}
          </ul>
        )}
      </div>

      {totalPages > 1 && (
        <div className="border-slate-100 border-t px-1.5 py-3 sm:p-4">
          <PagePager page={page} totalPages={totalPages} onChange={setPage} />
        </div>
      )}

      <ConfirmDialog
        open={target !== null}
        status="danger"
        title={T.cancelDialog.title}
        message={target ? T.cancelDialog.message(target.name, eventName) : ''}
        confirmLabel={T.cancelDialog.confirm}
        busy={cancel.isPending}
        onCancel={() => setTarget(null)}
        onConfirm={confirmCancel}
        returnFocusRef={headingRef}
      />
      <ConfirmDialog
        open={undoTarget !== null}
        status="warning"
        title={T.undoCheckInDialog.title}
        message={undoTarget ? T.undoCheckInDialog.message(undoTarget.name) : ''}
        confirmLabel={T.undoCheckInDialog.confirm}
        busy={undo.isPending}
        onCancel={() => setUndoTarget(null)}
        onConfirm={confirmUndo}
        returnFocusRef={headingRef}
      />
    </section>
  );
}

import type { Participant } from '@alumni/contract';
import { COMPANION_TEXT } from '@alumni/contract/constants';
import { ArrowLeft, CircleAlert, CircleCheck, Clock3, UsersRound } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useEventDetail } from '#web/api/get-event-detail.ts';
import { useParticipants } from '#web/api/get-participants.ts';
import { ListError } from '#web/components/admin/list-states.tsx';
import { PagePager } from '#web/components/admin/page-pager.tsx';
import { SearchBox } from '#web/components/admin/search-box.tsx';
import { CompanionsBadge } from '#web/components/event/companions-badge.tsx';
import { ParticipantPaymentBadge } from '#web/components/participant-payment-badge.tsx';
import { MemorialMark } from '#web/components/profile/memorial-mark.tsx';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { checkInClock } from '#web/lib/check-in-time.ts';
import { pageCount } from '#web/lib/pagination.ts';
import { parseRouteId } from '#web/lib/route-id.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSession } from '#web/lib/use-session.ts';
import { useCheckIn, useUndoCheckIn } from './api/check-in.ts';
import {
  arrivedChoices,
  createScanGate,
  type DoorOutcome,
  normaliseCode,
  outcomeOf,
  partyLine,
  refusalOf,
} from './check-in-logic.ts';
import { CHECK_IN_TEXT as T } from './check-in-text.ts';
import { QrScanner } from './components/qr-scanner.tsx';

const PER_PAGE = 10;

const TONE: Record<DoorOutcome['tone'], { box: string; Icon: typeof CircleCheck }> = {
  ok: { box: 'bg-green-50 text-green-900 ring-green-300', Icon: CircleCheck },
  again: { box: 'bg-amber-50 text-amber-900 ring-amber-300', Icon: Clock3 },
  refused: { box: 'bg-red-50 text-red-900 ring-red-300', Icon: CircleAlert },
};

function Outcome({ outcome }: { outcome: DoorOutcome | null }) {
  // Always in the page so screen readers announce each new outcome.
  return (
    <div aria-live="assertive" aria-atomic="true">
      {outcome && (
        <div
          data-outcome={outcome.tone}
          className={`flex items-start gap-3 rounded-xl p-4 ring-2 ring-inset ${TONE[outcome.tone].box}`}
        >
          {(() => {
            const Icon = TONE[outcome.tone].Icon;
            return <Icon aria-hidden="true" className="mt-0.5 size-7 shrink-0" />;
          })()}
          <div>
            <p className="font-bold text-xl">{outcome.title}</p>
            <p className="text-base">{outcome.message}</p>
          </div>
        </div>
      )}
    </div>
  );
}

function Row({
  p,
  busy,
  onCheckIn,
  onUndo,
}: {
  p: Participant;
  busy: boolean;
  onCheckIn: (p: Participant, arrived?: number) => void;
  onUndo: (p: Participant) => void;
}) {
  const time = checkInClock(p.checkedInAt);
  const party = 1 + p.companions;
  // A party (docs/decisions/031-companions.md): the whole party by default; the committee may set fewer, and
  // correct the count after the check-in (the choice is sent at once then).
  const [arrived, setArrived] = useState(p.arrived ?? party);
  useEffect(() => setArrived(p.arrived ?? party), [p.arrived, party]);
  return (
    <li className="flex flex-wrap items-center gap-3 p-3 sm:px-4">
      <Avatar name={p.name} picture={p.picture} />
      <div className="min-w-0 flex-1">
        <p className="flex min-w-0 items-center gap-2">
          <span className="truncate font-semibold text-[17px] text-primary-900">{p.name}</span>
          <CompanionsBadge companions={p.companions} />
        </p>
        <p className="truncate text-base text-slate-600">@{p.username}</p>
        {p.deceased && <MemorialMark name={p.name} username={p.username} />}
        <ParticipantPaymentBadge payment={p.payment} />
        {time && (
          <p className="font-semibold text-base text-green-800" data-testid="present-line">
            {T.presentAt(time)}
            {p.companions > 0 && ` · ${partyLine(p.arrived, p.companions)}`}
          </p>
        )}
      </div>
      <div className="flex shrink-0 flex-wrap items-center gap-2">
        {p.companions > 0 && (
          <select
            aria-label={`${COMPANION_TEXT.arrivedLabel}: ${p.name}`}
            value={arrived}
            disabled={busy}
            onChange={(e) => {
              const n = Number(e.currentTarget.value);
              setArrived(n);
              if (time) onCheckIn(p, n);
            }}
            className="min-h-12 rounded-lg border border-slate-500 bg-white px-3 text-base text-slate-900 focus:border-primary-600 focus:outline-none focus:ring-3 focus:ring-primary-200"
          >
            {arrivedChoices(p.companions).map((n) => (
              <option key={n} value={n}>
                {COMPANION_TEXT.arrived(n, party)}
              </option>
            ))}
          </select>
        )}
        {time ? (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => onUndo(p)}
            aria-label={T.undoFor(p.name)}
          >
            {T.undo}
          </Button>
        ) : (
          <Button
            disabled={busy}
            onClick={() => onCheckIn(p, p.companions > 0 ? arrived : undefined)}
            aria-label={T.markPresentFor(p.name)}
          >
            <CircleCheck aria-hidden="true" className="size-5" />
            {T.markPresent}
          </Button>
        )}
      </div>
    </li>
  );
}

/**
 * /admin/event/{id}/check-in (docs/decisions/015), made for a committee member's phone at the door: the count
 * 'N dari M hadir', a camera scanner, a typed code, and the participants searchable by name or
 * username with 'Hadir' (and 'Batalkan') per person. Every answer shows in one banner at the top.
 */
export function CheckInPage() {
  const params = useParams();
  const eventId = parseRouteId(params.id) ?? 0;
  const viewer = useSession()?.user.id ?? 0;
  const ids = useId();
  const event = useEventDetail(eventId, viewer, eventId > 0);
  const [name, setName] = useState('');
  const [page, setPage] = useState(1);
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<DoorOutcome | null>(null);
  const gate = useRef(createScanGate());
  const checkIn = useCheckIn(eventId);
  const undo = useUndoCheckIn(eventId);
  const list = useParticipants({ eventId, offset: page, limit: PER_PAGE, name: name || undefined }, viewer);
  useDocumentTitle(event.data ? T.titleFor(event.data.name) : T.title);

  const send = (target: ({ code: string } | { userId: number }) & { arrived?: number }) =>
    checkIn.mutateAsync(target).then(
      (r) => setOutcome(outcomeOf(r)),
      (e) => setOutcome(refusalOf(e)),
    );

  const onScan = (text: string) => {
    const c = normaliseCode(text);
    if (c && gate.current(c)) void send({ code: c });
  };

  const onUndo = (p: Participant) =>
    undo.mutateAsync(p.id).then(
      () => setOutcome({ tone: 'again', title: T.undoneTitle, message: T.undoneMessage(p.name) }),
      (e) => setOutcome(refusalOf(e)),
    );

  // People, not registrations (docs/decisions/031-companions.md): each party counts 1 + companions.
  const total = list.data?.peopleTotal ?? event.data?.totalParticipant ?? 0;
  const attended = list.data?.arrivedTotal ?? list.data?.checkedInTotal ?? 0;
  const rows = list.data?.participants ?? [];
  const totalPages = pageCount(list.data?.total ?? 0, PER_PAGE);

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <Link
        to={`/admin/event/${eventId}?tab=partisipan`}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-700 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {T.back}
      </Link>
      <header className="rounded-card bg-white p-4 shadow-card sm:p-5">
        <h1 className="font-bold text-2xl text-primary-900">{T.title}</h1>
        <p className="mt-1 text-lg text-slate-800 [overflow-wrap:anywhere]">
          {event.data?.name ?? <Skeleton className="h-6 w-48" />}
        </p>
        <p
          className="mt-3 inline-flex items-center gap-2 rounded-full bg-primary-100 px-4 py-1.5 font-bold text-lg text-primary-900"
          data-testid="attendance-count"
        >
          <UsersRound aria-hidden="true" className="size-5" />
          {T.count(attended, total)}
        </p>
      </header>

      <Outcome outcome={outcome} />

      <section aria-label={T.scan} className="space-y-4 rounded-card bg-white p-4 shadow-card sm:p-5">
        <QrScanner onCode={onScan} />
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            const c = normaliseCode(code);
            if (!c) return;
            void send({ code: c }).then(() => setCode(''));
          }}
        >
          <label htmlFor={`${ids}-code`} className="block font-semibold text-slate-800">
            {T.codeLabel}
          </label>
          <div className="flex gap-2">
            <input
              id={`${ids}-code`}
              value={code}
              onChange={(e) => setCode(e.target.value)}
              placeholder={T.codePlaceholder}
              autoComplete="off"
              autoCapitalize="off"
              spellCheck={false}
              className="min-h-12 min-w-0 flex-1 rounded-lg border border-slate-300 px-3 font-mono text-base focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-200"
            />
            <Button type="submit" loading={checkIn.isPending}>
              {T.codeSubmit}
            </Button>
          </div>
          <p className="text-slate-600 text-sm">{T.codeHint}</p>
        </form>
      </section>

      <section aria-labelledby={`${ids}-people`} className="rounded-card bg-white shadow-card">
        <div className="space-y-3 border-slate-100 border-b p-4 sm:p-5">
          <h2 id={`${ids}-people`} className="font-bold text-primary-900 text-xl">
            {T.participants}
          </h2>
          <SearchBox
            id={`${ids}-search`}
            label={T.searchLabel}
            placeholder={T.searchPlaceholder}
            value={name}
            onSearch={(q) => {
              setName(q);
              setPage(1);
            }}
          />
        </div>
        {list.isPending ? (
          <p className="p-4 text-slate-700" role="status">
            {T.loading}
          </p>
        ) : list.isError ? (
          <ListError message={T.loadFailed} onRetry={() => void list.refetch()} framed={false} />
        ) : rows.length === 0 ? (
          <EmptyState
            icon={UsersRound}
            title={T.empty}
            description={name ? T.emptySearch(name) : undefined}
          />
        ) : (
          <ul aria-label={T.participants} className="divide-y divide-slate-100">
            {rows.map((p) => (
              <Row
                key={p.id}
                p={p}
                busy={checkIn.isPending || undo.isPending}
                onCheckIn={(x, arrived) => void send({ userId: x.id, ...(arrived ? { arrived } : {}) })}
                onUndo={(x) => void onUndo(x)}
              />
            ))}
          </ul>
        )}
        {totalPages > 1 && (
          <div className="border-slate-100 border-t px-1.5 py-3 sm:p-4">
            <PagePager page={page} totalPages={totalPages} onChange={setPage} />
          </div>
        )}
      </section>
    </div>
  );
}

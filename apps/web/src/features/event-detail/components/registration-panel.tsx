import type { EventDetail } from '@alumni/contract';
import { Ban, CalendarCheck2, CircleCheck, Crown, Hourglass, Ticket } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { seatsNote } from '#web/components/event/seats.ts';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { useCancelRegistration } from '#web/features/event-detail/api/cancel-registration.ts';
import { useRegisterForEvent } from '#web/features/event-detail/api/register-event.ts';
import { useJoinWaitlist, useLeaveWaitlist } from '#web/features/event-detail/api/waitlist.ts';
import { partyBody, partyDraftOf } from '#web/features/event-detail/companions-logic.ts';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';
import { registrationState, showsRegistrationBar } from '#web/features/event-detail/registration-state.ts';
import { ApiError } from '#web/lib/api.ts';
import { paths } from '#web/lib/paths.ts';
import type { Session } from '#web/lib/session.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { CompanionsChange } from './companions-change.tsx';
import { CompanionsStepper } from './companions-stepper.tsx';
import { RegistrationActionLabel } from './registration-action-label.tsx';
import { RegistrationBar } from './registration-bar.tsx';

const T = EVENT_DETAIL_TEXT.registration;
const H = EVENT_DETAIL_TEXT.header;
const W = EVENT_DETAIL_TEXT.waitlist;

function SeatMeter({ event }: { event: EventDetail }) {
  if (event.quota === null) {
    return (
      <p className="text-base text-slate-700">
        <span className="font-bold text-slate-900">{H.participants(event.totalParticipant)}</span> ·{' '}
        {T.unlimitedQuota}
      </p>
    );
  }
  const ratio = event.quota > 0 ? Math.min(1, event.totalParticipant / event.quota) : 1;
  const seats = seatsNote(event);
  return (
    <div>
      <p className="flex items-baseline justify-between gap-3 text-base text-slate-700">
        <span>
          <span className="font-bold text-2xl text-slate-900">{event.totalParticipant}</span>
          <span className="font-semibold text-slate-700">/{event.quota}</span> {T.participantsWord}
        </span>
        {!event.isFinished && seats && (
          // Held seats are not a member's (docs/decisions/035-waitlist-parties.md, Follow-up).
          <span className="text-slate-700" data-testid="seat-meter-note">
            {seats.kind === 'held' ? H.seatsHeldShort(seats.n) : H.seatsLeft(seats.n)}
          </span>
        )}
      </p>
      <div
        aria-hidden="true"
        className="mt-2 h-2.5 overflow-hidden rounded-full bg-slate-100 ring-1 ring-slate-900/5 ring-inset"
      >
        {/*
          The bar is an SVG whose width is an attribute, not a style: the server renders this page into the HTML
          (docs/decisions/019) and the CSP (style-src 'self') refuses style attributes in markup.
        */}
        <svg aria-hidden="true" className="block h-full w-full" focusable="false">
          <rect
            width={`${Math.round(ratio * 100)}%`}
            height="100%"
            rx="5"
            className={ratio >= 1 ? 'fill-red-600' : 'fill-accent-400'}
          />
        </svg>
      </div>
    </div>
  );
}

/**
 * The registration state machine of docs/spec.md §4 (see registration-state.ts): 'Daftar Sekarang' ->
 * confirm 'Daftar' -> registered -> 'Batal Mendaftar' -> confirm 'Batal Daftar' -> not registered; a
 * visitor goes to /login and comes back here; full and finished show their words and no action. A member
 * of a full event may 'Masuk Daftar Tunggu', then sees 'Posisi antrean: N' and may 'Keluar dari Daftar
 * Tunggu' (docs/decisions/013), with their party when companions are allowed (docs/decisions/035); a freed seat is
 * given by the server, and the page shows it on its next load. With
 * `barSlot` (phones), the same state and button also live in a bar at the bottom of the screen while this
 * panel's button is out of view.
 */
export function RegistrationPanel({
  event,
  session,
  barSlot = null,
}: {
  event: EventDetail;
  session: Session | null;
  barSlot?: HTMLElement | null;
}) {
  const state = registrationState(event, session);
  const actionAreaRef = useRef<HTMLDivElement>(null);
  // The button that opened a confirmation gets focus back (the panel's or the bar's).
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const [actionInView, setActionInView] = useState(true);
  const hasBar = barSlot !== null && showsRegistrationBar(state);

  useEffect(() => {
    const area = actionAreaRef.current;
    if (!hasBar || !area || typeof IntersectionObserver === 'undefined') return;
    // The bottom 6rem are the bar's: a button hidden behind it does not count as in view.
    const observer = new IntersectionObserver(([entry]) => setActionInView(entry?.isIntersecting ?? true), {
      rootMargin: '0px 0px -96px 0px',
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, [hasBar]);
  const navigate = useNavigate();
  const location = useLocation();
  const toast = useToast();
  const headingId = useId();
  const actionRef = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState<
    'register' | 'cancel' | 'leave-waitlist' | 'join-waitlist' | null
  >(null);
  const register = useRegisterForEvent(event.id);
  // 'Datang bersama berapa orang?' when the event allows companions (docs/decisions/031-companions.md).
  const [party, setParty] = useState(() => partyDraftOf(0, null, event.maxCompanions));
  const cancel = useCancelRegistration(event.id);
  const joinWaitlist = useJoinWaitlist(event.id);
  const leaveWaitlist = useLeaveWaitlist(event.id);
  // A party bigger than the seats left waits for all its seats together (docs/decisions/035-waitlist-parties.md).
  const people = 1 + party.companions;
  const seatsLeft = event.quota === null ? null : Math.max(0, event.quota - event.totalParticipant);
  const partyTooBig = event.maxCompanions > 0 && seatsLeft !== null && people > seatsLeft;

  const onAction = (opener: HTMLButtonElement | null = actionRef.current) => {
    openerRef.current = opener;
    if (state === 'guest') {
      navigate(paths.login, { state: { from: location } });
      return;
    }
    if (state === 'can-register') setConfirming('register');
    else if (state === 'registered') setConfirming('cancel');
    else if (state === 'waiting') setConfirming('leave-waitlist');
    // With companions allowed, the line asks 'Datang bersama berapa orang?' first (docs/decisions/035).
    else if (state === 'can-wait' && event.maxCompanions > 0) setConfirming('join-waitlist');
    else if (state === 'can-wait' && !joinWaitlist.isPending) confirmJoinWaitlist();
  };

  const confirmJoinWaitlist = () =>
    joinWaitlist.mutate(event.maxCompanions > 0 ? partyBody(party) : undefined, {
      onSuccess: (r) => {
        setConfirming(null);
        toast.show({
          type: 'success',
          title: W.joinedTitle,
          message: W.joinedMessage(r.waitlistPosition ?? 1),
        });
      },
      onError: failed(W.joinFailedTitle),
    });

  const failed = (title: string) => (e: unknown) => {
    setConfirming(null);
    toast.show({
      type: 'error',
      title,
      message: e instanceof ApiError ? e.message : 'Terjadi kesalahan. Silakan coba lagi.',
    });
  };

  const confirmRegister = () =>
    register.mutate(event.maxCompanions > 0 ? partyBody(party) : undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.show({ type: 'success', title: T.joinedTitle, message: T.joinedMessage(event.name) });
      },
      onError: failed(T.registerFailedTitle),
    });

  const confirmLeaveWaitlist = () =>
    leaveWaitlist.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.show({ type: 'success', title: W.leftTitle });
      },
      onError: failed(W.leaveFailedTitle),
    });

  const confirmCancel = () =>
    cancel.mutate(undefined, {
      onSuccess: () => {
        setConfirming(null);
        toast.show({ type: 'success', title: T.canceledTitle });
      },
      onError: failed(T.cancelFailedTitle),
    });

  return (
    <section
      aria-labelledby={headingId}
      data-registration-state={state}
      className="rounded-card bg-white p-5 shadow-card ring-1 ring-slate-900/5 sm:p-6"
    >
      <h2 id={headingId} className="font-bold text-primary-900 text-xl">
        {T.heading}
      </h2>
      {state !== 'finished' && (
        <div className="mt-4">
          <SeatMeter event={event} />
        </div>
      )}

      {state === 'finished' ? (
        <div className="mt-5 rounded-xl bg-slate-100 p-4 text-center">
          <CalendarCheck2 aria-hidden="true" className="mx-auto size-8 text-slate-600" />
          <p className="mt-2 font-bold text-lg text-slate-900">{T.finished}</p>
          <p className="mt-1 text-base text-slate-700">{T.attendedCount(event.totalParticipant)}</p>
        </div>
      ) : state === 'creator' ? (
        <p className="mt-5 flex items-start gap-3 rounded-xl bg-accent-50 p-4 text-base text-accent-700 ring-1 ring-accent-200 ring-inset">
          <Crown aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span className="font-semibold">{T.creatorNote}</span>
        </p>
      ) : (
        <div ref={actionAreaRef} className="mt-5 space-y-3">
          {state === 'registered' && (
            <p className="flex items-start gap-2.5 rounded-xl bg-green-50 p-3.5 font-semibold text-base text-green-800 ring-1 ring-green-200 ring-inset">
              <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {T.registeredNote}
            </p>
          )}
          {state === 'registered' && (event.maxCompanions > 0 || (event.companions ?? 0) > 0) && (
            <CompanionsChange event={event} />
          )}
          {state === 'waiting' && (
            <div className="rounded-xl bg-amber-50 p-3.5 text-amber-900 ring-1 ring-amber-200 ring-inset">
              <p className="flex items-center gap-2.5 font-bold text-lg" data-testid="waitlist-position">
                <Hourglass aria-hidden="true" className="size-5 shrink-0" />
                {W.position(event.waitlistPosition ?? 1)}
              </p>
              <p className="mt-1 text-base">{W.waitingNote}</p>
            </div>
          )}
          {state === 'waiting' && (event.maxCompanions > 0 || (event.waitlistCompanions ?? 0) > 0) && (
            <CompanionsChange event={event} waiting />
          )}
          {(state === 'full' || state === 'can-wait') && seatsLeft !== null && seatsLeft > 0 && (
            // Free seats held for the line's first party (docs/decisions/035): say so instead of 'Kuota Sudah Penuh'.
            <p className="text-center text-base text-slate-700" data-testid="line-first">
              {W.lineFirst}
            </p>
          )}
          {(state === 'full' || state === 'can-wait') && !(seatsLeft !== null && seatsLeft > 0) && (
            // Not a faded call to action: a calm, fully legible 'no seats' that cannot be pressed.
            <button
              type="button"
              disabled
              className="flex min-h-12 w-full cursor-not-allowed items-center justify-center gap-2 rounded-lg bg-slate-200 px-6 py-2.5 font-semibold text-lg text-slate-700"
            >
              <Ban aria-hidden="true" className="size-5" />
              {T.quotaFull}
            </button>
          )}
          {state === 'registered' && (
            // A registered member's main action is the ticket for the door; cancelling is the quiet one below.
            <ButtonLink to={`/event/${event.id}/ticket`} variant="accent" size="lg" fullWidth>
              <Ticket aria-hidden="true" className="size-5" />
              {T.ticket}
            </ButtonLink>
          )}
          {state !== 'full' && (
            // One button element for these states, so focus stays on it as the state changes.
            <Button
              ref={actionRef}
              fullWidth
              size={state === 'registered' ? 'md' : 'lg'}
              variant={state === 'registered' ? 'ghost' : state === 'waiting' ? 'secondary' : 'accent'}
              loading={state === 'can-wait' && joinWaitlist.isPending}
              onClick={() => onAction(actionRef.current)}
            >
              <RegistrationActionLabel state={state} />
            </Button>
          )}
          {state === 'guest' && <p className="text-center text-base text-slate-700">{T.guestNote}</p>}
          {state === 'full' && <p className="text-center text-base text-slate-700">{T.fullNote}</p>}
        </div>
      )}

      {/* The creator has a seat too, and so a ticket (a registered member's is the main action above). */}
      {session && state === 'creator' && (
        <ButtonLink to={`/event/${event.id}/ticket`} variant="secondary" fullWidth className="mt-3">
          <Ticket aria-hidden="true" className="size-5" />
          {T.ticket}
        </ButtonLink>
      )}
      {!event.isFinished && (
        <div className="mt-3">
          <AddToCalendar event={event} />
        </div>
      )}

      {hasBar && barSlot && !actionInView && (
        <RegistrationBar slot={barSlot} state={state} event={event} onAction={onAction} />
      )}
      <ConfirmDialog
        open={confirming === 'register'}
        status="alert"
        title={T.confirmRegisterTitle}
        message={T.confirmRegisterMessage(event.name)}
        confirmLabel={partyTooBig ? W.join : T.confirmRegister}
        busy={register.isPending || joinWaitlist.isPending}
        onConfirm={partyTooBig ? confirmJoinWaitlist : confirmRegister}
        onCancel={() => setConfirming(null)}
        returnFocusRef={openerRef}
      >
        {event.maxCompanions > 0 && (
          <CompanionsStepper max={event.maxCompanions} value={party} onChange={setParty} />
        )}
        {partyTooBig && seatsLeft !== null && (
          <p
            className="mt-3 rounded-lg bg-amber-50 p-3 text-amber-900 text-base ring-1 ring-amber-200 ring-inset"
            data-testid="party-too-big"
          >
            {T.partyTooBig(seatsLeft, people)}
          </p>
        )}
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'join-waitlist'}
        status="alert"
        title={W.confirmJoinTitle}
        message={W.confirmJoinMessage(event.name)}
        confirmLabel={W.join}
        busy={joinWaitlist.isPending}
        onConfirm={confirmJoinWaitlist}
        onCancel={() => setConfirming(null)}
        returnFocusRef={openerRef}
      >
        <CompanionsStepper max={event.maxCompanions} value={party} onChange={setParty} />
        <p className="mt-3 font-semibold text-base text-slate-900" data-testid="waitlist-party-note">
          {W.joinForPeople(people)}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={confirming === 'leave-waitlist'}
        status="warning"
        title={W.confirmLeaveTitle}
        message={W.confirmLeaveMessage(event.name)}
        confirmLabel={W.leave}
        busy={leaveWaitlist.isPending}
        onConfirm={confirmLeaveWaitlist}
        onCancel={() => setConfirming(null)}
        returnFocusRef={openerRef}
      />
      <ConfirmDialog
        open={confirming === 'cancel'}
        status="warning"
        title={T.confirmCancelTitle}
        message={T.confirmCancelMessage(event.name)}
        confirmLabel={T.confirmCancel}
        busy={cancel.isPending}
        onConfirm={confirmCancel}
        onCancel={() => setConfirming(null)}
        returnFocusRef={openerRef}
      />
    </section>
  );
}

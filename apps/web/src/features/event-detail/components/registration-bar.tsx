import type { EventDetail } from '@alumni/contract';
import { Ticket } from 'lucide-react';
import { createPortal } from 'react-dom';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EVENT_DETAIL_TEXT } from '#web/features/event-detail/event-detail-text.ts';
import {
  type RegistrationState,
  registrationBarLine,
} from '#web/features/event-detail/registration-state.ts';
import { RegistrationActionLabel } from './registration-action-label.tsx';

const T = EVENT_DETAIL_TEXT.registration;
const H = EVENT_DETAIL_TEXT.header;
const W = EVENT_DETAIL_TEXT.waitlist;

/**
 * Phones and tablets: the registration state and its button in a bar at the bottom of the screen, drawn
 * into `slot` (a `sticky bottom-0` box at the end of the page's content), so it never covers the footer
 * and the page ends with room for it. Shown only while the panel's own button is out of view.
 */
export function RegistrationBar({
  slot,
  state,
  event,
  onAction,
}: {
  slot: HTMLElement;
  state: RegistrationState;
  event: Pick<
    EventDetail,
    'id' | 'name' | 'quota' | 'totalParticipant' | 'waitlistPosition' | 'waitlistCompanions'
  >;
  onAction: (opener: HTMLButtonElement) => void;
}) {
  const eventId = event.id;
  const line = registrationBarLine(state, event, {
    registered: T.registeredNote,
    full: T.fullNote,
    unlimited: T.unlimitedQuota,
    seatsLeft: H.seatsLeft,
    participants: H.participants,
    position: W.position,
    lineFirst: W.lineFirst,
  });
  // The waitlist's words are long: their button gets a row of its own under the state line.
  const stacked = state === 'can-wait' || state === 'waiting';
  return createPortal(
    <div
      data-testid="registration-bar"
      className={`-mx-4 flex gap-3 border-slate-200 border-t bg-white/95 px-4 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] shadow-[0_-4px_16px_rgb(15_23_42/0.08)] backdrop-blur ${stacked ? 'flex-col gap-2' : 'items-center'}`}
    >
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold text-base text-primary-900">{event.name}</p>
        <p className={`text-sm ${state === 'waiting' ? 'font-semibold text-amber-900' : 'text-slate-700'}`}>
          {line}
        </p>
      </div>
      {state === 'full' ? (
        <button
          type="button"
          disabled
          className="min-h-12 shrink-0 cursor-not-allowed rounded-lg bg-slate-200 px-4 font-semibold text-base text-slate-700"
        >
          {T.quotaFull}
        </button>
      ) : state === 'registered' ? (
        // A registered member's main action is the ticket; cancelling stays in the panel (docs/decisions/023).
        <ButtonLink to={`/event/${eventId}/ticket`} size="lg" variant="accent" className="shrink-0 px-4">
          <Ticket aria-hidden="true" className="size-5" />
          {T.ticket}
        </ButtonLink>
      ) : (
        <Button
          size="lg"
          variant={state === 'waiting' ? 'secondary' : 'accent'}
          fullWidth={stacked}
          className="shrink-0 px-4"
          onClick={(e) => onAction(e.currentTarget)}
        >
          <RegistrationActionLabel state={state} />
        </Button>
      )}
    </div>,
    slot,
  );
}

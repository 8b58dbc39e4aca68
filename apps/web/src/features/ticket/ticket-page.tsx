import { COMPANION_TEXT } from '@alumni/contract/constants';
import { CalendarDays, CircleCheck, MapPin, RefreshCw, Users, WifiOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { ApiError } from '#web/lib/api.ts';
import { checkInClock } from '#web/lib/check-in-time.ts';
import { formatDateTimeId, parseEventDate } from '#web/lib/dates.ts';
import { paths } from '#web/lib/paths.ts';
import { parseRouteId } from '#web/lib/route-id.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { useSession } from '#web/lib/use-session.ts';
import { useTicket } from './api/get-ticket.ts';
import { QrCode } from './components/qr-code.tsx';
import { TICKET_TEXT as T } from './ticket-text.ts';

function useOnline(): boolean {
  return useSyncExternalStore(
    (notify) => {
      window.addEventListener('online', notify);
      window.addEventListener('offline', notify);
      return () => {
        window.removeEventListener('online', notify);
        window.removeEventListener('offline', notify);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

const when = (text: string) => {
  const d = parseEventDate(text);
  return d ? formatDateTimeId(d) : text;
};

/**
 * /event/{id}/ticket, 'Tiket Saya' (docs/decisions/015): the event, the member's name and a large QR of the signed
 * check-in code, made for a phone held out at the door. Shown from the device's copy first, so it stays
 * on screen without a network once loaded.
 */
export function TicketPage() {
  const params = useParams();
  const eventId = parseRouteId(params.id);
  const session = useSession();
  const userId = session?.user.id ?? 0;
  const online = useOnline();
  const query = useTicket(eventId ?? 0, userId);
  const ticket = query.data;
  useDocumentTitle(ticket ? `${T.title} · ${ticket.eventName}` : T.title);

  if (eventId === null || (query.error instanceof ApiError && query.error.status === 404 && !ticket)) {
    return (
      <div className="mx-auto max-w-md px-4 py-10">
        <EmptyState
          icon={RefreshCw}
          title={T.loadFailed}
          description={query.error?.message}
          action={eventId ? <ButtonLink to={paths.event(eventId)}>{T.back}</ButtonLink> : undefined}
        />
      </div>
    );
  }

  if (!ticket) {
    return query.isError ? (
      <div className="mx-auto max-w-md px-4 py-10">
        <EmptyState
          icon={RefreshCw}
          title={T.loadFailed}
          description={query.error.message}
          action={
            <Button variant="secondary" onClick={() => void query.refetch()} loading={query.isFetching}>
              {T.retry}
            </Button>
          }
        />
      </div>
    ) : (
      <div className="mx-auto max-w-md space-y-4 px-4 py-6" aria-busy="true">
        <p className="sr-only" role="status">
          {T.loading}
        </p>
        <Skeleton className="h-8 w-2/3" />
        <Skeleton className="aspect-square w-full" />
      </div>
    );
  }

  const attendedAt = checkInClock(ticket.checkedInAt);
  // A ticket kept offline before companions existed has no party: alone.
  const companions = ticket.companions ?? 0;
  return (
    <div className="mx-auto max-w-md px-3 py-4 sm:py-8">
      <article
        aria-labelledby="ticket-title"
        className="overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-900/5"
      >
        <header className="bg-primary-800 px-5 py-4 text-white">
          <p className="font-semibold text-primary-100 text-sm uppercase tracking-wide">{T.title}</p>
          <h1 id="ticket-title" className="mt-1 font-bold text-xl leading-snug">
            {ticket.eventName}
          </h1>
          {companions > 0 && (
            // The party (docs/decisions/031-companions.md): the door sees how many this one code admits.
            <p
              data-testid="ticket-party"
              className="mt-2 inline-flex items-center gap-2 rounded-full bg-accent-400 px-3 py-1 font-bold text-base text-primary-900"
            >
              <Users aria-hidden="true" className="size-5" />
              {COMPANION_TEXT.forPeople(1 + companions)}
            </p>
          )}
        </header>
        <div className="space-y-4 px-4 pt-4 pb-5 sm:px-5">
          {!online && (
            <p className="flex items-start gap-2 rounded-lg bg-amber-50 p-3 text-amber-900 text-base ring-1 ring-amber-200 ring-inset">
              <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              {T.offline}
            </p>
          )}
          <QrCode
            text={ticket.code}
            label={T.qrLabel(ticket.eventName)}
            className="mx-auto w-full max-w-[22rem]"
          />
          <p className="text-center text-base text-slate-700">{T.howTo}</p>
          {ticket.shortCode && (
            // Beside the QR: 8 characters the door can type when the camera fails (docs/decisions/023).
            <div className="rounded-lg bg-primary-50 px-4 py-3 text-center ring-1 ring-primary-100 ring-inset">
              <p className="font-semibold text-primary-800 text-sm">{T.shortCode}</p>
              <p
                data-testid="ticket-short-code"
                className="font-bold font-mono text-3xl text-primary-900 tracking-widest"
              >
                {T.shortCodeGroups(ticket.shortCode)}
              </p>
              <p className="mt-1 text-slate-700 text-sm">{T.shortCodeHint}</p>
            </div>
          )}
          {attendedAt && (
            <p className="flex items-center justify-center gap-2 rounded-lg bg-green-50 p-3 font-semibold text-base text-green-800 ring-1 ring-green-200 ring-inset">
              <CircleCheck aria-hidden="true" className="size-5" />
              {T.attended(attendedAt)}
            </p>
          )}
          <dl className="grid gap-3 border-slate-100 border-t pt-4 text-base">
            <div>
              <dt className="text-slate-600 text-sm">{T.holder}</dt>
              <dd className="font-bold text-lg text-slate-900">{ticket.name}</dd>
              <dd className="text-slate-700">
                @{ticket.username} · {T.order(ticket.order)}
              </dd>
              {ticket.companionNames && ticket.companionNames.length > 0 && (
                <dd className="text-slate-700">
                  {COMPANION_TEXT.namesLabelShort}: {ticket.companionNames.join(', ')}
                </dd>
              )}
            </div>
            <div className="flex gap-2">
              <dt>
                <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                <span className="sr-only">{T.when}</span>
              </dt>
              <dd className="text-slate-800">{when(ticket.startDate)}</dd>
            </div>
            {ticket.location && (
              <div className="flex gap-2">
                <dt>
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary-700" />
                  <span className="sr-only">{T.where}</span>
                </dt>
                <dd className="text-slate-800">{ticket.location}</dd>
              </div>
            )}
            <div>
              <dt className="text-slate-600 text-sm">{T.code}</dt>
              <dd className="break-all font-mono text-slate-800 text-sm">{ticket.code}</dd>
            </div>
          </dl>
        </div>
      </article>
      <div className="mt-4 text-center">
        <ButtonLink to={paths.event(ticket.eventId)} variant="secondary">
          {T.back}
        </ButtonLink>
      </div>
    </div>
  );
}

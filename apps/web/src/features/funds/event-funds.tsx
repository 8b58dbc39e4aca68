import { Wallet } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button.tsx';
import { paths } from '#web/lib/paths.ts';
import { PaymentBadge, rupiah } from './fund-badge.tsx';
import { useFunds } from './funds-api.ts';
import { FUND_TEXT as T } from './funds-text.ts';

/** On a paid event's page (members): its open 'Iuran' with the member's state and 'Bayar' (docs/decisions/028). */
export function EventFunds({ eventId }: { eventId: number }) {
  const funds = useFunds(eventId);
  const open = funds.data?.datas.filter((f) => f.status === 'OPEN') ?? [];
  if (open.length === 0) return null;
  return (
    <section aria-label={T.eventFundTitle} className="mt-4 flex flex-col gap-3">
      {open.map((f) => (
        <div
          key={f.id}
          className="rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
          data-testid="event-fund"
        >
          <p className="flex items-center gap-2 font-semibold text-primary-700 text-sm">
            <Wallet aria-hidden="true" className="size-4" />
            {T.eventFundTitle}
          </p>
          <p className="mt-1 font-bold text-lg text-slate-900">{f.name}</p>
          {f.amount !== null && (
            <p className="text-slate-800">
              {rupiah(f.amount)} {T.perPerson}
            </p>
          )}
          <div className="mt-2">
            <PaymentBadge my={f.my} />
          </div>
          {f.my?.status !== 'VERIFIED' && (
            <ButtonLink to={paths.fund(f.id)} className="mt-3 w-full" size="lg">
              {T.pay}
            </ButtonLink>
          )}
        </div>
      ))}
    </section>
  );
}

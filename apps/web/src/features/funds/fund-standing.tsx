import type { Fund } from '@alumni/contract';
import { UNPAID_DEFAULT_LIMIT } from '@alumni/contract/constants';
import { BellRing, MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Pagination } from '#web/components/ui/pagination.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { formatDateTimeShortId } from '#web/lib/dates.ts';
import { rupiah } from './fund-parts.tsx';
import { useRemind, useUnpaid } from './funds-api.ts';
import { FUND_TEXT as T } from './funds-text.ts';

/**
 * How a fund stands (docs/decisions/028, "Who has paid"): paid, waiting and not yet, with the amounts, for every
 * member; for the committee, the names of who has not paid and 'Ingatkan' (in-app and e-mail, at most once a
 * day per member) with a ready WhatsApp text for the class group.
 */
export function FundStanding({ fund, committee }: { fund: Fund; committee: boolean }) {
  const standing = fund.standing;
  if (!standing) return null;
  const rows = [
    { label: T.standingPaid, count: fund.paidCount, amount: fund.collected, tone: 'text-green-800' },
    {
      label: T.standingWaiting,
      count: fund.pendingCount,
      amount: fund.pendingAmount,
      tone: 'text-yellow-800',
    },
    {
      label: T.standingNotYet,
      count: standing.notYet,
      amount: standing.notYetAmount,
      tone: 'text-slate-800',
    },
  ];
  return (
    <section aria-labelledby="fund-standing" className="mt-6 rounded-xl bg-white p-5 ring-1 ring-slate-200">
      <h2 id="fund-standing" className="font-semibold text-lg text-primary-900">
        {T.standingTitle}
      </h2>
      <dl className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-3">
        {rows.map((r) => (
          <div key={r.label} className="rounded-lg bg-slate-50 p-3">
            <dt className={`font-semibold ${r.tone}`}>{r.label}</dt>
            <dd className="mt-1 text-slate-900">
              <span className="font-bold text-xl tabular-nums">{T.standingOf(r.count, standing.due)}</span>
              <span className="block tabular-nums">{rupiah(r.amount)}</span>
            </dd>
          </div>
        ))}
      </dl>
      {committee && fund.status === 'OPEN' && <Unpaid fund={fund} />}
    </section>
  );
}

function Unpaid({ fund }: { fund: Fund }) {
  const [page, setPage] = useState(1);
  const list = useUnpaid(fund.id, page, true);
  const remind = useRemind(fund.id);
  const toast = useToast();
  const [whatsApp, setWhatsApp] = useState<string | null>(null);
  const total = list.data?.total ?? 0;
  return (
    <div className="mt-5">
      <h3 className="font-semibold text-primary-900">{T.unpaidTitle}</h3>
      {list.isPending ? (
        <Skeleton className="mt-2 h-24 w-full" />
      ) : list.isError ? (
        <p role="alert" className="mt-2 text-red-800">
          {list.error.message}
        </p>
      ) : total === 0 ? (
        <p className="mt-2 text-slate-700">{T.unpaidEmpty}</p>
      ) : (
        <>
          <ul className="mt-2 divide-y divide-slate-200 rounded-lg ring-1 ring-slate-200">
            {list.data.datas.map((m) => (
              <li key={m.id} className="flex items-center gap-3 p-3">
                <Avatar name={m.name} picture={m.picture} />
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold text-slate-900">{m.name}</p>
                  <p className="truncate text-slate-600">
                    @{m.username}
                    {m.remindedAt ? ` · ${T.remindedAt(formatDateTimeShortId(m.remindedAt))}` : ''}
                  </p>
                </div>
              </li>
            ))}
          </ul>
          <Pagination
            className="mt-3"
            page={page}
            totalPages={Math.ceil(total / UNPAID_DEFAULT_LIMIT)}
            onChange={setPage}
          />
          <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
            <Button
              loading={remind.isPending}
              onClick={() =>
                remind.mutate(undefined, {
                  onSuccess: (r) => {
                    setWhatsApp(r.whatsappText);
                    toast.show({
                      type: 'success',
                      title: T.remind,
                      message: T.remindDone(r.reminded, r.skipped),
                    });
                  },
                  onError: (err) => toast.show({ type: 'error', title: T.failedTitle, message: err.message }),
                })
              }
            >
              <BellRing aria-hidden="true" className="size-5" />
              {T.remind}
            </Button>
            {whatsApp && (
              <a
                href={`https://wa.me/?text=${encodeURIComponent(whatsApp)}`}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-green-700 px-4 font-semibold text-white hover:bg-green-800"
              >
                <MessageCircle aria-hidden="true" className="size-5" />
                {T.remindWhatsApp}
              </a>
            )}
          </div>
          <p className="mt-2 text-slate-600 text-sm">{T.remindHint}</p>
        </>
      )}
    </div>
  );
}

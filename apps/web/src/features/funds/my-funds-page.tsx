import { FUND_KIND_LABEL, type Fund } from '@alumni/contract';
import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Button, ButtonLink } from '#web/components/ui/button.tsx';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { PaymentBadge, rupiah } from './fund-parts.tsx';
import { useFunds } from './funds-api.ts';
import { FUND_TEXT as T } from './funds-text.ts';

/** /iuran 'Iuran Saya' (docs/decisions/028): the open funds, each with the member's state and 'Bayar'. */
export function MyFundsPage() {
  useDocumentTitle(T.myTitle);
  const list = useFunds();
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-3 font-bold text-2xl text-primary-900 sm:text-3xl">
            <Wallet aria-hidden="true" className="size-8 text-primary-700" />
            {T.myTitle}
          </h1>
          <p className="mt-3 text-lg text-slate-700">{T.myIntro}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={paths.cashbook} variant="secondary">
            {T.bookTitle}
          </ButtonLink>
          {list.data?.committee && (
            <ButtonLink to={paths.financeDesk} variant="secondary">
              {T.deskTitle}
            </ButtonLink>
          )}
        </div>
      </div>
      <div className="mt-6 space-y-4">
        {list.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : list.isError ? (
          <div role="alert" className="rounded-lg bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
            <p>{T.loadFailed}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void list.refetch()}>
              {T.retry}
            </Button>
          </div>
        ) : list.data.datas.filter((f) => f.status === 'OPEN').length === 0 ? (
          <EmptyState icon={Wallet} title={T.empty} description={T.emptyDescription} />
        ) : (
          list.data.datas.filter((f) => f.status === 'OPEN').map((f) => <FundCard key={f.id} fund={f} />)
        )}
      </div>
    </div>
  );
}

export function FundCard({ fund }: { fund: Fund }) {
  const done = fund.my?.status === 'VERIFIED' && fund.kind !== 'DONATION';
  return (
    <article className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-primary-700 text-sm uppercase tracking-wide">
          {FUND_KIND_LABEL[fund.kind]}
        </span>
        <PaymentBadge my={fund.my} />
      </div>
      <h2 className="mt-2 font-bold text-primary-900 text-xl">
        <Link to={paths.fund(fund.id)} className="hover:underline">
          {fund.name}
        </Link>
      </h2>
      {fund.amount !== null && (
        <p className="mt-1 text-lg text-slate-800">
          <span className="font-bold">{rupiah(fund.amount)}</span> {fund.kind === 'EVENT' ? T.perPerson : ''}
        </p>
      )}
      {fund.target !== null && (
        <p className="mt-1 text-slate-700">
          {T.collected} {rupiah(fund.collected)} / {T.target} {rupiah(fund.target)}
        </p>
      )}
      {fund.dueDate && (
        <p className="mt-1 text-slate-700">
          {T.dueDate}: {fund.dueDate.split('-').reverse().join('/')}
        </p>
      )}
      {fund.my?.status === 'REJECTED' && fund.my.reason && (
        <p className="mt-2 rounded-lg bg-red-50 p-3 text-red-800">
          {T.rejected}. {T.rejectedReason}: {fund.my.reason}
        </p>
      )}
      {!done && (
        <ButtonLink to={paths.fund(fund.id)} size="lg" className="mt-4 w-full sm:w-auto">
          {fund.my?.status === 'PENDING' ? T.waitingVerify : fund.kind === 'DONATION' ? T.donate : T.pay}
        </ButtonLink>
      )}
    </article>
  );
}

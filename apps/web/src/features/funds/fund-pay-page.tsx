import { ANONYMOUS_DONOR, FUND_KIND_LABEL, type Fund, PAYMENT_STATUS_LABEL } from '@alumni/contract';
import { ArrowLeft, CircleCheck, Clock, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button } from '#web/components/ui/button.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { TextField } from '#web/components/ui/text-field.tsx';
import { useToast } from '#web/components/ui/toast.tsx';
import { paths } from '#web/lib/paths.ts';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { CopyButton, PaymentBadge, PhotoPicker, rupiah } from './fund-parts.tsx';
import { FundStanding } from './fund-standing.tsx';
import { useAttachProof, useFund, useFunds, usePay } from './funds-api.ts';
import { parseRupiahInput, FUND_TEXT as T } from './funds-text.ts';

/**
 * /iuran/{id} 'Bayar' (docs/decisions/028), phone first: the amount to transfer with its unique code and a copy
 * button, the accounts with copy buttons, the QRIS picture large enough to scan from another phone, then the
 * slip upload -> 'Menunggu verifikasi' -> 'Lunas' (or 'Ditolak' with the reason, and pay again).
 */
export function FundPayPage() {
  const id = Number(useParams().id);
  const fund = useFund(id);
  // The list answers whether the reader keeps the books (admins and 'Bendahara'): they also see who has not paid.
  const committee = useFunds().data?.committee ?? false;
  useDocumentTitle(fund.data ? `${T.pay} ${fund.data.name}` : T.pay);
  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-6 sm:py-10">
      <Link
        to={paths.funds}
        className="inline-flex min-h-11 items-center gap-2 font-semibold text-primary-800 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-5" />
        {T.back}
      </Link>
      {fund.isPending ? (
        <Skeleton className="mt-4 h-80 w-full" />
      ) : fund.isError ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 p-4 text-red-800">
          {fund.error.message}
        </p>
      ) : (
        <>
          <PayBody fund={fund.data} />
          <FundStanding fund={fund.data} committee={committee} />
        </>
      )}
    </div>
  );
}

function PayBody({ fund }: { fund: Fund }) {
  const my = fund.my;
  const pending = my?.status === 'PENDING';
  const paid = my?.status === 'VERIFIED';
  return (
    <div className="mt-3">
      <p className="font-semibold text-primary-700 text-sm uppercase tracking-wide">
        {FUND_KIND_LABEL[fund.kind]}
      </p>
      <h1 className="mt-1 font-bold text-2xl text-primary-900 sm:text-3xl">{fund.name}</h1>
      <div className="mt-2">
        <PaymentBadge my={my} />
      </div>
      {fund.description && (
        <p className="mt-3 whitespace-pre-line text-lg text-slate-700">{fund.description}</p>
      )}
      {fund.eventId !== null && (
        <Link
          to={paths.event(fund.eventId)}
          className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary-800 underline"
        >
          {fund.eventName}
        </Link>
      )}
      {fund.target !== null && (
        <p className="mt-2 text-lg text-slate-800">
          {T.collected}: <strong>{rupiah(fund.collected)}</strong> / {rupiah(fund.target)}
        </p>
      )}
      {paid && fund.kind !== 'DONATION' ? (
        <Lunas fund={fund} />
      ) : pending && my ? (
        <Transfer fund={fund} />
      ) : (
        <>
          {paid && <Lunas fund={fund} />}
          {my?.status === 'REJECTED' && (
            <div
              role="status"
              className="mt-5 flex gap-3 rounded-xl bg-red-50 p-4 text-red-900 ring-1 ring-red-200"
            >
              <XCircle aria-hidden="true" className="size-6 shrink-0" />
              <p>
                <strong>{PAYMENT_STATUS_LABEL.REJECTED}.</strong> {T.rejectedReason}: {my.reason}
              </p>
            </div>
          )}
          <StartPay fund={fund} />
        </>
      )}
    </div>
  );
}

function Lunas({ fund }: { fund: Fund }) {
  return (
    <div
      role="status"
      className="mt-5 flex gap-3 rounded-xl bg-green-50 p-4 text-green-900 ring-1 ring-green-200"
    >
      <CircleCheck aria-hidden="true" className="size-7 shrink-0" />
      <div>
        <p className="font-bold text-xl">{T.paid}</p>
        <p>
          {rupiah(fund.my?.uniqueAmount ?? 0)} · {T.receiptNo}: <strong>{fund.my?.receiptNo}</strong>
        </p>
      </div>
    </div>
  );
}

function StartPay({ fund }: { fund: Fund }) {
  const pay = usePay(fund.id);
  const toast = useToast();
  const [amount, setAmount] = useState('');
  const [anonymous, setAnonymous] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const donation = fund.kind === 'DONATION';
  const start = () => {
    const value = donation ? parseRupiahInput(amount) : null;
    if (donation && !value) return setError('Nominal donasi wajib diisi');
    setError(undefined);
    pay.mutate(donation ? { amount: value ?? 0, anonymous } : {}, {
      onError: (err) => {
        setError(err.message);
        toast.show({ type: 'error', title: T.failedTitle, message: err.message });
      },
    });
  };
  return (
    <div className="mt-6 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
      {fund.amount !== null && !donation && (
        <p className="text-lg text-slate-800">
          <span className="font-bold text-2xl text-primary-900">{rupiah(fund.amount)}</span>{' '}
          {fund.kind === 'EVENT' ? T.perPerson : ''}
        </p>
      )}
      {donation && (
        <div className="flex flex-col gap-3">
          <TextField
            label={T.amountLabel}
            hint={T.amountHint}
            inputMode="numeric"
            value={amount}
            error={error}
            onChange={(e) => setAmount(e.currentTarget.value)}
          />
          <label className="flex min-h-11 cursor-pointer items-center gap-3 text-slate-800">
            <input
              type="checkbox"
              className="size-5 accent-primary-700"
              checked={anonymous}
              onChange={(e) => setAnonymous(e.currentTarget.checked)}
            />
            {T.anonymous.replace("'Hamba Allah'", `'${ANONYMOUS_DONOR}'`)}
          </label>
        </div>
      )}
      {!donation && error && (
        <p role="alert" className="mt-2 text-red-700">
          {error}
        </p>
      )}
      <Button size="lg" className="mt-4 w-full" loading={pay.isPending} onClick={start}>
        {donation ? T.donate : T.pay}
      </Button>
    </div>
  );
}

function Transfer({ fund }: { fund: Fund }) {
  const my = fund.my;
  const attach = useAttachProof();
  const toast = useToast();
  if (!my) return null;
  const amountText = String(my.uniqueAmount);
  return (
    <div className="mt-5 flex flex-col gap-5">
      <section className="rounded-xl bg-primary-50 p-5 ring-1 ring-primary-200">
        <h2 className="font-semibold text-lg text-primary-900">{T.transferTitle}</h2>
        <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
          <p className="font-bold text-3xl text-primary-900 tabular-nums" data-testid="unique-amount">
            {rupiah(my.uniqueAmount)}
          </p>
          <CopyButton text={amountText} label={T.copyAmount} />
        </div>
        <p className="mt-2 text-slate-700">{T.transferHint}</p>
      </section>
      <section>
        <h2 className="font-semibold text-lg text-primary-900">{T.accountsTitle}</h2>
        <ul className="mt-2 flex flex-col gap-3">
          {fund.accounts.map((a) => (
            <li
              key={`${a.bank}-${a.number}`}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
            >
              <div>
                <p className="font-semibold text-slate-900">{a.bank}</p>
                <p className="font-bold text-xl tabular-nums">{a.number}</p>
                <p className="text-slate-700">
                  {T.holder} {a.holder}
                </p>
              </div>
              <CopyButton text={a.number.replace(/[^0-9]/g, '')} label={T.copyAccount(a.bank)} />
            </li>
          ))}
        </ul>
      </section>
      {fund.qrisUrl && (
        <section>
          <h2 className="font-semibold text-lg text-primary-900">{T.qrisTitle}</h2>
          <img
            src={fund.qrisUrl}
            alt={T.qrisAlt}
            className="mt-2 w-full max-w-md rounded-xl bg-white p-2 ring-1 ring-slate-200"
          />
        </section>
      )}
      <section className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
        {my.proofUrl ? (
          <div className="mb-4 flex gap-3">
            <Clock aria-hidden="true" className="size-6 shrink-0 text-yellow-700" />
            <div>
              <p className="font-bold text-lg text-yellow-900">{T.waitingVerify}</p>
              <img
                src={my.proofUrl}
                alt={T.proofAlt}
                className="mt-2 max-h-64 rounded-lg ring-1 ring-slate-200"
              />
            </div>
          </div>
        ) : null}
        <PhotoPicker
          label={my.proofUrl ? T.uploadAgain : T.uploadProof}
          hint={T.proofHint}
          onError={(message) => toast.show({ type: 'error', title: T.failedTitle, message })}
          onUploaded={(proofUrl) =>
            attach.mutate(
              { id: my.id, proofUrl },
              {
                onSuccess: () =>
                  toast.show({ type: 'success', title: T.waitingVerify, message: T.proofSent }),
                onError: (err) => toast.show({ type: 'error', title: T.failedTitle, message: err.message }),
              },
            )
          }
        />
      </section>
    </div>
  );
}
